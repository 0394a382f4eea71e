// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Point-in-time snapshot of a session's cumulative usage.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionUsageSnapshot`
public nonisolated struct BetaManagedAgentsSessionUsageSnapshot: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Cumulative time in seconds during which the session had at least one thread in
    /// running status. Overlapping activity from concurrent threads is counted once.
    /// This is the duration the session's runtime cost is priced on.
    public var activeSeconds: Double?

    /// Tokens used to create prompt cache entries, broken down by cache TTL.
    public var cacheCreation: BetaManagedAgentsCacheCreationUsageBetaManagedAgentsCacheCreationUsage?

    /// Total tokens read from prompt cache.
    public var cacheReadInputTokens: Int?

    /// Total input tokens consumed across all turns.
    public var inputTokens: Int?

    /// Cumulative list cost of the session across all turns, priced at public list
    /// rates.
    public var listCost: BetaMonetaryAmount?

    /// Total output tokens generated across all turns.
    public var outputTokens: Int?

    /// Cumulative server-executed tool usage across all turns.
    public var serverToolUse: BetaManagedAgentsServerToolUsage?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        activeSeconds: Double? = nil,
        cacheCreation: BetaManagedAgentsCacheCreationUsageBetaManagedAgentsCacheCreationUsage? = nil,
        cacheReadInputTokens: Int? = nil,
        inputTokens: Int? = nil,
        listCost: BetaMonetaryAmount? = nil,
        outputTokens: Int? = nil,
        serverToolUse: BetaManagedAgentsServerToolUsage? = nil
    ) {
        self.activeSeconds = activeSeconds
        self.cacheCreation = cacheCreation
        self.cacheReadInputTokens = cacheReadInputTokens
        self.inputTokens = inputTokens
        self.listCost = listCost
        self.outputTokens = outputTokens
        self.serverToolUse = serverToolUse
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.activeSeconds = try container.decodeIfPresent(Double.self, forKey: "active_seconds")
        self.cacheCreation = try container.decodeIfPresent(BetaManagedAgentsCacheCreationUsageBetaManagedAgentsCacheCreationUsage.self, forKey: "cache_creation")
        self.cacheReadInputTokens = try container.decodeIfPresent(Int.self, forKey: "cache_read_input_tokens")
        self.inputTokens = try container.decodeIfPresent(Int.self, forKey: "input_tokens")
        self.listCost = try container.decodeIfPresent(BetaMonetaryAmount.self, forKey: "list_cost")
        self.outputTokens = try container.decodeIfPresent(Int.self, forKey: "output_tokens")
        self.serverToolUse = try container.decodeIfPresent(BetaManagedAgentsServerToolUsage.self, forKey: "server_tool_use")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.activeSeconds, forKey: "active_seconds")
        try container.encodeIfPresent(self.cacheCreation, forKey: "cache_creation")
        try container.encodeIfPresent(self.cacheReadInputTokens, forKey: "cache_read_input_tokens")
        try container.encodeIfPresent(self.inputTokens, forKey: "input_tokens")
        try container.encodeIfPresent(self.listCost, forKey: "list_cost")
        try container.encodeIfPresent(self.outputTokens, forKey: "output_tokens")
        try container.encodeIfPresent(self.serverToolUse, forKey: "server_tool_use")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsSessionUsageSnapshot {
    public static var activeSeconds: Self { Self("active_seconds") }
    public static var cacheCreation: Self { Self("cache_creation") }
    public static var cacheReadInputTokens: Self { Self("cache_read_input_tokens") }
    public static var inputTokens: Self { Self("input_tokens") }
    public static var listCost: Self { Self("list_cost") }
    public static var outputTokens: Self { Self("output_tokens") }
    public static var serverToolUse: Self { Self("server_tool_use") }
}
