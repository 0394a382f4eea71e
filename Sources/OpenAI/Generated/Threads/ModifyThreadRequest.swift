// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/ModifyThreadRequest`
public nonisolated struct ModifyThreadRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var toolResources: ModifyThreadRequest.ToolResources?

    public var metadata: _OpenAIShared.Metadata?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        toolResources: ModifyThreadRequest.ToolResources? = nil,
        metadata: _OpenAIShared.Metadata? = nil
    ) {
        self.toolResources = toolResources
        self.metadata = metadata
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// A set of resources that are made available to the assistant's tools in this thread. The resources are specific to the type of tool. For example, the `code_interpreter` tool requires a list of file IDs, while the `file_search` tool requires a list of vector store IDs.
    public nonisolated struct ToolResources: Codable, Equatable, Sendable, EmptyDecodable {
        public var codeInterpreter: ModifyThreadRequest.ToolResources.CodeInterpreter?

        public var fileSearch: ModifyThreadRequest.ToolResources.FileSearch?

        public init(
            codeInterpreter: ModifyThreadRequest.ToolResources.CodeInterpreter? = nil,
            fileSearch: ModifyThreadRequest.ToolResources.FileSearch? = nil
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

            public init(
                vectorStoreIDs: [String]? = nil
            ) {
                self.vectorStoreIDs = vectorStoreIDs
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.vectorStoreIDs = try container.decodeIfPresent([String].self, forKey: "vector_store_ids")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.vectorStoreIDs, forKey: "vector_store_ids")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.codeInterpreter = try container.decodeIfPresent(ModifyThreadRequest.ToolResources.CodeInterpreter.self, forKey: "code_interpreter")
            self.fileSearch = try container.decodeIfPresent(ModifyThreadRequest.ToolResources.FileSearch.self, forKey: "file_search")
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
        self.toolResources = try container.decodeIfPresent(ModifyThreadRequest.ToolResources.self, forKey: "tool_resources")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.toolResources, forKey: "tool_resources")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}

nonisolated extension NullableMember where Owner == ModifyThreadRequest {
    public static var toolResources: Self { Self("tool_resources") }
    public static var metadata: Self { Self("metadata") }
}
