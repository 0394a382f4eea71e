// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Reference an input image by either URL or uploaded file ID.
/// Provide exactly one of `image_url` or `file_id`.
///
/// - Schema: `#/components/schemas/ImageRefParam`
public enum ImageRefParam: Codable, Hashable, Sendable, EmptyDecodable {
    case value(JSONValue)
    case value2(JSONValue)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .value(let value): try value.encode(to: encoder)
        case .value2(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// - Schema: `#/components/schemas/ImageRefParam-2`
public struct ImageRefParam2: Codable, Hashable, Sendable {
    /// A fully qualified URL or base64-encoded data URL.
    public var imageURL: String?

    public var fileID: String?

    public init(
        imageURL: String? = nil,
        fileID: String? = nil
    ) {
        self.imageURL = imageURL
        self.fileID = fileID
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case imageURL = "image_url"
        case fileID = "file_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.imageURL = try container.decodeIfPresent(String.self, forKey: .imageURL)
        self.fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.imageURL, forKey: .imageURL)
        try container.encodeIfPresent(self.fileID, forKey: .fileID)
    }
}
