// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// FileMetadataSchema
///
/// - Schema: `#/components/schemas/BetaFileMetadataSchema`
public nonisolated struct BetaFileMetadataSchema: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// RFC 3339 datetime string representing when the file will expire and become
    /// unavailable for download. Null if the file does not expire. For files uploaded
    /// with `expires_in_seconds`, this is the upload time plus that value.
    public var expiresAt: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: String,
        filename: String,
        id: String,
        mimeType: String,
        sizeBytes: Int,
        downloadable: Bool? = nil,
        scope: BetaFileScope? = nil,
        expiresAt: String? = nil
    ) {
        self.createdAt = createdAt
        self.downloadable = downloadable
        self.filename = filename
        self.id = id
        self.mimeType = mimeType
        self.scope = scope
        self.sizeBytes = sizeBytes
        self.type = "file"
        self.expiresAt = expiresAt
        self.nullNames = []
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.downloadable = try container.decodeIfPresent(Bool.self, forKey: "downloadable")
        self.filename = try container.decodeRequired(String.self, forKey: "filename", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.mimeType = try container.decodeRequired(String.self, forKey: "mime_type", in: decoder)
        self.scope = try container.decodeIfPresent(BetaFileScope.self, forKey: "scope")
        self.sizeBytes = try container.decodeRequired(Int.self, forKey: "size_bytes", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file")
        self.expiresAt = try container.decodeIfPresent(String.self, forKey: "expires_at")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.downloadable, forKey: "downloadable")
        try container.encode(self.filename, forKey: "filename")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.mimeType, forKey: "mime_type")
        try container.encodeIfPresent(self.scope, forKey: "scope")
        try container.encode(self.sizeBytes, forKey: "size_bytes")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
    }
}

nonisolated extension NullableMember where Owner == BetaFileMetadataSchema {
    public static var scope: Self { Self("scope") }
    public static var expiresAt: Self { Self("expires_at") }
}
