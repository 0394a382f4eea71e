// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An object describing an image to classify.
///
/// - Schema: `#/components/schemas/ModerationImageURLInput`
public nonisolated struct ModerationImageURLInput: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `image_url`.
    public var type: String

    /// Contains either an image URL or a data URL for a base64 encoded image.
    public var imageURL: ModerationImageURLInput.ImageUrl

    public init(
        imageURL: ModerationImageURLInput.ImageUrl
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

    /// Contains either an image URL or a data URL for a base64 encoded image.
    public nonisolated struct ImageUrl: Codable, Equatable, Sendable, EmptyDecodable {
        /// Either a URL of the image or the base64 encoded image data.
        public var url: String

        public init(
            url: String
        ) {
            self.url = url
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                url: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.url, forKey: "url")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "image_url")
        self.imageURL = try container.decodeRequired(ModerationImageURLInput.ImageUrl.self, forKey: "image_url", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.imageURL, forKey: "image_url")
    }
}
