// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses
import _OpenAIShared

/// A CompletionsRunDataSource object describing a model sampling configuration.
///
/// - Schema: `#/components/schemas/CreateEvalCompletionsRunDataSource`
public nonisolated struct CreateEvalCompletionsRunDataSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of run data source. Always `completions`.
    public var type: String

    /// Used when sampling from a model. Dictates the structure of the messages passed into the model. Can either be a reference to a prebuilt trajectory (ie, `item.input_trajectory`), or a template with variable references to the `item` namespace.
    public var inputMessages: CreateEvalCompletionsRunDataSource.InputMessages?

    public var samplingParams: CreateEvalCompletionsRunDataSource.SamplingParams?

    /// The name of the model to use for generating completions (e.g. "o3-mini").
    public var model: String?

    /// Determines what populates the `item` namespace in this run's data source.
    public var source: CreateEvalCompletionsRunDataSource.Source

    public init(
        source: CreateEvalCompletionsRunDataSource.Source,
        inputMessages: CreateEvalCompletionsRunDataSource.InputMessages? = nil,
        samplingParams: CreateEvalCompletionsRunDataSource.SamplingParams? = nil,
        model: String? = nil
    ) {
        self.type = "completions"
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
        /// TemplateInputMessages
        ///
        /// - `type`: `template`
        case template(CreateEvalCompletionsRunDataSource.InputMessages.Template)
        /// ItemReferenceInputMessages
        ///
        /// - `type`: `item_reference`
        case itemReference(CreateEvalCompletionsRunDataSource.InputMessages.ItemReference)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        /// TemplateInputMessages
        public nonisolated struct Template: Codable, Equatable, Sendable, EmptyDecodable {
            /// The type of input messages. Always `template`.
            public var type: String

            /// A list of chat messages forming the prompt or context. May include variable references to the `item` namespace, ie {{item.name}}.
            public var template: [CreateEvalCompletionsRunDataSource.InputMessages.Template.TemplateItem]

            public init(
                template: [CreateEvalCompletionsRunDataSource.InputMessages.Template.TemplateItem]
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
                /// - `type`: `message`
                case easyInputMessage(EasyInputMessage)
                /// - `type`: `message`
                case evalItem(EvalItem)
                /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
                case unknown(JSONValue)

                public static var emptyValue: Self { .unknown(.null) }

                // MARK: - Coding

                public init(from decoder: any Decoder) throws {
                    if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                        switch tag {
                        case "message":
                            let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
                            self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                                switch index {
                                case 0: return .easyInputMessage(try EasyInputMessage(from: decoder))
                                default: return .evalItem(try EvalItem(from: decoder))
                                }
                            }
                            return
                        default: self = .unknown(try JSONValue(from: decoder)); return
                        }
                    }
                    switch UnionDecoding.kind(of: decoder) {
                    case .object:
                        let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes1)
                        self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                            switch index {
                            case 0: return .easyInputMessage(try EasyInputMessage(from: decoder))
                            default: return .evalItem(try EvalItem(from: decoder))
                            }
                        }
                        return
                    default: break
                    }
                    self = .unknown(try JSONValue(from: decoder))
                }

                private static let variantShapes0: [UnionDecoding.ObjectShape] = [
                    // easyInputMessage
                    .init(required: ["role", "content"], declared: ["role", "content", "phase", "type"]),
                    // evalItem
                    .init(required: ["role", "content"], declared: ["role", "content", "type"])
                ]

                private static let variantShapes1: [UnionDecoding.ObjectShape] = [
                    // easyInputMessage
                    .init(required: ["role", "content"], declared: ["role", "content", "phase", "type"]),
                    // evalItem
                    .init(required: ["role", "content"], declared: ["role", "content", "type"])
                ]

                public func encode(to encoder: any Encoder) throws {
                    switch self {
                    case .easyInputMessage(let value): try value.encode(to: encoder)
                    case .evalItem(let value): try value.encode(to: encoder)
                    case .unknown(let value): try value.encode(to: encoder)
                    }
                }
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "template")
                self.template = try container.decodeRequired([CreateEvalCompletionsRunDataSource.InputMessages.Template.TemplateItem].self, forKey: "template", in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.type, forKey: "type")
                try container.encode(self.template, forKey: "template")
            }
        }

        /// ItemReferenceInputMessages
        public nonisolated struct ItemReference: Codable, Equatable, Sendable, EmptyDecodable {
            /// The type of input messages. Always `item_reference`.
            public var type: String

            /// A reference to a variable in the `item` namespace. Ie, "item.input_trajectory"
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
                case "template": self = .template(try CreateEvalCompletionsRunDataSource.InputMessages.Template(from: decoder)); return
                case "item_reference": self = .itemReference(try CreateEvalCompletionsRunDataSource.InputMessages.ItemReference(from: decoder)); return
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

        /// An object specifying the format that the model must output.
        ///
        /// Setting to `{ "type": "json_schema", "json_schema": {...} }` enables
        /// Structured Outputs which ensures the model will match your supplied JSON
        /// schema. Learn more in the [Structured Outputs
        /// guide](https://platform.openai.com/docs/guides/structured-outputs).
        ///
        /// Setting to `{ "type": "json_object" }` enables the older JSON mode, which
        /// ensures the message the model generates is valid JSON. Using `json_schema`
        /// is preferred for models that support it.
        public var responseFormat: CreateEvalCompletionsRunDataSource.SamplingParams.ResponseFormat?

        /// A list of tools the model may call. Currently, only functions are supported as a tool. Use this to provide a list of functions the model may generate JSON inputs for. A max of 128 functions are supported.
        public var tools: [ChatCompletionTool]?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            reasoningEffort: _OpenAIShared.ReasoningEffort? = nil,
            temperature: Double? = nil,
            maxCompletionTokens: Int? = nil,
            topP: Double? = nil,
            seed: Int? = nil,
            responseFormat: CreateEvalCompletionsRunDataSource.SamplingParams.ResponseFormat? = nil,
            tools: [ChatCompletionTool]? = nil
        ) {
            self.reasoningEffort = reasoningEffort
            self.temperature = temperature
            self.maxCompletionTokens = maxCompletionTokens
            self.topP = topP
            self.seed = seed
            self.responseFormat = responseFormat
            self.tools = tools
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// An object specifying the format that the model must output.
        ///
        /// Setting to `{ "type": "json_schema", "json_schema": {...} }` enables
        /// Structured Outputs which ensures the model will match your supplied JSON
        /// schema. Learn more in the [Structured Outputs
        /// guide](https://platform.openai.com/docs/guides/structured-outputs).
        ///
        /// Setting to `{ "type": "json_object" }` enables the older JSON mode, which
        /// ensures the message the model generates is valid JSON. Using `json_schema`
        /// is preferred for models that support it.
        public nonisolated enum ResponseFormat: Codable, Equatable, Sendable, EmptyDecodable {
            /// - `type`: `text`
            case text(ResponseFormatText)
            /// - `type`: `json_schema`
            case jsonSchema(ResponseFormatJsonSchema)
            /// - `type`: `json_object`
            case jsonObject(ResponseFormatJsonObject)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "text": self = .text(try ResponseFormatText(from: decoder)); return
                    case "json_schema": self = .jsonSchema(try ResponseFormatJsonSchema(from: decoder)); return
                    case "json_object": self = .jsonObject(try ResponseFormatJsonObject(from: decoder)); return
                    default: self = .unknown(try JSONValue(from: decoder)); return
                    }
                }
                self = .unknown(try JSONValue(from: decoder))
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .text(let value): try value.encode(to: encoder)
                case .jsonSchema(let value): try value.encode(to: encoder)
                case .jsonObject(let value): try value.encode(to: encoder)
                case .unknown(let value): try value.encode(to: encoder)
                }
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
            self.responseFormat = try container.decodeIfPresent(CreateEvalCompletionsRunDataSource.SamplingParams.ResponseFormat.self, forKey: "response_format")
            self.tools = try container.decodeIfPresent([ChatCompletionTool].self, forKey: "tools")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.reasoningEffort, forKey: "reasoning_effort")
            try container.encodeIfPresent(self.temperature, forKey: "temperature")
            try container.encodeIfPresent(self.maxCompletionTokens, forKey: "max_completion_tokens")
            try container.encodeIfPresent(self.topP, forKey: "top_p")
            try container.encodeIfPresent(self.seed, forKey: "seed")
            try container.encodeIfPresent(self.responseFormat, forKey: "response_format")
            try container.encodeIfPresent(self.tools, forKey: "tools")
        }
    }

    /// Determines what populates the `item` namespace in this run's data source.
    public nonisolated enum Source: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `file_content`
        case fileContent(EvalJsonlFileContentSource)
        /// - `type`: `file_id`
        case fileID(EvalJsonlFileIdSource)
        /// - `type`: `stored_completions`
        case storedCompletions(EvalStoredCompletionsSource)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "file_content": self = .fileContent(try EvalJsonlFileContentSource(from: decoder)); return
                case "file_id": self = .fileID(try EvalJsonlFileIdSource(from: decoder)); return
                case "stored_completions": self = .storedCompletions(try EvalStoredCompletionsSource(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .fileContent(let value): try value.encode(to: encoder)
            case .fileID(let value): try value.encode(to: encoder)
            case .storedCompletions(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "completions")
        self.inputMessages = try container.decodeIfPresent(CreateEvalCompletionsRunDataSource.InputMessages.self, forKey: "input_messages")
        self.samplingParams = try container.decodeIfPresent(CreateEvalCompletionsRunDataSource.SamplingParams.self, forKey: "sampling_params")
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.source = try container.decodeRequired(CreateEvalCompletionsRunDataSource.Source.self, forKey: "source", in: decoder)
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

nonisolated extension NullableMember where Owner == CreateEvalCompletionsRunDataSource.SamplingParams {
    public static var reasoningEffort: Self { Self("reasoning_effort") }
}
