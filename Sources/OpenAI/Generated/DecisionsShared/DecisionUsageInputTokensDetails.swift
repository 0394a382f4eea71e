// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/DecisionUsageInputTokensDetails`
public nonisolated struct DecisionUsageInputTokensDetails: Codable, Equatable, Sendable, EmptyDecodable {
    public var cacheWriteTokens: Int

    public var cachedTokens: Int

    public init(
        cacheWriteTokens: Int,
        cachedTokens: Int
    ) {
        self.cacheWriteTokens = cacheWriteTokens
        self.cachedTokens = cachedTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cacheWriteTokens: .emptyValue,
            cachedTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheWriteTokens = try container.decodeRequired(Int.self, forKey: "cache_write_tokens", in: decoder)
        self.cachedTokens = try container.decodeRequired(Int.self, forKey: "cached_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.cacheWriteTokens, forKey: "cache_write_tokens")
        try container.encode(self.cachedTokens, forKey: "cached_tokens")
    }
}
