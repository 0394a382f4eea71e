// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime

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
    public var imageUrl: String?

    public var fileId: String?

    public init(
        imageUrl: String? = nil,
        fileId: String? = nil
    ) {
        self.imageUrl = imageUrl
        self.fileId = fileId
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case imageUrl = "image_url"
        case fileId = "file_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.imageUrl = try container.decodeIfPresent(String.self, forKey: .imageUrl)
        self.fileId = try container.decodeIfPresent(String.self, forKey: .fileId)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.imageUrl, forKey: .imageUrl)
        try container.encodeIfPresent(self.fileId, forKey: .fileId)
    }
}
