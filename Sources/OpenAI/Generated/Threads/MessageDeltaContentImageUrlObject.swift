// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// References an image URL in the content of a message.
///
/// - Schema: `#/components/schemas/MessageDeltaContentImageUrlObject`
public nonisolated struct MessageDeltaContentImageUrlObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The index of the content part in the message.
    public var index: Int

    /// Always `image_url`.
    public var type: String

    public var imageURL: MessageDeltaContentImageUrlObject.ImageUrl?

    public init(
        index: Int,
        imageURL: MessageDeltaContentImageUrlObject.ImageUrl? = nil
    ) {
        self.index = index
        self.type = "image_url"
        self.imageURL = imageURL
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    public nonisolated struct ImageUrl: Codable, Equatable, Sendable, EmptyDecodable {
        /// The URL of the image, must be a supported image types: jpeg, jpg, png, gif, webp.
        public var url: String?

        /// Specifies the detail level of the image. `low` uses fewer tokens, you can opt in to high resolution using `high`.
        public var detail: MessageDeltaContentImageUrlObject.ImageUrl.Detail?

        public init(
            url: String? = nil,
            detail: MessageDeltaContentImageUrlObject.ImageUrl.Detail? = nil
        ) {
            self.url = url
            self.detail = detail
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// Specifies the detail level of the image. `low` uses fewer tokens, you can opt in to high resolution using `high`.
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
            self.url = try container.decodeIfPresent(String.self, forKey: "url")
            self.detail = try container.decodeIfPresent(MessageDeltaContentImageUrlObject.ImageUrl.Detail.self, forKey: "detail")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.url, forKey: "url")
            try container.encodeIfPresent(self.detail, forKey: "detail")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "image_url")
        self.imageURL = try container.decodeIfPresent(MessageDeltaContentImageUrlObject.ImageUrl.self, forKey: "image_url")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.index, forKey: "index")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.imageURL, forKey: "image_url")
    }
}
