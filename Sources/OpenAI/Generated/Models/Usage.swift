// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The aggregated audio speeches usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageAudioSpeechesResult`
public struct UsageAudioSpeechesResult: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    /// The number of characters processed.
    public var characters: Int

    /// The count of requests made to the model.
    public var numModelRequests: Int

    public var projectID: String?

    public var userID: String?

    public var apiKeyID: String?

    public var model: String?

    public init(
        characters: Int,
        numModelRequests: Int,
        projectID: String? = nil,
        userID: String? = nil,
        apiKeyID: String? = nil,
        model: String? = nil
    ) {
        self.object = "organization.usage.audio_speeches.result"
        self.characters = characters
        self.numModelRequests = numModelRequests
        self.projectID = projectID
        self.userID = userID
        self.apiKeyID = apiKeyID
        self.model = model
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            characters: .emptyValue,
            numModelRequests: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case characters
        case numModelRequests = "num_model_requests"
        case projectID = "project_id"
        case userID = "user_id"
        case apiKeyID = "api_key_id"
        case model
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.usage.audio_speeches.result")
        self.characters = try container.decodeRequired(Int.self, forKey: .characters, in: decoder)
        self.numModelRequests = try container.decodeRequired(Int.self, forKey: .numModelRequests, in: decoder)
        self.projectID = try container.decodeIfPresent(String.self, forKey: .projectID)
        self.userID = try container.decodeIfPresent(String.self, forKey: .userID)
        self.apiKeyID = try container.decodeIfPresent(String.self, forKey: .apiKeyID)
        self.model = try container.decodeIfPresent(String.self, forKey: .model)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.characters, forKey: .characters)
        try container.encode(self.numModelRequests, forKey: .numModelRequests)
        try container.encodeIfPresent(self.projectID, forKey: .projectID)
        try container.encodeIfPresent(self.userID, forKey: .userID)
        try container.encodeIfPresent(self.apiKeyID, forKey: .apiKeyID)
        try container.encodeIfPresent(self.model, forKey: .model)
    }
}

/// The aggregated audio transcriptions usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageAudioTranscriptionsResult`
public struct UsageAudioTranscriptionsResult: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    /// The number of seconds processed.
    public var seconds: Int

    /// The count of requests made to the model.
    public var numModelRequests: Int

    public var projectID: String?

    public var userID: String?

    public var apiKeyID: String?

    public var model: String?

    public init(
        seconds: Int,
        numModelRequests: Int,
        projectID: String? = nil,
        userID: String? = nil,
        apiKeyID: String? = nil,
        model: String? = nil
    ) {
        self.object = "organization.usage.audio_transcriptions.result"
        self.seconds = seconds
        self.numModelRequests = numModelRequests
        self.projectID = projectID
        self.userID = userID
        self.apiKeyID = apiKeyID
        self.model = model
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            seconds: .emptyValue,
            numModelRequests: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case seconds
        case numModelRequests = "num_model_requests"
        case projectID = "project_id"
        case userID = "user_id"
        case apiKeyID = "api_key_id"
        case model
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.usage.audio_transcriptions.result")
        self.seconds = try container.decodeRequired(Int.self, forKey: .seconds, in: decoder)
        self.numModelRequests = try container.decodeRequired(Int.self, forKey: .numModelRequests, in: decoder)
        self.projectID = try container.decodeIfPresent(String.self, forKey: .projectID)
        self.userID = try container.decodeIfPresent(String.self, forKey: .userID)
        self.apiKeyID = try container.decodeIfPresent(String.self, forKey: .apiKeyID)
        self.model = try container.decodeIfPresent(String.self, forKey: .model)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.seconds, forKey: .seconds)
        try container.encode(self.numModelRequests, forKey: .numModelRequests)
        try container.encodeIfPresent(self.projectID, forKey: .projectID)
        try container.encodeIfPresent(self.userID, forKey: .userID)
        try container.encodeIfPresent(self.apiKeyID, forKey: .apiKeyID)
        try container.encodeIfPresent(self.model, forKey: .model)
    }
}

/// The aggregated code interpreter sessions usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageCodeInterpreterSessionsResult`
public struct UsageCodeInterpreterSessionsResult: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    /// The number of code interpreter sessions.
    public var numSessions: Int

    public var projectID: String?

    public init(
        numSessions: Int,
        projectID: String? = nil
    ) {
        self.object = "organization.usage.code_interpreter_sessions.result"
        self.numSessions = numSessions
        self.projectID = projectID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            numSessions: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case numSessions = "num_sessions"
        case projectID = "project_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.usage.code_interpreter_sessions.result")
        self.numSessions = try container.decodeRequired(Int.self, forKey: .numSessions, in: decoder)
        self.projectID = try container.decodeIfPresent(String.self, forKey: .projectID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.numSessions, forKey: .numSessions)
        try container.encodeIfPresent(self.projectID, forKey: .projectID)
    }
}

/// The aggregated completions usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageCompletionsResult`
public struct UsageCompletionsResult: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    /// The aggregated number of input tokens used, including cached and cache-write tokens. This includes text, audio, and image tokens. For customers subscribed to Scale Tier, this includes Scale Tier tokens.
    public var inputTokens: Int

    /// The aggregated number of cached input tokens used across text, audio, and image inputs. For customers subscribed to Scale Tier, this includes Scale Tier tokens.
    public var inputCachedTokens: Int?

    /// The aggregated number of input tokens written to the cache.
    public var inputCacheWriteTokens: Int?

    /// The aggregated number of uncached input tokens used across text, audio, and image inputs, excluding cache-write tokens.
    public var inputUncachedTokens: Int?

    /// The aggregated number of output tokens used across text, audio, and image outputs. For customers subscribed to Scale Tier, this includes Scale Tier tokens.
    public var outputTokens: Int

    /// The aggregated number of uncached text input tokens used, excluding cache-write tokens.
    public var inputTextTokens: Int?

    /// The aggregated number of text output tokens used.
    public var outputTextTokens: Int?

    /// The aggregated number of cached text input tokens used.
    public var inputCachedTextTokens: Int?

    /// The aggregated number of uncached audio input tokens used.
    public var inputAudioTokens: Int?

    /// The aggregated number of cached audio input tokens used.
    public var inputCachedAudioTokens: Int?

    /// The aggregated number of audio output tokens used.
    public var outputAudioTokens: Int?

    /// The aggregated number of uncached image input tokens used.
    public var inputImageTokens: Int?

    /// The aggregated number of cached image input tokens used.
    public var inputCachedImageTokens: Int?

    /// The aggregated number of image output tokens used.
    public var outputImageTokens: Int?

    /// The count of requests made to the model.
    public var numModelRequests: Int

    public var projectID: String?

    public var userID: String?

    public var apiKeyID: String?

    public var model: String?

    public var batch: Bool?

    public var serviceTier: String?

    public init(
        inputTokens: Int,
        outputTokens: Int,
        numModelRequests: Int,
        inputCachedTokens: Int? = nil,
        inputCacheWriteTokens: Int? = nil,
        inputUncachedTokens: Int? = nil,
        inputTextTokens: Int? = nil,
        outputTextTokens: Int? = nil,
        inputCachedTextTokens: Int? = nil,
        inputAudioTokens: Int? = nil,
        inputCachedAudioTokens: Int? = nil,
        outputAudioTokens: Int? = nil,
        inputImageTokens: Int? = nil,
        inputCachedImageTokens: Int? = nil,
        outputImageTokens: Int? = nil,
        projectID: String? = nil,
        userID: String? = nil,
        apiKeyID: String? = nil,
        model: String? = nil,
        batch: Bool? = nil,
        serviceTier: String? = nil
    ) {
        self.object = "organization.usage.completions.result"
        self.inputTokens = inputTokens
        self.inputCachedTokens = inputCachedTokens
        self.inputCacheWriteTokens = inputCacheWriteTokens
        self.inputUncachedTokens = inputUncachedTokens
        self.outputTokens = outputTokens
        self.inputTextTokens = inputTextTokens
        self.outputTextTokens = outputTextTokens
        self.inputCachedTextTokens = inputCachedTextTokens
        self.inputAudioTokens = inputAudioTokens
        self.inputCachedAudioTokens = inputCachedAudioTokens
        self.outputAudioTokens = outputAudioTokens
        self.inputImageTokens = inputImageTokens
        self.inputCachedImageTokens = inputCachedImageTokens
        self.outputImageTokens = outputImageTokens
        self.numModelRequests = numModelRequests
        self.projectID = projectID
        self.userID = userID
        self.apiKeyID = apiKeyID
        self.model = model
        self.batch = batch
        self.serviceTier = serviceTier
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputTokens: .emptyValue,
            outputTokens: .emptyValue,
            numModelRequests: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case inputTokens = "input_tokens"
        case inputCachedTokens = "input_cached_tokens"
        case inputCacheWriteTokens = "input_cache_write_tokens"
        case inputUncachedTokens = "input_uncached_tokens"
        case outputTokens = "output_tokens"
        case inputTextTokens = "input_text_tokens"
        case outputTextTokens = "output_text_tokens"
        case inputCachedTextTokens = "input_cached_text_tokens"
        case inputAudioTokens = "input_audio_tokens"
        case inputCachedAudioTokens = "input_cached_audio_tokens"
        case outputAudioTokens = "output_audio_tokens"
        case inputImageTokens = "input_image_tokens"
        case inputCachedImageTokens = "input_cached_image_tokens"
        case outputImageTokens = "output_image_tokens"
        case numModelRequests = "num_model_requests"
        case projectID = "project_id"
        case userID = "user_id"
        case apiKeyID = "api_key_id"
        case model
        case batch
        case serviceTier = "service_tier"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.usage.completions.result")
        self.inputTokens = try container.decodeRequired(Int.self, forKey: .inputTokens, in: decoder)
        self.inputCachedTokens = try container.decodeIfPresent(Int.self, forKey: .inputCachedTokens)
        self.inputCacheWriteTokens = try container.decodeIfPresent(Int.self, forKey: .inputCacheWriteTokens)
        self.inputUncachedTokens = try container.decodeIfPresent(Int.self, forKey: .inputUncachedTokens)
        self.outputTokens = try container.decodeRequired(Int.self, forKey: .outputTokens, in: decoder)
        self.inputTextTokens = try container.decodeIfPresent(Int.self, forKey: .inputTextTokens)
        self.outputTextTokens = try container.decodeIfPresent(Int.self, forKey: .outputTextTokens)
        self.inputCachedTextTokens = try container.decodeIfPresent(Int.self, forKey: .inputCachedTextTokens)
        self.inputAudioTokens = try container.decodeIfPresent(Int.self, forKey: .inputAudioTokens)
        self.inputCachedAudioTokens = try container.decodeIfPresent(Int.self, forKey: .inputCachedAudioTokens)
        self.outputAudioTokens = try container.decodeIfPresent(Int.self, forKey: .outputAudioTokens)
        self.inputImageTokens = try container.decodeIfPresent(Int.self, forKey: .inputImageTokens)
        self.inputCachedImageTokens = try container.decodeIfPresent(Int.self, forKey: .inputCachedImageTokens)
        self.outputImageTokens = try container.decodeIfPresent(Int.self, forKey: .outputImageTokens)
        self.numModelRequests = try container.decodeRequired(Int.self, forKey: .numModelRequests, in: decoder)
        self.projectID = try container.decodeIfPresent(String.self, forKey: .projectID)
        self.userID = try container.decodeIfPresent(String.self, forKey: .userID)
        self.apiKeyID = try container.decodeIfPresent(String.self, forKey: .apiKeyID)
        self.model = try container.decodeIfPresent(String.self, forKey: .model)
        self.batch = try container.decodeIfPresent(Bool.self, forKey: .batch)
        self.serviceTier = try container.decodeIfPresent(String.self, forKey: .serviceTier)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.inputTokens, forKey: .inputTokens)
        try container.encodeIfPresent(self.inputCachedTokens, forKey: .inputCachedTokens)
        try container.encodeIfPresent(self.inputCacheWriteTokens, forKey: .inputCacheWriteTokens)
        try container.encodeIfPresent(self.inputUncachedTokens, forKey: .inputUncachedTokens)
        try container.encode(self.outputTokens, forKey: .outputTokens)
        try container.encodeIfPresent(self.inputTextTokens, forKey: .inputTextTokens)
        try container.encodeIfPresent(self.outputTextTokens, forKey: .outputTextTokens)
        try container.encodeIfPresent(self.inputCachedTextTokens, forKey: .inputCachedTextTokens)
        try container.encodeIfPresent(self.inputAudioTokens, forKey: .inputAudioTokens)
        try container.encodeIfPresent(self.inputCachedAudioTokens, forKey: .inputCachedAudioTokens)
        try container.encodeIfPresent(self.outputAudioTokens, forKey: .outputAudioTokens)
        try container.encodeIfPresent(self.inputImageTokens, forKey: .inputImageTokens)
        try container.encodeIfPresent(self.inputCachedImageTokens, forKey: .inputCachedImageTokens)
        try container.encodeIfPresent(self.outputImageTokens, forKey: .outputImageTokens)
        try container.encode(self.numModelRequests, forKey: .numModelRequests)
        try container.encodeIfPresent(self.projectID, forKey: .projectID)
        try container.encodeIfPresent(self.userID, forKey: .userID)
        try container.encodeIfPresent(self.apiKeyID, forKey: .apiKeyID)
        try container.encodeIfPresent(self.model, forKey: .model)
        try container.encodeIfPresent(self.batch, forKey: .batch)
        try container.encodeIfPresent(self.serviceTier, forKey: .serviceTier)
    }
}

/// The aggregated embeddings usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageEmbeddingsResult`
public struct UsageEmbeddingsResult: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    /// The aggregated number of input tokens used.
    public var inputTokens: Int

    /// The count of requests made to the model.
    public var numModelRequests: Int

    public var projectID: String?

    public var userID: String?

    public var apiKeyID: String?

    public var model: String?

    public init(
        inputTokens: Int,
        numModelRequests: Int,
        projectID: String? = nil,
        userID: String? = nil,
        apiKeyID: String? = nil,
        model: String? = nil
    ) {
        self.object = "organization.usage.embeddings.result"
        self.inputTokens = inputTokens
        self.numModelRequests = numModelRequests
        self.projectID = projectID
        self.userID = userID
        self.apiKeyID = apiKeyID
        self.model = model
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputTokens: .emptyValue,
            numModelRequests: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case inputTokens = "input_tokens"
        case numModelRequests = "num_model_requests"
        case projectID = "project_id"
        case userID = "user_id"
        case apiKeyID = "api_key_id"
        case model
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.usage.embeddings.result")
        self.inputTokens = try container.decodeRequired(Int.self, forKey: .inputTokens, in: decoder)
        self.numModelRequests = try container.decodeRequired(Int.self, forKey: .numModelRequests, in: decoder)
        self.projectID = try container.decodeIfPresent(String.self, forKey: .projectID)
        self.userID = try container.decodeIfPresent(String.self, forKey: .userID)
        self.apiKeyID = try container.decodeIfPresent(String.self, forKey: .apiKeyID)
        self.model = try container.decodeIfPresent(String.self, forKey: .model)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.inputTokens, forKey: .inputTokens)
        try container.encode(self.numModelRequests, forKey: .numModelRequests)
        try container.encodeIfPresent(self.projectID, forKey: .projectID)
        try container.encodeIfPresent(self.userID, forKey: .userID)
        try container.encodeIfPresent(self.apiKeyID, forKey: .apiKeyID)
        try container.encodeIfPresent(self.model, forKey: .model)
    }
}

/// The aggregated file search calls usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageFileSearchCallsResult`
public struct UsageFileSearchCallsResult: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    /// The count of file search calls.
    public var numRequests: Int

    public var projectID: String?

    public var userID: String?

    public var apiKeyID: String?

    public var vectorStoreID: String?

    public init(
        numRequests: Int,
        projectID: String? = nil,
        userID: String? = nil,
        apiKeyID: String? = nil,
        vectorStoreID: String? = nil
    ) {
        self.object = "organization.usage.file_searches.result"
        self.numRequests = numRequests
        self.projectID = projectID
        self.userID = userID
        self.apiKeyID = apiKeyID
        self.vectorStoreID = vectorStoreID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            numRequests: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case numRequests = "num_requests"
        case projectID = "project_id"
        case userID = "user_id"
        case apiKeyID = "api_key_id"
        case vectorStoreID = "vector_store_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.usage.file_searches.result")
        self.numRequests = try container.decodeRequired(Int.self, forKey: .numRequests, in: decoder)
        self.projectID = try container.decodeIfPresent(String.self, forKey: .projectID)
        self.userID = try container.decodeIfPresent(String.self, forKey: .userID)
        self.apiKeyID = try container.decodeIfPresent(String.self, forKey: .apiKeyID)
        self.vectorStoreID = try container.decodeIfPresent(String.self, forKey: .vectorStoreID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.numRequests, forKey: .numRequests)
        try container.encodeIfPresent(self.projectID, forKey: .projectID)
        try container.encodeIfPresent(self.userID, forKey: .userID)
        try container.encodeIfPresent(self.apiKeyID, forKey: .apiKeyID)
        try container.encodeIfPresent(self.vectorStoreID, forKey: .vectorStoreID)
    }
}

/// The aggregated images usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageImagesResult`
public struct UsageImagesResult: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    /// The number of images processed.
    public var images: Int

    /// The count of requests made to the model.
    public var numModelRequests: Int

    public var source: String?

    public var size: String?

    public var projectID: String?

    public var userID: String?

    public var apiKeyID: String?

    public var model: String?

    public init(
        images: Int,
        numModelRequests: Int,
        source: String? = nil,
        size: String? = nil,
        projectID: String? = nil,
        userID: String? = nil,
        apiKeyID: String? = nil,
        model: String? = nil
    ) {
        self.object = "organization.usage.images.result"
        self.images = images
        self.numModelRequests = numModelRequests
        self.source = source
        self.size = size
        self.projectID = projectID
        self.userID = userID
        self.apiKeyID = apiKeyID
        self.model = model
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            images: .emptyValue,
            numModelRequests: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case images
        case numModelRequests = "num_model_requests"
        case source
        case size
        case projectID = "project_id"
        case userID = "user_id"
        case apiKeyID = "api_key_id"
        case model
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.usage.images.result")
        self.images = try container.decodeRequired(Int.self, forKey: .images, in: decoder)
        self.numModelRequests = try container.decodeRequired(Int.self, forKey: .numModelRequests, in: decoder)
        self.source = try container.decodeIfPresent(String.self, forKey: .source)
        self.size = try container.decodeIfPresent(String.self, forKey: .size)
        self.projectID = try container.decodeIfPresent(String.self, forKey: .projectID)
        self.userID = try container.decodeIfPresent(String.self, forKey: .userID)
        self.apiKeyID = try container.decodeIfPresent(String.self, forKey: .apiKeyID)
        self.model = try container.decodeIfPresent(String.self, forKey: .model)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.images, forKey: .images)
        try container.encode(self.numModelRequests, forKey: .numModelRequests)
        try container.encodeIfPresent(self.source, forKey: .source)
        try container.encodeIfPresent(self.size, forKey: .size)
        try container.encodeIfPresent(self.projectID, forKey: .projectID)
        try container.encodeIfPresent(self.userID, forKey: .userID)
        try container.encodeIfPresent(self.apiKeyID, forKey: .apiKeyID)
        try container.encodeIfPresent(self.model, forKey: .model)
    }
}

/// The aggregated moderations usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageModerationsResult`
public struct UsageModerationsResult: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    /// The aggregated number of input tokens used.
    public var inputTokens: Int

    /// The count of requests made to the model.
    public var numModelRequests: Int

    public var projectID: String?

    public var userID: String?

    public var apiKeyID: String?

    public var model: String?

    public init(
        inputTokens: Int,
        numModelRequests: Int,
        projectID: String? = nil,
        userID: String? = nil,
        apiKeyID: String? = nil,
        model: String? = nil
    ) {
        self.object = "organization.usage.moderations.result"
        self.inputTokens = inputTokens
        self.numModelRequests = numModelRequests
        self.projectID = projectID
        self.userID = userID
        self.apiKeyID = apiKeyID
        self.model = model
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputTokens: .emptyValue,
            numModelRequests: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case inputTokens = "input_tokens"
        case numModelRequests = "num_model_requests"
        case projectID = "project_id"
        case userID = "user_id"
        case apiKeyID = "api_key_id"
        case model
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.usage.moderations.result")
        self.inputTokens = try container.decodeRequired(Int.self, forKey: .inputTokens, in: decoder)
        self.numModelRequests = try container.decodeRequired(Int.self, forKey: .numModelRequests, in: decoder)
        self.projectID = try container.decodeIfPresent(String.self, forKey: .projectID)
        self.userID = try container.decodeIfPresent(String.self, forKey: .userID)
        self.apiKeyID = try container.decodeIfPresent(String.self, forKey: .apiKeyID)
        self.model = try container.decodeIfPresent(String.self, forKey: .model)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.inputTokens, forKey: .inputTokens)
        try container.encode(self.numModelRequests, forKey: .numModelRequests)
        try container.encodeIfPresent(self.projectID, forKey: .projectID)
        try container.encodeIfPresent(self.userID, forKey: .userID)
        try container.encodeIfPresent(self.apiKeyID, forKey: .apiKeyID)
        try container.encodeIfPresent(self.model, forKey: .model)
    }
}

/// - Schema: `#/components/schemas/UsageResponse`
public struct UsageResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [UsageTimeBucket]

    public var hasMore: Bool

    public var nextPage: String?

    public init(
        data: [UsageTimeBucket],
        hasMore: Bool,
        nextPage: String?
    ) {
        self.object = "page"
        self.data = data
        self.hasMore = hasMore
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue,
            nextPage: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case hasMore = "has_more"
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "page")
        self.data = try container.decodeRequired([UsageTimeBucket].self, forKey: .data, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.hasMore, forKey: .hasMore)
        try container.encode(self.nextPage, forKey: .nextPage)
    }
}

/// - Schema: `#/components/schemas/UsageTimeBucket`
public struct UsageTimeBucket: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var startTime: Int

    public var endTime: Int

    public var results: [UsageTimeBucket.ResultValue]

    public init(
        startTime: Int,
        endTime: Int,
        results: [UsageTimeBucket.ResultValue]
    ) {
        self.object = "bucket"
        self.startTime = startTime
        self.endTime = endTime
        self.results = results
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            startTime: .emptyValue,
            endTime: .emptyValue,
            results: .emptyValue
        )
    }

    public enum ResultValue: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `object`: `organization.usage.completions.result`
        case organizationUsageCompletionsResult(UsageCompletionsResult)
        /// - `object`: `organization.usage.embeddings.result`
        case organizationUsageEmbeddingsResult(UsageEmbeddingsResult)
        /// - `object`: `organization.usage.moderations.result`
        case organizationUsageModerationsResult(UsageModerationsResult)
        /// - `object`: `organization.usage.images.result`
        case organizationUsageImagesResult(UsageImagesResult)
        /// - `object`: `organization.usage.audio_speeches.result`
        case organizationUsageAudioSpeechesResult(UsageAudioSpeechesResult)
        /// - `object`: `organization.usage.audio_transcriptions.result`
        case organizationUsageAudioTranscriptionsResult(UsageAudioTranscriptionsResult)
        /// - `object`: `organization.usage.vector_stores.result`
        case organizationUsageVectorStoresResult(UsageVectorStoresResult)
        /// - `object`: `organization.usage.code_interpreter_sessions.result`
        case organizationUsageCodeInterpreterSessionsResult(UsageCodeInterpreterSessionsResult)
        /// - `object`: `organization.usage.file_searches.result`
        case organizationUsageFileSearchesResult(UsageFileSearchCallsResult)
        /// - `object`: `organization.usage.web_searches.result`
        case organizationUsageWebSearchesResult(UsageWebSearchCallsResult)
        /// - `object`: `organization.costs.result`
        case organizationCostsResult(CostsResult)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "object") {
                switch tag {
                case "organization.usage.completions.result": self = .organizationUsageCompletionsResult(try UsageCompletionsResult(from: decoder)); return
                case "organization.usage.embeddings.result": self = .organizationUsageEmbeddingsResult(try UsageEmbeddingsResult(from: decoder)); return
                case "organization.usage.moderations.result": self = .organizationUsageModerationsResult(try UsageModerationsResult(from: decoder)); return
                case "organization.usage.images.result": self = .organizationUsageImagesResult(try UsageImagesResult(from: decoder)); return
                case "organization.usage.audio_speeches.result": self = .organizationUsageAudioSpeechesResult(try UsageAudioSpeechesResult(from: decoder)); return
                case "organization.usage.audio_transcriptions.result": self = .organizationUsageAudioTranscriptionsResult(try UsageAudioTranscriptionsResult(from: decoder)); return
                case "organization.usage.vector_stores.result": self = .organizationUsageVectorStoresResult(try UsageVectorStoresResult(from: decoder)); return
                case "organization.usage.code_interpreter_sessions.result": self = .organizationUsageCodeInterpreterSessionsResult(try UsageCodeInterpreterSessionsResult(from: decoder)); return
                case "organization.usage.file_searches.result": self = .organizationUsageFileSearchesResult(try UsageFileSearchCallsResult(from: decoder)); return
                case "organization.usage.web_searches.result": self = .organizationUsageWebSearchesResult(try UsageWebSearchCallsResult(from: decoder)); return
                case "organization.costs.result": self = .organizationCostsResult(try CostsResult(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .organizationUsageCompletionsResult(let value): try value.encode(to: encoder)
            case .organizationUsageEmbeddingsResult(let value): try value.encode(to: encoder)
            case .organizationUsageModerationsResult(let value): try value.encode(to: encoder)
            case .organizationUsageImagesResult(let value): try value.encode(to: encoder)
            case .organizationUsageAudioSpeechesResult(let value): try value.encode(to: encoder)
            case .organizationUsageAudioTranscriptionsResult(let value): try value.encode(to: encoder)
            case .organizationUsageVectorStoresResult(let value): try value.encode(to: encoder)
            case .organizationUsageCodeInterpreterSessionsResult(let value): try value.encode(to: encoder)
            case .organizationUsageFileSearchesResult(let value): try value.encode(to: encoder)
            case .organizationUsageWebSearchesResult(let value): try value.encode(to: encoder)
            case .organizationCostsResult(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case startTime = "start_time"
        case endTime = "end_time"
        case results
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "bucket")
        self.startTime = try container.decodeRequired(Int.self, forKey: .startTime, in: decoder)
        self.endTime = try container.decodeRequired(Int.self, forKey: .endTime, in: decoder)
        self.results = try container.decodeRequired([UsageTimeBucket.ResultValue].self, forKey: .results, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.startTime, forKey: .startTime)
        try container.encode(self.endTime, forKey: .endTime)
        try container.encode(self.results, forKey: .results)
    }
}

/// The aggregated vector stores usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageVectorStoresResult`
public struct UsageVectorStoresResult: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    /// The vector stores usage in bytes.
    public var usageBytes: Int

    public var projectID: String?

    public init(
        usageBytes: Int,
        projectID: String? = nil
    ) {
        self.object = "organization.usage.vector_stores.result"
        self.usageBytes = usageBytes
        self.projectID = projectID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            usageBytes: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case usageBytes = "usage_bytes"
        case projectID = "project_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.usage.vector_stores.result")
        self.usageBytes = try container.decodeRequired(Int.self, forKey: .usageBytes, in: decoder)
        self.projectID = try container.decodeIfPresent(String.self, forKey: .projectID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.usageBytes, forKey: .usageBytes)
        try container.encodeIfPresent(self.projectID, forKey: .projectID)
    }
}

/// The aggregated web search calls usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageWebSearchCallsResult`
public struct UsageWebSearchCallsResult: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    /// The count of model requests.
    public var numModelRequests: Int

    /// The count of web search calls.
    public var numRequests: Int

    public var projectID: String?

    public var userID: String?

    public var apiKeyID: String?

    public var model: String?

    public var contextLevel: String?

    public init(
        numModelRequests: Int,
        numRequests: Int,
        projectID: String? = nil,
        userID: String? = nil,
        apiKeyID: String? = nil,
        model: String? = nil,
        contextLevel: String? = nil
    ) {
        self.object = "organization.usage.web_searches.result"
        self.numModelRequests = numModelRequests
        self.numRequests = numRequests
        self.projectID = projectID
        self.userID = userID
        self.apiKeyID = apiKeyID
        self.model = model
        self.contextLevel = contextLevel
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            numModelRequests: .emptyValue,
            numRequests: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case numModelRequests = "num_model_requests"
        case numRequests = "num_requests"
        case projectID = "project_id"
        case userID = "user_id"
        case apiKeyID = "api_key_id"
        case model
        case contextLevel = "context_level"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.usage.web_searches.result")
        self.numModelRequests = try container.decodeRequired(Int.self, forKey: .numModelRequests, in: decoder)
        self.numRequests = try container.decodeRequired(Int.self, forKey: .numRequests, in: decoder)
        self.projectID = try container.decodeIfPresent(String.self, forKey: .projectID)
        self.userID = try container.decodeIfPresent(String.self, forKey: .userID)
        self.apiKeyID = try container.decodeIfPresent(String.self, forKey: .apiKeyID)
        self.model = try container.decodeIfPresent(String.self, forKey: .model)
        self.contextLevel = try container.decodeIfPresent(String.self, forKey: .contextLevel)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.numModelRequests, forKey: .numModelRequests)
        try container.encode(self.numRequests, forKey: .numRequests)
        try container.encodeIfPresent(self.projectID, forKey: .projectID)
        try container.encodeIfPresent(self.userID, forKey: .userID)
        try container.encodeIfPresent(self.apiKeyID, forKey: .apiKeyID)
        try container.encodeIfPresent(self.model, forKey: .model)
        try container.encodeIfPresent(self.contextLevel, forKey: .contextLevel)
    }
}
