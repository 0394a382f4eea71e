// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents a project rate limit config.
///
/// - Schema: `#/components/schemas/ProjectRateLimit`
public nonisolated struct ProjectRateLimit: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "project.rate_limit")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.maxRequestsPer1Minute = try container.decodeRequired(Int.self, forKey: "max_requests_per_1_minute", in: decoder)
        self.maxTokensPer1Minute = try container.decodeRequired(Int.self, forKey: "max_tokens_per_1_minute", in: decoder)
        self.maxImagesPer1Minute = try container.decodeIfPresent(Int.self, forKey: "max_images_per_1_minute")
        self.maxAudioMegabytesPer1Minute = try container.decodeIfPresent(Int.self, forKey: "max_audio_megabytes_per_1_minute")
        self.maxRequestsPer1Day = try container.decodeIfPresent(Int.self, forKey: "max_requests_per_1_day")
        self.batch1DayMaxInputTokens = try container.decodeIfPresent(Int.self, forKey: "batch_1_day_max_input_tokens")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.maxRequestsPer1Minute, forKey: "max_requests_per_1_minute")
        try container.encode(self.maxTokensPer1Minute, forKey: "max_tokens_per_1_minute")
        try container.encodeIfPresent(self.maxImagesPer1Minute, forKey: "max_images_per_1_minute")
        try container.encodeIfPresent(self.maxAudioMegabytesPer1Minute, forKey: "max_audio_megabytes_per_1_minute")
        try container.encodeIfPresent(self.maxRequestsPer1Day, forKey: "max_requests_per_1_day")
        try container.encodeIfPresent(self.batch1DayMaxInputTokens, forKey: "batch_1_day_max_input_tokens")
    }
}
