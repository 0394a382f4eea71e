// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Base64ImageSource
///
/// - Schema: `#/components/schemas/Base64ImageSource`
public nonisolated struct Base64ImageSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// Data
    public var data: String

    /// Media Type
    public var mediaType: Base64ImageSource.MediaType

    /// Type
    public var type: String

    public init(
        data: String,
        mediaType: Base64ImageSource.MediaType
    ) {
        self.data = data
        self.mediaType = mediaType
        self.type = "base64"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            mediaType: .emptyValue
        )
    }

    /// Media Type
    public nonisolated enum MediaType: OpenEnum, EmptyDecodable {
        case imageJpeg
        case imagePng
        case imageGif
        case imageWebp
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "image/jpeg": self = .imageJpeg
            case "image/png": self = .imagePng
            case "image/gif": self = .imageGif
            case "image/webp": self = .imageWebp
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .imageJpeg: "image/jpeg"
            case .imagePng: "image/png"
            case .imageGif: "image/gif"
            case .imageWebp: "image/webp"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeRequired(String.self, forKey: "data", in: decoder)
        self.mediaType = try container.decodeRequired(Base64ImageSource.MediaType.self, forKey: "media_type", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "base64")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encode(self.mediaType, forKey: "media_type")
        try container.encode(self.type, forKey: "type")
    }
}
