// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/CreateAssistantRequest`
public nonisolated struct CreateAssistantRequest: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// ID of the model to use. You can use the [List models](https://platform.openai.com/docs/api-reference/models/list) API to see all of your available models, or see our [Model overview](https://platform.openai.com/docs/models) for descriptions of them.
    public var model: CreateAssistantRequest.Model

    public var name: String?

    public var description: String?

    public var instructions: String?

    public var reasoningEffort: _OpenAIShared.ReasoningEffort?

    /// A list of tool enabled on the assistant. There can be a maximum of 128 tools per assistant. Tools can be of types `code_interpreter`, `file_search`, or `function`.
    public var tools: [AssistantTool]?

    public var toolResources: CreateAssistantRequest.ToolResources?

    public var metadata: _OpenAIShared.Metadata?

    public var temperature: Double?

    public var topP: Double?

    public var responseFormat: AssistantsApiResponseFormatOption?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: CreateAssistantRequest.Model,
        name: String? = nil,
        description: String? = nil,
        instructions: String? = nil,
        reasoningEffort: _OpenAIShared.ReasoningEffort? = nil,
        tools: [AssistantTool]? = nil,
        toolResources: CreateAssistantRequest.ToolResources? = nil,
        metadata: _OpenAIShared.Metadata? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        responseFormat: AssistantsApiResponseFormatOption? = nil
    ) {
        self.model = model
        self.name = name
        self.description = description
        self.instructions = instructions
        self.reasoningEffort = reasoningEffort
        self.tools = tools
        self.toolResources = toolResources
        self.metadata = metadata
        self.temperature = temperature
        self.topP = topP
        self.responseFormat = responseFormat
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(model: CreateAssistantRequest.Model(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue
        )
    }

    /// ID of the model to use. You can use the [List models](https://platform.openai.com/docs/api-reference/models/list) API to see all of your available models, or see our [Model overview](https://platform.openai.com/docs/models) for descriptions of them.
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

    /// A set of resources that are used by the assistant's tools. The resources are specific to the type of tool. For example, the `code_interpreter` tool requires a list of file IDs, while the `file_search` tool requires a list of vector store IDs.
    public nonisolated struct ToolResources: Codable, Equatable, Sendable, EmptyDecodable {
        public var codeInterpreter: CreateAssistantRequest.ToolResources.CodeInterpreter?

        public var fileSearch: CreateAssistantRequest.ToolResources.FileSearch?

        public init(
            codeInterpreter: CreateAssistantRequest.ToolResources.CodeInterpreter? = nil,
            fileSearch: CreateAssistantRequest.ToolResources.FileSearch? = nil
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
            /// The [vector store](https://platform.openai.com/docs/api-reference/vector-stores/object) attached to this assistant. There can be a maximum of 1 vector store attached to the assistant.
            public var vectorStoreIDs: [String]?

            /// A helper to create a [vector store](https://platform.openai.com/docs/api-reference/vector-stores/object) with file_ids and attach it to this assistant. There can be a maximum of 1 vector store attached to the assistant.
            public var vectorStores: [CreateAssistantRequest.ToolResources.FileSearch.VectorStore]?

            public init(
                vectorStoreIDs: [String]? = nil,
                vectorStores: [CreateAssistantRequest.ToolResources.FileSearch.VectorStore]? = nil
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
                public var chunkingStrategy: CreateAssistantRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy?

                public var metadata: _OpenAIShared.Metadata?

                /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
                public var nullNames: Set<String>

                public init(
                    fileIDs: [String]? = nil,
                    chunkingStrategy: CreateAssistantRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy? = nil,
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
                    case auto(CreateAssistantRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy.Auto)
                    /// Static Chunking Strategy
                    ///
                    /// - `type`: `static`
                    case `static`(CreateAssistantRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy.Static)
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

                        public var `static`: CreateAssistantRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy.Static.StaticValue

                        public init(
                            `static`: CreateAssistantRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy.Static.StaticValue
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
                            self.static = try container.decodeRequired(CreateAssistantRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy.Static.StaticValue.self, forKey: "static", in: decoder)
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
                            case "auto": self = .auto(try CreateAssistantRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy.Auto(from: decoder)); return
                            case "static": self = .static(try CreateAssistantRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy.Static(from: decoder)); return
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
                    self.chunkingStrategy = try container.decodeIfPresent(CreateAssistantRequest.ToolResources.FileSearch.VectorStore.ChunkingStrategy.self, forKey: "chunking_strategy")
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
                self.vectorStores = try container.decodeIfPresent([CreateAssistantRequest.ToolResources.FileSearch.VectorStore].self, forKey: "vector_stores")
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
            self.codeInterpreter = try container.decodeIfPresent(CreateAssistantRequest.ToolResources.CodeInterpreter.self, forKey: "code_interpreter")
            self.fileSearch = try container.decodeIfPresent(CreateAssistantRequest.ToolResources.FileSearch.self, forKey: "file_search")
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
        self.model = try container.decodeRequired(CreateAssistantRequest.Model.self, forKey: "model", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.reasoningEffort = try container.decodeIfPresent(_OpenAIShared.ReasoningEffort.self, forKey: "reasoning_effort")
        self.tools = try container.decodeIfPresent([AssistantTool].self, forKey: "tools")
        self.toolResources = try container.decodeIfPresent(CreateAssistantRequest.ToolResources.self, forKey: "tool_resources")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
        self.topP = try container.decodeIfPresent(Double.self, forKey: "top_p")
        self.responseFormat = try container.decodeIfPresent(AssistantsApiResponseFormatOption.self, forKey: "response_format")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.reasoningEffort, forKey: "reasoning_effort")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.toolResources, forKey: "tool_resources")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.temperature, forKey: "temperature")
        try container.encodeIfPresent(self.topP, forKey: "top_p")
        try container.encodeIfPresent(self.responseFormat, forKey: "response_format")
    }
}

nonisolated extension NullableMember where Owner == CreateAssistantRequest {
    public static var name: Self { Self("name") }
    public static var description: Self { Self("description") }
    public static var instructions: Self { Self("instructions") }
    public static var reasoningEffort: Self { Self("reasoning_effort") }
    public static var toolResources: Self { Self("tool_resources") }
    public static var metadata: Self { Self("metadata") }
    public static var temperature: Self { Self("temperature") }
    public static var topP: Self { Self("top_p") }
    public static var responseFormat: Self { Self("response_format") }
}

nonisolated extension NullableMember where Owner == CreateAssistantRequest.ToolResources.FileSearch.VectorStore {
    public static var metadata: Self { Self("metadata") }
}
// MARK: - String arguments

nonisolated extension CreateAssistantRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        name: String? = nil,
        description: String? = nil,
        instructions: String? = nil,
        reasoningEffort: _OpenAIShared.ReasoningEffort? = nil,
        tools: [AssistantTool]? = nil,
        toolResources: CreateAssistantRequest.ToolResources? = nil,
        metadata: _OpenAIShared.Metadata? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        responseFormat: AssistantsApiResponseFormatOption? = nil
    ) {
        self.init(
            model: CreateAssistantRequest.Model(rawValue: model),
            name: name,
            description: description,
            instructions: instructions,
            reasoningEffort: reasoningEffort,
            tools: tools,
            toolResources: toolResources,
            metadata: metadata,
            temperature: temperature,
            topP: topP,
            responseFormat: responseFormat
        )
    }
}
