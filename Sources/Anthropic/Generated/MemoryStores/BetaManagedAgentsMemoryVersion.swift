// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A `memory_version` object: one immutable, attributed row in a memory's append-only history. Every non-no-op mutation to a memory produces a new version. Versions belong to the store (not the individual memory) and persist after the memory is deleted. Retrieving a redacted version returns 200 with `content`, `path`, `content_size_bytes`, and `content_sha256` set to `null`; branch on `redacted_at`, not HTTP status.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryVersion`
public nonisolated struct BetaManagedAgentsMemoryVersion: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Unique identifier for this version (a `memver_...` value).
    public var id: String

    /// ID of the memory store this version belongs to (a `memstore_...` value).
    public var memoryStoreID: String

    /// ID of the memory this version snapshots (a `mem_...` value). Remains valid after the memory is deleted; pass it as `memory_id` to [List memory versions](/en/api/beta/memory_stores/memory_versions/list) to retrieve the full lineage including the `deleted` row.
    public var memoryID: String

    /// The memory's path at the time of this write. `null` if and only if `redacted_at` is set.
    public var path: String?

    /// The kind of mutation this version records: `created`, `modified`, or `deleted`.
    public var operation: BetaManagedAgentsMemoryVersionOperation

    /// The memory's UTF-8 text content as of this version. `null` when `view=basic`, when `operation` is `deleted`, or when `redacted_at` is set.
    public var content: String?

    /// Size of `content` in bytes as of this version. `null` when `redacted_at` is set or `operation` is `deleted`. Populated regardless of `view` otherwise.
    public var contentSizeBytes: Int?

    /// Lowercase hex SHA-256 digest of `content` as of this version (64 characters). `null` when `redacted_at` is set or `operation` is `deleted`. Populated regardless of `view` otherwise.
    public var contentSha256: String?

    /// Who performed this write: a `session_actor`, `api_actor`, or `user_actor`. Captured at write time and preserved through redaction.
    public var createdBy: BetaManagedAgentsActor?

    /// When this version was written, in RFC 3339 format.
    public var createdAt: BetaTimestamp

    /// When this version was redacted, in RFC 3339 format, or `null` if it has not been redacted. When set, `content`, `path`, `content_size_bytes`, and `content_sha256` are all `null`. See [Redact a memory version](/en/api/beta/memory_stores/memory_versions/redact).
    public var redactedAt: BetaTimestamp?

    /// Who redacted this version, or `null` if it has not been redacted. In practice always an `api_actor` or `user_actor` (agents do not have a redact capability).
    public var redactedBy: BetaManagedAgentsActor?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        memoryStoreID: String,
        memoryID: String,
        operation: BetaManagedAgentsMemoryVersionOperation,
        createdAt: BetaTimestamp,
        path: String? = nil,
        content: String? = nil,
        contentSizeBytes: Int? = nil,
        contentSha256: String? = nil,
        createdBy: BetaManagedAgentsActor? = nil,
        redactedAt: BetaTimestamp? = nil,
        redactedBy: BetaManagedAgentsActor? = nil
    ) {
        self.type = "memory_version"
        self.id = id
        self.memoryStoreID = memoryStoreID
        self.memoryID = memoryID
        self.path = path
        self.operation = operation
        self.content = content
        self.contentSizeBytes = contentSizeBytes
        self.contentSha256 = contentSha256
        self.createdBy = createdBy
        self.createdAt = createdAt
        self.redactedAt = redactedAt
        self.redactedBy = redactedBy
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            memoryStoreID: .emptyValue,
            memoryID: .emptyValue,
            operation: .emptyValue,
            createdAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "memory_version")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.memoryStoreID = try container.decodeRequired(String.self, forKey: "memory_store_id", in: decoder)
        self.memoryID = try container.decodeRequired(String.self, forKey: "memory_id", in: decoder)
        self.path = try container.decodeIfPresent(String.self, forKey: "path")
        self.operation = try container.decodeRequired(BetaManagedAgentsMemoryVersionOperation.self, forKey: "operation", in: decoder)
        self.content = try container.decodeIfPresent(String.self, forKey: "content")
        self.contentSizeBytes = try container.decodeIfPresent(Int.self, forKey: "content_size_bytes")
        self.contentSha256 = try container.decodeIfPresent(String.self, forKey: "content_sha256")
        self.createdBy = try container.decodeIfPresent(BetaManagedAgentsActor.self, forKey: "created_by")
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: "created_at", in: decoder)
        self.redactedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: "redacted_at")
        self.redactedBy = try container.decodeIfPresent(BetaManagedAgentsActor.self, forKey: "redacted_by")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.memoryStoreID, forKey: "memory_store_id")
        try container.encode(self.memoryID, forKey: "memory_id")
        try container.encodeIfPresent(self.path, forKey: "path")
        try container.encode(self.operation, forKey: "operation")
        try container.encodeIfPresent(self.content, forKey: "content")
        try container.encodeIfPresent(self.contentSizeBytes, forKey: "content_size_bytes")
        try container.encodeIfPresent(self.contentSha256, forKey: "content_sha256")
        try container.encodeIfPresent(self.createdBy, forKey: "created_by")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.redactedAt, forKey: "redacted_at")
        try container.encodeIfPresent(self.redactedBy, forKey: "redacted_by")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsMemoryVersion {
    public static var path: Self { Self("path") }
    public static var content: Self { Self("content") }
    public static var contentSizeBytes: Self { Self("content_size_bytes") }
    public static var contentSha256: Self { Self("content_sha256") }
    public static var redactedAt: Self { Self("redacted_at") }
}
