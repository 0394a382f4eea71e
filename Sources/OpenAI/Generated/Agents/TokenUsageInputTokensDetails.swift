// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A breakdown of the agent's input token usage.
///
/// - Schema: `#/components/schemas/TokenUsageInputTokensDetails`
public nonisolated struct TokenUsageInputTokensDetails: Codable, Equatable, Sendable, EmptyDecodable {
    /// The number of input tokens retrieved from the prompt cache.
    public var cachedTokens: Int

    public init(
        cachedTokens: Int
    ) {
        self.cachedTokens = cachedTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cachedTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cachedTokens = try container.decodeRequired(Int.self, forKey: "cached_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.cachedTokens, forKey: "cached_tokens")
    }
}
