// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CacheCreation
///
/// - Schema: `#/components/schemas/CacheCreation`
public nonisolated struct CacheCreation: Codable, Equatable, Sendable, EmptyDecodable {
    /// The number of input tokens used to create the 1 hour cache entry.
    public var ephemeral1hInputTokens: Int

    /// The number of input tokens used to create the 5 minute cache entry.
    public var ephemeral5mInputTokens: Int

    public init(
        ephemeral1hInputTokens: Int,
        ephemeral5mInputTokens: Int
    ) {
        self.ephemeral1hInputTokens = ephemeral1hInputTokens
        self.ephemeral5mInputTokens = ephemeral5mInputTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            ephemeral1hInputTokens: .emptyValue,
            ephemeral5mInputTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.ephemeral1hInputTokens = try container.decodeRequired(Int.self, forKey: "ephemeral_1h_input_tokens", in: decoder)
        self.ephemeral5mInputTokens = try container.decodeRequired(Int.self, forKey: "ephemeral_5m_input_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.ephemeral1hInputTokens, forKey: "ephemeral_1h_input_tokens")
        try container.encode(self.ephemeral5mInputTokens, forKey: "ephemeral_5m_input_tokens")
    }
}
