// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// Token usage for the fallback-model attempt of a server-side fallback request.
///
/// The terminal entry of a fallback-served turn: when a fallback hop's
/// output is the returned message, the entry for the iteration that
/// completed it carries this type in place of `message`. A declined hop
/// and the serving hop's earlier tool-loop iterations produce `message`
/// entries. Whether a fallback model served the response is signalled by
/// the presence of this entry in `usage.iterations`.
///
/// - Schema: `#/components/schemas/BetaFallbackMessageIterationUsage`
public nonisolated struct BetaFallbackMessageIterationUsage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Breakdown of cached tokens by TTL
    public var cacheCreation: BetaCacheCreationBetaCacheCreation?

    /// The number of input tokens used to create the cache entry.
    public var cacheCreationInputTokens: Int

    /// The number of input tokens read from the cache.
    public var cacheReadInputTokens: Int

    /// The number of input tokens which were used.
    public var inputTokens: Int

    /// The model that will complete your prompt.
    ///
    /// See [models](https://docs.anthropic.com/en/docs/models-overview) for additional
    /// details and options.
    public var model: Model

    /// The number of output tokens which were used.
    public var outputTokens: Int

    /// Usage for the fallback-model attempt that served the response
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        cacheCreationInputTokens: Int,
        cacheReadInputTokens: Int,
        inputTokens: Int,
        model: Model,
        outputTokens: Int,
        cacheCreation: BetaCacheCreationBetaCacheCreation? = nil
    ) {
        self.cacheCreation = cacheCreation
        self.cacheCreationInputTokens = cacheCreationInputTokens
        self.cacheReadInputTokens = cacheReadInputTokens
        self.inputTokens = inputTokens
        self.model = model
        self.outputTokens = outputTokens
        self.type = "fallback_message"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
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
        self.cacheCreation = try container.decodeIfPresent(BetaCacheCreationBetaCacheCreation.self, forKey: "cache_creation")
        self.cacheCreationInputTokens = try container.decodeRequired(Int.self, forKey: "cache_creation_input_tokens", in: decoder)
        self.cacheReadInputTokens = try container.decodeRequired(Int.self, forKey: "cache_read_input_tokens", in: decoder)
        self.inputTokens = try container.decodeRequired(Int.self, forKey: "input_tokens", in: decoder)
        self.model = try container.decodeRequired(Model.self, forKey: "model", in: decoder)
        self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "fallback_message")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cacheCreation, forKey: "cache_creation")
        try container.encode(self.cacheCreationInputTokens, forKey: "cache_creation_input_tokens")
        try container.encode(self.cacheReadInputTokens, forKey: "cache_read_input_tokens")
        try container.encode(self.inputTokens, forKey: "input_tokens")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.outputTokens, forKey: "output_tokens")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaFallbackMessageIterationUsage {
    public static var cacheCreation: Self { Self("cache_creation") }
}
