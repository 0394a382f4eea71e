// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// The `fine_tuning.job` object represents a fine-tuning job that has been created through the API.
///
/// - Schema: `#/components/schemas/FineTuningJob`
public nonisolated struct FineTuningJob: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The object identifier, which can be referenced in the API endpoints.
    public var id: String

    /// The Unix timestamp (in seconds) for when the fine-tuning job was created.
    public var createdAt: Int

    public var error: FineTuningJob.ErrorValue?

    public var fineTunedModel: String?

    public var finishedAt: Int?

    /// The hyperparameters used for the fine-tuning job. This value will only be returned when running `supervised` jobs.
    public var hyperparameters: FineTuningJob.Hyperparameters

    /// The base model that is being fine-tuned.
    public var model: String

    /// The object type, which is always "fine_tuning.job".
    public var object: String

    /// The organization that owns the fine-tuning job.
    public var organizationID: String

    /// The compiled results file ID(s) for the fine-tuning job. You can retrieve the results with the [Files API](https://platform.openai.com/docs/api-reference/files/retrieve-contents).
    public var resultFiles: [String]

    /// The current status of the fine-tuning job, which can be either `validating_files`, `queued`, `running`, `succeeded`, `failed`, or `cancelled`.
    public var status: FineTuningJob.Status

    public var trainedTokens: Int?

    /// The file ID used for training. You can retrieve the training data with the [Files API](https://platform.openai.com/docs/api-reference/files/retrieve-contents).
    public var trainingFile: String

    public var validationFile: String?

    public var integrations: [FineTuningIntegration]?

    /// The seed used for the fine-tuning job.
    public var seed: Int

    public var estimatedFinish: Int?

    public var method: FineTuneMethod?

    public var metadata: _OpenAIShared.Metadata?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        createdAt: Int,
        error: FineTuningJob.ErrorValue?,
        fineTunedModel: String?,
        finishedAt: Int?,
        hyperparameters: FineTuningJob.Hyperparameters,
        model: String,
        organizationID: String,
        resultFiles: [String],
        status: FineTuningJob.Status,
        trainedTokens: Int?,
        trainingFile: String,
        validationFile: String?,
        seed: Int,
        integrations: [FineTuningIntegration]? = nil,
        estimatedFinish: Int? = nil,
        method: FineTuneMethod? = nil,
        metadata: _OpenAIShared.Metadata? = nil
    ) {
        self.id = id
        self.createdAt = createdAt
        self.error = error
        self.fineTunedModel = fineTunedModel
        self.finishedAt = finishedAt
        self.hyperparameters = hyperparameters
        self.model = model
        self.object = "fine_tuning.job"
        self.organizationID = organizationID
        self.resultFiles = resultFiles
        self.status = status
        self.trainedTokens = trainedTokens
        self.trainingFile = trainingFile
        self.validationFile = validationFile
        self.integrations = integrations
        self.seed = seed
        self.estimatedFinish = estimatedFinish
        self.method = method
        self.metadata = metadata
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            error: nil,
            fineTunedModel: nil,
            finishedAt: nil,
            hyperparameters: .emptyValue,
            model: .emptyValue,
            organizationID: .emptyValue,
            resultFiles: .emptyValue,
            status: .emptyValue,
            trainedTokens: nil,
            trainingFile: .emptyValue,
            validationFile: nil,
            seed: .emptyValue
        )
    }

    /// For fine-tuning jobs that have `failed`, this will contain more information on the cause of the failure.
    public nonisolated struct ErrorValue: Codable, Equatable, Sendable, EmptyDecodable {
        /// A machine-readable error code.
        public var code: String

        /// A human-readable error message.
        public var message: String

        public var param: String?

        public init(
            code: String,
            message: String,
            param: String?
        ) {
            self.code = code
            self.message = message
            self.param = param
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                code: .emptyValue,
                message: .emptyValue,
                param: nil
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.code = try container.decodeRequired(String.self, forKey: "code", in: decoder)
            self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
            self.param = try container.decodeIfPresent(String.self, forKey: "param")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.code, forKey: "code")
            try container.encode(self.message, forKey: "message")
            try container.encode(self.param, forKey: "param")
        }
    }

    /// The hyperparameters used for the fine-tuning job. This value will only be returned when running `supervised` jobs.
    public nonisolated struct Hyperparameters: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        public var batchSize: FineTuningJob.Hyperparameters.BatchSize?

        /// Scaling factor for the learning rate. A smaller learning rate may be useful to avoid
        /// overfitting.
        public var learningRateMultiplier: FineTuningJob.Hyperparameters.LearningRateMultiplier?

        /// The number of epochs to train the model for. An epoch refers to one full cycle
        /// through the training dataset.
        public var nEpochs: FineTuningJob.Hyperparameters.NEpochs?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            batchSize: FineTuningJob.Hyperparameters.BatchSize? = nil,
            learningRateMultiplier: FineTuningJob.Hyperparameters.LearningRateMultiplier? = nil,
            nEpochs: FineTuningJob.Hyperparameters.NEpochs? = nil
        ) {
            self.batchSize = batchSize
            self.learningRateMultiplier = learningRateMultiplier
            self.nEpochs = nEpochs
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// Number of examples in each batch. A larger batch size means that model parameters
        /// are updated less frequently, but with lower variance.
        public nonisolated enum BatchSize: Codable, Equatable, Sendable, EmptyDecodable {
            case string(FineTuningJob.Hyperparameters.BatchSize.StringValue)
            case integer(Int)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

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
                    self = .string(try FineTuningJob.Hyperparameters.BatchSize.StringValue(from: decoder)); return
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
            case string(FineTuningJob.Hyperparameters.LearningRateMultiplier.StringValue)
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
                    self = .string(try FineTuningJob.Hyperparameters.LearningRateMultiplier.StringValue(from: decoder)); return
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
            case string(FineTuningJob.Hyperparameters.NEpochs.StringValue)
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
                    self = .string(try FineTuningJob.Hyperparameters.NEpochs.StringValue(from: decoder)); return
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
            self.batchSize = try container.decodeIfPresent(FineTuningJob.Hyperparameters.BatchSize.self, forKey: "batch_size")
            self.learningRateMultiplier = try container.decodeIfPresent(FineTuningJob.Hyperparameters.LearningRateMultiplier.self, forKey: "learning_rate_multiplier")
            self.nEpochs = try container.decodeIfPresent(FineTuningJob.Hyperparameters.NEpochs.self, forKey: "n_epochs")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.batchSize, forKey: "batch_size")
            try container.encodeIfPresent(self.learningRateMultiplier, forKey: "learning_rate_multiplier")
            try container.encodeIfPresent(self.nEpochs, forKey: "n_epochs")
        }
    }

    /// The current status of the fine-tuning job, which can be either `validating_files`, `queued`, `running`, `succeeded`, `failed`, or `cancelled`.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case validatingFiles
        case queued
        case running
        case succeeded
        case failed
        case cancelled
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "validating_files": self = .validatingFiles
            case "queued": self = .queued
            case "running": self = .running
            case "succeeded": self = .succeeded
            case "failed": self = .failed
            case "cancelled": self = .cancelled
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .validatingFiles: "validating_files"
            case .queued: "queued"
            case .running: "running"
            case .succeeded: "succeeded"
            case .failed: "failed"
            case .cancelled: "cancelled"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.error = try container.decodeIfPresent(FineTuningJob.ErrorValue.self, forKey: "error")
        self.fineTunedModel = try container.decodeIfPresent(String.self, forKey: "fine_tuned_model")
        self.finishedAt = try container.decodeIfPresent(Int.self, forKey: "finished_at")
        self.hyperparameters = try container.decodeRequired(FineTuningJob.Hyperparameters.self, forKey: "hyperparameters", in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "fine_tuning.job")
        self.organizationID = try container.decodeRequired(String.self, forKey: "organization_id", in: decoder)
        self.resultFiles = try container.decodeRequired([String].self, forKey: "result_files", in: decoder)
        self.status = try container.decodeRequired(FineTuningJob.Status.self, forKey: "status", in: decoder)
        self.trainedTokens = try container.decodeIfPresent(Int.self, forKey: "trained_tokens")
        self.trainingFile = try container.decodeRequired(String.self, forKey: "training_file", in: decoder)
        self.validationFile = try container.decodeIfPresent(String.self, forKey: "validation_file")
        self.integrations = try container.decodeIfPresent([FineTuningIntegration].self, forKey: "integrations")
        self.seed = try container.decodeRequired(Int.self, forKey: "seed", in: decoder)
        self.estimatedFinish = try container.decodeIfPresent(Int.self, forKey: "estimated_finish")
        self.method = try container.decodeIfPresent(FineTuneMethod.self, forKey: "method")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.error, forKey: "error")
        try container.encode(self.fineTunedModel, forKey: "fine_tuned_model")
        try container.encode(self.finishedAt, forKey: "finished_at")
        try container.encode(self.hyperparameters, forKey: "hyperparameters")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.organizationID, forKey: "organization_id")
        try container.encode(self.resultFiles, forKey: "result_files")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.trainedTokens, forKey: "trained_tokens")
        try container.encode(self.trainingFile, forKey: "training_file")
        try container.encode(self.validationFile, forKey: "validation_file")
        try container.encodeIfPresent(self.integrations, forKey: "integrations")
        try container.encode(self.seed, forKey: "seed")
        try container.encodeIfPresent(self.estimatedFinish, forKey: "estimated_finish")
        try container.encodeIfPresent(self.method, forKey: "method")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}

nonisolated extension NullableMember where Owner == FineTuningJob {
    public static var integrations: Self { Self("integrations") }
    public static var estimatedFinish: Self { Self("estimated_finish") }
    public static var metadata: Self { Self("metadata") }
}

nonisolated extension NullableMember where Owner == FineTuningJob.Hyperparameters {
    public static var batchSize: Self { Self("batch_size") }
}
