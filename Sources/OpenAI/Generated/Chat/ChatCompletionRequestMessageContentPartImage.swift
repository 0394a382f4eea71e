// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Learn about [image inputs](https://platform.openai.com/docs/guides/vision).
///
/// - Schema: `#/components/schemas/ChatCompletionRequestMessageContentPartImage`
public nonisolated struct ChatCompletionRequestMessageContentPartImage: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the content part.
    public var type: String

    public var imageURL: ChatCompletionRequestMessageContentPartImage.ImageUrl

    public var promptCacheBreakpoint: PromptCacheBreakpointParam?

    public init(
        imageURL: ChatCompletionRequestMessageContentPartImage.ImageUrl,
        promptCacheBreakpoint: PromptCacheBreakpointParam? = nil
    ) {
        self.type = "image_url"
        self.imageURL = imageURL
        self.promptCacheBreakpoint = promptCacheBreakpoint
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            imageURL: .emptyValue
        )
    }

    public nonisolated struct ImageUrl: Codable, Equatable, Sendable, EmptyDecodable {
        /// Either a URL of the image or the base64 encoded image data.
        public var url: String

        /// Specifies the detail level of the image. Learn more in the [Vision guide](https://platform.openai.com/docs/guides/vision#low-or-high-fidelity-image-understanding).
        public var detail: ChatCompletionRequestMessageContentPartImage.ImageUrl.Detail?

        public init(
            url: String,
            detail: ChatCompletionRequestMessageContentPartImage.ImageUrl.Detail? = nil
        ) {
            self.url = url
            self.detail = detail
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                url: .emptyValue
            )
        }

        /// Specifies the detail level of the image. Learn more in the [Vision guide](https://platform.openai.com/docs/guides/vision#low-or-high-fidelity-image-understanding).
        public nonisolated enum Detail: OpenEnum, EmptyDecodable {
            case auto
            case low
            case high
            case original
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "auto": self = .auto
                case "low": self = .low
                case "high": self = .high
                case "original": self = .original
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .auto: "auto"
                case .low: "low"
                case .high: "high"
                case .original: "original"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
            self.detail = try container.decodeIfPresent(ChatCompletionRequestMessageContentPartImage.ImageUrl.Detail.self, forKey: "detail")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.url, forKey: "url")
            try container.encodeIfPresent(self.detail, forKey: "detail")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "image_url")
        self.imageURL = try container.decodeRequired(ChatCompletionRequestMessageContentPartImage.ImageUrl.self, forKey: "image_url", in: decoder)
        self.promptCacheBreakpoint = try container.decodeIfPresent(PromptCacheBreakpointParam.self, forKey: "prompt_cache_breakpoint")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.imageURL, forKey: "image_url")
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: "prompt_cache_breakpoint")
    }
}
