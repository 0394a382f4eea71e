// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The input tokens detailed information for the image generation.
///
/// - Schema: `#/components/schemas/ImageGenInputUsageDetails`
public nonisolated struct ImageGenInputUsageDetails: Codable, Equatable, Sendable, EmptyDecodable {
    /// The number of text tokens in the input prompt.
    public var textTokens: Int

    /// The number of image tokens in the input prompt.
    public var imageTokens: Int

    public init(
        textTokens: Int,
        imageTokens: Int
    ) {
        self.textTokens = textTokens
        self.imageTokens = imageTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            textTokens: .emptyValue,
            imageTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.textTokens = try container.decodeRequired(Int.self, forKey: "text_tokens", in: decoder)
        self.imageTokens = try container.decodeRequired(Int.self, forKey: "image_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.textTokens, forKey: "text_tokens")
        try container.encode(self.imageTokens, forKey: "image_tokens")
    }
}
