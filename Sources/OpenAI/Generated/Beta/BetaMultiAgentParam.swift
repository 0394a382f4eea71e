// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configuration for server-hosted multi-agent execution.
///
/// - Schema: `#/components/schemas/BetaMultiAgentParam`
public nonisolated struct BetaMultiAgentParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether to enable server-hosted multi-agent execution for this response.
    public var enabled: Bool

    /// `max_concurrent_subagents` sets the maximum number of subagents that can be active simultaneously across the entire agent tree. It includes all descendants—children, grandchildren, and deeper subagents—but excludes the root agent.
    /// The API does not impose a fixed upper bound on this setting. The default is `3`, which is recommended for most workloads. Multi-agent runs also have no fixed limit on tree depth or the total number of subagents created during a run.
    public var maxConcurrentSubagents: Int?

    public init(
        enabled: Bool,
        maxConcurrentSubagents: Int? = nil
    ) {
        self.enabled = enabled
        self.maxConcurrentSubagents = maxConcurrentSubagents
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            enabled: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.enabled = try container.decodeRequired(Bool.self, forKey: "enabled", in: decoder)
        self.maxConcurrentSubagents = try container.decodeIfPresent(Int.self, forKey: "max_concurrent_subagents")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.enabled, forKey: "enabled")
        try container.encodeIfPresent(self.maxConcurrentSubagents, forKey: "max_concurrent_subagents")
    }
}
