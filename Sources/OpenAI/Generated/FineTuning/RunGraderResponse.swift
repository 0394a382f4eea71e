// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RunGraderResponse`
public nonisolated struct RunGraderResponse: Codable, Equatable, Sendable, EmptyDecodable {
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

    public nonisolated struct Metadata: Codable, Equatable, Sendable, EmptyDecodable {
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

        public nonisolated struct Errors: Codable, Equatable, Sendable, EmptyDecodable {
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

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.formulaParseError = try container.decodeRequired(Bool.self, forKey: "formula_parse_error", in: decoder)
                self.sampleParseError = try container.decodeRequired(Bool.self, forKey: "sample_parse_error", in: decoder)
                self.truncatedObservationError = try container.decodeRequired(Bool.self, forKey: "truncated_observation_error", in: decoder)
                self.unresponsiveRewardError = try container.decodeRequired(Bool.self, forKey: "unresponsive_reward_error", in: decoder)
                self.invalidVariableError = try container.decodeRequired(Bool.self, forKey: "invalid_variable_error", in: decoder)
                self.otherError = try container.decodeRequired(Bool.self, forKey: "other_error", in: decoder)
                self.pythonGraderServerError = try container.decodeRequired(Bool.self, forKey: "python_grader_server_error", in: decoder)
                self.pythonGraderServerErrorType = try container.decodeIfPresent(String.self, forKey: "python_grader_server_error_type")
                self.pythonGraderRuntimeError = try container.decodeRequired(Bool.self, forKey: "python_grader_runtime_error", in: decoder)
                self.pythonGraderRuntimeErrorDetails = try container.decodeIfPresent(String.self, forKey: "python_grader_runtime_error_details")
                self.modelGraderServerError = try container.decodeRequired(Bool.self, forKey: "model_grader_server_error", in: decoder)
                self.modelGraderRefusalError = try container.decodeRequired(Bool.self, forKey: "model_grader_refusal_error", in: decoder)
                self.modelGraderParseError = try container.decodeRequired(Bool.self, forKey: "model_grader_parse_error", in: decoder)
                self.modelGraderServerErrorDetails = try container.decodeIfPresent(String.self, forKey: "model_grader_server_error_details")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.formulaParseError, forKey: "formula_parse_error")
                try container.encode(self.sampleParseError, forKey: "sample_parse_error")
                try container.encode(self.truncatedObservationError, forKey: "truncated_observation_error")
                try container.encode(self.unresponsiveRewardError, forKey: "unresponsive_reward_error")
                try container.encode(self.invalidVariableError, forKey: "invalid_variable_error")
                try container.encode(self.otherError, forKey: "other_error")
                try container.encode(self.pythonGraderServerError, forKey: "python_grader_server_error")
                try container.encode(self.pythonGraderServerErrorType, forKey: "python_grader_server_error_type")
                try container.encode(self.pythonGraderRuntimeError, forKey: "python_grader_runtime_error")
                try container.encode(self.pythonGraderRuntimeErrorDetails, forKey: "python_grader_runtime_error_details")
                try container.encode(self.modelGraderServerError, forKey: "model_grader_server_error")
                try container.encode(self.modelGraderRefusalError, forKey: "model_grader_refusal_error")
                try container.encode(self.modelGraderParseError, forKey: "model_grader_parse_error")
                try container.encode(self.modelGraderServerErrorDetails, forKey: "model_grader_server_error_details")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
            self.errors = try container.decodeRequired(RunGraderResponse.Metadata.Errors.self, forKey: "errors", in: decoder)
            self.executionTime = try container.decodeRequired(Double.self, forKey: "execution_time", in: decoder)
            self.scores = try container.decodeRequired([String: JSONValue].self, forKey: "scores", in: decoder)
            self.tokenUsage = try container.decodeIfPresent(Int.self, forKey: "token_usage")
            self.sampledModelName = try container.decodeIfPresent(String.self, forKey: "sampled_model_name")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.name, forKey: "name")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.errors, forKey: "errors")
            try container.encode(self.executionTime, forKey: "execution_time")
            try container.encode(self.scores, forKey: "scores")
            try container.encode(self.tokenUsage, forKey: "token_usage")
            try container.encode(self.sampledModelName, forKey: "sampled_model_name")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.reward = try container.decodeRequired(Double.self, forKey: "reward", in: decoder)
        self.metadata = try container.decodeRequired(RunGraderResponse.Metadata.self, forKey: "metadata", in: decoder)
        self.subRewards = try container.decodeRequired([String: JSONValue].self, forKey: "sub_rewards", in: decoder)
        self.modelGraderTokenUsagePerModel = try container.decodeRequired([String: JSONValue].self, forKey: "model_grader_token_usage_per_model", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.reward, forKey: "reward")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.subRewards, forKey: "sub_rewards")
        try container.encode(self.modelGraderTokenUsagePerModel, forKey: "model_grader_token_usage_per_model")
    }
}
