// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A `memory` object: a single text document at a hierarchical path inside a memory store. The `content` field is populated when `view=full` and `null` when `view=basic`; the `content_size_bytes` and `content_sha256` fields are always populated so sync clients can diff without fetching content. Memories are addressed by their `mem_...` ID; the path is the create key and can be changed via update.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemory`
public struct BetaManagedAgentsMemory: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case memoryStoreID = "memory_store_id"
        case path
        case content
        case contentSizeBytes = "content_size_bytes"
        case contentSha256 = "content_sha256"
        case memoryVersionID = "memory_version_id"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "memory")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.memoryStoreID = try container.decodeRequired(String.self, forKey: .memoryStoreID, in: decoder)
        self.path = try container.decodeRequired(String.self, forKey: .path, in: decoder)
        self.content = try container.decodeIfPresent(String.self, forKey: .content)
        self.contentSizeBytes = try container.decodeRequired(Int.self, forKey: .contentSizeBytes, in: decoder)
        self.contentSha256 = try container.decodeRequired(String.self, forKey: .contentSha256, in: decoder)
        self.memoryVersionID = try container.decodeRequired(String.self, forKey: .memoryVersionID, in: decoder)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: .createdAt, in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .updatedAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.memoryStoreID, forKey: .memoryStoreID)
        try container.encode(self.path, forKey: .path)
        try container.encodeIfPresent(self.content, forKey: .content)
        try container.encode(self.contentSizeBytes, forKey: .contentSizeBytes)
        try container.encode(self.contentSha256, forKey: .contentSha256)
        try container.encode(self.memoryVersionID, forKey: .memoryVersionID)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.updatedAt, forKey: .updatedAt)
    }
}

/// One item in a [List memories](/en/api/beta/memory_stores/memories/list) response: either a `memory` object or, when `depth` is set, a `memory_prefix` rollup marker.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryListItem`
public enum BetaManagedAgentsMemoryListItem: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `memory`
    case memory(BetaManagedAgentsMemory)
    /// - `type`: `memory_prefix`
    case memoryPrefix(BetaManagedAgentsMemoryPrefix)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "memory": self = .memory(try BetaManagedAgentsMemory(from: decoder)); return
            case "memory_prefix": self = .memoryPrefix(try BetaManagedAgentsMemoryPrefix(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .memory(let value): try value.encode(to: encoder)
        case .memoryPrefix(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryPathConflictError`
public struct BetaManagedAgentsMemoryPathConflictError: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public var message: String?

    public var conflictingPath: String?

    public var conflictingMemoryID: String?

    public init(
        message: String? = nil,
        conflictingPath: String? = nil,
        conflictingMemoryID: String? = nil
    ) {
        self.type = "memory_path_conflict_error"
        self.message = message
        self.conflictingPath = conflictingPath
        self.conflictingMemoryID = conflictingMemoryID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case message
        case conflictingPath = "conflicting_path"
        case conflictingMemoryID = "conflicting_memory_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "memory_path_conflict_error")
        self.message = try container.decodeIfPresent(String.self, forKey: .message)
        self.conflictingPath = try container.decodeIfPresent(String.self, forKey: .conflictingPath)
        self.conflictingMemoryID = try container.decodeIfPresent(String.self, forKey: .conflictingMemoryID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.message, forKey: .message)
        try container.encodeIfPresent(self.conflictingPath, forKey: .conflictingPath)
        try container.encodeIfPresent(self.conflictingMemoryID, forKey: .conflictingMemoryID)
    }
}

/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryPreconditionFailedError`
public struct BetaManagedAgentsMemoryPreconditionFailedError: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public var message: String?

    public init(
        message: String? = nil
    ) {
        self.type = "memory_precondition_failed_error"
        self.message = message
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case message
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "memory_precondition_failed_error")
        self.message = try container.decodeIfPresent(String.self, forKey: .message)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.message, forKey: .message)
    }
}

/// A rolled-up directory marker returned by [List memories](/en/api/beta/memory_stores/memories/list) when `depth` is set. Indicates that one or more memories exist deeper than the requested depth under this prefix. This is a list-time rollup, not a stored resource; it has no ID and no lifecycle. Each prefix counts toward the page `limit` and interleaves with `memory` items in path order.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryPrefix`
public struct BetaManagedAgentsMemoryPrefix: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// The rolled-up path prefix, including a trailing `/` (e.g. `/projects/foo/`). Pass this value as `path_prefix` on a subsequent list call to drill into the directory.
    public var path: String

    public init(
        path: String
    ) {
        self.type = "memory_prefix"
        self.path = path
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case path
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "memory_prefix")
        self.path = try container.decodeRequired(String.self, forKey: .path, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.path, forKey: .path)
    }
}

/// A `memory_store`: a named container for agent memories, scoped to a workspace. Attach a store to a session via `resources[]` to mount it as a directory the agent can read and write.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryStore`
public struct BetaManagedAgentsMemoryStore: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for the memory store (a `memstore_...` tagged ID). Use this when attaching the store to a session, or in the `{memory_store_id}` path parameter of subsequent calls.
    public var id: String

    /// Human-readable name for the store. 1–255 characters. The store's mount-path slug under `/mnt/memory/` is derived from this name.
    public var name: String

    /// Free-text description of what the store contains, up to 1024 characters. Included in the agent's system prompt when the store is attached, so word it to be useful to the agent. Empty string when unset.
    public var description: String?

    /// Timestamp when the store was created.
    public var createdAt: BetaTimestamp

    /// Timestamp when the store's `name`, `description`, or `metadata` was last modified. Memory writes inside the store do not advance this.
    public var updatedAt: BetaTimestamp

    /// Arbitrary key-value tags for your own bookkeeping (such as the end user a store belongs to). Up to 16 pairs; keys 1–64 characters; values up to 512 characters. Returned on retrieve/list but not filterable.
    public var metadata: [String: String]?

    /// Timestamp when the store was archived, or `null` if active. Set once and never cleared; archiving is one-way. Archived stores are read-only and cannot be attached to new sessions.
    public var archivedAt: BetaTimestamp?

    public init(
        id: String,
        name: String,
        createdAt: BetaTimestamp,
        updatedAt: BetaTimestamp,
        description: String? = nil,
        metadata: [String: String]? = nil,
        archivedAt: BetaTimestamp? = nil
    ) {
        self.type = "memory_store"
        self.id = id
        self.name = name
        self.description = description
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.metadata = metadata
        self.archivedAt = archivedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            createdAt: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case name
        case description
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case metadata
        case archivedAt = "archived_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "memory_store")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: .createdAt, in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .updatedAt, in: decoder)
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: .metadata)
        self.archivedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: .archivedAt)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.description, forKey: .description)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.updatedAt, forKey: .updatedAt)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
        try container.encodeIfPresent(self.archivedAt, forKey: .archivedAt)
    }
}

/// A memory store attached to an agent session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryStoreResource`
public struct BetaManagedAgentsMemoryStoreResource: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// The memory store ID (memstore_...). Must belong to the caller's organization and workspace.
    public var memoryStoreID: String

    /// Access mode for the mounted store. Defaults to read_write. read_only mounts the store as a read-only filesystem.
    public var access: BetaManagedAgentsMountMode?

    /// Display name of the memory store, snapshotted at attach time. Later edits to the store's name do not propagate to this resource.
    public var name: String?

    /// Description of the memory store, snapshotted at attach time. Rendered into the agent's system prompt. Empty string when the store has no description.
    public var description: String?

    /// Per-attachment guidance for the agent on how to use this store. Rendered into the memory section of the system prompt. Max 4096 chars.
    public var instructions: String?

    /// Filesystem path where the store is mounted in the session container, e.g. /mnt/memory/user-preferences. Derived from the store's name. Output-only.
    public var mountPath: String?

    public init(
        memoryStoreID: String,
        access: BetaManagedAgentsMountMode? = nil,
        name: String? = nil,
        description: String? = nil,
        instructions: String? = nil,
        mountPath: String? = nil
    ) {
        self.type = "memory_store"
        self.memoryStoreID = memoryStoreID
        self.access = access
        self.name = name
        self.description = description
        self.instructions = instructions
        self.mountPath = mountPath
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            memoryStoreID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case memoryStoreID = "memory_store_id"
        case access
        case name
        case description
        case instructions
        case mountPath = "mount_path"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "memory_store")
        self.memoryStoreID = try container.decodeRequired(String.self, forKey: .memoryStoreID, in: decoder)
        self.access = try container.decodeIfPresent(BetaManagedAgentsMountMode.self, forKey: .access)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.instructions = try container.decodeIfPresent(String.self, forKey: .instructions)
        self.mountPath = try container.decodeIfPresent(String.self, forKey: .mountPath)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.memoryStoreID, forKey: .memoryStoreID)
        try container.encodeIfPresent(self.access, forKey: .access)
        try container.encodeIfPresent(self.name, forKey: .name)
        try container.encodeIfPresent(self.description, forKey: .description)
        try container.encodeIfPresent(self.instructions, forKey: .instructions)
        try container.encodeIfPresent(self.mountPath, forKey: .mountPath)
    }
}

/// Parameters for attaching a memory store to an agent session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryStoreResourceParam`
public struct BetaManagedAgentsMemoryStoreResourceParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// The memory store ID (memstore_...). Must belong to the caller's organization and workspace.
    public var memoryStoreID: String

    /// Access mode for the mounted store. Defaults to read_write. read_only mounts the store as a read-only filesystem.
    public var access: BetaManagedAgentsMountMode?

    /// Per-attachment guidance for the agent on how to use this store. Rendered into the memory section of the system prompt. Max 4096 chars.
    public var instructions: String?

    public init(
        memoryStoreID: String,
        access: BetaManagedAgentsMountMode? = nil,
        instructions: String? = nil
    ) {
        self.type = "memory_store"
        self.memoryStoreID = memoryStoreID
        self.access = access
        self.instructions = instructions
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            memoryStoreID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case memoryStoreID = "memory_store_id"
        case access
        case instructions
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "memory_store")
        self.memoryStoreID = try container.decodeRequired(String.self, forKey: .memoryStoreID, in: decoder)
        self.access = try container.decodeIfPresent(BetaManagedAgentsMountMode.self, forKey: .access)
        self.instructions = try container.decodeIfPresent(String.self, forKey: .instructions)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.memoryStoreID, forKey: .memoryStoreID)
        try container.encodeIfPresent(self.access, forKey: .access)
        try container.encodeIfPresent(self.instructions, forKey: .instructions)
    }
}

/// A `memory_version` object: one immutable, attributed row in a memory's append-only history. Every non-no-op mutation to a memory produces a new version. Versions belong to the store (not the individual memory) and persist after the memory is deleted. Retrieving a redacted version returns 200 with `content`, `path`, `content_size_bytes`, and `content_sha256` set to `null`; branch on `redacted_at`, not HTTP status.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryVersion`
public struct BetaManagedAgentsMemoryVersion: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case memoryStoreID = "memory_store_id"
        case memoryID = "memory_id"
        case path
        case operation
        case content
        case contentSizeBytes = "content_size_bytes"
        case contentSha256 = "content_sha256"
        case createdBy = "created_by"
        case createdAt = "created_at"
        case redactedAt = "redacted_at"
        case redactedBy = "redacted_by"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "memory_version")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.memoryStoreID = try container.decodeRequired(String.self, forKey: .memoryStoreID, in: decoder)
        self.memoryID = try container.decodeRequired(String.self, forKey: .memoryID, in: decoder)
        self.path = try container.decodeIfPresent(String.self, forKey: .path)
        self.operation = try container.decodeRequired(BetaManagedAgentsMemoryVersionOperation.self, forKey: .operation, in: decoder)
        self.content = try container.decodeIfPresent(String.self, forKey: .content)
        self.contentSizeBytes = try container.decodeIfPresent(Int.self, forKey: .contentSizeBytes)
        self.contentSha256 = try container.decodeIfPresent(String.self, forKey: .contentSha256)
        self.createdBy = try container.decodeIfPresent(BetaManagedAgentsActor.self, forKey: .createdBy)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: .createdAt, in: decoder)
        self.redactedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: .redactedAt)
        self.redactedBy = try container.decodeIfPresent(BetaManagedAgentsActor.self, forKey: .redactedBy)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.memoryStoreID, forKey: .memoryStoreID)
        try container.encode(self.memoryID, forKey: .memoryID)
        try container.encodeIfPresent(self.path, forKey: .path)
        try container.encode(self.operation, forKey: .operation)
        try container.encodeIfPresent(self.content, forKey: .content)
        try container.encodeIfPresent(self.contentSizeBytes, forKey: .contentSizeBytes)
        try container.encodeIfPresent(self.contentSha256, forKey: .contentSha256)
        try container.encodeIfPresent(self.createdBy, forKey: .createdBy)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encodeIfPresent(self.redactedAt, forKey: .redactedAt)
        try container.encodeIfPresent(self.redactedBy, forKey: .redactedBy)
    }
}

/// The kind of mutation a `memory_version` records. Every non-no-op mutation to a memory appends exactly one version row with one of these values.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryVersionOperation`
public enum BetaManagedAgentsMemoryVersionOperation: OpenEnum, EmptyDecodable {
    case created
    case modified
    case deleted
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "created": self = .created
        case "modified": self = .modified
        case "deleted": self = .deleted
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .created: "created"
        case .modified: "modified"
        case .deleted: "deleted"
        case .unknown(let value): value
        }
    }
}

/// Selects which projection of a `memory` or `memory_version` the server returns. `basic` returns the object with `content` set to `null`; `full` populates `content`. When omitted, the default is endpoint-specific: retrieve operations default to `full`; list, create, and update operations default to `basic`. Listing with `view=full` caps `limit` at 20.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryView`
public enum BetaManagedAgentsMemoryView: OpenEnum, EmptyDecodable {
    case basic
    case full
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "basic": self = .basic
        case "full": self = .full
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .basic: "basic"
        case .full: "full"
        case .unknown(let value): value
        }
    }
}
