// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/CreateVectorStoreRequest`
public nonisolated struct CreateVectorStoreRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// A list of [File](https://platform.openai.com/docs/api-reference/files) IDs that the vector store should use. Useful for tools like `file_search` that can access files.
    public var fileIDs: [String]?

    /// The name of the vector store.
    public var name: String?

    /// A description for the vector store. Can be used to describe the vector store's purpose.
    public var description: String?

    public var expiresAfter: VectorStoreExpirationAfter?

    /// The chunking strategy used to chunk the file(s). If not set, will use the `auto` strategy. Only applicable if `file_ids` is non-empty.
    public var chunkingStrategy: ChunkingStrategyRequestParam?

    public var metadata: _OpenAIShared.Metadata?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        fileIDs: [String]? = nil,
        name: String? = nil,
        description: String? = nil,
        expiresAfter: VectorStoreExpirationAfter? = nil,
        chunkingStrategy: ChunkingStrategyRequestParam? = nil,
        metadata: _OpenAIShared.Metadata? = nil
    ) {
        self.fileIDs = fileIDs
        self.name = name
        self.description = description
        self.expiresAfter = expiresAfter
        self.chunkingStrategy = chunkingStrategy
        self.metadata = metadata
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Formerly a type of its own; the spec now names it `ChunkingStrategyRequestParam`.
    @available(*, deprecated, renamed: "ChunkingStrategyRequestParam")
    public typealias ChunkingStrategy = ChunkingStrategyRequestParam

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.fileIDs = try container.decodeIfPresent([String].self, forKey: "file_ids")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.expiresAfter = try container.decodeIfPresent(VectorStoreExpirationAfter.self, forKey: "expires_after")
        self.chunkingStrategy = try container.decodeIfPresent(ChunkingStrategyRequestParam.self, forKey: "chunking_strategy")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.fileIDs, forKey: "file_ids")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.expiresAfter, forKey: "expires_after")
        try container.encodeIfPresent(self.chunkingStrategy, forKey: "chunking_strategy")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}

nonisolated extension NullableMember where Owner == CreateVectorStoreRequest {
    public static var metadata: Self { Self("metadata") }
}
