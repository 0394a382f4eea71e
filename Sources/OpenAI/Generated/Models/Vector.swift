// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The expiration policy for a vector store.
///
/// - Schema: `#/components/schemas/VectorStoreExpirationAfter`
public struct VectorStoreExpirationAfter: Codable, Hashable, Sendable, EmptyDecodable {
    /// Anchor timestamp after which the expiration policy applies. Supported anchors: `last_active_at`.
    public var anchor: String

    /// The number of days after the anchor time that the vector store will expire.
    public var days: Int

    public init(
        days: Int
    ) {
        self.anchor = "last_active_at"
        self.days = days
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            days: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case anchor
        case days
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.anchor = try container.decodeRequired(String.self, forKey: .anchor, in: decoder, constant: "last_active_at")
        self.days = try container.decodeRequired(Int.self, forKey: .days, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.anchor, forKey: .anchor)
        try container.encode(self.days, forKey: .days)
    }
}

/// Set of 16 key-value pairs that can be attached to an object. This can be
/// useful for storing additional information about the object in a structured
/// format, and querying for objects via API or the dashboard. Keys are strings
/// with a maximum length of 64 characters. Values are strings with a maximum
/// length of 512 characters, booleans, or numbers.
///
/// - Schema: `#/components/schemas/VectorStoreFileAttributes`
public typealias VectorStoreFileAttributes = [String: VectorStoreFileAttributesTypes.ElementsValue]

public enum VectorStoreFileAttributesTypes {
    public enum ElementsValue: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case number(Double)
        case bool(Bool)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .bool:
                self = .bool(try Bool(from: decoder)); return
            case .number, .integer:
                self = .number(try Double(from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .number(let value): try value.encode(to: encoder)
            case .bool(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }
}

/// A batch of files attached to a vector store.
///
/// - Schema: `#/components/schemas/VectorStoreFileBatchObject`
public struct VectorStoreFileBatchObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The identifier, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `vector_store.file_batch`.
    public var object: String

    /// The Unix timestamp (in seconds) for when the vector store files batch was created.
    public var createdAt: Int

    /// The ID of the [vector store](/docs/api-reference/vector-stores/object) that the [File](/docs/api-reference/files) is attached to.
    public var vectorStoreID: String

    /// The status of the vector store files batch, which can be either `in_progress`, `completed`, `cancelled` or `failed`.
    public var status: VectorStoreFileBatchObject.Status

    public var fileCounts: VectorStoreFileBatchObject.FileCounts

    public init(
        id: String,
        createdAt: Int,
        vectorStoreID: String,
        status: VectorStoreFileBatchObject.Status,
        fileCounts: VectorStoreFileBatchObject.FileCounts
    ) {
        self.id = id
        self.object = "vector_store.files_batch"
        self.createdAt = createdAt
        self.vectorStoreID = vectorStoreID
        self.status = status
        self.fileCounts = fileCounts
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            vectorStoreID: .emptyValue,
            status: .emptyValue,
            fileCounts: .emptyValue
        )
    }

    /// The status of the vector store files batch, which can be either `in_progress`, `completed`, `cancelled` or `failed`.
    public enum Status: OpenEnum, EmptyDecodable {
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

    public struct FileCounts: Codable, Hashable, Sendable, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case inProgress = "in_progress"
            case completed
            case failed
            case cancelled
            case total
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.inProgress = try container.decodeRequired(Int.self, forKey: .inProgress, in: decoder)
            self.completed = try container.decodeRequired(Int.self, forKey: .completed, in: decoder)
            self.failed = try container.decodeRequired(Int.self, forKey: .failed, in: decoder)
            self.cancelled = try container.decodeRequired(Int.self, forKey: .cancelled, in: decoder)
            self.total = try container.decodeRequired(Int.self, forKey: .total, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.inProgress, forKey: .inProgress)
            try container.encode(self.completed, forKey: .completed)
            try container.encode(self.failed, forKey: .failed)
            try container.encode(self.cancelled, forKey: .cancelled)
            try container.encode(self.total, forKey: .total)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case createdAt = "created_at"
        case vectorStoreID = "vector_store_id"
        case status
        case fileCounts = "file_counts"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "vector_store.files_batch")
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.vectorStoreID = try container.decodeRequired(String.self, forKey: .vectorStoreID, in: decoder)
        self.status = try container.decodeRequired(VectorStoreFileBatchObject.Status.self, forKey: .status, in: decoder)
        self.fileCounts = try container.decodeRequired(VectorStoreFileBatchObject.FileCounts.self, forKey: .fileCounts, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.vectorStoreID, forKey: .vectorStoreID)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.fileCounts, forKey: .fileCounts)
    }
}

/// Represents the parsed content of a vector store file.
///
/// - Schema: `#/components/schemas/VectorStoreFileContentResponse`
public struct VectorStoreFileContentResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `vector_store.file_content.page`
    public var object: String

    /// Parsed content of the file.
    public var data: [VectorStoreFileContentResponse.DataItem]

    /// Indicates if there are more content pages to fetch.
    public var hasMore: Bool

    public var nextPage: String?

    public init(
        data: [VectorStoreFileContentResponse.DataItem],
        hasMore: Bool,
        nextPage: String?
    ) {
        self.object = "vector_store.file_content.page"
        self.data = data
        self.hasMore = hasMore
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue,
            nextPage: nil
        )
    }

    public struct DataItem: Codable, Hashable, Sendable, EmptyDecodable {
        /// The content type (currently only `"text"`)
        public var type: String?

        /// The text content
        public var text: String?

        public init(
            type: String? = nil,
            text: String? = nil
        ) {
            self.type = type
            self.text = text
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case type
            case text
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.type = try container.decodeIfPresent(String.self, forKey: .type)
            self.text = try container.decodeIfPresent(String.self, forKey: .text)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.type, forKey: .type)
            try container.encodeIfPresent(self.text, forKey: .text)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case hasMore = "has_more"
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "vector_store.file_content.page")
        self.data = try container.decodeRequired([VectorStoreFileContentResponse.DataItem].self, forKey: .data, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.hasMore, forKey: .hasMore)
        try container.encode(self.nextPage, forKey: .nextPage)
    }
}

/// A list of files attached to a vector store.
///
/// - Schema: `#/components/schemas/VectorStoreFileObject`
public struct VectorStoreFileObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The identifier, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `vector_store.file`.
    public var object: String

    /// The total vector store usage in bytes. Note that this may be different from the original file size.
    public var usageBytes: Int

    /// The Unix timestamp (in seconds) for when the vector store file was created.
    public var createdAt: Int

    /// The ID of the [vector store](/docs/api-reference/vector-stores/object) that the [File](/docs/api-reference/files) is attached to.
    public var vectorStoreID: String

    /// The status of the vector store file, which can be either `in_progress`, `completed`, `cancelled`, or `failed`. The status `completed` indicates that the vector store file is ready for use.
    public var status: VectorStoreFileObject.Status

    public var lastError: VectorStoreFileObject.LastError?

    /// The strategy used to chunk the file.
    public var chunkingStrategy: VectorStoreFileObject.ChunkingStrategy?

    public var attributes: VectorStoreFileAttributes?

    public init(
        id: String,
        usageBytes: Int,
        createdAt: Int,
        vectorStoreID: String,
        status: VectorStoreFileObject.Status,
        lastError: VectorStoreFileObject.LastError?,
        chunkingStrategy: VectorStoreFileObject.ChunkingStrategy? = nil,
        attributes: VectorStoreFileAttributes? = nil
    ) {
        self.id = id
        self.object = "vector_store.file"
        self.usageBytes = usageBytes
        self.createdAt = createdAt
        self.vectorStoreID = vectorStoreID
        self.status = status
        self.lastError = lastError
        self.chunkingStrategy = chunkingStrategy
        self.attributes = attributes
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            usageBytes: .emptyValue,
            createdAt: .emptyValue,
            vectorStoreID: .emptyValue,
            status: .emptyValue,
            lastError: nil
        )
    }

    /// The status of the vector store file, which can be either `in_progress`, `completed`, `cancelled`, or `failed`. The status `completed` indicates that the vector store file is ready for use.
    public enum Status: OpenEnum, EmptyDecodable {
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

    /// The last error associated with this vector store file. Will be `null` if there are no errors.
    public struct LastError: Codable, Hashable, Sendable, EmptyDecodable {
        /// One of `server_error`, `unsupported_file`, or `invalid_file`.
        public var code: VectorStoreFileObject.LastError.Code

        /// A human-readable description of the error.
        public var message: String

        public init(
            code: VectorStoreFileObject.LastError.Code,
            message: String
        ) {
            self.code = code
            self.message = message
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                code: .emptyValue,
                message: .emptyValue
            )
        }

        /// One of `server_error`, `unsupported_file`, or `invalid_file`.
        public enum Code: OpenEnum, EmptyDecodable {
            case serverError
            case unsupportedFile
            case invalidFile
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "server_error": self = .serverError
                case "unsupported_file": self = .unsupportedFile
                case "invalid_file": self = .invalidFile
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .serverError: "server_error"
                case .unsupportedFile: "unsupported_file"
                case .invalidFile: "invalid_file"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case code
            case message
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.code = try container.decodeRequired(VectorStoreFileObject.LastError.Code.self, forKey: .code, in: decoder)
            self.message = try container.decodeRequired(String.self, forKey: .message, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.code, forKey: .code)
            try container.encode(self.message, forKey: .message)
        }
    }

    /// The strategy used to chunk the file.
    public enum ChunkingStrategy: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `static`
        case `static`(StaticChunkingStrategyResponseParam)
        /// - `type`: `other`
        case other(OtherChunkingStrategyResponseParam)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "static": self = .static(try StaticChunkingStrategyResponseParam(from: decoder)); return
                case "other": self = .other(try OtherChunkingStrategyResponseParam(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .static(let value): try value.encode(to: encoder)
            case .other(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case usageBytes = "usage_bytes"
        case createdAt = "created_at"
        case vectorStoreID = "vector_store_id"
        case status
        case lastError = "last_error"
        case chunkingStrategy = "chunking_strategy"
        case attributes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "vector_store.file")
        self.usageBytes = try container.decodeRequired(Int.self, forKey: .usageBytes, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.vectorStoreID = try container.decodeRequired(String.self, forKey: .vectorStoreID, in: decoder)
        self.status = try container.decodeRequired(VectorStoreFileObject.Status.self, forKey: .status, in: decoder)
        self.lastError = try container.decodeIfPresent(VectorStoreFileObject.LastError.self, forKey: .lastError)
        self.chunkingStrategy = try container.decodeIfPresent(VectorStoreFileObject.ChunkingStrategy.self, forKey: .chunkingStrategy)
        self.attributes = try container.decodeIfPresent(VectorStoreFileAttributes.self, forKey: .attributes)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.usageBytes, forKey: .usageBytes)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.vectorStoreID, forKey: .vectorStoreID)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.lastError, forKey: .lastError)
        try container.encodeIfPresent(self.chunkingStrategy, forKey: .chunkingStrategy)
        try container.encodeIfPresent(self.attributes, forKey: .attributes)
    }
}

/// A vector store is a collection of processed files can be used by the `file_search` tool.
///
/// - Schema: `#/components/schemas/VectorStoreObject`
public struct VectorStoreObject: Codable, Hashable, Sendable, EmptyDecodable {
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

    public var metadata: OpenAI.Metadata?

    public init(
        id: String,
        createdAt: Int,
        name: String,
        usageBytes: Int,
        fileCounts: VectorStoreObject.FileCounts,
        status: VectorStoreObject.Status,
        lastActiveAt: Int?,
        metadata: OpenAI.Metadata?,
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

    public struct FileCounts: Codable, Hashable, Sendable, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case inProgress = "in_progress"
            case completed
            case failed
            case cancelled
            case total
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.inProgress = try container.decodeRequired(Int.self, forKey: .inProgress, in: decoder)
            self.completed = try container.decodeRequired(Int.self, forKey: .completed, in: decoder)
            self.failed = try container.decodeRequired(Int.self, forKey: .failed, in: decoder)
            self.cancelled = try container.decodeRequired(Int.self, forKey: .cancelled, in: decoder)
            self.total = try container.decodeRequired(Int.self, forKey: .total, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.inProgress, forKey: .inProgress)
            try container.encode(self.completed, forKey: .completed)
            try container.encode(self.failed, forKey: .failed)
            try container.encode(self.cancelled, forKey: .cancelled)
            try container.encode(self.total, forKey: .total)
        }
    }

    /// The status of the vector store, which can be either `expired`, `in_progress`, or `completed`. A status of `completed` indicates that the vector store is ready for use.
    public enum Status: OpenEnum, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case createdAt = "created_at"
        case name
        case usageBytes = "usage_bytes"
        case fileCounts = "file_counts"
        case status
        case expiresAfter = "expires_after"
        case expiresAt = "expires_at"
        case lastActiveAt = "last_active_at"
        case metadata
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "vector_store")
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.usageBytes = try container.decodeRequired(Int.self, forKey: .usageBytes, in: decoder)
        self.fileCounts = try container.decodeRequired(VectorStoreObject.FileCounts.self, forKey: .fileCounts, in: decoder)
        self.status = try container.decodeRequired(VectorStoreObject.Status.self, forKey: .status, in: decoder)
        self.expiresAfter = try container.decodeIfPresent(VectorStoreExpirationAfter.self, forKey: .expiresAfter)
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: .expiresAt)
        self.lastActiveAt = try container.decodeIfPresent(Int.self, forKey: .lastActiveAt)
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: .metadata)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.usageBytes, forKey: .usageBytes)
        try container.encode(self.fileCounts, forKey: .fileCounts)
        try container.encode(self.status, forKey: .status)
        try container.encodeIfPresent(self.expiresAfter, forKey: .expiresAfter)
        try container.encodeIfPresent(self.expiresAt, forKey: .expiresAt)
        try container.encode(self.lastActiveAt, forKey: .lastActiveAt)
        try container.encode(self.metadata, forKey: .metadata)
    }
}

/// - Schema: `#/components/schemas/VectorStoreSearchRequest`
public struct VectorStoreSearchRequest: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// A query string for a search
    public var query: VectorStoreSearchRequest.Query

    /// Whether to rewrite the natural language query for vector search.
    public var rewriteQuery: Bool?

    /// The maximum number of results to return. This number should be between 1 and 50 inclusive.
    public var maxNumResults: Int?

    /// A filter to apply based on file attributes.
    public var filters: VectorStoreSearchRequest.Filters?

    /// Ranking options for search.
    public var rankingOptions: VectorStoreSearchRequest.RankingOptions?

    public init(
        query: VectorStoreSearchRequest.Query,
        rewriteQuery: Bool? = nil,
        maxNumResults: Int? = nil,
        filters: VectorStoreSearchRequest.Filters? = nil,
        rankingOptions: VectorStoreSearchRequest.RankingOptions? = nil
    ) {
        self.query = query
        self.rewriteQuery = rewriteQuery
        self.maxNumResults = maxNumResults
        self.filters = filters
        self.rankingOptions = rankingOptions
    }

    public init(stringLiteral value: String) {
        self.init(query: VectorStoreSearchRequest.Query(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            query: .emptyValue
        )
    }

    /// A query string for a search
    public enum Query: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([String])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [String](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// A filter to apply based on file attributes.
    public enum Filters: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`
        case eq(ComparisonFilter)
        /// - `type`: `and`, `or`
        case and(CompoundFilter)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "eq": self = .eq(try ComparisonFilter(from: decoder)); return
                case "ne": self = .eq(try ComparisonFilter(from: decoder)); return
                case "gt": self = .eq(try ComparisonFilter(from: decoder)); return
                case "gte": self = .eq(try ComparisonFilter(from: decoder)); return
                case "lt": self = .eq(try ComparisonFilter(from: decoder)); return
                case "lte": self = .eq(try ComparisonFilter(from: decoder)); return
                case "in": self = .eq(try ComparisonFilter(from: decoder)); return
                case "nin": self = .eq(try ComparisonFilter(from: decoder)); return
                case "and": self = .and(try CompoundFilter(from: decoder)); return
                case "or": self = .and(try CompoundFilter(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .eq(let value): try value.encode(to: encoder)
            case .and(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Ranking options for search.
    public struct RankingOptions: Codable, Hashable, Sendable, EmptyDecodable {
        /// Enable re-ranking; set to `none` to disable, which can help reduce latency.
        public var ranker: VectorStoreSearchRequest.RankingOptions.Ranker?

        public var scoreThreshold: Double?

        public init(
            ranker: VectorStoreSearchRequest.RankingOptions.Ranker? = nil,
            scoreThreshold: Double? = nil
        ) {
            self.ranker = ranker
            self.scoreThreshold = scoreThreshold
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// Enable re-ranking; set to `none` to disable, which can help reduce latency.
        public enum Ranker: OpenEnum, EmptyDecodable {
            case none
            case auto
            case default_2024_11_15
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "none": self = .none
                case "auto": self = .auto
                case "default-2024-11-15": self = .default_2024_11_15
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .none: "none"
                case .auto: "auto"
                case .default_2024_11_15: "default-2024-11-15"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case ranker
            case scoreThreshold = "score_threshold"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.ranker = try container.decodeIfPresent(VectorStoreSearchRequest.RankingOptions.Ranker.self, forKey: .ranker)
            self.scoreThreshold = try container.decodeIfPresent(Double.self, forKey: .scoreThreshold)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.ranker, forKey: .ranker)
            try container.encodeIfPresent(self.scoreThreshold, forKey: .scoreThreshold)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case query
        case rewriteQuery = "rewrite_query"
        case maxNumResults = "max_num_results"
        case filters
        case rankingOptions = "ranking_options"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.query = try container.decodeRequired(VectorStoreSearchRequest.Query.self, forKey: .query, in: decoder)
        self.rewriteQuery = try container.decodeIfPresent(Bool.self, forKey: .rewriteQuery)
        self.maxNumResults = try container.decodeIfPresent(Int.self, forKey: .maxNumResults)
        self.filters = try container.decodeIfPresent(VectorStoreSearchRequest.Filters.self, forKey: .filters)
        self.rankingOptions = try container.decodeIfPresent(VectorStoreSearchRequest.RankingOptions.self, forKey: .rankingOptions)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.query, forKey: .query)
        try container.encodeIfPresent(self.rewriteQuery, forKey: .rewriteQuery)
        try container.encodeIfPresent(self.maxNumResults, forKey: .maxNumResults)
        try container.encodeIfPresent(self.filters, forKey: .filters)
        try container.encodeIfPresent(self.rankingOptions, forKey: .rankingOptions)
    }
}

/// - Schema: `#/components/schemas/VectorStoreSearchResultContentObject`
public struct VectorStoreSearchResultContentObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of content.
    public var type: String

    /// The text content returned from search.
    public var text: String

    public init(
        text: String
    ) {
        self.type = "text"
        self.text = text
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "text")
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.text, forKey: .text)
    }
}

/// - Schema: `#/components/schemas/VectorStoreSearchResultItem`
public struct VectorStoreSearchResultItem: Codable, Hashable, Sendable, EmptyDecodable {
    /// The ID of the vector store file.
    public var fileID: String

    /// The name of the vector store file.
    public var filename: String

    /// The similarity score for the result.
    public var score: Double

    public var attributes: VectorStoreFileAttributes?

    /// Content chunks from the file.
    public var content: [VectorStoreSearchResultContentObject]

    public init(
        fileID: String,
        filename: String,
        score: Double,
        attributes: VectorStoreFileAttributes?,
        content: [VectorStoreSearchResultContentObject]
    ) {
        self.fileID = fileID
        self.filename = filename
        self.score = score
        self.attributes = attributes
        self.content = content
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue,
            filename: .emptyValue,
            score: .emptyValue,
            attributes: nil,
            content: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case fileID = "file_id"
        case filename
        case score
        case attributes
        case content
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        self.filename = try container.decodeRequired(String.self, forKey: .filename, in: decoder)
        self.score = try container.decodeRequired(Double.self, forKey: .score, in: decoder)
        self.attributes = try container.decodeIfPresent(VectorStoreFileAttributes.self, forKey: .attributes)
        self.content = try container.decodeRequired([VectorStoreSearchResultContentObject].self, forKey: .content, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.fileID, forKey: .fileID)
        try container.encode(self.filename, forKey: .filename)
        try container.encode(self.score, forKey: .score)
        try container.encode(self.attributes, forKey: .attributes)
        try container.encode(self.content, forKey: .content)
    }
}

/// - Schema: `#/components/schemas/VectorStoreSearchResultsPage`
public struct VectorStoreSearchResultsPage: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `vector_store.search_results.page`
    public var object: String

    public var searchQuery: [String]

    /// The list of search result items.
    public var data: [VectorStoreSearchResultItem]

    /// Indicates if there are more results to fetch.
    public var hasMore: Bool

    public var nextPage: String?

    public init(
        searchQuery: [String],
        data: [VectorStoreSearchResultItem],
        hasMore: Bool,
        nextPage: String?
    ) {
        self.object = "vector_store.search_results.page"
        self.searchQuery = searchQuery
        self.data = data
        self.hasMore = hasMore
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            searchQuery: .emptyValue,
            data: .emptyValue,
            hasMore: .emptyValue,
            nextPage: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case searchQuery = "search_query"
        case data
        case hasMore = "has_more"
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "vector_store.search_results.page")
        self.searchQuery = try container.decodeRequired([String].self, forKey: .searchQuery, in: decoder)
        self.data = try container.decodeRequired([VectorStoreSearchResultItem].self, forKey: .data, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.searchQuery, forKey: .searchQuery)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.hasMore, forKey: .hasMore)
        try container.encode(self.nextPage, forKey: .nextPage)
    }
}
