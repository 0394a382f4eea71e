// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateVectorStoreFileBatchRequest`
public struct CreateVectorStoreFileBatchRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// A list of [File](/docs/api-reference/files) IDs that the vector store should use. Useful for tools like `file_search` that can access files.  If `attributes` or `chunking_strategy` are provided, they will be  applied to all files in the batch. The maximum batch size is 2000 files. This endpoint is recommended for multi-file ingestion and helps reduce per-vector-store write request pressure. Mutually exclusive with `files`.
    public var fileIDs: [String]?

    /// A list of objects that each include a `file_id` plus optional `attributes` or `chunking_strategy`. Use this when you need to override metadata for specific files. The global `attributes` or `chunking_strategy` will be ignored and must be specified for each file. The maximum batch size is 2000 files. This endpoint is recommended for multi-file ingestion and helps reduce per-vector-store write request pressure. Mutually exclusive with `file_ids`.
    public var files: [CreateVectorStoreFileRequest]?

    public var chunkingStrategy: ChunkingStrategyRequestParam?

    public var attributes: VectorStoreFileAttributes?

    public init(
        fileIDs: [String]? = nil,
        files: [CreateVectorStoreFileRequest]? = nil,
        chunkingStrategy: ChunkingStrategyRequestParam? = nil,
        attributes: VectorStoreFileAttributes? = nil
    ) {
        self.fileIDs = fileIDs
        self.files = files
        self.chunkingStrategy = chunkingStrategy
        self.attributes = attributes
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case fileIDs = "file_ids"
        case files
        case chunkingStrategy = "chunking_strategy"
        case attributes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.fileIDs = try container.decodeIfPresent([String].self, forKey: .fileIDs)
        self.files = try container.decodeIfPresent([CreateVectorStoreFileRequest].self, forKey: .files)
        self.chunkingStrategy = try container.decodeIfPresent(ChunkingStrategyRequestParam.self, forKey: .chunkingStrategy)
        self.attributes = try container.decodeIfPresent(VectorStoreFileAttributes.self, forKey: .attributes)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.fileIDs, forKey: .fileIDs)
        try container.encodeIfPresent(self.files, forKey: .files)
        try container.encodeIfPresent(self.chunkingStrategy, forKey: .chunkingStrategy)
        try container.encodeIfPresent(self.attributes, forKey: .attributes)
    }
}

/// - Schema: `#/components/schemas/CreateVectorStoreFileRequest`
public struct CreateVectorStoreFileRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// A [File](/docs/api-reference/files) ID that the vector store should use. Useful for tools like `file_search` that can access files. For multi-file ingestion, we recommend [`file_batches`](/docs/api-reference/vector-stores-file-batches/createBatch) to minimize per-vector-store write requests.
    public var fileID: String

    public var chunkingStrategy: ChunkingStrategyRequestParam?

    public var attributes: VectorStoreFileAttributes?

    public init(
        fileID: String,
        chunkingStrategy: ChunkingStrategyRequestParam? = nil,
        attributes: VectorStoreFileAttributes? = nil
    ) {
        self.fileID = fileID
        self.chunkingStrategy = chunkingStrategy
        self.attributes = attributes
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
        case chunkingStrategy = "chunking_strategy"
        case attributes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        self.chunkingStrategy = try container.decodeIfPresent(ChunkingStrategyRequestParam.self, forKey: .chunkingStrategy)
        self.attributes = try container.decodeIfPresent(VectorStoreFileAttributes.self, forKey: .attributes)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.fileID, forKey: .fileID)
        try container.encodeIfPresent(self.chunkingStrategy, forKey: .chunkingStrategy)
        try container.encodeIfPresent(self.attributes, forKey: .attributes)
    }
}

/// - Schema: `#/components/schemas/CreateVectorStoreRequest`
public struct CreateVectorStoreRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// A list of [File](/docs/api-reference/files) IDs that the vector store should use. Useful for tools like `file_search` that can access files.
    public var fileIDs: [String]?

    /// The name of the vector store.
    public var name: String?

    /// A description for the vector store. Can be used to describe the vector store's purpose.
    public var description: String?

    public var expiresAfter: VectorStoreExpirationAfter?

    /// The chunking strategy used to chunk the file(s). If not set, will use the `auto` strategy. Only applicable if `file_ids` is non-empty.
    public var chunkingStrategy: CreateVectorStoreRequest.ChunkingStrategy?

    public var metadata: OpenAI.Metadata?

    public init(
        fileIDs: [String]? = nil,
        name: String? = nil,
        description: String? = nil,
        expiresAfter: VectorStoreExpirationAfter? = nil,
        chunkingStrategy: CreateVectorStoreRequest.ChunkingStrategy? = nil,
        metadata: OpenAI.Metadata? = nil
    ) {
        self.fileIDs = fileIDs
        self.name = name
        self.description = description
        self.expiresAfter = expiresAfter
        self.chunkingStrategy = chunkingStrategy
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The chunking strategy used to chunk the file(s). If not set, will use the `auto` strategy. Only applicable if `file_ids` is non-empty.
    public enum ChunkingStrategy: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `auto`
        case auto(AutoChunkingStrategyRequestParam)
        /// - `type`: `static`
        case `static`(StaticChunkingStrategyRequestParam)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "auto": self = .auto(try AutoChunkingStrategyRequestParam(from: decoder)); return
                case "static": self = .static(try StaticChunkingStrategyRequestParam(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .auto(let value): try value.encode(to: encoder)
            case .static(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case fileIDs = "file_ids"
        case name
        case description
        case expiresAfter = "expires_after"
        case chunkingStrategy = "chunking_strategy"
        case metadata
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.fileIDs = try container.decodeIfPresent([String].self, forKey: .fileIDs)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.expiresAfter = try container.decodeIfPresent(VectorStoreExpirationAfter.self, forKey: .expiresAfter)
        self.chunkingStrategy = try container.decodeIfPresent(CreateVectorStoreRequest.ChunkingStrategy.self, forKey: .chunkingStrategy)
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: .metadata)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.fileIDs, forKey: .fileIDs)
        try container.encodeIfPresent(self.name, forKey: .name)
        try container.encodeIfPresent(self.description, forKey: .description)
        try container.encodeIfPresent(self.expiresAfter, forKey: .expiresAfter)
        try container.encodeIfPresent(self.chunkingStrategy, forKey: .chunkingStrategy)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
    }
}
