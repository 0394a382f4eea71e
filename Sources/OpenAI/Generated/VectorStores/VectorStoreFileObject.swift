// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A list of files attached to a vector store.
///
/// - Schema: `#/components/schemas/VectorStoreFileObject`
public nonisolated struct VectorStoreFileObject: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The identifier, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `vector_store.file`.
    public var object: String

    /// The total vector store usage in bytes. Note that this may be different from the original file size.
    public var usageBytes: Int

    /// The Unix timestamp (in seconds) for when the vector store file was created.
    public var createdAt: Int

    /// The ID of the [vector store](https://platform.openai.com/docs/api-reference/vector-stores/object) that the [File](https://platform.openai.com/docs/api-reference/files) is attached to.
    public var vectorStoreID: String

    /// The status of the vector store file, which can be either `in_progress`, `completed`, `cancelled`, or `failed`. The status `completed` indicates that the vector store file is ready for use.
    public var status: VectorStoreFileObject.Status

    public var lastError: VectorStoreFileObject.LastError?

    /// The strategy used to chunk the file.
    public var chunkingStrategy: ChunkingStrategyResponse?

    public var attributes: VectorStoreFileAttributes?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        usageBytes: Int,
        createdAt: Int,
        vectorStoreID: String,
        status: VectorStoreFileObject.Status,
        lastError: VectorStoreFileObject.LastError?,
        chunkingStrategy: ChunkingStrategyResponse? = nil,
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
        self.nullNames = []
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

    /// The last error associated with this vector store file. Will be `null` if there are no errors.
    public nonisolated struct LastError: Codable, Equatable, Sendable, EmptyDecodable {
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
        public nonisolated enum Code: OpenEnum, EmptyDecodable {
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

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.code = try container.decodeRequired(VectorStoreFileObject.LastError.Code.self, forKey: "code", in: decoder)
            self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.code, forKey: "code")
            try container.encode(self.message, forKey: "message")
        }
    }

    /// Formerly a type of its own; the spec now names it `ChunkingStrategyResponse`.
    @available(*, deprecated, renamed: "ChunkingStrategyResponse")
    public typealias ChunkingStrategy = ChunkingStrategyResponse

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "vector_store.file")
        self.usageBytes = try container.decodeRequired(Int.self, forKey: "usage_bytes", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.vectorStoreID = try container.decodeRequired(String.self, forKey: "vector_store_id", in: decoder)
        self.status = try container.decodeRequired(VectorStoreFileObject.Status.self, forKey: "status", in: decoder)
        self.lastError = try container.decodeIfPresent(VectorStoreFileObject.LastError.self, forKey: "last_error")
        self.chunkingStrategy = try container.decodeIfPresent(ChunkingStrategyResponse.self, forKey: "chunking_strategy")
        self.attributes = try container.decodeIfPresent(VectorStoreFileAttributes.self, forKey: "attributes")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.usageBytes, forKey: "usage_bytes")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.vectorStoreID, forKey: "vector_store_id")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.lastError, forKey: "last_error")
        try container.encodeIfPresent(self.chunkingStrategy, forKey: "chunking_strategy")
        try container.encodeIfPresent(self.attributes, forKey: "attributes")
    }
}

nonisolated extension NullableMember where Owner == VectorStoreFileObject {
    public static var attributes: Self { Self("attributes") }
}
