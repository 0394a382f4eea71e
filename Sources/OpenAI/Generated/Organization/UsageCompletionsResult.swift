// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The aggregated completions usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageCompletionsResult`
public nonisolated struct UsageCompletionsResult: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// When grouped by `api_source`, `agents_api` identifies attributed Agents API
    /// activity and `unlabeled` includes all records without published source
    /// attribution, including historical and unknown origins. Unlabeled does not imply
    /// direct API usage. Without source grouping, this field is null.
    public var apiSource: UsageCompletionsResult.ApiSource?

    /// The aggregated number of input tokens written to the cache with a 12-hour
    /// retention period.
    public var inputCacheWrite12hTokens: Int?

    /// The aggregated number of input tokens written to the cache with a 30-minute
    /// retention period. May be absent or null for older responses.
    public var inputCacheWrite30mTokens: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        serviceTier: String? = nil,
        apiSource: UsageCompletionsResult.ApiSource? = nil,
        inputCacheWrite12hTokens: Int? = nil,
        inputCacheWrite30mTokens: Int? = nil
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
        self.apiSource = apiSource
        self.inputCacheWrite12hTokens = inputCacheWrite12hTokens
        self.inputCacheWrite30mTokens = inputCacheWrite30mTokens
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputTokens: .emptyValue,
            outputTokens: .emptyValue,
            numModelRequests: .emptyValue
        )
    }

    /// When grouped by `api_source`, `agents_api` identifies attributed Agents API
    /// activity and `unlabeled` includes all records without published source
    /// attribution, including historical and unknown origins. Unlabeled does not imply
    /// direct API usage. Without source grouping, this field is null.
    public nonisolated enum ApiSource: OpenEnum, EmptyDecodable {
        case agentsApi
        case unlabeled
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "agents_api": self = .agentsApi
            case "unlabeled": self = .unlabeled
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .agentsApi: "agents_api"
            case .unlabeled: "unlabeled"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.usage.completions.result")
        self.inputTokens = try container.decodeRequired(Int.self, forKey: "input_tokens", in: decoder)
        self.inputCachedTokens = try container.decodeIfPresent(Int.self, forKey: "input_cached_tokens")
        self.inputCacheWriteTokens = try container.decodeIfPresent(Int.self, forKey: "input_cache_write_tokens")
        self.inputUncachedTokens = try container.decodeIfPresent(Int.self, forKey: "input_uncached_tokens")
        self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
        self.inputTextTokens = try container.decodeIfPresent(Int.self, forKey: "input_text_tokens")
        self.outputTextTokens = try container.decodeIfPresent(Int.self, forKey: "output_text_tokens")
        self.inputCachedTextTokens = try container.decodeIfPresent(Int.self, forKey: "input_cached_text_tokens")
        self.inputAudioTokens = try container.decodeIfPresent(Int.self, forKey: "input_audio_tokens")
        self.inputCachedAudioTokens = try container.decodeIfPresent(Int.self, forKey: "input_cached_audio_tokens")
        self.outputAudioTokens = try container.decodeIfPresent(Int.self, forKey: "output_audio_tokens")
        self.inputImageTokens = try container.decodeIfPresent(Int.self, forKey: "input_image_tokens")
        self.inputCachedImageTokens = try container.decodeIfPresent(Int.self, forKey: "input_cached_image_tokens")
        self.outputImageTokens = try container.decodeIfPresent(Int.self, forKey: "output_image_tokens")
        self.numModelRequests = try container.decodeRequired(Int.self, forKey: "num_model_requests", in: decoder)
        self.projectID = try container.decodeIfPresent(String.self, forKey: "project_id")
        self.userID = try container.decodeIfPresent(String.self, forKey: "user_id")
        self.apiKeyID = try container.decodeIfPresent(String.self, forKey: "api_key_id")
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.batch = try container.decodeIfPresent(Bool.self, forKey: "batch")
        self.serviceTier = try container.decodeIfPresent(String.self, forKey: "service_tier")
        self.apiSource = try container.decodeIfPresent(UsageCompletionsResult.ApiSource.self, forKey: "api_source")
        self.inputCacheWrite12hTokens = try container.decodeIfPresent(Int.self, forKey: "input_cache_write_12h_tokens")
        self.inputCacheWrite30mTokens = try container.decodeIfPresent(Int.self, forKey: "input_cache_write_30m_tokens")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.inputTokens, forKey: "input_tokens")
        try container.encodeIfPresent(self.inputCachedTokens, forKey: "input_cached_tokens")
        try container.encodeIfPresent(self.inputCacheWriteTokens, forKey: "input_cache_write_tokens")
        try container.encodeIfPresent(self.inputUncachedTokens, forKey: "input_uncached_tokens")
        try container.encode(self.outputTokens, forKey: "output_tokens")
        try container.encodeIfPresent(self.inputTextTokens, forKey: "input_text_tokens")
        try container.encodeIfPresent(self.outputTextTokens, forKey: "output_text_tokens")
        try container.encodeIfPresent(self.inputCachedTextTokens, forKey: "input_cached_text_tokens")
        try container.encodeIfPresent(self.inputAudioTokens, forKey: "input_audio_tokens")
        try container.encodeIfPresent(self.inputCachedAudioTokens, forKey: "input_cached_audio_tokens")
        try container.encodeIfPresent(self.outputAudioTokens, forKey: "output_audio_tokens")
        try container.encodeIfPresent(self.inputImageTokens, forKey: "input_image_tokens")
        try container.encodeIfPresent(self.inputCachedImageTokens, forKey: "input_cached_image_tokens")
        try container.encodeIfPresent(self.outputImageTokens, forKey: "output_image_tokens")
        try container.encode(self.numModelRequests, forKey: "num_model_requests")
        try container.encodeIfPresent(self.projectID, forKey: "project_id")
        try container.encodeIfPresent(self.userID, forKey: "user_id")
        try container.encodeIfPresent(self.apiKeyID, forKey: "api_key_id")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.batch, forKey: "batch")
        try container.encodeIfPresent(self.serviceTier, forKey: "service_tier")
        try container.encodeIfPresent(self.apiSource, forKey: "api_source")
        try container.encodeIfPresent(self.inputCacheWrite12hTokens, forKey: "input_cache_write_12h_tokens")
        try container.encodeIfPresent(self.inputCacheWrite30mTokens, forKey: "input_cache_write_30m_tokens")
    }
}

nonisolated extension NullableMember where Owner == UsageCompletionsResult {
    public static var projectID: Self { Self("project_id") }
    public static var userID: Self { Self("user_id") }
    public static var apiKeyID: Self { Self("api_key_id") }
    public static var model: Self { Self("model") }
    public static var batch: Self { Self("batch") }
    public static var serviceTier: Self { Self("service_tier") }
    public static var apiSource: Self { Self("api_source") }
    public static var inputCacheWrite12hTokens: Self { Self("input_cache_write_12h_tokens") }
    public static var inputCacheWrite30mTokens: Self { Self("input_cache_write_30m_tokens") }
}
