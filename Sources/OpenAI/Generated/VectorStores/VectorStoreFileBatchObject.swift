// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A batch of files attached to a vector store.
///
/// - Schema: `#/components/schemas/VectorStoreFileBatchObject`
public nonisolated struct VectorStoreFileBatchObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The identifier, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `vector_store.file_batch`.
    public var object: VectorStoreFileBatchObject.Object

    /// The Unix timestamp (in seconds) for when the vector store files batch was created.
    public var createdAt: Int

    /// The ID of the [vector store](https://platform.openai.com/docs/api-reference/vector-stores/object) that the [File](https://platform.openai.com/docs/api-reference/files) is attached to.
    public var vectorStoreID: String

    /// The status of the vector store files batch, which can be either `in_progress`, `completed`, `cancelled` or `failed`.
    public var status: VectorStoreFileBatchObject.Status

    public var fileCounts: VectorStoreFileBatchObject.FileCounts

    public init(
        id: String,
        object: VectorStoreFileBatchObject.Object,
        createdAt: Int,
        vectorStoreID: String,
        status: VectorStoreFileBatchObject.Status,
        fileCounts: VectorStoreFileBatchObject.FileCounts
    ) {
        self.id = id
        self.object = object
        self.createdAt = createdAt
        self.vectorStoreID = vectorStoreID
        self.status = status
        self.fileCounts = fileCounts
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            object: .emptyValue,
            createdAt: .emptyValue,
            vectorStoreID: .emptyValue,
            status: .emptyValue,
            fileCounts: .emptyValue
        )
    }

    /// The object type, which is always `vector_store.file_batch`.
    public nonisolated enum Object: OpenEnum, EmptyDecodable {
        case vectorStoreFilesBatch
        case vectorStoreFileBatch
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "vector_store.files_batch": self = .vectorStoreFilesBatch
            case "vector_store.file_batch": self = .vectorStoreFileBatch
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .vectorStoreFilesBatch: "vector_store.files_batch"
            case .vectorStoreFileBatch: "vector_store.file_batch"
            case .unknown(let value): value
            }
        }
    }

    /// The status of the vector store files batch, which can be either `in_progress`, `completed`, `cancelled` or `failed`.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case completed
        case cancelled
        case failed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "completed": self = .completed
            case "cancelled": self = .cancelled
            case "failed": self = .failed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .completed: "completed"
            case .cancelled: "cancelled"
            case .failed: "failed"
            case .unknown(let value): value
            }
        }
    }

    public nonisolated struct FileCounts: Codable, Equatable, Sendable, EmptyDecodable {
        /// The number of files that are currently being processed.
        public var inProgress: Int

        /// The number of files that have been processed.
        public var completed: Int

        /// The number of files that have failed to process.
        public var failed: Int

        /// The number of files that where cancelled.
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

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(VectorStoreFileBatchObject.Object.self, forKey: "object", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.vectorStoreID = try container.decodeRequired(String.self, forKey: "vector_store_id", in: decoder)
        self.status = try container.decodeRequired(VectorStoreFileBatchObject.Status.self, forKey: "status", in: decoder)
        self.fileCounts = try container.decodeRequired(VectorStoreFileBatchObject.FileCounts.self, forKey: "file_counts", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.vectorStoreID, forKey: "vector_store_id")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.fileCounts, forKey: "file_counts")
    }
}
