// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The hyperparameters used for the reinforcement fine-tuning job.
///
/// - Schema: `#/components/schemas/FineTuneReinforcementHyperparameters`
public nonisolated struct FineTuneReinforcementHyperparameters: Codable, Equatable, Sendable, EmptyDecodable {
    /// Number of examples in each batch. A larger batch size means that model parameters are updated less frequently, but with lower variance.
    public var batchSize: FineTuneReinforcementHyperparameters.BatchSize?

    /// Scaling factor for the learning rate. A smaller learning rate may be useful to avoid overfitting.
    public var learningRateMultiplier: FineTuneReinforcementHyperparameters.LearningRateMultiplier?

    /// The number of epochs to train the model for. An epoch refers to one full cycle through the training dataset.
    public var nEpochs: FineTuneReinforcementHyperparameters.NEpochs?

    /// Level of reasoning effort.
    public var reasoningEffort: FineTuneReinforcementHyperparameters.ReasoningEffort?

    /// Multiplier on amount of compute used for exploring search space during training.
    public var computeMultiplier: FineTuneReinforcementHyperparameters.ComputeMultiplier?

    /// The number of training steps between evaluation runs.
    public var evalInterval: FineTuneReinforcementHyperparameters.EvalInterval?

    /// Number of evaluation samples to generate per training step.
    public var evalSamples: FineTuneReinforcementHyperparameters.EvalSamples?

    public init(
        batchSize: FineTuneReinforcementHyperparameters.BatchSize? = nil,
        learningRateMultiplier: FineTuneReinforcementHyperparameters.LearningRateMultiplier? = nil,
        nEpochs: FineTuneReinforcementHyperparameters.NEpochs? = nil,
        reasoningEffort: FineTuneReinforcementHyperparameters.ReasoningEffort? = nil,
        computeMultiplier: FineTuneReinforcementHyperparameters.ComputeMultiplier? = nil,
        evalInterval: FineTuneReinforcementHyperparameters.EvalInterval? = nil,
        evalSamples: FineTuneReinforcementHyperparameters.EvalSamples? = nil
    ) {
        self.batchSize = batchSize
        self.learningRateMultiplier = learningRateMultiplier
        self.nEpochs = nEpochs
        self.reasoningEffort = reasoningEffort
        self.computeMultiplier = computeMultiplier
        self.evalInterval = evalInterval
        self.evalSamples = evalSamples
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Number of examples in each batch. A larger batch size means that model parameters are updated less frequently, but with lower variance.
    public nonisolated enum BatchSize: Codable, Equatable, Sendable, EmptyDecodable {
        case string(FineTuneReinforcementHyperparameters.BatchSize.StringValue)
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
                self = .string(try FineTuneReinforcementHyperparameters.BatchSize.StringValue(from: decoder)); return
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

    /// Scaling factor for the learning rate. A smaller learning rate may be useful to avoid overfitting.
    public nonisolated enum LearningRateMultiplier: Codable, Equatable, Sendable, EmptyDecodable {
        case string(FineTuneReinforcementHyperparameters.LearningRateMultiplier.StringValue)
        case number(Double)
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
            case .number, .integer:
                self = .number(try Double(from: decoder)); return
            case .string:
                self = .string(try FineTuneReinforcementHyperparameters.LearningRateMultiplier.StringValue(from: decoder)); return
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

    /// The number of epochs to train the model for. An epoch refers to one full cycle through the training dataset.
    public nonisolated enum NEpochs: Codable, Equatable, Sendable, EmptyDecodable {
        case string(FineTuneReinforcementHyperparameters.NEpochs.StringValue)
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
                self = .string(try FineTuneReinforcementHyperparameters.NEpochs.StringValue(from: decoder)); return
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

    /// Level of reasoning effort.
    public nonisolated enum ReasoningEffort: OpenEnum, EmptyDecodable {
        case `default`
        case low
        case medium
        case high
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "default": self = .`default`
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .`default`: "default"
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            case .unknown(let value): value
            }
        }
    }

    /// Multiplier on amount of compute used for exploring search space during training.
    public nonisolated enum ComputeMultiplier: Codable, Equatable, Sendable, EmptyDecodable {
        case string(FineTuneReinforcementHyperparameters.ComputeMultiplier.StringValue)
        case number(Double)
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
            case .number, .integer:
                self = .number(try Double(from: decoder)); return
            case .string:
                self = .string(try FineTuneReinforcementHyperparameters.ComputeMultiplier.StringValue(from: decoder)); return
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

    /// The number of training steps between evaluation runs.
    public nonisolated enum EvalInterval: Codable, Equatable, Sendable, EmptyDecodable {
        case string(FineTuneReinforcementHyperparameters.EvalInterval.StringValue)
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
                self = .string(try FineTuneReinforcementHyperparameters.EvalInterval.StringValue(from: decoder)); return
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

    /// Number of evaluation samples to generate per training step.
    public nonisolated enum EvalSamples: Codable, Equatable, Sendable, EmptyDecodable {
        case string(FineTuneReinforcementHyperparameters.EvalSamples.StringValue)
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
                self = .string(try FineTuneReinforcementHyperparameters.EvalSamples.StringValue(from: decoder)); return
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
        self.batchSize = try container.decodeIfPresent(FineTuneReinforcementHyperparameters.BatchSize.self, forKey: "batch_size")
        self.learningRateMultiplier = try container.decodeIfPresent(FineTuneReinforcementHyperparameters.LearningRateMultiplier.self, forKey: "learning_rate_multiplier")
        self.nEpochs = try container.decodeIfPresent(FineTuneReinforcementHyperparameters.NEpochs.self, forKey: "n_epochs")
        self.reasoningEffort = try container.decodeIfPresent(FineTuneReinforcementHyperparameters.ReasoningEffort.self, forKey: "reasoning_effort")
        self.computeMultiplier = try container.decodeIfPresent(FineTuneReinforcementHyperparameters.ComputeMultiplier.self, forKey: "compute_multiplier")
        self.evalInterval = try container.decodeIfPresent(FineTuneReinforcementHyperparameters.EvalInterval.self, forKey: "eval_interval")
        self.evalSamples = try container.decodeIfPresent(FineTuneReinforcementHyperparameters.EvalSamples.self, forKey: "eval_samples")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.batchSize, forKey: "batch_size")
        try container.encodeIfPresent(self.learningRateMultiplier, forKey: "learning_rate_multiplier")
        try container.encodeIfPresent(self.nEpochs, forKey: "n_epochs")
        try container.encodeIfPresent(self.reasoningEffort, forKey: "reasoning_effort")
        try container.encodeIfPresent(self.computeMultiplier, forKey: "compute_multiplier")
        try container.encodeIfPresent(self.evalInterval, forKey: "eval_interval")
        try container.encodeIfPresent(self.evalSamples, forKey: "eval_samples")
    }
}
