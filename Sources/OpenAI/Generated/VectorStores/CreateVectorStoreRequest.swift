// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/CreateVectorStoreRequest`
public struct CreateVectorStoreRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// A list of [File](/docs/api-reference/files) IDs that the vector store should use. Useful for tools like `file_search` that can access files.
    public var fileIDs: [String]?

    /// The name of the vector store.
    public var name: String?

    /// A description for the vector store. Can be used to describe the vector store's purpose.
    public var description: String?

    public var expiresAfter: VectorStoreExpirationAfter?

    /// The chunking strategy used to chunk the file(s). If not set, will use the `auto` strategy. Only applicable if `file_ids` is non-empty.
    public var chunkingStrategy: CreateVectorStoreRequest.ChunkingStrategy?

    public var metadata: _OpenAIShared.Metadata?

    public init(
        fileIDs: [String]? = nil,
        name: String? = nil,
        description: String? = nil,
        expiresAfter: VectorStoreExpirationAfter? = nil,
        chunkingStrategy: CreateVectorStoreRequest.ChunkingStrategy? = nil,
        metadata: _OpenAIShared.Metadata? = nil
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
    public enum ChunkingStrategy: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.fileIDs = try container.decodeIfPresent([String].self, forKey: "file_ids")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.expiresAfter = try container.decodeIfPresent(VectorStoreExpirationAfter.self, forKey: "expires_after")
        self.chunkingStrategy = try container.decodeIfPresent(CreateVectorStoreRequest.ChunkingStrategy.self, forKey: "chunking_strategy")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.fileIDs, forKey: "file_ids")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.expiresAfter, forKey: "expires_after")
        try container.encodeIfPresent(self.chunkingStrategy, forKey: "chunking_strategy")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}
