// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponseToolUsageImageGenCachedTokensDetails`
public nonisolated struct ResponseToolUsageImageGenCachedTokensDetails: Codable, Equatable, Sendable, EmptyDecodable {
    public var cachedImageTokens: Int

    public var cachedTextTokens: Int

    public init(
        cachedImageTokens: Int,
        cachedTextTokens: Int
    ) {
        self.cachedImageTokens = cachedImageTokens
        self.cachedTextTokens = cachedTextTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cachedImageTokens: .emptyValue,
            cachedTextTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cachedImageTokens = try container.decodeRequired(Int.self, forKey: "cached_image_tokens", in: decoder)
        self.cachedTextTokens = try container.decodeRequired(Int.self, forKey: "cached_text_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.cachedImageTokens, forKey: "cached_image_tokens")
        try container.encode(self.cachedTextTokens, forKey: "cached_text_tokens")
    }
}
