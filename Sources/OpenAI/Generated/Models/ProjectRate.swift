// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents a project rate limit config.
///
/// - Schema: `#/components/schemas/ProjectRateLimit`
public struct ProjectRateLimit: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `project.rate_limit`
    public var object: String

    /// The identifier, which can be referenced in API endpoints.
    public var id: String

    /// The model this rate limit applies to.
    public var model: String

    /// The maximum requests per minute.
    public var maxRequestsPer1Minute: Int

    /// The maximum tokens per minute.
    public var maxTokensPer1Minute: Int

    /// The maximum images per minute. Only present for relevant models.
    public var maxImagesPer1Minute: Int?

    /// The maximum audio megabytes per minute. Only present for relevant models.
    public var maxAudioMegabytesPer1Minute: Int?

    /// The maximum requests per day. Only present for relevant models.
    public var maxRequestsPer1Day: Int?

    /// The maximum batch input tokens per day. Only present for relevant models.
    public var batch1DayMaxInputTokens: Int?

    public init(
        id: String,
        model: String,
        maxRequestsPer1Minute: Int,
        maxTokensPer1Minute: Int,
        maxImagesPer1Minute: Int? = nil,
        maxAudioMegabytesPer1Minute: Int? = nil,
        maxRequestsPer1Day: Int? = nil,
        batch1DayMaxInputTokens: Int? = nil
    ) {
        self.object = "project.rate_limit"
        self.id = id
        self.model = model
        self.maxRequestsPer1Minute = maxRequestsPer1Minute
        self.maxTokensPer1Minute = maxTokensPer1Minute
        self.maxImagesPer1Minute = maxImagesPer1Minute
        self.maxAudioMegabytesPer1Minute = maxAudioMegabytesPer1Minute
        self.maxRequestsPer1Day = maxRequestsPer1Day
        self.batch1DayMaxInputTokens = batch1DayMaxInputTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            model: .emptyValue,
            maxRequestsPer1Minute: .emptyValue,
            maxTokensPer1Minute: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case id
        case model
        case maxRequestsPer1Minute = "max_requests_per_1_minute"
        case maxTokensPer1Minute = "max_tokens_per_1_minute"
        case maxImagesPer1Minute = "max_images_per_1_minute"
        case maxAudioMegabytesPer1Minute = "max_audio_megabytes_per_1_minute"
        case maxRequestsPer1Day = "max_requests_per_1_day"
        case batch1DayMaxInputTokens = "batch_1_day_max_input_tokens"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "project.rate_limit")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
        self.maxRequestsPer1Minute = try container.decodeRequired(Int.self, forKey: .maxRequestsPer1Minute, in: decoder)
        self.maxTokensPer1Minute = try container.decodeRequired(Int.self, forKey: .maxTokensPer1Minute, in: decoder)
        self.maxImagesPer1Minute = try container.decodeIfPresent(Int.self, forKey: .maxImagesPer1Minute)
        self.maxAudioMegabytesPer1Minute = try container.decodeIfPresent(Int.self, forKey: .maxAudioMegabytesPer1Minute)
        self.maxRequestsPer1Day = try container.decodeIfPresent(Int.self, forKey: .maxRequestsPer1Day)
        self.batch1DayMaxInputTokens = try container.decodeIfPresent(Int.self, forKey: .batch1DayMaxInputTokens)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.model, forKey: .model)
        try container.encode(self.maxRequestsPer1Minute, forKey: .maxRequestsPer1Minute)
        try container.encode(self.maxTokensPer1Minute, forKey: .maxTokensPer1Minute)
        try container.encodeIfPresent(self.maxImagesPer1Minute, forKey: .maxImagesPer1Minute)
        try container.encodeIfPresent(self.maxAudioMegabytesPer1Minute, forKey: .maxAudioMegabytesPer1Minute)
        try container.encodeIfPresent(self.maxRequestsPer1Day, forKey: .maxRequestsPer1Day)
        try container.encodeIfPresent(self.batch1DayMaxInputTokens, forKey: .batch1DayMaxInputTokens)
    }
}

/// - Schema: `#/components/schemas/ProjectRateLimitListResponse`
public struct ProjectRateLimitListResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [ProjectRateLimit]

    public var firstID: String?

    public var lastID: String?

    public var hasMore: Bool

    public init(
        data: [ProjectRateLimit],
        hasMore: Bool,
        firstID: String? = nil,
        lastID: String? = nil
    ) {
        self.object = "list"
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([ProjectRateLimit].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.firstID, forKey: .firstID)
        try container.encodeIfPresent(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// - Schema: `#/components/schemas/ProjectRateLimitUpdateRequest`
public struct ProjectRateLimitUpdateRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// The maximum requests per minute.
    public var maxRequestsPer1Minute: Int?

    /// The maximum tokens per minute.
    public var maxTokensPer1Minute: Int?

    /// The maximum images per minute. Only relevant for certain models.
    public var maxImagesPer1Minute: Int?

    /// The maximum audio megabytes per minute. Only relevant for certain models.
    public var maxAudioMegabytesPer1Minute: Int?

    /// The maximum requests per day. Only relevant for certain models.
    public var maxRequestsPer1Day: Int?

    /// The maximum batch input tokens per day. Only relevant for certain models.
    public var batch1DayMaxInputTokens: Int?

    public init(
        maxRequestsPer1Minute: Int? = nil,
        maxTokensPer1Minute: Int? = nil,
        maxImagesPer1Minute: Int? = nil,
        maxAudioMegabytesPer1Minute: Int? = nil,
        maxRequestsPer1Day: Int? = nil,
        batch1DayMaxInputTokens: Int? = nil
    ) {
        self.maxRequestsPer1Minute = maxRequestsPer1Minute
        self.maxTokensPer1Minute = maxTokensPer1Minute
        self.maxImagesPer1Minute = maxImagesPer1Minute
        self.maxAudioMegabytesPer1Minute = maxAudioMegabytesPer1Minute
        self.maxRequestsPer1Day = maxRequestsPer1Day
        self.batch1DayMaxInputTokens = batch1DayMaxInputTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case maxRequestsPer1Minute = "max_requests_per_1_minute"
        case maxTokensPer1Minute = "max_tokens_per_1_minute"
        case maxImagesPer1Minute = "max_images_per_1_minute"
        case maxAudioMegabytesPer1Minute = "max_audio_megabytes_per_1_minute"
        case maxRequestsPer1Day = "max_requests_per_1_day"
        case batch1DayMaxInputTokens = "batch_1_day_max_input_tokens"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.maxRequestsPer1Minute = try container.decodeIfPresent(Int.self, forKey: .maxRequestsPer1Minute)
        self.maxTokensPer1Minute = try container.decodeIfPresent(Int.self, forKey: .maxTokensPer1Minute)
        self.maxImagesPer1Minute = try container.decodeIfPresent(Int.self, forKey: .maxImagesPer1Minute)
        self.maxAudioMegabytesPer1Minute = try container.decodeIfPresent(Int.self, forKey: .maxAudioMegabytesPer1Minute)
        self.maxRequestsPer1Day = try container.decodeIfPresent(Int.self, forKey: .maxRequestsPer1Day)
        self.batch1DayMaxInputTokens = try container.decodeIfPresent(Int.self, forKey: .batch1DayMaxInputTokens)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.maxRequestsPer1Minute, forKey: .maxRequestsPer1Minute)
        try container.encodeIfPresent(self.maxTokensPer1Minute, forKey: .maxTokensPer1Minute)
        try container.encodeIfPresent(self.maxImagesPer1Minute, forKey: .maxImagesPer1Minute)
        try container.encodeIfPresent(self.maxAudioMegabytesPer1Minute, forKey: .maxAudioMegabytesPer1Minute)
        try container.encodeIfPresent(self.maxRequestsPer1Day, forKey: .maxRequestsPer1Day)
        try container.encodeIfPresent(self.batch1DayMaxInputTokens, forKey: .batch1DayMaxInputTokens)
    }
}
