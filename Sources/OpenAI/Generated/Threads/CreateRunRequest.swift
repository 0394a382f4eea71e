// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIChat
import _OpenAIShared

/// - Schema: `#/components/schemas/CreateRunRequest`
public nonisolated struct CreateRunRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the [assistant](https://platform.openai.com/docs/api-reference/assistants) to use to execute this run.
    public var assistantID: String

    /// The ID of the [Model](https://platform.openai.com/docs/api-reference/models) to be used to execute this run. If a value is provided here, it will override the model associated with the assistant. If not, the model associated with the assistant will be used.
    public var model: CreateRunRequest.Model?

    public var reasoningEffort: _OpenAIShared.ReasoningEffort?

    /// Overrides the [instructions](https://platform.openai.com/docs/api-reference/assistants/createAssistant) of the assistant. This is useful for modifying the behavior on a per-run basis.
    public var instructions: String?

    /// Appends additional instructions at the end of the instructions for the run. This is useful for modifying the behavior on a per-run basis without overriding other instructions.
    public var additionalInstructions: String?

    /// Adds additional messages to the thread before creating the run.
    public var additionalMessages: [CreateMessageRequest]?

    /// Override the tools the assistant can use for this run. This is useful for modifying the behavior on a per-run basis.
    public var tools: [AssistantTool]?

    public var metadata: _OpenAIShared.Metadata?

    /// What sampling temperature to use, between 0 and 2. Higher values like 0.8 will make the output more random, while lower values like 0.2 will make it more focused and deterministic.
    public var temperature: Double?

    /// An alternative to sampling with temperature, called nucleus sampling, where the model considers the results of the tokens with top_p probability mass. So 0.1 means only the tokens comprising the top 10% probability mass are considered.
    ///
    /// We generally recommend altering this or temperature but not both.
    public var topP: Double?

    /// If `true`, returns a stream of events that happen during the Run as server-sent events, terminating when the Run enters a terminal state with a `data: [DONE]` message.
    public var stream: Bool?

    /// The maximum number of prompt tokens that may be used over the course of the run. The run will make a best effort to use only the number of prompt tokens specified, across multiple turns of the run. If the run exceeds the number of prompt tokens specified, the run will end with status `incomplete`. See `incomplete_details` for more info.
    public var maxPromptTokens: Int?

    /// The maximum number of completion tokens that may be used over the course of the run. The run will make a best effort to use only the number of completion tokens specified, across multiple turns of the run. If the run exceeds the number of completion tokens specified, the run will end with status `incomplete`. See `incomplete_details` for more info.
    public var maxCompletionTokens: Int?

    public var truncationStrategy: TruncationObject?

    public var toolChoice: AssistantsApiToolChoiceOption?

    public var parallelToolCalls: ParallelToolCalls?

    public var responseFormat: AssistantsApiResponseFormatOption?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        assistantID: String,
        model: CreateRunRequest.Model? = nil,
        reasoningEffort: _OpenAIShared.ReasoningEffort? = nil,
        instructions: String? = nil,
        additionalInstructions: String? = nil,
        additionalMessages: [CreateMessageRequest]? = nil,
        tools: [AssistantTool]? = nil,
        metadata: _OpenAIShared.Metadata? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        stream: Bool? = nil,
        maxPromptTokens: Int? = nil,
        maxCompletionTokens: Int? = nil,
        truncationStrategy: TruncationObject? = nil,
        toolChoice: AssistantsApiToolChoiceOption? = nil,
        parallelToolCalls: ParallelToolCalls? = nil,
        responseFormat: AssistantsApiResponseFormatOption? = nil
    ) {
        self.assistantID = assistantID
        self.model = model
        self.reasoningEffort = reasoningEffort
        self.instructions = instructions
        self.additionalInstructions = additionalInstructions
        self.additionalMessages = additionalMessages
        self.tools = tools
        self.metadata = metadata
        self.temperature = temperature
        self.topP = topP
        self.stream = stream
        self.maxPromptTokens = maxPromptTokens
        self.maxCompletionTokens = maxCompletionTokens
        self.truncationStrategy = truncationStrategy
        self.toolChoice = toolChoice
        self.parallelToolCalls = parallelToolCalls
        self.responseFormat = responseFormat
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
        case gpt6Astra
        case gpt6_2Astra
        case gpt6_1Sol
        case gpt6_2Sol
        case gpt6_1Terra
        case gpt6Sol
        case gpt6Luna
        case gpt5_6Sol
        case gpt5_6Terra
        case gpt5_6Luna
        case gpt5_5
        case gpt5_5_2026_04_23
        case gpt5_4
        case gpt5_4Mini
        case gpt5_4Nano
        case gpt5_4Mini_2026_03_17
        case gpt5_4Nano_2026_03_17
        case gpt5_3ChatLatest
        case gpt5_2
        case gpt5_2_2025_12_11
        case gpt5_2ChatLatest
        case gpt5_2Pro
        case gpt5_2Pro_2025_12_11
        case gpt5_1
        case gpt5_1_2025_11_13
        case gpt5_1Codex
        case gpt5_1Mini
        case gpt5_1ChatLatest
        case gpt5ChatLatest
        case o4Mini
        case o4Mini_2025_04_16
        case o3
        case o3_2025_04_16
        case o1Preview
        case o1Preview_2024_09_12
        case o1Mini
        case o1Mini_2024_09_12
        case gptAudioMini
        case gptAudioMini_2025_12_15
        case gpt4oAudioPreview
        case gpt4oAudioPreview_2024_10_01
        case gpt4oAudioPreview_2024_12_17
        case gpt4oAudioPreview_2025_06_03
        case gpt4oMiniAudioPreview
        case gpt4oMiniAudioPreview_2024_12_17
        case gpt4oSearchPreview
        case gpt4oMiniSearchPreview
        case gpt4oSearchPreview_2025_03_11
        case gpt4oMiniSearchPreview_2025_03_11
        case chatgpt4oLatest
        case codexMiniLatest
        case gpt3_5Turbo_0301
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
            case "gpt-6-astra": self = .gpt6Astra
            case "gpt-6.2-astra": self = .gpt6_2Astra
            case "gpt-6.1-sol": self = .gpt6_1Sol
            case "gpt-6.2-sol": self = .gpt6_2Sol
            case "gpt-6.1-terra": self = .gpt6_1Terra
            case "gpt-6-sol": self = .gpt6Sol
            case "gpt-6-luna": self = .gpt6Luna
            case "gpt-5.6-sol": self = .gpt5_6Sol
            case "gpt-5.6-terra": self = .gpt5_6Terra
            case "gpt-5.6-luna": self = .gpt5_6Luna
            case "gpt-5.5": self = .gpt5_5
            case "gpt-5.5-2026-04-23": self = .gpt5_5_2026_04_23
            case "gpt-5.4": self = .gpt5_4
            case "gpt-5.4-mini": self = .gpt5_4Mini
            case "gpt-5.4-nano": self = .gpt5_4Nano
            case "gpt-5.4-mini-2026-03-17": self = .gpt5_4Mini_2026_03_17
            case "gpt-5.4-nano-2026-03-17": self = .gpt5_4Nano_2026_03_17
            case "gpt-5.3-chat-latest": self = .gpt5_3ChatLatest
            case "gpt-5.2": self = .gpt5_2
            case "gpt-5.2-2025-12-11": self = .gpt5_2_2025_12_11
            case "gpt-5.2-chat-latest": self = .gpt5_2ChatLatest
            case "gpt-5.2-pro": self = .gpt5_2Pro
            case "gpt-5.2-pro-2025-12-11": self = .gpt5_2Pro_2025_12_11
            case "gpt-5.1": self = .gpt5_1
            case "gpt-5.1-2025-11-13": self = .gpt5_1_2025_11_13
            case "gpt-5.1-codex": self = .gpt5_1Codex
            case "gpt-5.1-mini": self = .gpt5_1Mini
            case "gpt-5.1-chat-latest": self = .gpt5_1ChatLatest
            case "gpt-5-chat-latest": self = .gpt5ChatLatest
            case "o4-mini": self = .o4Mini
            case "o4-mini-2025-04-16": self = .o4Mini_2025_04_16
            case "o3": self = .o3
            case "o3-2025-04-16": self = .o3_2025_04_16
            case "o1-preview": self = .o1Preview
            case "o1-preview-2024-09-12": self = .o1Preview_2024_09_12
            case "o1-mini": self = .o1Mini
            case "o1-mini-2024-09-12": self = .o1Mini_2024_09_12
            case "gpt-audio-mini": self = .gptAudioMini
            case "gpt-audio-mini-2025-12-15": self = .gptAudioMini_2025_12_15
            case "gpt-4o-audio-preview": self = .gpt4oAudioPreview
            case "gpt-4o-audio-preview-2024-10-01": self = .gpt4oAudioPreview_2024_10_01
            case "gpt-4o-audio-preview-2024-12-17": self = .gpt4oAudioPreview_2024_12_17
            case "gpt-4o-audio-preview-2025-06-03": self = .gpt4oAudioPreview_2025_06_03
            case "gpt-4o-mini-audio-preview": self = .gpt4oMiniAudioPreview
            case "gpt-4o-mini-audio-preview-2024-12-17": self = .gpt4oMiniAudioPreview_2024_12_17
            case "gpt-4o-search-preview": self = .gpt4oSearchPreview
            case "gpt-4o-mini-search-preview": self = .gpt4oMiniSearchPreview
            case "gpt-4o-search-preview-2025-03-11": self = .gpt4oSearchPreview_2025_03_11
            case "gpt-4o-mini-search-preview-2025-03-11": self = .gpt4oMiniSearchPreview_2025_03_11
            case "chatgpt-4o-latest": self = .chatgpt4oLatest
            case "codex-mini-latest": self = .codexMiniLatest
            case "gpt-3.5-turbo-0301": self = .gpt3_5Turbo_0301
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
            case .gpt6Astra: "gpt-6-astra"
            case .gpt6_2Astra: "gpt-6.2-astra"
            case .gpt6_1Sol: "gpt-6.1-sol"
            case .gpt6_2Sol: "gpt-6.2-sol"
            case .gpt6_1Terra: "gpt-6.1-terra"
            case .gpt6Sol: "gpt-6-sol"
            case .gpt6Luna: "gpt-6-luna"
            case .gpt5_6Sol: "gpt-5.6-sol"
            case .gpt5_6Terra: "gpt-5.6-terra"
            case .gpt5_6Luna: "gpt-5.6-luna"
            case .gpt5_5: "gpt-5.5"
            case .gpt5_5_2026_04_23: "gpt-5.5-2026-04-23"
            case .gpt5_4: "gpt-5.4"
            case .gpt5_4Mini: "gpt-5.4-mini"
            case .gpt5_4Nano: "gpt-5.4-nano"
            case .gpt5_4Mini_2026_03_17: "gpt-5.4-mini-2026-03-17"
            case .gpt5_4Nano_2026_03_17: "gpt-5.4-nano-2026-03-17"
            case .gpt5_3ChatLatest: "gpt-5.3-chat-latest"
            case .gpt5_2: "gpt-5.2"
            case .gpt5_2_2025_12_11: "gpt-5.2-2025-12-11"
            case .gpt5_2ChatLatest: "gpt-5.2-chat-latest"
            case .gpt5_2Pro: "gpt-5.2-pro"
            case .gpt5_2Pro_2025_12_11: "gpt-5.2-pro-2025-12-11"
            case .gpt5_1: "gpt-5.1"
            case .gpt5_1_2025_11_13: "gpt-5.1-2025-11-13"
            case .gpt5_1Codex: "gpt-5.1-codex"
            case .gpt5_1Mini: "gpt-5.1-mini"
            case .gpt5_1ChatLatest: "gpt-5.1-chat-latest"
            case .gpt5ChatLatest: "gpt-5-chat-latest"
            case .o4Mini: "o4-mini"
            case .o4Mini_2025_04_16: "o4-mini-2025-04-16"
            case .o3: "o3"
            case .o3_2025_04_16: "o3-2025-04-16"
            case .o1Preview: "o1-preview"
            case .o1Preview_2024_09_12: "o1-preview-2024-09-12"
            case .o1Mini: "o1-mini"
            case .o1Mini_2024_09_12: "o1-mini-2024-09-12"
            case .gptAudioMini: "gpt-audio-mini"
            case .gptAudioMini_2025_12_15: "gpt-audio-mini-2025-12-15"
            case .gpt4oAudioPreview: "gpt-4o-audio-preview"
            case .gpt4oAudioPreview_2024_10_01: "gpt-4o-audio-preview-2024-10-01"
            case .gpt4oAudioPreview_2024_12_17: "gpt-4o-audio-preview-2024-12-17"
            case .gpt4oAudioPreview_2025_06_03: "gpt-4o-audio-preview-2025-06-03"
            case .gpt4oMiniAudioPreview: "gpt-4o-mini-audio-preview"
            case .gpt4oMiniAudioPreview_2024_12_17: "gpt-4o-mini-audio-preview-2024-12-17"
            case .gpt4oSearchPreview: "gpt-4o-search-preview"
            case .gpt4oMiniSearchPreview: "gpt-4o-mini-search-preview"
            case .gpt4oSearchPreview_2025_03_11: "gpt-4o-search-preview-2025-03-11"
            case .gpt4oMiniSearchPreview_2025_03_11: "gpt-4o-mini-search-preview-2025-03-11"
            case .chatgpt4oLatest: "chatgpt-4o-latest"
            case .codexMiniLatest: "codex-mini-latest"
            case .gpt3_5Turbo_0301: "gpt-3.5-turbo-0301"
            case .unknown(let value): value
            }
        }
    }

    /// Formerly a type of its own; the spec now names it `AssistantTool`.
    @available(*, deprecated, renamed: "AssistantTool")
    public typealias Tool = AssistantTool

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.assistantID = try container.decodeRequired(String.self, forKey: "assistant_id", in: decoder)
        self.model = try container.decodeIfPresent(CreateRunRequest.Model.self, forKey: "model")
        self.reasoningEffort = try container.decodeIfPresent(_OpenAIShared.ReasoningEffort.self, forKey: "reasoning_effort")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.additionalInstructions = try container.decodeIfPresent(String.self, forKey: "additional_instructions")
        self.additionalMessages = try container.decodeIfPresent([CreateMessageRequest].self, forKey: "additional_messages")
        self.tools = try container.decodeIfPresent([AssistantTool].self, forKey: "tools")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
        self.topP = try container.decodeIfPresent(Double.self, forKey: "top_p")
        self.stream = try container.decodeIfPresent(Bool.self, forKey: "stream")
        self.maxPromptTokens = try container.decodeIfPresent(Int.self, forKey: "max_prompt_tokens")
        self.maxCompletionTokens = try container.decodeIfPresent(Int.self, forKey: "max_completion_tokens")
        self.truncationStrategy = try container.decodeIfPresent(TruncationObject.self, forKey: "truncation_strategy")
        self.toolChoice = try container.decodeIfPresent(AssistantsApiToolChoiceOption.self, forKey: "tool_choice")
        self.parallelToolCalls = try container.decodeIfPresent(ParallelToolCalls.self, forKey: "parallel_tool_calls")
        self.responseFormat = try container.decodeIfPresent(AssistantsApiResponseFormatOption.self, forKey: "response_format")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.assistantID, forKey: "assistant_id")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.reasoningEffort, forKey: "reasoning_effort")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.additionalInstructions, forKey: "additional_instructions")
        try container.encodeIfPresent(self.additionalMessages, forKey: "additional_messages")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.temperature, forKey: "temperature")
        try container.encodeIfPresent(self.topP, forKey: "top_p")
        try container.encodeIfPresent(self.stream, forKey: "stream")
        try container.encodeIfPresent(self.maxPromptTokens, forKey: "max_prompt_tokens")
        try container.encodeIfPresent(self.maxCompletionTokens, forKey: "max_completion_tokens")
        try container.encodeIfPresent(self.truncationStrategy, forKey: "truncation_strategy")
        try container.encodeIfPresent(self.toolChoice, forKey: "tool_choice")
        try container.encodeIfPresent(self.parallelToolCalls, forKey: "parallel_tool_calls")
        try container.encodeIfPresent(self.responseFormat, forKey: "response_format")
    }
}

nonisolated extension NullableMember where Owner == CreateRunRequest {
    public static var model: Self { Self("model") }
    public static var reasoningEffort: Self { Self("reasoning_effort") }
    public static var instructions: Self { Self("instructions") }
    public static var additionalInstructions: Self { Self("additional_instructions") }
    public static var additionalMessages: Self { Self("additional_messages") }
    public static var tools: Self { Self("tools") }
    public static var metadata: Self { Self("metadata") }
    public static var temperature: Self { Self("temperature") }
    public static var topP: Self { Self("top_p") }
    public static var stream: Self { Self("stream") }
    public static var maxPromptTokens: Self { Self("max_prompt_tokens") }
    public static var maxCompletionTokens: Self { Self("max_completion_tokens") }
    public static var truncationStrategy: Self { Self("truncation_strategy") }
    public static var toolChoice: Self { Self("tool_choice") }
    public static var responseFormat: Self { Self("response_format") }
}
// MARK: - String arguments

nonisolated extension CreateRunRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        assistantID: String,
        model: String,
        reasoningEffort: _OpenAIShared.ReasoningEffort? = nil,
        instructions: String? = nil,
        additionalInstructions: String? = nil,
        additionalMessages: [CreateMessageRequest]? = nil,
        tools: [AssistantTool]? = nil,
        metadata: _OpenAIShared.Metadata? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        stream: Bool? = nil,
        maxPromptTokens: Int? = nil,
        maxCompletionTokens: Int? = nil,
        truncationStrategy: TruncationObject? = nil,
        toolChoice: AssistantsApiToolChoiceOption? = nil,
        parallelToolCalls: ParallelToolCalls? = nil,
        responseFormat: AssistantsApiResponseFormatOption? = nil
    ) {
        self.init(
            assistantID: assistantID,
            model: CreateRunRequest.Model(rawValue: model),
            reasoningEffort: reasoningEffort,
            instructions: instructions,
            additionalInstructions: additionalInstructions,
            additionalMessages: additionalMessages,
            tools: tools,
            metadata: metadata,
            temperature: temperature,
            topP: topP,
            stream: stream,
            maxPromptTokens: maxPromptTokens,
            maxCompletionTokens: maxCompletionTokens,
            truncationStrategy: truncationStrategy,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls,
            responseFormat: responseFormat
        )
    }
}
