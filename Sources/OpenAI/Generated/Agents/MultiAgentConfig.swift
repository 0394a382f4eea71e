// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The resolved configuration for creating and coordinating subagents.
///
/// - Schema: `#/components/schemas/MultiAgentConfig`
public nonisolated struct MultiAgentConfig: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Whether subagent tools are enabled. Defaults to false.
    public var enabled: Bool

    /// Maximum number of subagents that may run concurrently, or null when disabled.
    ///
    /// Defaults to 6 when enabled.
    public var maxConcurrentSubagents: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        enabled: Bool,
        maxConcurrentSubagents: Int? = nil
    ) {
        self.enabled = enabled
        self.maxConcurrentSubagents = maxConcurrentSubagents
        self.nullNames = []
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
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.enabled, forKey: "enabled")
        try container.encodeIfPresent(self.maxConcurrentSubagents, forKey: "max_concurrent_subagents")
    }
}

nonisolated extension NullableMember where Owner == MultiAgentConfig {
    public static var maxConcurrentSubagents: Self { Self("max_concurrent_subagents") }
}
