// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicBetaMessages

/// The token usage of one row.
///
/// - Schema: `#/components/schemas/BetaAnalyticsUsageMetrics`
public nonisolated struct BetaAnalyticsUsageMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The number of input tokens for cache creation.
    public var cacheCreation: BetaCacheCreationBetaCacheCreation

    /// The number of input tokens read from the cache.
    public var cacheReadInputTokens: Int

    /// The number of output tokens generated.
    public var outputTokens: Int

    /// Number of API requests in this row's scope.
    ///
    /// For sandbox / code-execution events, this counts execution spans rather than
    /// HTTP requests (these rows surface with `product: null`).
    public var requests: Int?

    /// Server-side tool usage metrics.
    public var serverToolUse: BetaAnalyticsServerToolUse

    /// Total token count across all token types.
    ///
    /// This is the value the default `order_by` (`total_tokens`) sorts on.
    public var totalTokens: Int

    /// The number of uncached input tokens processed.
    public var uncachedInputTokens: Int

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        cacheCreation: BetaCacheCreationBetaCacheCreation,
        cacheReadInputTokens: Int,
        outputTokens: Int,
        serverToolUse: BetaAnalyticsServerToolUse,
        totalTokens: Int,
        uncachedInputTokens: Int,
        requests: Int? = nil
    ) {
        self.cacheCreation = cacheCreation
        self.cacheReadInputTokens = cacheReadInputTokens
        self.outputTokens = outputTokens
        self.requests = requests
        self.serverToolUse = serverToolUse
        self.totalTokens = totalTokens
        self.uncachedInputTokens = uncachedInputTokens
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cacheCreation: .emptyValue,
            cacheReadInputTokens: .emptyValue,
            outputTokens: .emptyValue,
            serverToolUse: .emptyValue,
            totalTokens: .emptyValue,
            uncachedInputTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheCreation = try container.decodeRequired(BetaCacheCreationBetaCacheCreation.self, forKey: "cache_creation", in: decoder)
        self.cacheReadInputTokens = try container.decodeRequired(Int.self, forKey: "cache_read_input_tokens", in: decoder)
        self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
        self.requests = try container.decodeIfPresent(Int.self, forKey: "requests")
        self.serverToolUse = try container.decodeRequired(BetaAnalyticsServerToolUse.self, forKey: "server_tool_use", in: decoder)
        self.totalTokens = try container.decodeRequired(Int.self, forKey: "total_tokens", in: decoder)
        self.uncachedInputTokens = try container.decodeRequired(Int.self, forKey: "uncached_input_tokens", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.cacheCreation, forKey: "cache_creation")
        try container.encode(self.cacheReadInputTokens, forKey: "cache_read_input_tokens")
        try container.encode(self.outputTokens, forKey: "output_tokens")
        try container.encodeIfPresent(self.requests, forKey: "requests")
        try container.encode(self.serverToolUse, forKey: "server_tool_use")
        try container.encode(self.totalTokens, forKey: "total_tokens")
        try container.encode(self.uncachedInputTokens, forKey: "uncached_input_tokens")
    }
}

nonisolated extension NullableMember where Owner == BetaAnalyticsUsageMetrics {
    public static var requests: Self { Self("requests") }
}
