// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Represents an `assistant` that can call the model and use tools.
///
/// - Warning: Deprecated in the spec.
/// - Schema: `#/components/schemas/AssistantObject`
public nonisolated struct AssistantObject: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The identifier, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `assistant`.
    public var object: String

    /// The Unix timestamp (in seconds) for when the assistant was created.
    public var createdAt: Int

    public var name: String?

    public var description: String?

    /// ID of the model to use. You can use the [List models](https://platform.openai.com/docs/api-reference/models/list) API to see all of your available models, or see our [Model overview](https://platform.openai.com/docs/models) for descriptions of them.
    public var model: String

    public var instructions: String?

    /// A list of tool enabled on the assistant. There can be a maximum of 128 tools per assistant. Tools can be of types `code_interpreter`, `file_search`, or `function`.
    public var tools: [AssistantTool]

    public var toolResources: AssistantObject.ToolResources?

    public var metadata: _OpenAIShared.Metadata?

    public var temperature: Double?

    public var topP: Double?

    public var responseFormat: AssistantsApiResponseFormatOption?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        createdAt: Int,
        name: String?,
        description: String?,
        model: String,
        instructions: String?,
        tools: [AssistantTool],
        metadata: _OpenAIShared.Metadata?,
        toolResources: AssistantObject.ToolResources? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        responseFormat: AssistantsApiResponseFormatOption? = nil
    ) {
        self.id = id
        self.object = "assistant"
        self.createdAt = createdAt
        self.name = name
        self.description = description
        self.model = model
        self.instructions = instructions
        self.tools = tools
        self.toolResources = toolResources
        self.metadata = metadata
        self.temperature = temperature
        self.topP = topP
        self.responseFormat = responseFormat
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            name: nil,
            description: nil,
            model: .emptyValue,
            instructions: nil,
            tools: .emptyValue,
            metadata: nil
        )
    }

    /// A set of resources that are used by the assistant's tools. The resources are specific to the type of tool. For example, the `code_interpreter` tool requires a list of file IDs, while the `file_search` tool requires a list of vector store IDs.
    public nonisolated struct ToolResources: Codable, Equatable, Sendable, EmptyDecodable {
        public var codeInterpreter: AssistantObject.ToolResources.CodeInterpreter?

        public var fileSearch: AssistantObject.ToolResources.FileSearch?

        public init(
            codeInterpreter: AssistantObject.ToolResources.CodeInterpreter? = nil,
            fileSearch: AssistantObject.ToolResources.FileSearch? = nil
        ) {
            self.codeInterpreter = codeInterpreter
            self.fileSearch = fileSearch
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public nonisolated struct CodeInterpreter: Codable, Equatable, Sendable, EmptyDecodable {
            /// A list of [file](https://platform.openai.com/docs/api-reference/files) IDs made available to the `code_interpreter`` tool. There can be a maximum of 20 files associated with the tool.
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
            /// The ID of the [vector store](https://platform.openai.com/docs/api-reference/vector-stores/object) attached to this assistant. There can be a maximum of 1 vector store attached to the assistant.
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
            self.codeInterpreter = try container.decodeIfPresent(AssistantObject.ToolResources.CodeInterpreter.self, forKey: "code_interpreter")
            self.fileSearch = try container.decodeIfPresent(AssistantObject.ToolResources.FileSearch.self, forKey: "file_search")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.codeInterpreter, forKey: "code_interpreter")
            try container.encodeIfPresent(self.fileSearch, forKey: "file_search")
        }
    }

    /// Formerly a type of its own; the spec now names it `AssistantTool`.
    @available(*, deprecated, renamed: "AssistantTool")
    public typealias Tool = AssistantTool

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "assistant")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.tools = try container.decodeRequired([AssistantTool].self, forKey: "tools", in: decoder)
        self.toolResources = try container.decodeIfPresent(AssistantObject.ToolResources.self, forKey: "tool_resources")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
        self.topP = try container.decodeIfPresent(Double.self, forKey: "top_p")
        self.responseFormat = try container.decodeIfPresent(AssistantsApiResponseFormatOption.self, forKey: "response_format")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.instructions, forKey: "instructions")
        try container.encode(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.toolResources, forKey: "tool_resources")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.temperature, forKey: "temperature")
        try container.encodeIfPresent(self.topP, forKey: "top_p")
        try container.encodeIfPresent(self.responseFormat, forKey: "response_format")
    }
}

nonisolated extension NullableMember where Owner == AssistantObject {
    public static var toolResources: Self { Self("tool_resources") }
    public static var temperature: Self { Self("temperature") }
    public static var topP: Self { Self("top_p") }
    public static var responseFormat: Self { Self("response_format") }
}
