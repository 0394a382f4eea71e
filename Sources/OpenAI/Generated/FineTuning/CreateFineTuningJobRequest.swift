// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/CreateFineTuningJobRequest`
public nonisolated struct CreateFineTuningJobRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The name of the model to fine-tune. You can select one of the
    /// [supported models](https://platform.openai.com/docs/guides/fine-tuning#which-models-can-be-fine-tuned).
    public var model: CreateFineTuningJobRequest.Model

    /// The ID of an uploaded file that contains training data.
    ///
    /// See [upload file](https://platform.openai.com/docs/api-reference/files/create) for how to upload a file.
    ///
    /// Your dataset must be formatted as a JSONL file. Additionally, you must upload your file with the purpose `fine-tune`.
    ///
    /// The contents of the file should differ depending on if the model uses the [chat](https://platform.openai.com/docs/api-reference/fine-tuning/chat-input), [completions](https://platform.openai.com/docs/api-reference/fine-tuning/completions-input) format, or if the fine-tuning method uses the [preference](https://platform.openai.com/docs/api-reference/fine-tuning/preference-input) format.
    ///
    /// See the [fine-tuning guide](https://platform.openai.com/docs/guides/model-optimization) for more details.
    public var trainingFile: String

    /// The hyperparameters used for the fine-tuning job.
    /// This value is now deprecated in favor of `method`, and should be passed in under the `method` parameter.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var hyperparameters: CreateFineTuningJobRequest.Hyperparameters? {
        get { _hyperparameters }
        set { _hyperparameters = newValue }
    }

    /// A string of up to 64 characters that will be added to your fine-tuned model name.
    ///
    /// For example, a `suffix` of "custom-model-name" would produce a model name like `ft:gpt-4o-mini:openai:custom-model-name:7p4lURel`.
    public var suffix: String?

    /// The ID of an uploaded file that contains validation data.
    ///
    /// If you provide this file, the data is used to generate validation
    /// metrics periodically during fine-tuning. These metrics can be viewed in
    /// the fine-tuning results file.
    /// The same data should not be present in both train and validation files.
    ///
    /// Your dataset must be formatted as a JSONL file. You must upload your file with the purpose `fine-tune`.
    ///
    /// See the [fine-tuning guide](https://platform.openai.com/docs/guides/model-optimization) for more details.
    public var validationFile: String?

    /// A list of integrations to enable for your fine-tuning job.
    public var integrations: [CreateFineTuningJobRequest.Integration]?

    /// The seed controls the reproducibility of the job. Passing in the same seed and job parameters should produce the same results, but may differ in rare cases.
    /// If a seed is not specified, one will be generated for you.
    public var seed: Int?

    public var method: FineTuneMethod?

    public var metadata: _OpenAIShared.Metadata?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>
    private var _hyperparameters: CreateFineTuningJobRequest.Hyperparameters?

    public init(
        model: CreateFineTuningJobRequest.Model,
        trainingFile: String,
        hyperparameters: CreateFineTuningJobRequest.Hyperparameters? = nil,
        suffix: String? = nil,
        validationFile: String? = nil,
        integrations: [CreateFineTuningJobRequest.Integration]? = nil,
        seed: Int? = nil,
        method: FineTuneMethod? = nil,
        metadata: _OpenAIShared.Metadata? = nil
    ) {
        self.model = model
        self.trainingFile = trainingFile
        self._hyperparameters = hyperparameters
        self.suffix = suffix
        self.validationFile = validationFile
        self.integrations = integrations
        self.seed = seed
        self.method = method
        self.metadata = metadata
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue,
            trainingFile: .emptyValue
        )
    }

    /// The name of the model to fine-tune. You can select one of the
    /// [supported models](https://platform.openai.com/docs/guides/fine-tuning#which-models-can-be-fine-tuned).
    public nonisolated enum Model: OpenEnum, EmptyDecodable {
        case babbage002
        case davinci002
        case gpt3_5Turbo
        case gpt4oMini
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "babbage-002": self = .babbage002
            case "davinci-002": self = .davinci002
            case "gpt-3.5-turbo": self = .gpt3_5Turbo
            case "gpt-4o-mini": self = .gpt4oMini
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .babbage002: "babbage-002"
            case .davinci002: "davinci-002"
            case .gpt3_5Turbo: "gpt-3.5-turbo"
            case .gpt4oMini: "gpt-4o-mini"
            case .unknown(let value): value
            }
        }
    }

    /// The hyperparameters used for the fine-tuning job.
    /// This value is now deprecated in favor of `method`, and should be passed in under the `method` parameter.
    ///
    /// - Warning: Deprecated in the spec.
    public nonisolated struct Hyperparameters: Codable, Equatable, Sendable, EmptyDecodable {
        /// Number of examples in each batch. A larger batch size means that model parameters
        /// are updated less frequently, but with lower variance.
        public var batchSize: CreateFineTuningJobRequest.Hyperparameters.BatchSize?

        /// Scaling factor for the learning rate. A smaller learning rate may be useful to avoid
        /// overfitting.
        public var learningRateMultiplier: CreateFineTuningJobRequest.Hyperparameters.LearningRateMultiplier?

        /// The number of epochs to train the model for. An epoch refers to one full cycle
        /// through the training dataset.
        public var nEpochs: CreateFineTuningJobRequest.Hyperparameters.NEpochs?

        public init(
            batchSize: CreateFineTuningJobRequest.Hyperparameters.BatchSize? = nil,
            learningRateMultiplier: CreateFineTuningJobRequest.Hyperparameters.LearningRateMultiplier? = nil,
            nEpochs: CreateFineTuningJobRequest.Hyperparameters.NEpochs? = nil
        ) {
            self.batchSize = batchSize
            self.learningRateMultiplier = learningRateMultiplier
            self.nEpochs = nEpochs
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// Number of examples in each batch. A larger batch size means that model parameters
        /// are updated less frequently, but with lower variance.
        public nonisolated enum BatchSize: Codable, Equatable, Sendable, EmptyDecodable {
            /// Auto
            case string(CreateFineTuningJobRequest.Hyperparameters.BatchSize.StringValue)
            case integer(Int)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            /// Auto
            public nonisolated enum StringValue: OpenEnum, EmptyDecodable {
                case auto
                /// A value this version of the spec does not list.
                case unknown(String)

                public init(rawValue: String) {
                    switch rawValue {
                    case "auto": self = .auto
                    default: self = .unknown(rawValue)
                    }
                }

                public var rawValue: String {
                    switch self {
                    case .auto: "auto"
                    case .unknown(let value): value
                    }
                }
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                switch UnionDecoding.kind(of: decoder) {
                case .integer:
                    self = .integer(try Int(from: decoder)); return
                case .string:
                    self = .string(try CreateFineTuningJobRequest.Hyperparameters.BatchSize.StringValue(from: decoder)); return
                default: break
                }
                self = .unknown(try JSONValue(from: decoder))
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .string(let value): try value.encode(to: encoder)
                case .integer(let value): try value.encode(to: encoder)
                case .unknown(let value): try value.encode(to: encoder)
                }
            }
        }

        /// Scaling factor for the learning rate. A smaller learning rate may be useful to avoid
        /// overfitting.
        public nonisolated enum LearningRateMultiplier: Codable, Equatable, Sendable, EmptyDecodable {
            /// Auto
            case string(CreateFineTuningJobRequest.Hyperparameters.LearningRateMultiplier.StringValue)
            case number(Double)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            /// Auto
            public nonisolated enum StringValue: OpenEnum, EmptyDecodable {
                case auto
                /// A value this version of the spec does not list.
                case unknown(String)

                public init(rawValue: String) {
                    switch rawValue {
                    case "auto": self = .auto
                    default: self = .unknown(rawValue)
                    }
                }

                public var rawValue: String {
                    switch self {
                    case .auto: "auto"
                    case .unknown(let value): value
                    }
                }
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                switch UnionDecoding.kind(of: decoder) {
                case .number, .integer:
                    self = .number(try Double(from: decoder)); return
                case .string:
                    self = .string(try CreateFineTuningJobRequest.Hyperparameters.LearningRateMultiplier.StringValue(from: decoder)); return
                default: break
                }
                self = .unknown(try JSONValue(from: decoder))
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .string(let value): try value.encode(to: encoder)
                case .number(let value): try value.encode(to: encoder)
                case .unknown(let value): try value.encode(to: encoder)
                }
            }
        }

        /// The number of epochs to train the model for. An epoch refers to one full cycle
        /// through the training dataset.
        public nonisolated enum NEpochs: Codable, Equatable, Sendable, EmptyDecodable {
            /// Auto
            case string(CreateFineTuningJobRequest.Hyperparameters.NEpochs.StringValue)
            case integer(Int)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            /// Auto
            public nonisolated enum StringValue: OpenEnum, EmptyDecodable {
                case auto
                /// A value this version of the spec does not list.
                case unknown(String)

                public init(rawValue: String) {
                    switch rawValue {
                    case "auto": self = .auto
                    default: self = .unknown(rawValue)
                    }
                }

                public var rawValue: String {
                    switch self {
                    case .auto: "auto"
                    case .unknown(let value): value
                    }
                }
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                switch UnionDecoding.kind(of: decoder) {
                case .integer:
                    self = .integer(try Int(from: decoder)); return
                case .string:
                    self = .string(try CreateFineTuningJobRequest.Hyperparameters.NEpochs.StringValue(from: decoder)); return
                default: break
                }
                self = .unknown(try JSONValue(from: decoder))
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .string(let value): try value.encode(to: encoder)
                case .integer(let value): try value.encode(to: encoder)
                case .unknown(let value): try value.encode(to: encoder)
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.batchSize = try container.decodeIfPresent(CreateFineTuningJobRequest.Hyperparameters.BatchSize.self, forKey: "batch_size")
            self.learningRateMultiplier = try container.decodeIfPresent(CreateFineTuningJobRequest.Hyperparameters.LearningRateMultiplier.self, forKey: "learning_rate_multiplier")
            self.nEpochs = try container.decodeIfPresent(CreateFineTuningJobRequest.Hyperparameters.NEpochs.self, forKey: "n_epochs")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.batchSize, forKey: "batch_size")
            try container.encodeIfPresent(self.learningRateMultiplier, forKey: "learning_rate_multiplier")
            try container.encodeIfPresent(self.nEpochs, forKey: "n_epochs")
        }
    }

    public nonisolated struct Integration: Codable, Equatable, Sendable, EmptyDecodable {
        /// The type of integration to enable. Currently, only "wandb" (Weights and Biases) is supported.
        public var type: String

        /// The settings for your integration with Weights and Biases. This payload specifies the project that
        /// metrics will be sent to. Optionally, you can set an explicit display name for your run, add tags
        /// to your run, and set a default entity (team, username, etc) to be associated with your run.
        public var wandb: CreateFineTuningJobRequest.Integration.Wandb

        public init(
            wandb: CreateFineTuningJobRequest.Integration.Wandb
        ) {
            self.type = "wandb"
            self.wandb = wandb
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                wandb: .emptyValue
            )
        }

        /// The settings for your integration with Weights and Biases. This payload specifies the project that
        /// metrics will be sent to. Optionally, you can set an explicit display name for your run, add tags
        /// to your run, and set a default entity (team, username, etc) to be associated with your run.
        public nonisolated struct Wandb: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
            /// The name of the project that the new run will be created under.
            public var project: String

            /// A display name to set for the run. If not set, we will use the Job ID as the name.
            public var name: String?

            /// The entity to use for the run. This allows you to set the team or username of the WandB user that you would
            /// like associated with the run. If not set, the default entity for the registered WandB API key is used.
            public var entity: String?

            /// A list of tags to be attached to the newly created run. These tags are passed through directly to WandB. Some
            /// default tags are generated by OpenAI: "openai/finetune", "openai/{base-model}", "openai/{ftjob-abcdef}".
            public var tags: [String]?

            /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
            public var nullNames: Set<String>

            public init(
                project: String,
                name: String? = nil,
                entity: String? = nil,
                tags: [String]? = nil
            ) {
                self.project = project
                self.name = name
                self.entity = entity
                self.tags = tags
                self.nullNames = []
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self {
                Self(
                    project: .emptyValue
                )
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.project = try container.decodeRequired(String.self, forKey: "project", in: decoder)
                self.name = try container.decodeIfPresent(String.self, forKey: "name")
                self.entity = try container.decodeIfPresent(String.self, forKey: "entity")
                self.tags = try container.decodeIfPresent([String].self, forKey: "tags")
                self.nullNames = []
            }

            public func encode(to encoder: any Encoder) throws {
                var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
                try container.encode(self.project, forKey: "project")
                try container.encodeIfPresent(self.name, forKey: "name")
                try container.encodeIfPresent(self.entity, forKey: "entity")
                try container.encodeIfPresent(self.tags, forKey: "tags")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "wandb")
            self.wandb = try container.decodeRequired(CreateFineTuningJobRequest.Integration.Wandb.self, forKey: "wandb", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.type, forKey: "type")
            try container.encode(self.wandb, forKey: "wandb")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeRequired(CreateFineTuningJobRequest.Model.self, forKey: "model", in: decoder)
        self.trainingFile = try container.decodeRequired(String.self, forKey: "training_file", in: decoder)
        self._hyperparameters = try container.decodeIfPresent(CreateFineTuningJobRequest.Hyperparameters.self, forKey: "hyperparameters")
        self.suffix = try container.decodeIfPresent(String.self, forKey: "suffix")
        self.validationFile = try container.decodeIfPresent(String.self, forKey: "validation_file")
        self.integrations = try container.decodeIfPresent([CreateFineTuningJobRequest.Integration].self, forKey: "integrations")
        self.seed = try container.decodeIfPresent(Int.self, forKey: "seed")
        self.method = try container.decodeIfPresent(FineTuneMethod.self, forKey: "method")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.model, forKey: "model")
        try container.encode(self.trainingFile, forKey: "training_file")
        try container.encodeIfPresent(self._hyperparameters, forKey: "hyperparameters")
        try container.encodeIfPresent(self.suffix, forKey: "suffix")
        try container.encodeIfPresent(self.validationFile, forKey: "validation_file")
        try container.encodeIfPresent(self.integrations, forKey: "integrations")
        try container.encodeIfPresent(self.seed, forKey: "seed")
        try container.encodeIfPresent(self.method, forKey: "method")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}

nonisolated extension NullableMember where Owner == CreateFineTuningJobRequest {
    public static var suffix: Self { Self("suffix") }
    public static var validationFile: Self { Self("validation_file") }
    public static var integrations: Self { Self("integrations") }
    public static var seed: Self { Self("seed") }
    public static var metadata: Self { Self("metadata") }
}

nonisolated extension NullableMember where Owner == CreateFineTuningJobRequest.Integration.Wandb {
    public static var name: Self { Self("name") }
    public static var entity: Self { Self("entity") }
}
// MARK: - String arguments

nonisolated extension CreateFineTuningJobRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        trainingFile: String,
        hyperparameters: CreateFineTuningJobRequest.Hyperparameters? = nil,
        suffix: String? = nil,
        validationFile: String? = nil,
        integrations: [CreateFineTuningJobRequest.Integration]? = nil,
        seed: Int? = nil,
        method: FineTuneMethod? = nil,
        metadata: _OpenAIShared.Metadata? = nil
    ) {
        self.init(
            model: CreateFineTuningJobRequest.Model(rawValue: model),
            trainingFile: trainingFile,
            hyperparameters: hyperparameters,
            suffix: suffix,
            validationFile: validationFile,
            integrations: integrations,
            seed: seed,
            method: method,
            metadata: metadata
        )
    }
}
