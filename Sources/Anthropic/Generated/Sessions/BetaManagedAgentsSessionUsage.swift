// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Cumulative token usage for a session across all turns.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionUsage`
public nonisolated struct BetaManagedAgentsSessionUsage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Total input tokens consumed across all turns.
    public var inputTokens: Int?

    /// Total output tokens generated across all turns.
    public var outputTokens: Int?

    /// Total tokens read from prompt cache.
    public var cacheReadInputTokens: Int?

    /// Tokens used to create prompt cache entries, broken down by cache TTL.
    public var cacheCreation: BetaManagedAgentsCacheCreationUsage?

    /// Cumulative time in seconds during which the session had at least one thread in
    /// running status. Overlapping activity from concurrent threads is counted once,
    /// unlike `stats.active_seconds`, which sums each thread's own active time. This is
    /// the duration the session's runtime cost is priced on.
    public var activeSeconds: Double?

    /// Cumulative list cost of the session across all turns, priced at public list
    /// rates. Absent until cost tracking is available for the session.
    public var listCost: BetaMonetaryAmount?

    /// Cumulative server-executed tool usage across all turns.
    ///
    /// Absent until server-tool tracking is available for the session.
    public var serverToolUse: BetaManagedAgentsServerToolUsage?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        inputTokens: Int? = nil,
        outputTokens: Int? = nil,
        cacheReadInputTokens: Int? = nil,
        cacheCreation: BetaManagedAgentsCacheCreationUsage? = nil,
        activeSeconds: Double? = nil,
        listCost: BetaMonetaryAmount? = nil,
        serverToolUse: BetaManagedAgentsServerToolUsage? = nil
    ) {
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
        self.cacheReadInputTokens = cacheReadInputTokens
        self.cacheCreation = cacheCreation
        self.activeSeconds = activeSeconds
        self.listCost = listCost
        self.serverToolUse = serverToolUse
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.inputTokens = try container.decodeIfPresent(Int.self, forKey: "input_tokens")
        self.outputTokens = try container.decodeIfPresent(Int.self, forKey: "output_tokens")
        self.cacheReadInputTokens = try container.decodeIfPresent(Int.self, forKey: "cache_read_input_tokens")
        self.cacheCreation = try container.decodeIfPresent(BetaManagedAgentsCacheCreationUsage.self, forKey: "cache_creation")
        self.activeSeconds = try container.decodeIfPresent(Double.self, forKey: "active_seconds")
        self.listCost = try container.decodeIfPresent(BetaMonetaryAmount.self, forKey: "list_cost")
        self.serverToolUse = try container.decodeIfPresent(BetaManagedAgentsServerToolUsage.self, forKey: "server_tool_use")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.inputTokens, forKey: "input_tokens")
        try container.encodeIfPresent(self.outputTokens, forKey: "output_tokens")
        try container.encodeIfPresent(self.cacheReadInputTokens, forKey: "cache_read_input_tokens")
        try container.encodeIfPresent(self.cacheCreation, forKey: "cache_creation")
        try container.encodeIfPresent(self.activeSeconds, forKey: "active_seconds")
        try container.encodeIfPresent(self.listCost, forKey: "list_cost")
        try container.encodeIfPresent(self.serverToolUse, forKey: "server_tool_use")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsSessionUsage {
    public static var activeSeconds: Self { Self("active_seconds") }
    public static var listCost: Self { Self("list_cost") }
    public static var serverToolUse: Self { Self("server_tool_use") }
}
