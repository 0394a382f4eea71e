// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/CreateVectorStoreFileBatchRequest`
public nonisolated struct CreateVectorStoreFileBatchRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// A list of [File](https://platform.openai.com/docs/api-reference/files) IDs that the vector store should use. Useful for tools like `file_search` that can access files.  If `attributes` or `chunking_strategy` are provided, they will be  applied to all files in the batch. The maximum batch size is 2000 files. This endpoint is recommended for multi-file ingestion and helps reduce per-vector-store write request pressure. Mutually exclusive with `files`.
    public var fileIDs: [String]?

    /// A list of objects that each include a `file_id` plus optional `attributes` or `chunking_strategy`. Use this when you need to override metadata for specific files. The global `attributes` or `chunking_strategy` will be ignored and must be specified for each file. The maximum batch size is 2000 files. This endpoint is recommended for multi-file ingestion and helps reduce per-vector-store write request pressure. Mutually exclusive with `file_ids`.
    public var files: [CreateVectorStoreFileRequest]?

    public var chunkingStrategy: ChunkingStrategyRequestParam?

    public var attributes: VectorStoreFileAttributes?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.fileIDs = try container.decodeIfPresent([String].self, forKey: "file_ids")
        self.files = try container.decodeIfPresent([CreateVectorStoreFileRequest].self, forKey: "files")
        self.chunkingStrategy = try container.decodeIfPresent(ChunkingStrategyRequestParam.self, forKey: "chunking_strategy")
        self.attributes = try container.decodeIfPresent(VectorStoreFileAttributes.self, forKey: "attributes")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.fileIDs, forKey: "file_ids")
        try container.encodeIfPresent(self.files, forKey: "files")
        try container.encodeIfPresent(self.chunkingStrategy, forKey: "chunking_strategy")
        try container.encodeIfPresent(self.attributes, forKey: "attributes")
    }
}

nonisolated extension NullableMember where Owner == CreateVectorStoreFileBatchRequest {
    public static var attributes: Self { Self("attributes") }
}
