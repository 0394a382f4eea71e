// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// CreateEvalRequest
///
/// - Schema: `#/components/schemas/CreateEvalRequest`
public nonisolated struct CreateEvalRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The name of the evaluation.
    public var name: String?

    public var metadata: _OpenAIShared.Metadata?

    /// The configuration for the data source used for the evaluation runs. Dictates the schema of the data used in the evaluation.
    public var dataSourceConfig: CreateEvalRequest.DataSourceConfig

    /// A list of graders for all eval runs in this group. Graders can reference variables in the data source using double curly braces notation, like `{{item.variable_name}}`. To reference the model's output, use the `sample` namespace (ie, `{{sample.output_text}}`).
    public var testingCriteria: [CreateEvalRequest.TestingCriteriaItem]

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        dataSourceConfig: CreateEvalRequest.DataSourceConfig,
        testingCriteria: [CreateEvalRequest.TestingCriteriaItem],
        name: String? = nil,
        metadata: _OpenAIShared.Metadata? = nil
    ) {
        self.name = name
        self.metadata = metadata
        self.dataSourceConfig = dataSourceConfig
        self.testingCriteria = testingCriteria
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            dataSourceConfig: .emptyValue,
            testingCriteria: .emptyValue
        )
    }

    /// The configuration for the data source used for the evaluation runs. Dictates the schema of the data used in the evaluation.
    public nonisolated enum DataSourceConfig: Codable, Equatable, Sendable, EmptyDecodable {
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

    public nonisolated enum TestingCriteriaItem: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.dataSourceConfig = try container.decodeRequired(CreateEvalRequest.DataSourceConfig.self, forKey: "data_source_config", in: decoder)
        self.testingCriteria = try container.decodeRequired([CreateEvalRequest.TestingCriteriaItem].self, forKey: "testing_criteria", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encode(self.dataSourceConfig, forKey: "data_source_config")
        try container.encode(self.testingCriteria, forKey: "testing_criteria")
    }
}

nonisolated extension NullableMember where Owner == CreateEvalRequest {
    public static var metadata: Self { Self("metadata") }
}
