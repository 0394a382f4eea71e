// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A CompletionsRunDataSource object describing a model sampling configuration.
///
/// - Schema: `#/components/schemas/CreateEvalCompletionsRunDataSource`
public struct CreateEvalCompletionsRunDataSource: Codable, Hashable, Sendable, EmptyDecodable {
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
    public enum InputMessages: Codable, Hashable, Sendable, EmptyDecodable {
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
        public struct Template: Codable, Hashable, Sendable, EmptyDecodable {
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

            public enum TemplateItem: Codable, Hashable, Sendable, EmptyDecodable {
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

            enum CodingKeys: String, CodingKey {
                case type
                case template
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "template")
                self.template = try container.decodeRequired([CreateEvalCompletionsRunDataSource.InputMessages.Template.TemplateItem].self, forKey: .template, in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.type, forKey: .type)
                try container.encode(self.template, forKey: .template)
            }
        }

        /// ItemReferenceInputMessages
        public struct ItemReference: Codable, Hashable, Sendable, EmptyDecodable {
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

            enum CodingKeys: String, CodingKey {
                case type
                case itemReference = "item_reference"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "item_reference")
                self.itemReference = try container.decodeRequired(String.self, forKey: .itemReference, in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.type, forKey: .type)
                try container.encode(self.itemReference, forKey: .itemReference)
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

    public struct SamplingParams: Codable, Hashable, Sendable, EmptyDecodable {
        public var reasoningEffort: OpenAI.ReasoningEffort?

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
        /// guide](/docs/guides/structured-outputs).
        ///
        /// Setting to `{ "type": "json_object" }` enables the older JSON mode, which
        /// ensures the message the model generates is valid JSON. Using `json_schema`
        /// is preferred for models that support it.
        public var responseFormat: CreateEvalCompletionsRunDataSource.SamplingParams.ResponseFormat?

        /// A list of tools the model may call. Currently, only functions are supported as a tool. Use this to provide a list of functions the model may generate JSON inputs for. A max of 128 functions are supported.
        public var tools: [ChatCompletionTool]?

        public init(
            reasoningEffort: OpenAI.ReasoningEffort? = nil,
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
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// An object specifying the format that the model must output.
        ///
        /// Setting to `{ "type": "json_schema", "json_schema": {...} }` enables
        /// Structured Outputs which ensures the model will match your supplied JSON
        /// schema. Learn more in the [Structured Outputs
        /// guide](/docs/guides/structured-outputs).
        ///
        /// Setting to `{ "type": "json_object" }` enables the older JSON mode, which
        /// ensures the message the model generates is valid JSON. Using `json_schema`
        /// is preferred for models that support it.
        public enum ResponseFormat: Codable, Hashable, Sendable, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case reasoningEffort = "reasoning_effort"
            case temperature
            case maxCompletionTokens = "max_completion_tokens"
            case topP = "top_p"
            case seed
            case responseFormat = "response_format"
            case tools
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.reasoningEffort = try container.decodeIfPresent(OpenAI.ReasoningEffort.self, forKey: .reasoningEffort)
            self.temperature = try container.decodeIfPresent(Double.self, forKey: .temperature)
            self.maxCompletionTokens = try container.decodeIfPresent(Int.self, forKey: .maxCompletionTokens)
            self.topP = try container.decodeIfPresent(Double.self, forKey: .topP)
            self.seed = try container.decodeIfPresent(Int.self, forKey: .seed)
            self.responseFormat = try container.decodeIfPresent(CreateEvalCompletionsRunDataSource.SamplingParams.ResponseFormat.self, forKey: .responseFormat)
            self.tools = try container.decodeIfPresent([ChatCompletionTool].self, forKey: .tools)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.reasoningEffort, forKey: .reasoningEffort)
            try container.encodeIfPresent(self.temperature, forKey: .temperature)
            try container.encodeIfPresent(self.maxCompletionTokens, forKey: .maxCompletionTokens)
            try container.encodeIfPresent(self.topP, forKey: .topP)
            try container.encodeIfPresent(self.seed, forKey: .seed)
            try container.encodeIfPresent(self.responseFormat, forKey: .responseFormat)
            try container.encodeIfPresent(self.tools, forKey: .tools)
        }
    }

    /// Determines what populates the `item` namespace in this run's data source.
    public enum Source: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case type
        case inputMessages = "input_messages"
        case samplingParams = "sampling_params"
        case model
        case source
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "completions")
        self.inputMessages = try container.decodeIfPresent(CreateEvalCompletionsRunDataSource.InputMessages.self, forKey: .inputMessages)
        self.samplingParams = try container.decodeIfPresent(CreateEvalCompletionsRunDataSource.SamplingParams.self, forKey: .samplingParams)
        self.model = try container.decodeIfPresent(String.self, forKey: .model)
        self.source = try container.decodeRequired(CreateEvalCompletionsRunDataSource.Source.self, forKey: .source, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.inputMessages, forKey: .inputMessages)
        try container.encodeIfPresent(self.samplingParams, forKey: .samplingParams)
        try container.encodeIfPresent(self.model, forKey: .model)
        try container.encode(self.source, forKey: .source)
    }
}

/// A CustomDataSourceConfig object that defines the schema for the data source used for the evaluation runs.
/// This schema is used to define the shape of the data that will be:
/// - Used to define your testing criteria and
/// - What data is required when creating a run
///
/// - Schema: `#/components/schemas/CreateEvalCustomDataSourceConfig`
public struct CreateEvalCustomDataSourceConfig: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of data source. Always `custom`.
    public var type: String

    /// The json schema for each row in the data source.
    public var itemSchema: JSONValue

    /// Whether the eval should expect you to populate the sample namespace (ie, by generating responses off of your data source)
    public var includeSampleSchema: Bool?

    public init(
        itemSchema: JSONValue,
        includeSampleSchema: Bool? = nil
    ) {
        self.type = "custom"
        self.itemSchema = itemSchema
        self.includeSampleSchema = includeSampleSchema
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemSchema: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case itemSchema = "item_schema"
        case includeSampleSchema = "include_sample_schema"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "custom")
        self.itemSchema = try container.decodeRequired(JSONValue.self, forKey: .itemSchema, in: decoder)
        self.includeSampleSchema = try container.decodeIfPresent(Bool.self, forKey: .includeSampleSchema)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemSchema, forKey: .itemSchema)
        try container.encodeIfPresent(self.includeSampleSchema, forKey: .includeSampleSchema)
    }
}

/// A chat message that makes up the prompt or context. May include variable references to the `item` namespace, ie {{item.name}}.
///
/// - Schema: `#/components/schemas/CreateEvalItem`
public enum CreateEvalItem: Codable, Hashable, Sendable, EmptyDecodable {
    /// SimpleInputMessage
    case simpleInputMessage(CreateEvalItem.SimpleInputMessage)
    case evalItem(EvalItem)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// SimpleInputMessage
    public struct SimpleInputMessage: Codable, Hashable, Sendable, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case role
            case content
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.role = try container.decodeRequired(String.self, forKey: .role, in: decoder)
            self.content = try container.decodeRequired(String.self, forKey: .content, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.role, forKey: .role)
            try container.encode(self.content, forKey: .content)
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
            self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                switch index {
                case 0: return .simpleInputMessage(try CreateEvalItem.SimpleInputMessage(from: decoder))
                default: return .evalItem(try EvalItem(from: decoder))
                }
            }
            return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    private static let variantShapes0: [UnionDecoding.ObjectShape] = [
        // simpleInputMessage
        .init(required: ["role", "content"], declared: ["role", "content"]),
        // evalItem
        .init(required: ["role", "content"], declared: ["role", "content", "type"], constants: [("role", ["user", "assistant", "system", "developer"]), ("type", ["message"])])
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .simpleInputMessage(let value): try value.encode(to: encoder)
        case .evalItem(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// A JsonlRunDataSource object with that specifies a JSONL file that matches the eval
///
/// - Schema: `#/components/schemas/CreateEvalJsonlRunDataSource`
public struct CreateEvalJsonlRunDataSource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of data source. Always `jsonl`.
    public var type: String

    /// Determines what populates the `item` namespace in the data source.
    public var source: CreateEvalJsonlRunDataSource.Source

    public init(
        source: CreateEvalJsonlRunDataSource.Source
    ) {
        self.type = "jsonl"
        self.source = source
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            source: .emptyValue
        )
    }

    /// Determines what populates the `item` namespace in the data source.
    public enum Source: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `file_content`
        case fileContent(EvalJsonlFileContentSource)
        /// - `type`: `file_id`
        case fileID(EvalJsonlFileIdSource)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "file_content": self = .fileContent(try EvalJsonlFileContentSource(from: decoder)); return
                case "file_id": self = .fileID(try EvalJsonlFileIdSource(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .fileContent(let value): try value.encode(to: encoder)
            case .fileID(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case source
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "jsonl")
        self.source = try container.decodeRequired(CreateEvalJsonlRunDataSource.Source.self, forKey: .source, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.source, forKey: .source)
    }
}

/// A LabelModelGrader object which uses a model to assign labels to each item
/// in the evaluation.
///
/// - Schema: `#/components/schemas/CreateEvalLabelModelGrader`
public struct CreateEvalLabelModelGrader: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `label_model`.
    public var type: String

    /// The name of the grader.
    public var name: String

    /// The model to use for the evaluation. Must support structured outputs.
    public var model: String

    /// A list of chat messages forming the prompt or context. May include variable references to the `item` namespace, ie {{item.name}}.
    public var input: [CreateEvalItem]

    /// The labels to classify to each item in the evaluation.
    public var labels: [String]

    /// The labels that indicate a passing result. Must be a subset of labels.
    public var passingLabels: [String]

    public init(
        name: String,
        model: String,
        input: [CreateEvalItem],
        labels: [String],
        passingLabels: [String]
    ) {
        self.type = "label_model"
        self.name = name
        self.model = model
        self.input = input
        self.labels = labels
        self.passingLabels = passingLabels
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            model: .emptyValue,
            input: .emptyValue,
            labels: .emptyValue,
            passingLabels: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case name
        case model
        case input
        case labels
        case passingLabels = "passing_labels"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "label_model")
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
        self.input = try container.decodeRequired([CreateEvalItem].self, forKey: .input, in: decoder)
        self.labels = try container.decodeRequired([String].self, forKey: .labels, in: decoder)
        self.passingLabels = try container.decodeRequired([String].self, forKey: .passingLabels, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.model, forKey: .model)
        try container.encode(self.input, forKey: .input)
        try container.encode(self.labels, forKey: .labels)
        try container.encode(self.passingLabels, forKey: .passingLabels)
    }
}

/// A data source config which specifies the metadata property of your logs query.
/// This is usually metadata like `usecase=chatbot` or `prompt-version=v2`, etc.
///
/// - Schema: `#/components/schemas/CreateEvalLogsDataSourceConfig`
public struct CreateEvalLogsDataSourceConfig: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of data source. Always `logs`.
    public var type: String

    /// Metadata filters for the logs data source.
    public var metadata: JSONValue?

    public init(
        metadata: JSONValue? = nil
    ) {
        self.type = "logs"
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case metadata
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "logs")
        self.metadata = try container.decodeIfPresent(JSONValue.self, forKey: .metadata)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
    }
}

/// CreateEvalRequest
///
/// - Schema: `#/components/schemas/CreateEvalRequest`
public struct CreateEvalRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// The name of the evaluation.
    public var name: String?

    public var metadata: OpenAI.Metadata?

    /// The configuration for the data source used for the evaluation runs. Dictates the schema of the data used in the evaluation.
    public var dataSourceConfig: CreateEvalRequest.DataSourceConfig

    /// A list of graders for all eval runs in this group. Graders can reference variables in the data source using double curly braces notation, like `{{item.variable_name}}`. To reference the model's output, use the `sample` namespace (ie, `{{sample.output_text}}`).
    public var testingCriteria: [CreateEvalRequest.TestingCriteriaItem]

    public init(
        dataSourceConfig: CreateEvalRequest.DataSourceConfig,
        testingCriteria: [CreateEvalRequest.TestingCriteriaItem],
        name: String? = nil,
        metadata: OpenAI.Metadata? = nil
    ) {
        self.name = name
        self.metadata = metadata
        self.dataSourceConfig = dataSourceConfig
        self.testingCriteria = testingCriteria
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            dataSourceConfig: .emptyValue,
            testingCriteria: .emptyValue
        )
    }

    /// The configuration for the data source used for the evaluation runs. Dictates the schema of the data used in the evaluation.
    public enum DataSourceConfig: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `custom`
        case custom(CreateEvalCustomDataSourceConfig)
        /// - `type`: `logs`
        case logs(CreateEvalLogsDataSourceConfig)
        /// - `type`: `stored_completions`
        case storedCompletions(CreateEvalStoredCompletionsDataSourceConfig)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "custom": self = .custom(try CreateEvalCustomDataSourceConfig(from: decoder)); return
                case "logs": self = .logs(try CreateEvalLogsDataSourceConfig(from: decoder)); return
                case "stored_completions": self = .storedCompletions(try CreateEvalStoredCompletionsDataSourceConfig(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .custom(let value): try value.encode(to: encoder)
            case .logs(let value): try value.encode(to: encoder)
            case .storedCompletions(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    public enum TestingCriteriaItem: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `label_model`
        case labelModel(CreateEvalLabelModelGrader)
        /// - `type`: `string_check`
        case stringCheck(EvalGraderStringCheck)
        /// - `type`: `text_similarity`
        case textSimilarity(EvalGraderTextSimilarity)
        /// - `type`: `python`
        case python(EvalGraderPython)
        /// - `type`: `score_model`
        case scoreModel(EvalGraderScoreModel)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "label_model": self = .labelModel(try CreateEvalLabelModelGrader(from: decoder)); return
                case "string_check": self = .stringCheck(try EvalGraderStringCheck(from: decoder)); return
                case "text_similarity": self = .textSimilarity(try EvalGraderTextSimilarity(from: decoder)); return
                case "python": self = .python(try EvalGraderPython(from: decoder)); return
                case "score_model": self = .scoreModel(try EvalGraderScoreModel(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .labelModel(let value): try value.encode(to: encoder)
            case .stringCheck(let value): try value.encode(to: encoder)
            case .textSimilarity(let value): try value.encode(to: encoder)
            case .python(let value): try value.encode(to: encoder)
            case .scoreModel(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case metadata
        case dataSourceConfig = "data_source_config"
        case testingCriteria = "testing_criteria"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: .metadata)
        self.dataSourceConfig = try container.decodeRequired(CreateEvalRequest.DataSourceConfig.self, forKey: .dataSourceConfig, in: decoder)
        self.testingCriteria = try container.decodeRequired([CreateEvalRequest.TestingCriteriaItem].self, forKey: .testingCriteria, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.name, forKey: .name)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
        try container.encode(self.dataSourceConfig, forKey: .dataSourceConfig)
        try container.encode(self.testingCriteria, forKey: .testingCriteria)
    }
}

/// A ResponsesRunDataSource object describing a model sampling configuration.
///
/// - Schema: `#/components/schemas/CreateEvalResponsesRunDataSource`
public struct CreateEvalResponsesRunDataSource: Codable, Hashable, Sendable, EmptyDecodable {
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
    public enum InputMessages: Codable, Hashable, Sendable, EmptyDecodable {
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
        public struct Template: Codable, Hashable, Sendable, EmptyDecodable {
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

            public enum TemplateItem: Codable, Hashable, Sendable, EmptyDecodable {
                /// ChatMessage
                case chatMessage(CreateEvalResponsesRunDataSource.InputMessages.Template.TemplateItem.ChatMessage)
                case evalItem(EvalItem)
                /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
                case unknown(JSONValue)

                public static var emptyValue: Self { .unknown(.null) }

                /// ChatMessage
                public struct ChatMessage: Codable, Hashable, Sendable, EmptyDecodable {
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

                    enum CodingKeys: String, CodingKey {
                        case role
                        case content
                    }

                    public init(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: CodingKeys.self)
                        self.role = try container.decodeRequired(String.self, forKey: .role, in: decoder)
                        self.content = try container.decodeRequired(String.self, forKey: .content, in: decoder)
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var container = encoder.container(keyedBy: CodingKeys.self)
                        try container.encode(self.role, forKey: .role)
                        try container.encode(self.content, forKey: .content)
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

            enum CodingKeys: String, CodingKey {
                case type
                case template
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "template")
                self.template = try container.decodeRequired([CreateEvalResponsesRunDataSource.InputMessages.Template.TemplateItem].self, forKey: .template, in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.type, forKey: .type)
                try container.encode(self.template, forKey: .template)
            }
        }

        /// InputMessagesItemReference
        public struct ItemReference: Codable, Hashable, Sendable, EmptyDecodable {
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

            enum CodingKeys: String, CodingKey {
                case type
                case itemReference = "item_reference"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "item_reference")
                self.itemReference = try container.decodeRequired(String.self, forKey: .itemReference, in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.type, forKey: .type)
                try container.encode(self.itemReference, forKey: .itemReference)
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

    public struct SamplingParams: Codable, Hashable, Sendable, EmptyDecodable {
        public var reasoningEffort: OpenAI.ReasoningEffort?

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
        ///   model's capabilities, like [web search](/docs/guides/tools-web-search)
        ///   or [file search](/docs/guides/tools-file-search). Learn more about
        ///   [built-in tools](/docs/guides/tools).
        /// - **Function calls (custom tools)**: Functions that are defined by you,
        ///   enabling the model to call your own code. Learn more about
        ///   [function calling](/docs/guides/function-calling).
        public var tools: [OpenAI.Tool]?

        /// Configuration options for a text response from the model. Can be plain
        /// text or structured JSON data. Learn more:
        /// - [Text inputs and outputs](/docs/guides/text)
        /// - [Structured Outputs](/docs/guides/structured-outputs)
        public var text: CreateEvalResponsesRunDataSource.SamplingParams.Text?

        public init(
            reasoningEffort: OpenAI.ReasoningEffort? = nil,
            temperature: Double? = nil,
            maxCompletionTokens: Int? = nil,
            topP: Double? = nil,
            seed: Int? = nil,
            tools: [OpenAI.Tool]? = nil,
            text: CreateEvalResponsesRunDataSource.SamplingParams.Text? = nil
        ) {
            self.reasoningEffort = reasoningEffort
            self.temperature = temperature
            self.maxCompletionTokens = maxCompletionTokens
            self.topP = topP
            self.seed = seed
            self.tools = tools
            self.text = text
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// Configuration options for a text response from the model. Can be plain
        /// text or structured JSON data. Learn more:
        /// - [Text inputs and outputs](/docs/guides/text)
        /// - [Structured Outputs](/docs/guides/structured-outputs)
        public struct Text: Codable, Hashable, Sendable, EmptyDecodable {
            public var format: TextResponseFormatConfiguration?

            public init(
                format: TextResponseFormatConfiguration? = nil
            ) {
                self.format = format
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case format
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.format = try container.decodeIfPresent(TextResponseFormatConfiguration.self, forKey: .format)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.format, forKey: .format)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case reasoningEffort = "reasoning_effort"
            case temperature
            case maxCompletionTokens = "max_completion_tokens"
            case topP = "top_p"
            case seed
            case tools
            case text
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.reasoningEffort = try container.decodeIfPresent(OpenAI.ReasoningEffort.self, forKey: .reasoningEffort)
            self.temperature = try container.decodeIfPresent(Double.self, forKey: .temperature)
            self.maxCompletionTokens = try container.decodeIfPresent(Int.self, forKey: .maxCompletionTokens)
            self.topP = try container.decodeIfPresent(Double.self, forKey: .topP)
            self.seed = try container.decodeIfPresent(Int.self, forKey: .seed)
            self.tools = try container.decodeIfPresent([OpenAI.Tool].self, forKey: .tools)
            self.text = try container.decodeIfPresent(CreateEvalResponsesRunDataSource.SamplingParams.Text.self, forKey: .text)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.reasoningEffort, forKey: .reasoningEffort)
            try container.encodeIfPresent(self.temperature, forKey: .temperature)
            try container.encodeIfPresent(self.maxCompletionTokens, forKey: .maxCompletionTokens)
            try container.encodeIfPresent(self.topP, forKey: .topP)
            try container.encodeIfPresent(self.seed, forKey: .seed)
            try container.encodeIfPresent(self.tools, forKey: .tools)
            try container.encodeIfPresent(self.text, forKey: .text)
        }
    }

    /// Determines what populates the `item` namespace in this run's data source.
    public enum Source: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case type
        case inputMessages = "input_messages"
        case samplingParams = "sampling_params"
        case model
        case source
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "responses")
        self.inputMessages = try container.decodeIfPresent(CreateEvalResponsesRunDataSource.InputMessages.self, forKey: .inputMessages)
        self.samplingParams = try container.decodeIfPresent(CreateEvalResponsesRunDataSource.SamplingParams.self, forKey: .samplingParams)
        self.model = try container.decodeIfPresent(String.self, forKey: .model)
        self.source = try container.decodeRequired(CreateEvalResponsesRunDataSource.Source.self, forKey: .source, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.inputMessages, forKey: .inputMessages)
        try container.encodeIfPresent(self.samplingParams, forKey: .samplingParams)
        try container.encodeIfPresent(self.model, forKey: .model)
        try container.encode(self.source, forKey: .source)
    }
}

/// CreateEvalRunRequest
///
/// - Schema: `#/components/schemas/CreateEvalRunRequest`
public struct CreateEvalRunRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// The name of the run.
    public var name: String?

    public var metadata: OpenAI.Metadata?

    /// Details about the run's data source.
    public var dataSource: CreateEvalRunRequest.DataSource

    public init(
        dataSource: CreateEvalRunRequest.DataSource,
        name: String? = nil,
        metadata: OpenAI.Metadata? = nil
    ) {
        self.name = name
        self.metadata = metadata
        self.dataSource = dataSource
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            dataSource: .emptyValue
        )
    }

    /// Details about the run's data source.
    public enum DataSource: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `jsonl`
        case jsonl(CreateEvalJsonlRunDataSource)
        /// - `type`: `completions`
        case completions(CreateEvalCompletionsRunDataSource)
        /// - `type`: `responses`
        case responses(CreateEvalResponsesRunDataSource)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "jsonl": self = .jsonl(try CreateEvalJsonlRunDataSource(from: decoder)); return
                case "completions": self = .completions(try CreateEvalCompletionsRunDataSource(from: decoder)); return
                case "responses": self = .responses(try CreateEvalResponsesRunDataSource(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .jsonl(let value): try value.encode(to: encoder)
            case .completions(let value): try value.encode(to: encoder)
            case .responses(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case metadata
        case dataSource = "data_source"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: .metadata)
        self.dataSource = try container.decodeRequired(CreateEvalRunRequest.DataSource.self, forKey: .dataSource, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.name, forKey: .name)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
        try container.encode(self.dataSource, forKey: .dataSource)
    }
}

/// Deprecated in favor of LogsDataSourceConfig.
///
/// - Warning: Deprecated in the spec.
/// - Schema: `#/components/schemas/CreateEvalStoredCompletionsDataSourceConfig`
public struct CreateEvalStoredCompletionsDataSourceConfig: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of data source. Always `stored_completions`.
    public var type: String

    /// Metadata filters for the stored completions data source.
    public var metadata: JSONValue?

    public init(
        metadata: JSONValue? = nil
    ) {
        self.type = "stored_completions"
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case metadata
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "stored_completions")
        self.metadata = try container.decodeIfPresent(JSONValue.self, forKey: .metadata)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
    }
}
