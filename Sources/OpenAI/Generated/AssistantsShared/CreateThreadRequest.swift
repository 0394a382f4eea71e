// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Options to create a new thread. If no thread is provided when running a
/// request, an empty thread will be created.
///
/// - Schema: `#/components/schemas/CreateThreadRequest`
public nonisolated struct CreateThreadRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// A list of [messages](https://platform.openai.com/docs/api-reference/messages) to start the thread with.
    public var messages: [CreateMessageRequest]?

    public var toolResources: CreateThreadRequest.ToolResources?

    public var metadata: _OpenAIShared.Metadata?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        messages: [CreateMessageRequest]? = nil,
        toolResources: CreateThreadRequest.ToolResources? = nil,
        metadata: _OpenAIShared.Metadata? = nil
    ) {
        self.messages = messages
        self.toolResources = toolResources
        self.metadata = metadata
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// A set of resources that are made available to the assistant's tools in this thread. The resources are specific to the type of tool. For example, the `code_interpreter` tool requires a list of file IDs, while the `file_search` tool requires a list of vector store IDs.
    public nonisolated struct ToolResources: Codable, Equatable, Sendable, EmptyDecodable {
        public var codeInterpreter: CreateThreadRequest.ToolResources.CodeInterpreter?

        public var fileSearch: CreateThreadRequest.ToolResources.FileSearch?

        public init(
            codeInterpreter: CreateThreadRequest.ToolResources.CodeInterpreter? = nil,
            fileSearch: CreateThreadRequest.ToolResources.FileSearch? = nil
        ) {
            self.codeInterpreter = codeInterpreter
            self.fileSearch = fileSearch
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public nonisolated struct CodeInterpreter: Codable, Equatable, Sendable, EmptyDecodable {
            /// A list of [file](https://platform.openai.com/docs/api-reference/files) IDs made available to the `code_interpreter` tool. There can be a maximum of 20 files associated with the tool.
            public var fileIDs: [String]?

            public init(
                fileIDs: [String]? = nil
            ) {
                self.fileIDs = fileIDs
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.fileIDs = try container.decodeIfPresent([String].self, forKey: "file_ids")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.fileIDs, forKey: "file_ids")
            }
        }

        public nonisolated struct FileSearch: Codable, Equatable, Sendable, EmptyDecodable {
            /// The [vector store](https://platform.openai.com/docs/api-reference/vector-stores/object) attached to this thread. There can be a maximum of 1 vector store attached to the thread.
            public var vectorStoreIDs: [String]?

            /// A helper to create a [vector store](https://platform.openai.com/docs/api-reference/vector-stores/object) with file_ids and attach it to this thread. There can be a maximum of 1 vector store attached to the thread.
            public var vectorStores: [CreateThreadRequest.ToolResources.FileSearch.VectorStore]?

            public init(
                vectorStoreIDs: [String]? = nil,
                vectorStores: [CreateThreadRequest.ToolResources.FileSearch.VectorStore]? = nil
            ) {
                self.vectorStoreIDs = vectorStoreIDs
                self.vectorStores = vectorStores
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            public nonisolated struct VectorStore: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
                /// A list of [file](https://platform.openai.com/docs/api-reference/files) IDs to add to the vector store. For vector stores created before Nov 2025, there can be a maximum of 10,000 files in a vector store. For vector stores created starting in Nov 2025, the limit is 100,000,000 files.
                public var fileIDs: [String]?

                /// The chunking strategy used to chunk the file(s). If not set, will use the `auto` strategy.
                public var chunkingStrategy: CreateThreadRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy?

                public var metadata: _OpenAIShared.Metadata?

                /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
                public var nullNames: Set<String>

                public init(
                    fileIDs: [String]? = nil,
                    chunkingStrategy: CreateThreadRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy? = nil,
                    metadata: _OpenAIShared.Metadata? = nil
                ) {
                    self.fileIDs = fileIDs
                    self.chunkingStrategy = chunkingStrategy
                    self.metadata = metadata
                    self.nullNames = []
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self { Self() }

                /// The chunking strategy used to chunk the file(s). If not set, will use the `auto` strategy.
                public nonisolated enum ChunkingStrategy: Codable, Equatable, Sendable, EmptyDecodable {
                    /// The default strategy. This strategy currently uses a `max_chunk_size_tokens` of `800` and `chunk_overlap_tokens` of `400`.
                    ///
                    /// - `type`: `auto`
                    case auto(CreateThreadRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy.Auto)
                    /// Static Chunking Strategy
                    ///
                    /// - `type`: `static`
                    case `static`(CreateThreadRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy.Static)
                    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
                    case unknown(JSONValue)

                    public static var emptyValue: Self { .unknown(.null) }

                    /// The default strategy. This strategy currently uses a `max_chunk_size_tokens` of `800` and `chunk_overlap_tokens` of `400`.
                    public nonisolated struct Auto: Codable, Equatable, Sendable, EmptyDecodable {
                        /// Always `auto`.
                        public var type: String

                        public init() {
                            self.type = "auto"
                        }

                        /// Every required member empty: stands in for a required object the API did not send.
                        public static var emptyValue: Self { Self() }

                        // MARK: - Coding

                        public init(from decoder: any Decoder) throws {
                            let container = try decoder.container(keyedBy: AnyCodingKey.self)
                            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "auto")
                        }

                        public func encode(to encoder: any Encoder) throws {
                            var container = encoder.container(keyedBy: AnyCodingKey.self)
                            try container.encode(self.type, forKey: "type")
                        }
                    }

                    /// Static Chunking Strategy
                    public nonisolated struct Static: Codable, Equatable, Sendable, EmptyDecodable {
                        /// Always `static`.
                        public var type: String

                        public var `static`: CreateThreadRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy.Static.StaticValue

                        public init(
                            `static`: CreateThreadRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy.Static.StaticValue
                        ) {
                            self.type = "static"
                            self.static = `static`
                        }

                        /// Every required member empty: stands in for a required object the API did not send.
                        public static var emptyValue: Self {
                            Self(
                                static: .emptyValue
                            )
                        }

                        public nonisolated struct StaticValue: Codable, Equatable, Sendable, EmptyDecodable {
                            /// The maximum number of tokens in each chunk. The default value is `800`. The minimum value is `100` and the maximum value is `4096`.
                            public var maxChunkSizeTokens: Int

                            /// The number of tokens that overlap between chunks. The default value is `400`.
                            ///
                            /// Note that the overlap must not exceed half of `max_chunk_size_tokens`.
                            public var chunkOverlapTokens: Int

                            public init(
                                maxChunkSizeTokens: Int,
                                chunkOverlapTokens: Int
                            ) {
                                self.maxChunkSizeTokens = maxChunkSizeTokens
                                self.chunkOverlapTokens = chunkOverlapTokens
                            }

                            /// Every required member empty: stands in for a required object the API did not send.
                            public static var emptyValue: Self {
                                Self(
                                    maxChunkSizeTokens: .emptyValue,
                                    chunkOverlapTokens: .emptyValue
                                )
                            }

                            // MARK: - Coding

                            public init(from decoder: any Decoder) throws {
                                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                                self.maxChunkSizeTokens = try container.decodeRequired(Int.self, forKey: "max_chunk_size_tokens", in: decoder)
                                self.chunkOverlapTokens = try container.decodeRequired(Int.self, forKey: "chunk_overlap_tokens", in: decoder)
                            }

                            public func encode(to encoder: any Encoder) throws {
                                var container = encoder.container(keyedBy: AnyCodingKey.self)
                                try container.encode(self.maxChunkSizeTokens, forKey: "max_chunk_size_tokens")
                                try container.encode(self.chunkOverlapTokens, forKey: "chunk_overlap_tokens")
                            }
                        }

                        // MARK: - Coding

                        public init(from decoder: any Decoder) throws {
                            let container = try decoder.container(keyedBy: AnyCodingKey.self)
                            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "static")
                            self.static = try container.decodeRequired(CreateThreadRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy.Static.StaticValue.self, forKey: "static", in: decoder)
                        }

                        public func encode(to encoder: any Encoder) throws {
                            var container = encoder.container(keyedBy: AnyCodingKey.self)
                            try container.encode(self.type, forKey: "type")
                            try container.encode(self.static, forKey: "static")
                        }
                    }

                    // MARK: - Coding

                    public init(from decoder: any Decoder) throws {
                        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                            switch tag {
                            case "auto": self = .auto(try CreateThreadRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy.Auto(from: decoder)); return
                            case "static": self = .static(try CreateThreadRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy.Static(from: decoder)); return
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
                    self.chunkingStrategy = try container.decodeIfPresent(CreateThreadRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy.self, forKey: "chunking_strategy")
                    self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
                    self.nullNames = []
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
                    try container.encodeIfPresent(self.fileIDs, forKey: "file_ids")
                    try container.encodeIfPresent(self.chunkingStrategy, forKey: "chunking_strategy")
                    try container.encodeIfPresent(self.metadata, forKey: "metadata")
                }
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.vectorStoreIDs = try container.decodeIfPresent([String].self, forKey: "vector_store_ids")
                self.vectorStores = try container.decodeIfPresent([CreateThreadRequest.ToolResources.FileSearch.VectorStore].self, forKey: "vector_stores")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.vectorStoreIDs, forKey: "vector_store_ids")
                try container.encodeIfPresent(self.vectorStores, forKey: "vector_stores")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.codeInterpreter = try container.decodeIfPresent(CreateThreadRequest.ToolResources.CodeInterpreter.self, forKey: "code_interpreter")
            self.fileSearch = try container.decodeIfPresent(CreateThreadRequest.ToolResources.FileSearch.self, forKey: "file_search")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.codeInterpreter, forKey: "code_interpreter")
            try container.encodeIfPresent(self.fileSearch, forKey: "file_search")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.messages = try container.decodeIfPresent([CreateMessageRequest].self, forKey: "messages")
        self.toolResources = try container.decodeIfPresent(CreateThreadRequest.ToolResources.self, forKey: "tool_resources")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.messages, forKey: "messages")
        try container.encodeIfPresent(self.toolResources, forKey: "tool_resources")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}

nonisolated extension NullableMember where Owner == CreateThreadRequest {
    public static var toolResources: Self { Self("tool_resources") }
    public static var metadata: Self { Self("metadata") }
}

nonisolated extension NullableMember where Owner == CreateThreadRequest.ToolResources.FileSearch.VectorStore {
    public static var metadata: Self { Self("metadata") }
}
