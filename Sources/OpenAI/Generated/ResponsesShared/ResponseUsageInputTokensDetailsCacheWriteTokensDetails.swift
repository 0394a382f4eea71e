// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponseUsageInputTokensDetailsCacheWriteTokensDetails`
public nonisolated struct ResponseUsageInputTokensDetailsCacheWriteTokensDetails: Codable, Equatable, Sendable, EmptyDecodable {
    /// The number of input tokens written with 12-hour retention.
    public var ttl12hTokens: Int

    /// The number of input tokens written with 30-minute retention.
    public var ttl30mTokens: Int

    public init(
        ttl12hTokens: Int,
        ttl30mTokens: Int
    ) {
        self.ttl12hTokens = ttl12hTokens
        self.ttl30mTokens = ttl30mTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            ttl12hTokens: .emptyValue,
            ttl30mTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.ttl12hTokens = try container.decodeRequired(Int.self, forKey: "ttl_12h_tokens", in: decoder)
        self.ttl30mTokens = try container.decodeRequired(Int.self, forKey: "ttl_30m_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.ttl12hTokens, forKey: "ttl_12h_tokens")
        try container.encode(self.ttl30mTokens, forKey: "ttl_30m_tokens")
    }
}
