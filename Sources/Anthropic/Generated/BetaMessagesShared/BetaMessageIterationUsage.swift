// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// Token usage for a sampling iteration.
///
/// - Schema: `#/components/schemas/BetaMessageIterationUsage`
public nonisolated struct BetaMessageIterationUsage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Breakdown of cached tokens by TTL
    public var cacheCreation: CacheCreation?

    /// The number of input tokens used to create the cache entry.
    public var cacheCreationInputTokens: Int

    /// The number of input tokens read from the cache.
    public var cacheReadInputTokens: Int

    /// The number of input tokens which were used.
    public var inputTokens: Int

    /// The number of output tokens which were used.
    public var outputTokens: Int

    /// Usage for a sampling iteration
    public var type: String

    /// The model that will complete your prompt.
    ///
    /// See [models](https://docs.anthropic.com/en/docs/models-overview) for additional
    /// details and options.
    public var model: Model?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        cacheCreation: CacheCreation?,
        cacheCreationInputTokens: Int,
        cacheReadInputTokens: Int,
        inputTokens: Int,
        outputTokens: Int,
        model: Model? = nil
    ) {
        self.cacheCreation = cacheCreation
        self.cacheCreationInputTokens = cacheCreationInputTokens
        self.cacheReadInputTokens = cacheReadInputTokens
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
        self.type = "message"
        self.model = model
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cacheCreation: nil,
            cacheCreationInputTokens: .emptyValue,
            cacheReadInputTokens: .emptyValue,
            inputTokens: .emptyValue,
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
        self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "message")
        self.model = try container.decodeIfPresent(Model.self, forKey: "model")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.cacheCreation, forKey: "cache_creation")
        try container.encode(self.cacheCreationInputTokens, forKey: "cache_creation_input_tokens")
        try container.encode(self.cacheReadInputTokens, forKey: "cache_read_input_tokens")
        try container.encode(self.inputTokens, forKey: "input_tokens")
        try container.encode(self.outputTokens, forKey: "output_tokens")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.model, forKey: "model")
    }
}

nonisolated extension NullableMember where Owner == BetaMessageIterationUsage {
    public static var model: Self { Self("model") }
}
