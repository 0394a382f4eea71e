// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIChat
import _OpenAIShared

/// - Schema: `#/components/schemas/CreateThreadAndRunRequestWithoutStream`
public nonisolated struct CreateThreadAndRunRequestWithoutStream: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the [assistant](https://platform.openai.com/docs/api-reference/assistants) to use to execute this run.
    public var assistantID: String

    public var thread: CreateThreadRequest?

    /// The ID of the [Model](https://platform.openai.com/docs/api-reference/models) to be used to execute this run. If a value is provided here, it will override the model associated with the assistant. If not, the model associated with the assistant will be used.
    public var model: CreateThreadAndRunRequestWithoutStream.Model?

    /// Override the default system message of the assistant. This is useful for modifying the behavior on a per-run basis.
    public var instructions: String?

    /// Override the tools the assistant can use for this run. This is useful for modifying the behavior on a per-run basis.
    public var tools: [AssistantTool]?

    /// A set of resources that are used by the assistant's tools. The resources are specific to the type of tool. For example, the `code_interpreter` tool requires a list of file IDs, while the `file_search` tool requires a list of vector store IDs.
    public var toolResources: CreateThreadAndRunRequestWithoutStream.ToolResources?

    public var metadata: _OpenAIShared.Metadata?

    /// What sampling temperature to use, between 0 and 2. Higher values like 0.8 will make the output more random, while lower values like 0.2 will make it more focused and deterministic.
    public var temperature: Double?

    /// An alternative to sampling with temperature, called nucleus sampling, where the model considers the results of the tokens with top_p probability mass. So 0.1 means only the tokens comprising the top 10% probability mass are considered.
    ///
    /// We generally recommend altering this or temperature but not both.
    public var topP: Double?

    public var responseFormat: AssistantsApiResponseFormatOption?

    /// The maximum number of prompt tokens that may be used over the course of the run. The run will make a best effort to use only the number of prompt tokens specified, across multiple turns of the run. If the run exceeds the number of prompt tokens specified, the run will end with status `incomplete`. See `incomplete_details` for more info.
    public var maxPromptTokens: Int?

    /// The maximum number of completion tokens that may be used over the course of the run. The run will make a best effort to use only the number of completion tokens specified, across multiple turns of the run. If the run exceeds the number of completion tokens specified, the run will end with status `incomplete`. See `incomplete_details` for more info.
    public var maxCompletionTokens: Int?

    public var truncationStrategy: TruncationObject?

    public var toolChoice: AssistantsApiToolChoiceOption?

    public var parallelToolCalls: ParallelToolCalls?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        assistantID: String,
        thread: CreateThreadRequest? = nil,
        model: CreateThreadAndRunRequestWithoutStream.Model? = nil,
        instructions: String? = nil,
        tools: [AssistantTool]? = nil,
        toolResources: CreateThreadAndRunRequestWithoutStream.ToolResources? = nil,
        metadata: _OpenAIShared.Metadata? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        responseFormat: AssistantsApiResponseFormatOption? = nil,
        maxPromptTokens: Int? = nil,
        maxCompletionTokens: Int? = nil,
        truncationStrategy: TruncationObject? = nil,
        toolChoice: AssistantsApiToolChoiceOption? = nil,
        parallelToolCalls: ParallelToolCalls? = nil
    ) {
        self.assistantID = assistantID
        self.thread = thread
        self.model = model
        self.instructions = instructions
        self.tools = tools
        self.toolResources = toolResources
        self.metadata = metadata
        self.temperature = temperature
        self.topP = topP
        self.responseFormat = responseFormat
        self.maxPromptTokens = maxPromptTokens
        self.maxCompletionTokens = maxCompletionTokens
        self.truncationStrategy = truncationStrategy
        self.toolChoice = toolChoice
        self.parallelToolCalls = parallelToolCalls
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            assistantID: .emptyValue
        )
    }

    /// The ID of the [Model](https://platform.openai.com/docs/api-reference/models) to be used to execute this run. If a value is provided here, it will override the model associated with the assistant. If not, the model associated with the assistant will be used.
    public nonisolated enum Model: OpenEnum, EmptyDecodable {
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

    /// A set of resources that are used by the assistant's tools. The resources are specific to the type of tool. For example, the `code_interpreter` tool requires a list of file IDs, while the `file_search` tool requires a list of vector store IDs.
    public nonisolated struct ToolResources: Codable, Equatable, Sendable, EmptyDecodable {
        public var codeInterpreter: CreateThreadAndRunRequestWithoutStream.ToolResources.CodeInterpreter?

        public var fileSearch: CreateThreadAndRunRequestWithoutStream.ToolResources.FileSearch?

        public init(
            codeInterpreter: CreateThreadAndRunRequestWithoutStream.ToolResources.CodeInterpreter? = nil,
            fileSearch: CreateThreadAndRunRequestWithoutStream.ToolResources.FileSearch? = nil
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
            self.codeInterpreter = try container.decodeIfPresent(CreateThreadAndRunRequestWithoutStream.ToolResources.CodeInterpreter.self, forKey: "code_interpreter")
            self.fileSearch = try container.decodeIfPresent(CreateThreadAndRunRequestWithoutStream.ToolResources.FileSearch.self, forKey: "file_search")
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
        self.assistantID = try container.decodeRequired(String.self, forKey: "assistant_id", in: decoder)
        self.thread = try container.decodeIfPresent(CreateThreadRequest.self, forKey: "thread")
        self.model = try container.decodeIfPresent(CreateThreadAndRunRequestWithoutStream.Model.self, forKey: "model")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.tools = try container.decodeIfPresent([AssistantTool].self, forKey: "tools")
        self.toolResources = try container.decodeIfPresent(CreateThreadAndRunRequestWithoutStream.ToolResources.self, forKey: "tool_resources")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
        self.topP = try container.decodeIfPresent(Double.self, forKey: "top_p")
        self.responseFormat = try container.decodeIfPresent(AssistantsApiResponseFormatOption.self, forKey: "response_format")
        self.maxPromptTokens = try container.decodeIfPresent(Int.self, forKey: "max_prompt_tokens")
        self.maxCompletionTokens = try container.decodeIfPresent(Int.self, forKey: "max_completion_tokens")
        self.truncationStrategy = try container.decodeIfPresent(TruncationObject.self, forKey: "truncation_strategy")
        self.toolChoice = try container.decodeIfPresent(AssistantsApiToolChoiceOption.self, forKey: "tool_choice")
        self.parallelToolCalls = try container.decodeIfPresent(ParallelToolCalls.self, forKey: "parallel_tool_calls")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.assistantID, forKey: "assistant_id")
        try container.encodeIfPresent(self.thread, forKey: "thread")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.toolResources, forKey: "tool_resources")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.temperature, forKey: "temperature")
        try container.encodeIfPresent(self.topP, forKey: "top_p")
        try container.encodeIfPresent(self.responseFormat, forKey: "response_format")
        try container.encodeIfPresent(self.maxPromptTokens, forKey: "max_prompt_tokens")
        try container.encodeIfPresent(self.maxCompletionTokens, forKey: "max_completion_tokens")
        try container.encodeIfPresent(self.truncationStrategy, forKey: "truncation_strategy")
        try container.encodeIfPresent(self.toolChoice, forKey: "tool_choice")
        try container.encodeIfPresent(self.parallelToolCalls, forKey: "parallel_tool_calls")
    }
}

nonisolated extension NullableMember where Owner == CreateThreadAndRunRequestWithoutStream {
    public static var model: Self { Self("model") }
    public static var instructions: Self { Self("instructions") }
    public static var tools: Self { Self("tools") }
    public static var toolResources: Self { Self("tool_resources") }
    public static var metadata: Self { Self("metadata") }
    public static var temperature: Self { Self("temperature") }
    public static var topP: Self { Self("top_p") }
    public static var responseFormat: Self { Self("response_format") }
    public static var maxPromptTokens: Self { Self("max_prompt_tokens") }
    public static var maxCompletionTokens: Self { Self("max_completion_tokens") }
    public static var truncationStrategy: Self { Self("truncation_strategy") }
    public static var toolChoice: Self { Self("tool_choice") }
}
