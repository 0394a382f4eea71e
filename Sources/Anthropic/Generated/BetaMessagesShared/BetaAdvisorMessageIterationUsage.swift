// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// Token usage for an advisor sub-inference iteration.
///
/// - Schema: `#/components/schemas/BetaAdvisorMessageIterationUsage`
public nonisolated struct BetaAdvisorMessageIterationUsage: Codable, Equatable, Sendable, EmptyDecodable {
    /// Breakdown of cached tokens by TTL
    public var cacheCreation: CacheCreation?

    /// The number of input tokens used to create the cache entry.
    public var cacheCreationInputTokens: Int

    /// The number of input tokens read from the cache.
    public var cacheReadInputTokens: Int

    /// The number of input tokens which were used.
    public var inputTokens: Int

    public var model: Model

    /// The number of output tokens which were used.
    public var outputTokens: Int

    /// Usage for an advisor sub-inference iteration
    public var type: String

    public init(
        cacheCreation: CacheCreation?,
        cacheCreationInputTokens: Int,
        cacheReadInputTokens: Int,
        inputTokens: Int,
        model: Model,
        outputTokens: Int
    ) {
        self.cacheCreation = cacheCreation
        self.cacheCreationInputTokens = cacheCreationInputTokens
        self.cacheReadInputTokens = cacheReadInputTokens
        self.inputTokens = inputTokens
        self.model = model
        self.outputTokens = outputTokens
        self.type = "advisor_message"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cacheCreation: nil,
            cacheCreationInputTokens: .emptyValue,
            cacheReadInputTokens: .emptyValue,
            inputTokens: .emptyValue,
            model: .emptyValue,
            outputTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheCreation = try container.decodeIfPresent(CacheCreation.self, forKey: "cache_creation")
        self.cacheCreationInputTokens = try container.decodeRequired(Int.self, forKey: "cache_creation_input_tokens", in: decoder)
        self.cacheReadInputTokens = try container.decodeRequired(Int.self, forKey: "cache_read_input_tokens", in: decoder)
        self.inputTokens = try container.decodeRequired(Int.self, forKey: "input_tokens", in: decoder)
        self.model = try container.decodeRequired(Model.self, forKey: "model", in: decoder)
        self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "advisor_message")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.cacheCreation, forKey: "cache_creation")
        try container.encode(self.cacheCreationInputTokens, forKey: "cache_creation_input_tokens")
        try container.encode(self.cacheReadInputTokens, forKey: "cache_read_input_tokens")
        try container.encode(self.inputTokens, forKey: "input_tokens")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.outputTokens, forKey: "output_tokens")
        try container.encode(self.type, forKey: "type")
    }
}
