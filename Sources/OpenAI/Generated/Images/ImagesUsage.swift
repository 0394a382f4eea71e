// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// For the GPT image models only, the token usage information for the image generation.
///
/// - Schema: `#/components/schemas/ImagesUsage`
public nonisolated struct ImagesUsage: Codable, Equatable, Sendable, EmptyDecodable {
    /// The total number of tokens (images and text) used for the image generation.
    public var totalTokens: Int

    /// The number of tokens (images and text) in the input prompt.
    public var inputTokens: Int

    /// The number of image tokens in the output image.
    public var outputTokens: Int

    /// The input tokens detailed information for the image generation.
    public var inputTokensDetails: ImagesUsage.InputTokensDetails

    public init(
        totalTokens: Int,
        inputTokens: Int,
        outputTokens: Int,
        inputTokensDetails: ImagesUsage.InputTokensDetails
    ) {
        self.totalTokens = totalTokens
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
        self.inputTokensDetails = inputTokensDetails
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            totalTokens: .emptyValue,
            inputTokens: .emptyValue,
            outputTokens: .emptyValue,
            inputTokensDetails: .emptyValue
        )
    }

    /// The input tokens detailed information for the image generation.
    public nonisolated struct InputTokensDetails: Codable, Equatable, Sendable, EmptyDecodable {
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

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.totalTokens = try container.decodeRequired(Int.self, forKey: "total_tokens", in: decoder)
        self.inputTokens = try container.decodeRequired(Int.self, forKey: "input_tokens", in: decoder)
        self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
        self.inputTokensDetails = try container.decodeRequired(ImagesUsage.InputTokensDetails.self, forKey: "input_tokens_details", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.totalTokens, forKey: "total_tokens")
        try container.encode(self.inputTokens, forKey: "input_tokens")
        try container.encode(self.outputTokens, forKey: "output_tokens")
        try container.encode(self.inputTokensDetails, forKey: "input_tokens_details")
    }
}
