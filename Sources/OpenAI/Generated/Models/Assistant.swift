// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Assistant-authored message within a thread.
///
/// - Schema: `#/components/schemas/AssistantMessageItem`
public struct AssistantMessageItem: Codable, Hashable, Sendable, EmptyDecodable {
    /// Identifier of the thread item.
    public var id: String

    /// Type discriminator that is always `chatkit.thread_item`.
    public var object: String

    /// Unix timestamp (in seconds) for when the item was created.
    public var createdAt: Int

    /// Identifier of the parent thread.
    public var threadID: String

    /// Type discriminator that is always `chatkit.assistant_message`.
    public var type: String

    /// Ordered assistant response segments.
    public var content: [ResponseOutputText]

    public init(
        id: String,
        createdAt: Int,
        threadID: String,
        content: [ResponseOutputText]
    ) {
        self.id = id
        self.object = "chatkit.thread_item"
        self.createdAt = createdAt
        self.threadID = threadID
        self.type = "chatkit.assistant_message"
        self.content = content
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            threadID: .emptyValue,
            content: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case createdAt = "created_at"
        case threadID = "thread_id"
        case type
        case content
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "chatkit.thread_item")
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.threadID = try container.decodeRequired(String.self, forKey: .threadID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "chatkit.assistant_message")
        self.content = try container.decodeRequired([ResponseOutputText].self, forKey: .content, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.threadID, forKey: .threadID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.content, forKey: .content)
    }
}

/// Represents an `assistant` that can call the model and use tools.
///
/// - Warning: Deprecated in the spec.
/// - Schema: `#/components/schemas/AssistantObject`
public struct AssistantObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The identifier, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `assistant`.
    public var object: String

    /// The Unix timestamp (in seconds) for when the assistant was created.
    public var createdAt: Int

    public var name: String?

    public var description: String?

    /// ID of the model to use. You can use the [List models](/docs/api-reference/models/list) API to see all of your available models, or see our [Model overview](/docs/models) for descriptions of them.
    public var model: String

    public var instructions: String?

    /// A list of tool enabled on the assistant. There can be a maximum of 128 tools per assistant. Tools can be of types `code_interpreter`, `file_search`, or `function`.
    public var tools: [AssistantObject.Tool]

    public var toolResources: AssistantObject.ToolResources?

    public var metadata: OpenAI.Metadata?

    public var temperature: Double?

    public var topP: Double?

    public var responseFormat: AssistantsApiResponseFormatOption?

    public init(
        id: String,
        createdAt: Int,
        name: String?,
        description: String?,
        model: String,
        instructions: String?,
        tools: [AssistantObject.Tool],
        metadata: OpenAI.Metadata?,
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

    public enum Tool: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `code_interpreter`
        case codeInterpreter(AssistantToolsCode)
        /// - `type`: `file_search`
        case fileSearch(AssistantToolsFileSearch)
        /// - `type`: `function`
        case function(AssistantToolsFunction)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "code_interpreter": self = .codeInterpreter(try AssistantToolsCode(from: decoder)); return
                case "file_search": self = .fileSearch(try AssistantToolsFileSearch(from: decoder)); return
                case "function": self = .function(try AssistantToolsFunction(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .codeInterpreter(let value): try value.encode(to: encoder)
            case .fileSearch(let value): try value.encode(to: encoder)
            case .function(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// A set of resources that are used by the assistant's tools. The resources are specific to the type of tool. For example, the `code_interpreter` tool requires a list of file IDs, while the `file_search` tool requires a list of vector store IDs.
    public struct ToolResources: Codable, Hashable, Sendable, EmptyDecodable {
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

        public struct CodeInterpreter: Codable, Hashable, Sendable, EmptyDecodable {
            /// A list of [file](/docs/api-reference/files) IDs made available to the `code_interpreter`` tool. There can be a maximum of 20 files associated with the tool.
            public var fileIDs: [String]?

            public init(
                fileIDs: [String]? = nil
            ) {
                self.fileIDs = fileIDs
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case fileIDs = "file_ids"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.fileIDs = try container.decodeIfPresent([String].self, forKey: .fileIDs)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.fileIDs, forKey: .fileIDs)
            }
        }

        public struct FileSearch: Codable, Hashable, Sendable, EmptyDecodable {
            /// The ID of the [vector store](/docs/api-reference/vector-stores/object) attached to this assistant. There can be a maximum of 1 vector store attached to the assistant.
            public var vectorStoreIDs: [String]?

            public init(
                vectorStoreIDs: [String]? = nil
            ) {
                self.vectorStoreIDs = vectorStoreIDs
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case vectorStoreIDs = "vector_store_ids"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.vectorStoreIDs = try container.decodeIfPresent([String].self, forKey: .vectorStoreIDs)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.vectorStoreIDs, forKey: .vectorStoreIDs)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case codeInterpreter = "code_interpreter"
            case fileSearch = "file_search"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.codeInterpreter = try container.decodeIfPresent(AssistantObject.ToolResources.CodeInterpreter.self, forKey: .codeInterpreter)
            self.fileSearch = try container.decodeIfPresent(AssistantObject.ToolResources.FileSearch.self, forKey: .fileSearch)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.codeInterpreter, forKey: .codeInterpreter)
            try container.encodeIfPresent(self.fileSearch, forKey: .fileSearch)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case createdAt = "created_at"
        case name
        case description
        case model
        case instructions
        case tools
        case toolResources = "tool_resources"
        case metadata
        case temperature
        case topP = "top_p"
        case responseFormat = "response_format"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "assistant")
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
        self.instructions = try container.decodeIfPresent(String.self, forKey: .instructions)
        self.tools = try container.decodeRequired([AssistantObject.Tool].self, forKey: .tools, in: decoder)
        self.toolResources = try container.decodeIfPresent(AssistantObject.ToolResources.self, forKey: .toolResources)
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: .metadata)
        self.temperature = try container.decodeIfPresent(Double.self, forKey: .temperature)
        self.topP = try container.decodeIfPresent(Double.self, forKey: .topP)
        self.responseFormat = try container.decodeIfPresent(AssistantsApiResponseFormatOption.self, forKey: .responseFormat)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.description, forKey: .description)
        try container.encode(self.model, forKey: .model)
        try container.encode(self.instructions, forKey: .instructions)
        try container.encode(self.tools, forKey: .tools)
        try container.encodeIfPresent(self.toolResources, forKey: .toolResources)
        try container.encode(self.metadata, forKey: .metadata)
        try container.encodeIfPresent(self.temperature, forKey: .temperature)
        try container.encodeIfPresent(self.topP, forKey: .topP)
        try container.encodeIfPresent(self.responseFormat, forKey: .responseFormat)
    }
}

/// Represents an event emitted when streaming a Run.
///
/// Each event in a server-sent events stream has an `event` and `data` property:
///
/// ```
/// event: thread.created
/// data: {"id": "thread_123", "object": "thread", ...}
/// ```
///
/// We emit events whenever a new object is created, transitions to a new state, or is being
/// streamed in parts (deltas). For example, we emit `thread.run.created` when a new run
/// is created, `thread.run.completed` when a run completes, and so on. When an Assistant chooses
/// to create a message during a run, we emit a `thread.message.created event`, a
/// `thread.message.in_progress` event, many `thread.message.delta` events, and finally a
/// `thread.message.completed` event.
///
/// We may add additional events over time, so we recommend handling unknown events gracefully
/// in your code. See the [Assistants API quickstart](/docs/assistants/overview) to learn how to
/// integrate the Assistants API with streaming.
///
/// - Schema: `#/components/schemas/AssistantStreamEvent`
public enum AssistantStreamEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `event`: `thread.created`
    case threadCreated(ThreadStreamEvent)
    /// - `event`: `thread.run.created`, `thread.run.queued`, `thread.run.in_progress`, `thread.run.requires_action`, `thread.run.completed`, `thread.run.incomplete`, `thread.run.failed`, `thread.run.cancelling`, `thread.run.cancelled`, `thread.run.expired`
    case runStreamEvent(RunStreamEvent)
    /// - `event`: `thread.run.step.created`, `thread.run.step.in_progress`, `thread.run.step.delta`, `thread.run.step.completed`, `thread.run.step.failed`, `thread.run.step.cancelled`, `thread.run.step.expired`
    case runStepStreamEvent(RunStepStreamEvent)
    /// - `event`: `thread.message.created`, `thread.message.in_progress`, `thread.message.delta`, `thread.message.completed`, `thread.message.incomplete`
    case messageStreamEvent(MessageStreamEvent)
    /// - `event`: `error`
    case error(ErrorEvent)
    /// - `event`: `done`
    case done(DoneEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "event") {
            switch tag {
            case "thread.created": self = .threadCreated(try ThreadStreamEvent(from: decoder)); return
            case "thread.run.created": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.queued": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.in_progress": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.requires_action": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.completed": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.incomplete": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.failed": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.cancelling": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.cancelled": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.expired": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.step.created": self = .runStepStreamEvent(try RunStepStreamEvent(from: decoder)); return
            case "thread.run.step.in_progress": self = .runStepStreamEvent(try RunStepStreamEvent(from: decoder)); return
            case "thread.run.step.delta": self = .runStepStreamEvent(try RunStepStreamEvent(from: decoder)); return
            case "thread.run.step.completed": self = .runStepStreamEvent(try RunStepStreamEvent(from: decoder)); return
            case "thread.run.step.failed": self = .runStepStreamEvent(try RunStepStreamEvent(from: decoder)); return
            case "thread.run.step.cancelled": self = .runStepStreamEvent(try RunStepStreamEvent(from: decoder)); return
            case "thread.run.step.expired": self = .runStepStreamEvent(try RunStepStreamEvent(from: decoder)); return
            case "thread.message.created": self = .messageStreamEvent(try MessageStreamEvent(from: decoder)); return
            case "thread.message.in_progress": self = .messageStreamEvent(try MessageStreamEvent(from: decoder)); return
            case "thread.message.delta": self = .messageStreamEvent(try MessageStreamEvent(from: decoder)); return
            case "thread.message.completed": self = .messageStreamEvent(try MessageStreamEvent(from: decoder)); return
            case "thread.message.incomplete": self = .messageStreamEvent(try MessageStreamEvent(from: decoder)); return
            case "error": self = .error(try ErrorEvent(from: decoder)); return
            case "done": self = .done(try DoneEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
            self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                switch index {
                case 0: return .runStreamEvent(try RunStreamEvent(from: decoder))
                case 1: return .runStepStreamEvent(try RunStepStreamEvent(from: decoder))
                default: return .messageStreamEvent(try MessageStreamEvent(from: decoder))
                }
            }
            return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    private static let variantShapes0: [UnionDecoding.ObjectShape] = [
        // runStreamEvent
        .init(required: [], declared: []),
        // runStepStreamEvent
        .init(required: [], declared: []),
        // messageStreamEvent
        .init(required: [], declared: [])
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .threadCreated(let value): try value.encode(to: encoder)
        case .runStreamEvent(let value): try value.encode(to: encoder)
        case .runStepStreamEvent(let value): try value.encode(to: encoder)
        case .messageStreamEvent(let value): try value.encode(to: encoder)
        case .error(let value): try value.encode(to: encoder)
        case .done(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// - Schema: `#/components/schemas/AssistantSupportedModels`
public enum AssistantSupportedModels: OpenEnum, EmptyDecodable {
    case gpt5
    case gpt5Mini
    case gpt5Nano
    case gpt5_2025_08_07
    case gpt5Mini_2025_08_07
    case gpt5Nano_2025_08_07
    case gpt4_1
    case gpt4_1Mini
    case gpt4_1Nano
    case gpt4_1_2025_04_14
    case gpt4_1Mini_2025_04_14
    case gpt4_1Nano_2025_04_14
    case o3Mini
    case o3Mini_2025_01_31
    case o1
    case o1_2024_12_17
    case gpt4o
    case gpt4o_2024_11_20
    case gpt4o_2024_08_06
    case gpt4o_2024_05_13
    case gpt4oMini
    case gpt4oMini_2024_07_18
    case gpt4_5Preview
    case gpt4_5Preview_2025_02_27
    case gpt4Turbo
    case gpt4Turbo_2024_04_09
    case gpt4_0125Preview
    case gpt4TurboPreview
    case gpt4_1106Preview
    case gpt4VisionPreview
    case gpt4
    case gpt4_0314
    case gpt4_0613
    case gpt4_32k
    case gpt4_32k_0314
    case gpt4_32k_0613
    case gpt3_5Turbo
    case gpt3_5Turbo16k
    case gpt3_5Turbo_0613
    case gpt3_5Turbo_1106
    case gpt3_5Turbo_0125
    case gpt3_5Turbo16k_0613
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "gpt-5": self = .gpt5
        case "gpt-5-mini": self = .gpt5Mini
        case "gpt-5-nano": self = .gpt5Nano
        case "gpt-5-2025-08-07": self = .gpt5_2025_08_07
        case "gpt-5-mini-2025-08-07": self = .gpt5Mini_2025_08_07
        case "gpt-5-nano-2025-08-07": self = .gpt5Nano_2025_08_07
        case "gpt-4.1": self = .gpt4_1
        case "gpt-4.1-mini": self = .gpt4_1Mini
        case "gpt-4.1-nano": self = .gpt4_1Nano
        case "gpt-4.1-2025-04-14": self = .gpt4_1_2025_04_14
        case "gpt-4.1-mini-2025-04-14": self = .gpt4_1Mini_2025_04_14
        case "gpt-4.1-nano-2025-04-14": self = .gpt4_1Nano_2025_04_14
        case "o3-mini": self = .o3Mini
        case "o3-mini-2025-01-31": self = .o3Mini_2025_01_31
        case "o1": self = .o1
        case "o1-2024-12-17": self = .o1_2024_12_17
        case "gpt-4o": self = .gpt4o
        case "gpt-4o-2024-11-20": self = .gpt4o_2024_11_20
        case "gpt-4o-2024-08-06": self = .gpt4o_2024_08_06
        case "gpt-4o-2024-05-13": self = .gpt4o_2024_05_13
        case "gpt-4o-mini": self = .gpt4oMini
        case "gpt-4o-mini-2024-07-18": self = .gpt4oMini_2024_07_18
        case "gpt-4.5-preview": self = .gpt4_5Preview
        case "gpt-4.5-preview-2025-02-27": self = .gpt4_5Preview_2025_02_27
        case "gpt-4-turbo": self = .gpt4Turbo
        case "gpt-4-turbo-2024-04-09": self = .gpt4Turbo_2024_04_09
        case "gpt-4-0125-preview": self = .gpt4_0125Preview
        case "gpt-4-turbo-preview": self = .gpt4TurboPreview
        case "gpt-4-1106-preview": self = .gpt4_1106Preview
        case "gpt-4-vision-preview": self = .gpt4VisionPreview
        case "gpt-4": self = .gpt4
        case "gpt-4-0314": self = .gpt4_0314
        case "gpt-4-0613": self = .gpt4_0613
        case "gpt-4-32k": self = .gpt4_32k
        case "gpt-4-32k-0314": self = .gpt4_32k_0314
        case "gpt-4-32k-0613": self = .gpt4_32k_0613
        case "gpt-3.5-turbo": self = .gpt3_5Turbo
        case "gpt-3.5-turbo-16k": self = .gpt3_5Turbo16k
        case "gpt-3.5-turbo-0613": self = .gpt3_5Turbo_0613
        case "gpt-3.5-turbo-1106": self = .gpt3_5Turbo_1106
        case "gpt-3.5-turbo-0125": self = .gpt3_5Turbo_0125
        case "gpt-3.5-turbo-16k-0613": self = .gpt3_5Turbo16k_0613
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .gpt5: "gpt-5"
        case .gpt5Mini: "gpt-5-mini"
        case .gpt5Nano: "gpt-5-nano"
        case .gpt5_2025_08_07: "gpt-5-2025-08-07"
        case .gpt5Mini_2025_08_07: "gpt-5-mini-2025-08-07"
        case .gpt5Nano_2025_08_07: "gpt-5-nano-2025-08-07"
        case .gpt4_1: "gpt-4.1"
        case .gpt4_1Mini: "gpt-4.1-mini"
        case .gpt4_1Nano: "gpt-4.1-nano"
        case .gpt4_1_2025_04_14: "gpt-4.1-2025-04-14"
        case .gpt4_1Mini_2025_04_14: "gpt-4.1-mini-2025-04-14"
        case .gpt4_1Nano_2025_04_14: "gpt-4.1-nano-2025-04-14"
        case .o3Mini: "o3-mini"
        case .o3Mini_2025_01_31: "o3-mini-2025-01-31"
        case .o1: "o1"
        case .o1_2024_12_17: "o1-2024-12-17"
        case .gpt4o: "gpt-4o"
        case .gpt4o_2024_11_20: "gpt-4o-2024-11-20"
        case .gpt4o_2024_08_06: "gpt-4o-2024-08-06"
        case .gpt4o_2024_05_13: "gpt-4o-2024-05-13"
        case .gpt4oMini: "gpt-4o-mini"
        case .gpt4oMini_2024_07_18: "gpt-4o-mini-2024-07-18"
        case .gpt4_5Preview: "gpt-4.5-preview"
        case .gpt4_5Preview_2025_02_27: "gpt-4.5-preview-2025-02-27"
        case .gpt4Turbo: "gpt-4-turbo"
        case .gpt4Turbo_2024_04_09: "gpt-4-turbo-2024-04-09"
        case .gpt4_0125Preview: "gpt-4-0125-preview"
        case .gpt4TurboPreview: "gpt-4-turbo-preview"
        case .gpt4_1106Preview: "gpt-4-1106-preview"
        case .gpt4VisionPreview: "gpt-4-vision-preview"
        case .gpt4: "gpt-4"
        case .gpt4_0314: "gpt-4-0314"
        case .gpt4_0613: "gpt-4-0613"
        case .gpt4_32k: "gpt-4-32k"
        case .gpt4_32k_0314: "gpt-4-32k-0314"
        case .gpt4_32k_0613: "gpt-4-32k-0613"
        case .gpt3_5Turbo: "gpt-3.5-turbo"
        case .gpt3_5Turbo16k: "gpt-3.5-turbo-16k"
        case .gpt3_5Turbo_0613: "gpt-3.5-turbo-0613"
        case .gpt3_5Turbo_1106: "gpt-3.5-turbo-1106"
        case .gpt3_5Turbo_0125: "gpt-3.5-turbo-0125"
        case .gpt3_5Turbo16k_0613: "gpt-3.5-turbo-16k-0613"
        case .unknown(let value): value
        }
    }
}

/// Code interpreter tool
///
/// - Schema: `#/components/schemas/AssistantToolsCode`
public struct AssistantToolsCode: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of tool being defined: `code_interpreter`
    public var type: String

    public init() {
        self.type = "code_interpreter"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "code_interpreter")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// FileSearch tool
///
/// - Schema: `#/components/schemas/AssistantToolsFileSearch`
public struct AssistantToolsFileSearch: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of tool being defined: `file_search`
    public var type: String

    /// Overrides for the file search tool.
    public var fileSearch: AssistantToolsFileSearch.FileSearch?

    public init(
        fileSearch: AssistantToolsFileSearch.FileSearch? = nil
    ) {
        self.type = "file_search"
        self.fileSearch = fileSearch
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Overrides for the file search tool.
    public struct FileSearch: Codable, Hashable, Sendable, EmptyDecodable {
        /// The maximum number of results the file search tool should output. The default is 20 for `gpt-4*` models and 5 for `gpt-3.5-turbo`. This number should be between 1 and 50 inclusive.
        ///
        /// Note that the file search tool may output fewer than `max_num_results` results. See the [file search tool documentation](/docs/assistants/tools/file-search#customizing-file-search-settings) for more information.
        public var maxNumResults: Int?

        public var rankingOptions: FileSearchRankingOptions?

        public init(
            maxNumResults: Int? = nil,
            rankingOptions: FileSearchRankingOptions? = nil
        ) {
            self.maxNumResults = maxNumResults
            self.rankingOptions = rankingOptions
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case maxNumResults = "max_num_results"
            case rankingOptions = "ranking_options"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.maxNumResults = try container.decodeIfPresent(Int.self, forKey: .maxNumResults)
            self.rankingOptions = try container.decodeIfPresent(FileSearchRankingOptions.self, forKey: .rankingOptions)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.maxNumResults, forKey: .maxNumResults)
            try container.encodeIfPresent(self.rankingOptions, forKey: .rankingOptions)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case fileSearch = "file_search"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file_search")
        self.fileSearch = try container.decodeIfPresent(AssistantToolsFileSearch.FileSearch.self, forKey: .fileSearch)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.fileSearch, forKey: .fileSearch)
    }
}

/// FileSearch tool
///
/// - Schema: `#/components/schemas/AssistantToolsFileSearchTypeOnly`
public struct AssistantToolsFileSearchTypeOnly: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of tool being defined: `file_search`
    public var type: String

    public init() {
        self.type = "file_search"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file_search")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// Function tool
///
/// - Schema: `#/components/schemas/AssistantToolsFunction`
public struct AssistantToolsFunction: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of tool being defined: `function`
    public var type: String

    public var function: FunctionObject

    public init(
        function: FunctionObject
    ) {
        self.type = "function"
        self.function = function
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            function: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case function
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "function")
        self.function = try container.decodeRequired(FunctionObject.self, forKey: .function, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.function, forKey: .function)
    }
}
