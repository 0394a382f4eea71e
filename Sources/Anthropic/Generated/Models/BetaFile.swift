// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// FileDeleteResponse
///
/// - Schema: `#/components/schemas/BetaFileDeleteResponse`
public struct BetaFileDeleteResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// ID of the deleted file.
    public var id: String

    /// Deleted object type.
    ///
    /// For file deletion, this is always `"file_deleted"`.
    public var type: String?

    public init(
        id: String,
        type: String? = nil
    ) {
        self.id = id
        self.type = type
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encodeIfPresent(self.type, forKey: .type)
    }
}

/// FileDocumentSource
///
/// - Schema: `#/components/schemas/BetaFileDocumentSource`
public struct BetaFileDocumentSource: Codable, Hashable, Sendable, EmptyDecodable {
    /// File Id
    public var fileID: String

    /// Type
    public var type: String

    public init(
        fileID: String
    ) {
        self.fileID = fileID
        self.type = "file"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case fileID = "file_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.fileID, forKey: .fileID)
        try container.encode(self.type, forKey: .type)
    }
}

/// FileImageSource
///
/// - Schema: `#/components/schemas/BetaFileImageSource`
public struct BetaFileImageSource: Codable, Hashable, Sendable, EmptyDecodable {
    /// File Id
    public var fileID: String

    /// Type
    public var type: String

    public init(
        fileID: String
    ) {
        self.fileID = fileID
        self.type = "file"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case fileID = "file_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.fileID, forKey: .fileID)
        try container.encode(self.type, forKey: .type)
    }
}

/// FileListResponse
///
/// - Schema: `#/components/schemas/BetaFileListResponse`
public struct BetaFileListResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// List of file metadata objects.
    public var data: [BetaFileMetadataSchema]

    /// ID of the first file in this page of results.
    public var firstID: String?

    /// Whether there are more results available.
    public var hasMore: Bool?

    /// ID of the last file in this page of results.
    public var lastID: String?

    public init(
        data: [BetaFileMetadataSchema],
        firstID: String? = nil,
        hasMore: Bool? = nil,
        lastID: String? = nil
    ) {
        self.data = data
        self.firstID = firstID
        self.hasMore = hasMore
        self.lastID = lastID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case firstID = "first_id"
        case hasMore = "has_more"
        case lastID = "last_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([BetaFileMetadataSchema].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.hasMore = try container.decodeIfPresent(Bool.self, forKey: .hasMore)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.firstID, forKey: .firstID)
        try container.encodeIfPresent(self.hasMore, forKey: .hasMore)
        try container.encodeIfPresent(self.lastID, forKey: .lastID)
    }
}

/// FileMetadataSchema
///
/// - Schema: `#/components/schemas/BetaFileMetadataSchema`
public struct BetaFileMetadataSchema: Codable, Hashable, Sendable, EmptyDecodable {
    /// RFC 3339 datetime string representing when the file was created.
    public var createdAt: String

    /// Whether the file can be downloaded.
    public var downloadable: Bool?

    /// Original filename of the uploaded file.
    public var filename: String

    /// Unique object identifier.
    ///
    /// The format and length of IDs may change over time.
    public var id: String

    /// MIME type of the file.
    public var mimeType: String

    /// The scope of this file, indicating the context in which it was created (e.g., a session).
    public var scope: BetaFileScope?

    /// Size of the file in bytes.
    public var sizeBytes: Int

    /// Object type.
    ///
    /// For files, this is always `"file"`.
    public var type: String

    public init(
        createdAt: String,
        filename: String,
        id: String,
        mimeType: String,
        sizeBytes: Int,
        downloadable: Bool? = nil,
        scope: BetaFileScope? = nil
    ) {
        self.createdAt = createdAt
        self.downloadable = downloadable
        self.filename = filename
        self.id = id
        self.mimeType = mimeType
        self.scope = scope
        self.sizeBytes = sizeBytes
        self.type = "file"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            filename: .emptyValue,
            id: .emptyValue,
            mimeType: .emptyValue,
            sizeBytes: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case downloadable
        case filename
        case id
        case mimeType = "mime_type"
        case scope
        case sizeBytes = "size_bytes"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: .createdAt, in: decoder)
        self.downloadable = try container.decodeIfPresent(Bool.self, forKey: .downloadable)
        self.filename = try container.decodeRequired(String.self, forKey: .filename, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.mimeType = try container.decodeRequired(String.self, forKey: .mimeType, in: decoder)
        self.scope = try container.decodeIfPresent(BetaFileScope.self, forKey: .scope)
        self.sizeBytes = try container.decodeRequired(Int.self, forKey: .sizeBytes, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encodeIfPresent(self.downloadable, forKey: .downloadable)
        try container.encode(self.filename, forKey: .filename)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.mimeType, forKey: .mimeType)
        try container.encodeIfPresent(self.scope, forKey: .scope)
        try container.encode(self.sizeBytes, forKey: .sizeBytes)
        try container.encode(self.type, forKey: .type)
    }
}

/// FileScope
///
/// - Schema: `#/components/schemas/BetaFileScope`
public struct BetaFileScope: Codable, Hashable, Sendable, EmptyDecodable {
    /// The ID of the scoping resource (e.g., the session ID).
    public var id: String

    /// The type of scope (e.g., `"session"`).
    public var type: String

    public init(
        id: String
    ) {
        self.id = id
        self.type = "session"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
    }
}
