// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// References an image URL in the content of a message.
///
/// - Schema: `#/components/schemas/MessageContentImageUrlObject`
public nonisolated struct MessageContentImageUrlObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the content part.
    public var type: String

    public var imageURL: MessageContentImageUrlObject.ImageUrl

    public init(
        imageURL: MessageContentImageUrlObject.ImageUrl
    ) {
        self.type = "image_url"
        self.imageURL = imageURL
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            imageURL: .emptyValue
        )
    }

    public nonisolated struct ImageUrl: Codable, Equatable, Sendable, EmptyDecodable {
        /// The external URL of the image, must be a supported image types: jpeg, jpg, png, gif, webp.
        public var url: String

        /// Specifies the detail level of the image. `low` uses fewer tokens, you can opt in to high resolution using `high`. Default value is `auto`
        public var detail: MessageContentImageUrlObject.ImageUrl.Detail?

        public init(
            url: String,
            detail: MessageContentImageUrlObject.ImageUrl.Detail? = nil
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

        /// Specifies the detail level of the image. `low` uses fewer tokens, you can opt in to high resolution using `high`. Default value is `auto`
        public nonisolated enum Detail: OpenEnum, EmptyDecodable {
            case auto
            case low
            case high
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "auto": self = .auto
                case "low": self = .low
                case "high": self = .high
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .auto: "auto"
                case .low: "low"
                case .high: "high"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
            self.detail = try container.decodeIfPresent(MessageContentImageUrlObject.ImageUrl.Detail.self, forKey: "detail")
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
        self.imageURL = try container.decodeRequired(MessageContentImageUrlObject.ImageUrl.self, forKey: "image_url", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.imageURL, forKey: "image_url")
    }
}
