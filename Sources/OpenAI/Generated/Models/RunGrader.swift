// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RunGraderRequest
///
/// - Schema: `#/components/schemas/RunGraderRequest`
public struct RunGraderRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// The grader used for the fine-tuning job.
    public var grader: RunGraderRequest.Grader

    /// The dataset item provided to the grader. This will be used to populate
    /// the `item` namespace. See [the guide](/docs/guides/graders) for more details.
    public var item: JSONValue?

    /// The model sample to be evaluated. This value will be used to populate
    /// the `sample` namespace. See [the guide](/docs/guides/graders) for more details.
    /// The `output_json` variable will be populated if the model sample is a
    /// valid JSON string.
    public var modelSample: String

    public init(
        grader: RunGraderRequest.Grader,
        modelSample: String,
        item: JSONValue? = nil
    ) {
        self.grader = grader
        self.item = item
        self.modelSample = modelSample
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            grader: .emptyValue,
            modelSample: .emptyValue
        )
    }

    /// The grader used for the fine-tuning job.
    public enum Grader: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `string_check`
        case stringCheck(GraderStringCheck)
        /// - `type`: `text_similarity`
        case textSimilarity(GraderTextSimilarity)
        /// - `type`: `python`
        case python(GraderPython)
        /// - `type`: `score_model`
        case scoreModel(GraderScoreModel)
        /// - `type`: `multi`
        case multi(GraderMulti)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "string_check": self = .stringCheck(try GraderStringCheck(from: decoder)); return
                case "text_similarity": self = .textSimilarity(try GraderTextSimilarity(from: decoder)); return
                case "python": self = .python(try GraderPython(from: decoder)); return
                case "score_model": self = .scoreModel(try GraderScoreModel(from: decoder)); return
                case "multi": self = .multi(try GraderMulti(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .stringCheck(let value): try value.encode(to: encoder)
            case .textSimilarity(let value): try value.encode(to: encoder)
            case .python(let value): try value.encode(to: encoder)
            case .scoreModel(let value): try value.encode(to: encoder)
            case .multi(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case grader
        case item
        case modelSample = "model_sample"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.grader = try container.decodeRequired(RunGraderRequest.Grader.self, forKey: .grader, in: decoder)
        self.item = try container.decodeIfPresent(JSONValue.self, forKey: .item)
        self.modelSample = try container.decodeRequired(String.self, forKey: .modelSample, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.grader, forKey: .grader)
        try container.encodeIfPresent(self.item, forKey: .item)
        try container.encode(self.modelSample, forKey: .modelSample)
    }
}

/// - Schema: `#/components/schemas/RunGraderResponse`
public struct RunGraderResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var reward: Double

    public var metadata: RunGraderResponse.Metadata

    public var subRewards: [String: JSONValue]

    public var modelGraderTokenUsagePerModel: [String: JSONValue]

    public init(
        reward: Double,
        metadata: RunGraderResponse.Metadata,
        subRewards: [String: JSONValue],
        modelGraderTokenUsagePerModel: [String: JSONValue]
    ) {
        self.reward = reward
        self.metadata = metadata
        self.subRewards = subRewards
        self.modelGraderTokenUsagePerModel = modelGraderTokenUsagePerModel
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            reward: .emptyValue,
            metadata: .emptyValue,
            subRewards: .emptyValue,
            modelGraderTokenUsagePerModel: .emptyValue
        )
    }

    public struct Metadata: Codable, Hashable, Sendable, EmptyDecodable {
        public var name: String

        public var type: String

        public var errors: RunGraderResponse.Metadata.Errors

        public var executionTime: Double

        public var scores: [String: JSONValue]

        public var tokenUsage: Int?

        public var sampledModelName: String?

        public init(
            name: String,
            type: String,
            errors: RunGraderResponse.Metadata.Errors,
            executionTime: Double,
            scores: [String: JSONValue],
            tokenUsage: Int?,
            sampledModelName: String?
        ) {
            self.name = name
            self.type = type
            self.errors = errors
            self.executionTime = executionTime
            self.scores = scores
            self.tokenUsage = tokenUsage
            self.sampledModelName = sampledModelName
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                name: .emptyValue,
                type: .emptyValue,
                errors: .emptyValue,
                executionTime: .emptyValue,
                scores: .emptyValue,
                tokenUsage: nil,
                sampledModelName: nil
            )
        }

        public struct Errors: Codable, Hashable, Sendable, EmptyDecodable {
            public var formulaParseError: Bool

            public var sampleParseError: Bool

            public var truncatedObservationError: Bool

            public var unresponsiveRewardError: Bool

            public var invalidVariableError: Bool

            public var otherError: Bool

            public var pythonGraderServerError: Bool

            public var pythonGraderServerErrorType: String?

            public var pythonGraderRuntimeError: Bool

            public var pythonGraderRuntimeErrorDetails: String?

            public var modelGraderServerError: Bool

            public var modelGraderRefusalError: Bool

            public var modelGraderParseError: Bool

            public var modelGraderServerErrorDetails: String?

            public init(
                formulaParseError: Bool,
                sampleParseError: Bool,
                truncatedObservationError: Bool,
                unresponsiveRewardError: Bool,
                invalidVariableError: Bool,
                otherError: Bool,
                pythonGraderServerError: Bool,
                pythonGraderServerErrorType: String?,
                pythonGraderRuntimeError: Bool,
                pythonGraderRuntimeErrorDetails: String?,
                modelGraderServerError: Bool,
                modelGraderRefusalError: Bool,
                modelGraderParseError: Bool,
                modelGraderServerErrorDetails: String?
            ) {
                self.formulaParseError = formulaParseError
                self.sampleParseError = sampleParseError
                self.truncatedObservationError = truncatedObservationError
                self.unresponsiveRewardError = unresponsiveRewardError
                self.invalidVariableError = invalidVariableError
                self.otherError = otherError
                self.pythonGraderServerError = pythonGraderServerError
                self.pythonGraderServerErrorType = pythonGraderServerErrorType
                self.pythonGraderRuntimeError = pythonGraderRuntimeError
                self.pythonGraderRuntimeErrorDetails = pythonGraderRuntimeErrorDetails
                self.modelGraderServerError = modelGraderServerError
                self.modelGraderRefusalError = modelGraderRefusalError
                self.modelGraderParseError = modelGraderParseError
                self.modelGraderServerErrorDetails = modelGraderServerErrorDetails
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self {
                Self(
                    formulaParseError: .emptyValue,
                    sampleParseError: .emptyValue,
                    truncatedObservationError: .emptyValue,
                    unresponsiveRewardError: .emptyValue,
                    invalidVariableError: .emptyValue,
                    otherError: .emptyValue,
                    pythonGraderServerError: .emptyValue,
                    pythonGraderServerErrorType: nil,
                    pythonGraderRuntimeError: .emptyValue,
                    pythonGraderRuntimeErrorDetails: nil,
                    modelGraderServerError: .emptyValue,
                    modelGraderRefusalError: .emptyValue,
                    modelGraderParseError: .emptyValue,
                    modelGraderServerErrorDetails: nil
                )
            }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case formulaParseError = "formula_parse_error"
                case sampleParseError = "sample_parse_error"
                case truncatedObservationError = "truncated_observation_error"
                case unresponsiveRewardError = "unresponsive_reward_error"
                case invalidVariableError = "invalid_variable_error"
                case otherError = "other_error"
                case pythonGraderServerError = "python_grader_server_error"
                case pythonGraderServerErrorType = "python_grader_server_error_type"
                case pythonGraderRuntimeError = "python_grader_runtime_error"
                case pythonGraderRuntimeErrorDetails = "python_grader_runtime_error_details"
                case modelGraderServerError = "model_grader_server_error"
                case modelGraderRefusalError = "model_grader_refusal_error"
                case modelGraderParseError = "model_grader_parse_error"
                case modelGraderServerErrorDetails = "model_grader_server_error_details"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.formulaParseError = try container.decodeRequired(Bool.self, forKey: .formulaParseError, in: decoder)
                self.sampleParseError = try container.decodeRequired(Bool.self, forKey: .sampleParseError, in: decoder)
                self.truncatedObservationError = try container.decodeRequired(Bool.self, forKey: .truncatedObservationError, in: decoder)
                self.unresponsiveRewardError = try container.decodeRequired(Bool.self, forKey: .unresponsiveRewardError, in: decoder)
                self.invalidVariableError = try container.decodeRequired(Bool.self, forKey: .invalidVariableError, in: decoder)
                self.otherError = try container.decodeRequired(Bool.self, forKey: .otherError, in: decoder)
                self.pythonGraderServerError = try container.decodeRequired(Bool.self, forKey: .pythonGraderServerError, in: decoder)
                self.pythonGraderServerErrorType = try container.decodeIfPresent(String.self, forKey: .pythonGraderServerErrorType)
                self.pythonGraderRuntimeError = try container.decodeRequired(Bool.self, forKey: .pythonGraderRuntimeError, in: decoder)
                self.pythonGraderRuntimeErrorDetails = try container.decodeIfPresent(String.self, forKey: .pythonGraderRuntimeErrorDetails)
                self.modelGraderServerError = try container.decodeRequired(Bool.self, forKey: .modelGraderServerError, in: decoder)
                self.modelGraderRefusalError = try container.decodeRequired(Bool.self, forKey: .modelGraderRefusalError, in: decoder)
                self.modelGraderParseError = try container.decodeRequired(Bool.self, forKey: .modelGraderParseError, in: decoder)
                self.modelGraderServerErrorDetails = try container.decodeIfPresent(String.self, forKey: .modelGraderServerErrorDetails)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.formulaParseError, forKey: .formulaParseError)
                try container.encode(self.sampleParseError, forKey: .sampleParseError)
                try container.encode(self.truncatedObservationError, forKey: .truncatedObservationError)
                try container.encode(self.unresponsiveRewardError, forKey: .unresponsiveRewardError)
                try container.encode(self.invalidVariableError, forKey: .invalidVariableError)
                try container.encode(self.otherError, forKey: .otherError)
                try container.encode(self.pythonGraderServerError, forKey: .pythonGraderServerError)
                try container.encode(self.pythonGraderServerErrorType, forKey: .pythonGraderServerErrorType)
                try container.encode(self.pythonGraderRuntimeError, forKey: .pythonGraderRuntimeError)
                try container.encode(self.pythonGraderRuntimeErrorDetails, forKey: .pythonGraderRuntimeErrorDetails)
                try container.encode(self.modelGraderServerError, forKey: .modelGraderServerError)
                try container.encode(self.modelGraderRefusalError, forKey: .modelGraderRefusalError)
                try container.encode(self.modelGraderParseError, forKey: .modelGraderParseError)
                try container.encode(self.modelGraderServerErrorDetails, forKey: .modelGraderServerErrorDetails)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case name
            case type
            case errors
            case executionTime = "execution_time"
            case scores
            case tokenUsage = "token_usage"
            case sampledModelName = "sampled_model_name"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
            self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder)
            self.errors = try container.decodeRequired(RunGraderResponse.Metadata.Errors.self, forKey: .errors, in: decoder)
            self.executionTime = try container.decodeRequired(Double.self, forKey: .executionTime, in: decoder)
            self.scores = try container.decodeRequired([String: JSONValue].self, forKey: .scores, in: decoder)
            self.tokenUsage = try container.decodeIfPresent(Int.self, forKey: .tokenUsage)
            self.sampledModelName = try container.decodeIfPresent(String.self, forKey: .sampledModelName)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.name, forKey: .name)
            try container.encode(self.type, forKey: .type)
            try container.encode(self.errors, forKey: .errors)
            try container.encode(self.executionTime, forKey: .executionTime)
            try container.encode(self.scores, forKey: .scores)
            try container.encode(self.tokenUsage, forKey: .tokenUsage)
            try container.encode(self.sampledModelName, forKey: .sampledModelName)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case reward
        case metadata
        case subRewards = "sub_rewards"
        case modelGraderTokenUsagePerModel = "model_grader_token_usage_per_model"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.reward = try container.decodeRequired(Double.self, forKey: .reward, in: decoder)
        self.metadata = try container.decodeRequired(RunGraderResponse.Metadata.self, forKey: .metadata, in: decoder)
        self.subRewards = try container.decodeRequired([String: JSONValue].self, forKey: .subRewards, in: decoder)
        self.modelGraderTokenUsagePerModel = try container.decodeRequired([String: JSONValue].self, forKey: .modelGraderTokenUsagePerModel, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.reward, forKey: .reward)
        try container.encode(self.metadata, forKey: .metadata)
        try container.encode(self.subRewards, forKey: .subRewards)
        try container.encode(self.modelGraderTokenUsagePerModel, forKey: .modelGraderTokenUsagePerModel)
    }
}
