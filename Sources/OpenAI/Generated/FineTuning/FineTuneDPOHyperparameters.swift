// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The hyperparameters used for the DPO fine-tuning job.
///
/// - Schema: `#/components/schemas/FineTuneDPOHyperparameters`
public nonisolated struct FineTuneDPOHyperparameters: Codable, Equatable, Sendable, EmptyDecodable {
    /// The beta value for the DPO method. A higher beta value will increase the weight of the penalty between the policy and reference model.
    public var beta: FineTuneDPOHyperparameters.Beta?

    /// Number of examples in each batch. A larger batch size means that model parameters are updated less frequently, but with lower variance.
    public var batchSize: FineTuneDPOHyperparameters.BatchSize?

    /// Scaling factor for the learning rate. A smaller learning rate may be useful to avoid overfitting.
    public var learningRateMultiplier: FineTuneDPOHyperparameters.LearningRateMultiplier?

    /// The number of epochs to train the model for. An epoch refers to one full cycle through the training dataset.
    public var nEpochs: FineTuneDPOHyperparameters.NEpochs?

    public init(
        beta: FineTuneDPOHyperparameters.Beta? = nil,
        batchSize: FineTuneDPOHyperparameters.BatchSize? = nil,
        learningRateMultiplier: FineTuneDPOHyperparameters.LearningRateMultiplier? = nil,
        nEpochs: FineTuneDPOHyperparameters.NEpochs? = nil
    ) {
        self.beta = beta
        self.batchSize = batchSize
        self.learningRateMultiplier = learningRateMultiplier
        self.nEpochs = nEpochs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The beta value for the DPO method. A higher beta value will increase the weight of the penalty between the policy and reference model.
    public nonisolated enum Beta: Codable, Equatable, Sendable, EmptyDecodable {
        case string(FineTuneDPOHyperparameters.Beta.StringValue)
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
                self = .string(try FineTuneDPOHyperparameters.Beta.StringValue(from: decoder)); return
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

    /// Number of examples in each batch. A larger batch size means that model parameters are updated less frequently, but with lower variance.
    public nonisolated enum BatchSize: Codable, Equatable, Sendable, EmptyDecodable {
        case string(FineTuneDPOHyperparameters.BatchSize.StringValue)
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
                self = .string(try FineTuneDPOHyperparameters.BatchSize.StringValue(from: decoder)); return
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
        case string(FineTuneDPOHyperparameters.LearningRateMultiplier.StringValue)
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
                self = .string(try FineTuneDPOHyperparameters.LearningRateMultiplier.StringValue(from: decoder)); return
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
        case string(FineTuneDPOHyperparameters.NEpochs.StringValue)
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
                self = .string(try FineTuneDPOHyperparameters.NEpochs.StringValue(from: decoder)); return
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
        self.beta = try container.decodeIfPresent(FineTuneDPOHyperparameters.Beta.self, forKey: "beta")
        self.batchSize = try container.decodeIfPresent(FineTuneDPOHyperparameters.BatchSize.self, forKey: "batch_size")
        self.learningRateMultiplier = try container.decodeIfPresent(FineTuneDPOHyperparameters.LearningRateMultiplier.self, forKey: "learning_rate_multiplier")
        self.nEpochs = try container.decodeIfPresent(FineTuneDPOHyperparameters.NEpochs.self, forKey: "n_epochs")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.beta, forKey: "beta")
        try container.encodeIfPresent(self.batchSize, forKey: "batch_size")
        try container.encodeIfPresent(self.learningRateMultiplier, forKey: "learning_rate_multiplier")
        try container.encodeIfPresent(self.nEpochs, forKey: "n_epochs")
    }
}
