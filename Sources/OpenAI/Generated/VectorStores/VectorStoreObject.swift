// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A vector store is a collection of processed files can be used by the `file_search` tool.
///
/// - Schema: `#/components/schemas/VectorStoreObject`
public nonisolated struct VectorStoreObject: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The identifier, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `vector_store`.
    public var object: String

    /// The Unix timestamp (in seconds) for when the vector store was created.
    public var createdAt: Int

    /// The name of the vector store.
    public var name: String

    /// The total number of bytes used by the files in the vector store.
    public var usageBytes: Int

    public var fileCounts: VectorStoreObject.FileCounts

    /// The status of the vector store, which can be either `expired`, `in_progress`, or `completed`. A status of `completed` indicates that the vector store is ready for use.
    public var status: VectorStoreObject.Status

    public var expiresAfter: VectorStoreExpirationAfter?

    public var expiresAt: Int?

    public var lastActiveAt: Int?

    public var metadata: _OpenAIShared.Metadata?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        createdAt: Int,
        name: String,
        usageBytes: Int,
        fileCounts: VectorStoreObject.FileCounts,
        status: VectorStoreObject.Status,
        lastActiveAt: Int?,
        metadata: _OpenAIShared.Metadata?,
        expiresAfter: VectorStoreExpirationAfter? = nil,
        expiresAt: Int? = nil
    ) {
        self.id = id
        self.object = "vector_store"
        self.createdAt = createdAt
        self.name = name
        self.usageBytes = usageBytes
        self.fileCounts = fileCounts
        self.status = status
        self.expiresAfter = expiresAfter
        self.expiresAt = expiresAt
        self.lastActiveAt = lastActiveAt
        self.metadata = metadata
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            name: .emptyValue,
            usageBytes: .emptyValue,
            fileCounts: .emptyValue,
            status: .emptyValue,
            lastActiveAt: nil,
            metadata: nil
        )
    }

    public nonisolated struct FileCounts: Codable, Equatable, Sendable, EmptyDecodable {
        /// The number of files that are currently being processed.
        public var inProgress: Int

        /// The number of files that have been successfully processed.
        public var completed: Int

        /// The number of files that have failed to process.
        public var failed: Int

        /// The number of files that were cancelled.
        public var cancelled: Int

        /// The total number of files.
        public var total: Int

        public init(
            inProgress: Int,
            completed: Int,
            failed: Int,
            cancelled: Int,
            total: Int
        ) {
            self.inProgress = inProgress
            self.completed = completed
            self.failed = failed
            self.cancelled = cancelled
            self.total = total
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                inProgress: .emptyValue,
                completed: .emptyValue,
                failed: .emptyValue,
                cancelled: .emptyValue,
                total: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.inProgress = try container.decodeRequired(Int.self, forKey: "in_progress", in: decoder)
            self.completed = try container.decodeRequired(Int.self, forKey: "completed", in: decoder)
            self.failed = try container.decodeRequired(Int.self, forKey: "failed", in: decoder)
            self.cancelled = try container.decodeRequired(Int.self, forKey: "cancelled", in: decoder)
            self.total = try container.decodeRequired(Int.self, forKey: "total", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.inProgress, forKey: "in_progress")
            try container.encode(self.completed, forKey: "completed")
            try container.encode(self.failed, forKey: "failed")
            try container.encode(self.cancelled, forKey: "cancelled")
            try container.encode(self.total, forKey: "total")
        }
    }

    /// The status of the vector store, which can be either `expired`, `in_progress`, or `completed`. A status of `completed` indicates that the vector store is ready for use.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case expired
        case inProgress
        case completed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "expired": self = .expired
            case "in_progress": self = .inProgress
            case "completed": self = .completed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .expired: "expired"
            case .inProgress: "in_progress"
            case .completed: "completed"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "vector_store")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.usageBytes = try container.decodeRequired(Int.self, forKey: "usage_bytes", in: decoder)
        self.fileCounts = try container.decodeRequired(VectorStoreObject.FileCounts.self, forKey: "file_counts", in: decoder)
        self.status = try container.decodeRequired(VectorStoreObject.Status.self, forKey: "status", in: decoder)
        self.expiresAfter = try container.decodeIfPresent(VectorStoreExpirationAfter.self, forKey: "expires_after")
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: "expires_at")
        self.lastActiveAt = try container.decodeIfPresent(Int.self, forKey: "last_active_at")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.usageBytes, forKey: "usage_bytes")
        try container.encode(self.fileCounts, forKey: "file_counts")
        try container.encode(self.status, forKey: "status")
        try container.encodeIfPresent(self.expiresAfter, forKey: "expires_after")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
        try container.encode(self.lastActiveAt, forKey: "last_active_at")
        try container.encode(self.metadata, forKey: "metadata")
    }
}

nonisolated extension NullableMember where Owner == VectorStoreObject {
    public static var expiresAt: Self { Self("expires_at") }
}
