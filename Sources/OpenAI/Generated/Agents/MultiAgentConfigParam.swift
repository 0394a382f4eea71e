// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Explicit configuration for creating and coordinating subagents.
///
/// - Schema: `#/components/schemas/MultiAgentConfigParam`
public nonisolated struct MultiAgentConfigParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether subagent tools are enabled.
    public var enabled: Bool

    /// Maximum number of subagents that may run concurrently. Defaults to 6.
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
