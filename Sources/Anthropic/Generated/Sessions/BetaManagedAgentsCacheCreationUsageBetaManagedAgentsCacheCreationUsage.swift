// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Prompt-cache creation token usage broken down by cache lifetime.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCacheCreationUsageBetaManagedAgentsCacheCreationUsage`
public nonisolated struct BetaManagedAgentsCacheCreationUsageBetaManagedAgentsCacheCreationUsage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Tokens used to create 1-hour ephemeral cache entries.
    public var ephemeral1hInputTokens: Int?

    /// Tokens used to create 5-minute ephemeral cache entries.
    public var ephemeral5mInputTokens: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        ephemeral1hInputTokens: Int? = nil,
        ephemeral5mInputTokens: Int? = nil
    ) {
        self.ephemeral1hInputTokens = ephemeral1hInputTokens
        self.ephemeral5mInputTokens = ephemeral5mInputTokens
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.ephemeral1hInputTokens = try container.decodeIfPresent(Int.self, forKey: "ephemeral_1h_input_tokens")
        self.ephemeral5mInputTokens = try container.decodeIfPresent(Int.self, forKey: "ephemeral_5m_input_tokens")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.ephemeral1hInputTokens, forKey: "ephemeral_1h_input_tokens")
        try container.encodeIfPresent(self.ephemeral5mInputTokens, forKey: "ephemeral_5m_input_tokens")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsCacheCreationUsageBetaManagedAgentsCacheCreationUsage {
    public static var ephemeral1hInputTokens: Self { Self("ephemeral_1h_input_tokens") }
    public static var ephemeral5mInputTokens: Self { Self("ephemeral_5m_input_tokens") }
}
