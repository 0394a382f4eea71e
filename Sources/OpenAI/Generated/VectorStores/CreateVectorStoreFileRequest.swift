// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/CreateVectorStoreFileRequest`
public nonisolated struct CreateVectorStoreFileRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// A [File](https://platform.openai.com/docs/api-reference/files) ID that the vector store should use. Useful for tools like `file_search` that can access files. For multi-file ingestion, we recommend [`file_batches`](https://platform.openai.com/docs/api-reference/vector-stores-file-batches/createBatch) to minimize per-vector-store write requests.
    public var fileID: String

    public var chunkingStrategy: ChunkingStrategyRequestParam?

    public var attributes: VectorStoreFileAttributes?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        fileID: String,
        chunkingStrategy: ChunkingStrategyRequestParam? = nil,
        attributes: VectorStoreFileAttributes? = nil
    ) {
        self.fileID = fileID
        self.chunkingStrategy = chunkingStrategy
        self.attributes = attributes
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.fileID = try container.decodeRequired(String.self, forKey: "file_id", in: decoder)
        self.chunkingStrategy = try container.decodeIfPresent(ChunkingStrategyRequestParam.self, forKey: "chunking_strategy")
        self.attributes = try container.decodeIfPresent(VectorStoreFileAttributes.self, forKey: "attributes")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.fileID, forKey: "file_id")
        try container.encodeIfPresent(self.chunkingStrategy, forKey: "chunking_strategy")
        try container.encodeIfPresent(self.attributes, forKey: "attributes")
    }
}

nonisolated extension NullableMember where Owner == CreateVectorStoreFileRequest {
    public static var attributes: Self { Self("attributes") }
}
