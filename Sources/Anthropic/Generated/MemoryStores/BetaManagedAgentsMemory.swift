// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A `memory` object: a single text document at a hierarchical path inside a memory store. The `content` field is populated when `view=full` and `null` when `view=basic`; the `content_size_bytes` and `content_sha256` fields are always populated so sync clients can diff without fetching content. Memories are addressed by their `mem_...` ID; the path is the create key and can be changed via update.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemory`
public nonisolated struct BetaManagedAgentsMemory: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Unique identifier for this memory (a `mem_...` value). Stable across renames; use this ID, not the path, to read, update, or delete the memory.
    public var id: String

    /// ID of the memory store this memory belongs to (a `memstore_...` value).
    public var memoryStoreID: String

    /// Hierarchical path of the memory within the store, e.g. `/projects/foo/notes.md`. Always starts with `/`. Paths are case-sensitive and unique within a store. Maximum 1,024 bytes.
    public var path: String

    /// The memory's UTF-8 text content. Populated when `view=full`; `null` when `view=basic`. Maximum 100 kB (102,400 bytes).
    public var content: String?

    /// Size of `content` in bytes (the UTF-8 plaintext length). Always populated, regardless of `view`.
    public var contentSizeBytes: Int

    /// Lowercase hex SHA-256 digest of the UTF-8 `content` bytes (64 characters). The server applies no normalization, so clients can compute the same hash locally for staleness checks and as the value for a `content_sha256` precondition on update. Always populated, regardless of `view`.
    public var contentSha256: String

    /// ID of the `memory_version` representing this memory's current content (a `memver_...` value). This is the authoritative head pointer; `memory_version` objects do not carry an `is_latest` flag, so compare against this field instead. Enumerate the full history via [List memory versions](/en/api/beta/memory_stores/memory_versions/list).
    public var memoryVersionID: String

    /// When this memory was created, in RFC 3339 format.
    public var createdAt: BetaTimestamp

    /// When this memory was last modified, in RFC 3339 format. Use this as a cheap freshness signal; for who made the change, look up the head version's `created_by` via [List memory versions](/en/api/beta/memory_stores/memory_versions/list).
    public var updatedAt: BetaTimestamp

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        memoryStoreID: String,
        path: String,
        contentSizeBytes: Int,
        contentSha256: String,
        memoryVersionID: String,
        createdAt: BetaTimestamp,
        updatedAt: BetaTimestamp,
        content: String? = nil
    ) {
        self.type = "memory"
        self.id = id
        self.memoryStoreID = memoryStoreID
        self.path = path
        self.content = content
        self.contentSizeBytes = contentSizeBytes
        self.contentSha256 = contentSha256
        self.memoryVersionID = memoryVersionID
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            memoryStoreID: .emptyValue,
            path: .emptyValue,
            contentSizeBytes: .emptyValue,
            contentSha256: .emptyValue,
            memoryVersionID: .emptyValue,
            createdAt: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "memory")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.memoryStoreID = try container.decodeRequired(String.self, forKey: "memory_store_id", in: decoder)
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
        self.content = try container.decodeIfPresent(String.self, forKey: "content")
        self.contentSizeBytes = try container.decodeRequired(Int.self, forKey: "content_size_bytes", in: decoder)
        self.contentSha256 = try container.decodeRequired(String.self, forKey: "content_sha256", in: decoder)
        self.memoryVersionID = try container.decodeRequired(String.self, forKey: "memory_version_id", in: decoder)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: "created_at", in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "updated_at", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.memoryStoreID, forKey: "memory_store_id")
        try container.encode(self.path, forKey: "path")
        try container.encodeIfPresent(self.content, forKey: "content")
        try container.encode(self.contentSizeBytes, forKey: "content_size_bytes")
        try container.encode(self.contentSha256, forKey: "content_sha256")
        try container.encode(self.memoryVersionID, forKey: "memory_version_id")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsMemory {
    public static var content: Self { Self("content") }
}
