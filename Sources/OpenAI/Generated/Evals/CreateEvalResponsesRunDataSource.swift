// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses
import _OpenAIShared

/// A ResponsesRunDataSource object describing a model sampling configuration.
///
/// - Schema: `#/components/schemas/CreateEvalResponsesRunDataSource`
public nonisolated struct CreateEvalResponsesRunDataSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of run data source. Always `responses`.
    public var type: String

    /// Used when sampling from a model. Dictates the structure of the messages passed into the model. Can either be a reference to a prebuilt trajectory (ie, `item.input_trajectory`), or a template with variable references to the `item` namespace.
    public var inputMessages: CreateEvalResponsesRunDataSource.InputMessages?

    public var samplingParams: CreateEvalResponsesRunDataSource.SamplingParams?

    /// The name of the model to use for generating completions (e.g. "o3-mini").
    public var model: String?

    /// Determines what populates the `item` namespace in this run's data source.
    public var source: CreateEvalResponsesRunDataSource.Source

    public init(
        source: CreateEvalResponsesRunDataSource.Source,
        inputMessages: CreateEvalResponsesRunDataSource.InputMessages? = nil,
        samplingParams: CreateEvalResponsesRunDataSource.SamplingParams? = nil,
        model: String? = nil
    ) {
        self.type = "responses"
        self.inputMessages = inputMessages
        self.samplingParams = samplingParams
        self.model = model
        self.source = source
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            source: .emptyValue
        )
    }

    /// Used when sampling from a model. Dictates the structure of the messages passed into the model. Can either be a reference to a prebuilt trajectory (ie, `item.input_trajectory`), or a template with variable references to the `item` namespace.
    public nonisolated enum InputMessages: Codable, Equatable, Sendable, EmptyDecodable {
        /// InputMessagesTemplate
        ///
        /// - `type`: `template`
        case template(CreateEvalResponsesRunDataSource.InputMessages.Template)
        /// InputMessagesItemReference
        ///
        /// - `type`: `item_reference`
        case itemReference(CreateEvalResponsesRunDataSource.InputMessages.ItemReference)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        /// InputMessagesTemplate
        public nonisolated struct Template: Codable, Equatable, Sendable, EmptyDecodable {
            /// The type of input messages. Always `template`.
            public var type: String

            /// A list of chat messages forming the prompt or context. May include variable references to the `item` namespace, ie {{item.name}}.
            public var template: [CreateEvalResponsesRunDataSource.InputMessages.Template.TemplateItem]

            public init(
                template: [CreateEvalResponsesRunDataSource.InputMessages.Template.TemplateItem]
            ) {
                self.type = "template"
                self.template = template
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self {
                Self(
                    template: .emptyValue
                )
            }

            public nonisolated enum TemplateItem: Codable, Equatable, Sendable, EmptyDecodable {
                /// ChatMessage
                case chatMessage(CreateEvalResponsesRunDataSource.InputMessages.Template.TemplateItem.ChatMessage)
                case evalItem(EvalItem)
                /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
                case unknown(JSONValue)

                public static var emptyValue: Self { .unknown(.null) }

                /// ChatMessage
                public nonisolated struct ChatMessage: Codable, Equatable, Sendable, EmptyDecodable {
                    /// The role of the message (e.g. "system", "assistant", "user").
                    public var role: String

                    /// The content of the message.
                    public var content: String

                    public init(
                        role: String,
                        content: String
                    ) {
                        self.role = role
                        self.content = content
                    }

                    /// Every required member empty: stands in for a required object the API did not send.
                    public static var emptyValue: Self {
                        Self(
                            role: .emptyValue,
                            content: .emptyValue
                        )
                    }

                    // MARK: - Coding

                    public init(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: AnyCodingKey.self)
                        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder)
                        self.content = try container.decodeRequired(String.self, forKey: "content", in: decoder)
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var container = encoder.container(keyedBy: AnyCodingKey.self)
                        try container.encode(self.role, forKey: "role")
                        try container.encode(self.content, forKey: "content")
                    }
                }

                // MARK: - Coding

                public init(from decoder: any Decoder) throws {
                    switch UnionDecoding.kind(of: decoder) {
                    case .object:
                        let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
                        self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                            switch index {
                            case 0: return .chatMessage(try CreateEvalResponsesRunDataSource.InputMessages.Template.TemplateItem.ChatMessage(from: decoder))
                            default: return .evalItem(try EvalItem(from: decoder))
                            }
                        }
                        return
                    default: break
                    }
                    self = .unknown(try JSONValue(from: decoder))
                }

                private static let variantShapes0: [UnionDecoding.ObjectShape] = [
                    // chatMessage
                    .init(required: ["role", "content"], declared: ["role", "content"]),
                    // evalItem
                    .init(required: ["role", "content"], declared: ["role", "content", "type"], constants: [("role", ["user", "assistant", "system", "developer"]), ("type", ["message"])])
                ]

                public func encode(to encoder: any Encoder) throws {
                    switch self {
                    case .chatMessage(let value): try value.encode(to: encoder)
                    case .evalItem(let value): try value.encode(to: encoder)
                    case .unknown(let value): try value.encode(to: encoder)
                    }
                }
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "template")
                self.template = try container.decodeRequired([CreateEvalResponsesRunDataSource.InputMessages.Template.TemplateItem].self, forKey: "template", in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.type, forKey: "type")
                try container.encode(self.template, forKey: "template")
            }
        }

        /// InputMessagesItemReference
        public nonisolated struct ItemReference: Codable, Equatable, Sendable, EmptyDecodable {
            /// The type of input messages. Always `item_reference`.
            public var type: String

            /// A reference to a variable in the `item` namespace. Ie, "item.name"
            public var itemReference: String

            public init(
                itemReference: String
            ) {
                self.type = "item_reference"
                self.itemReference = itemReference
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self {
                Self(
                    itemReference: .emptyValue
                )
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "item_reference")
                self.itemReference = try container.decodeRequired(String.self, forKey: "item_reference", in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.type, forKey: "type")
                try container.encode(self.itemReference, forKey: "item_reference")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "template": self = .template(try CreateEvalResponsesRunDataSource.InputMessages.Template(from: decoder)); return
                case "item_reference": self = .itemReference(try CreateEvalResponsesRunDataSource.InputMessages.ItemReference(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .template(let value): try value.encode(to: encoder)
            case .itemReference(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    public nonisolated struct SamplingParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        public var reasoningEffort: _OpenAIShared.ReasoningEffort?

        /// A higher temperature increases randomness in the outputs.
        public var temperature: Double?

        /// The maximum number of tokens in the generated output.
        public var maxCompletionTokens: Int?

        /// An alternative to temperature for nucleus sampling; 1.0 includes all tokens.
        public var topP: Double?

        /// A seed value to initialize the randomness, during sampling.
        public var seed: Int?

        /// An array of tools the model may call while generating a response. You
        /// can specify which tool to use by setting the `tool_choice` parameter.
        ///
        /// The two categories of tools you can provide the model are:
        ///
        /// - **Built-in tools**: Tools that are provided by OpenAI that extend the
        ///   model's capabilities, like [web search](https://platform.openai.com/docs/guides/tools-web-search)
        ///   or [file search](https://platform.openai.com/docs/guides/tools-file-search). Learn more about
        ///   [built-in tools](https://platform.openai.com/docs/guides/tools).
        /// - **Function calls (custom tools)**: Functions that are defined by you,
        ///   enabling the model to call your own code. Learn more about
        ///   [function calling](https://platform.openai.com/docs/guides/function-calling).
        public var tools: [APITool]?

        /// Configuration options for a text response from the model. Can be plain
        /// text or structured JSON data. Learn more:
        /// - [Text inputs and outputs](https://platform.openai.com/docs/guides/text)
        /// - [Structured Outputs](https://platform.openai.com/docs/guides/structured-outputs)
        public var text: CreateEvalResponsesRunDataSource.SamplingParams.Text?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            reasoningEffort: _OpenAIShared.ReasoningEffort? = nil,
            temperature: Double? = nil,
            maxCompletionTokens: Int? = nil,
            topP: Double? = nil,
            seed: Int? = nil,
            tools: [APITool]? = nil,
            text: CreateEvalResponsesRunDataSource.SamplingParams.Text? = nil
        ) {
            self.reasoningEffort = reasoningEffort
            self.temperature = temperature
            self.maxCompletionTokens = maxCompletionTokens
            self.topP = topP
            self.seed = seed
            self.tools = tools
            self.text = text
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// Configuration options for a text response from the model. Can be plain
        /// text or structured JSON data. Learn more:
        /// - [Text inputs and outputs](https://platform.openai.com/docs/guides/text)
        /// - [Structured Outputs](https://platform.openai.com/docs/guides/structured-outputs)
        public nonisolated struct Text: Codable, Equatable, Sendable, EmptyDecodable {
            public var format: TextResponseFormatConfiguration?

            public init(
                format: TextResponseFormatConfiguration? = nil
            ) {
                self.format = format
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.format = try container.decodeIfPresent(TextResponseFormatConfiguration.self, forKey: "format")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.format, forKey: "format")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.reasoningEffort = try container.decodeIfPresent(_OpenAIShared.ReasoningEffort.self, forKey: "reasoning_effort")
            self.temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
            self.maxCompletionTokens = try container.decodeIfPresent(Int.self, forKey: "max_completion_tokens")
            self.topP = try container.decodeIfPresent(Double.self, forKey: "top_p")
            self.seed = try container.decodeIfPresent(Int.self, forKey: "seed")
            self.tools = try container.decodeIfPresent([APITool].self, forKey: "tools")
            self.text = try container.decodeIfPresent(CreateEvalResponsesRunDataSource.SamplingParams.Text.self, forKey: "text")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.reasoningEffort, forKey: "reasoning_effort")
            try container.encodeIfPresent(self.temperature, forKey: "temperature")
            try container.encodeIfPresent(self.maxCompletionTokens, forKey: "max_completion_tokens")
            try container.encodeIfPresent(self.topP, forKey: "top_p")
            try container.encodeIfPresent(self.seed, forKey: "seed")
            try container.encodeIfPresent(self.tools, forKey: "tools")
            try container.encodeIfPresent(self.text, forKey: "text")
        }
    }

    /// Determines what populates the `item` namespace in this run's data source.
    public nonisolated enum Source: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `file_content`
        case fileContent(EvalJsonlFileContentSource)
        /// - `type`: `file_id`
        case fileID(EvalJsonlFileIdSource)
        /// - `type`: `responses`
        case responses(EvalResponsesSource)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "file_content": self = .fileContent(try EvalJsonlFileContentSource(from: decoder)); return
                case "file_id": self = .fileID(try EvalJsonlFileIdSource(from: decoder)); return
                case "responses": self = .responses(try EvalResponsesSource(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .fileContent(let value): try value.encode(to: encoder)
            case .fileID(let value): try value.encode(to: encoder)
            case .responses(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "responses")
        self.inputMessages = try container.decodeIfPresent(CreateEvalResponsesRunDataSource.InputMessages.self, forKey: "input_messages")
        self.samplingParams = try container.decodeIfPresent(CreateEvalResponsesRunDataSource.SamplingParams.self, forKey: "sampling_params")
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.source = try container.decodeRequired(CreateEvalResponsesRunDataSource.Source.self, forKey: "source", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.inputMessages, forKey: "input_messages")
        try container.encodeIfPresent(self.samplingParams, forKey: "sampling_params")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encode(self.source, forKey: "source")
    }
}

nonisolated extension NullableMember where Owner == CreateEvalResponsesRunDataSource.SamplingParams {
    public static var reasoningEffort: Self { Self("reasoning_effort") }
}
