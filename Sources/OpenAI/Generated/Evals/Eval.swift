// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// An Eval object with a data source config and testing criteria.
/// An Eval represents a task to be done for your LLM integration.
/// Like:
///  - Improve the quality of my chatbot
///  - See how well my chatbot handles customer support
///  - Check if o4-mini is better at my usecase than gpt-4o
///
/// - Schema: `#/components/schemas/Eval`
public nonisolated struct Eval: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type.
    public var object: String

    /// Unique identifier for the evaluation.
    public var id: String

    /// The name of the evaluation.
    public var name: String

    /// Configuration of data sources used in runs of the evaluation.
    public var dataSourceConfig: Eval.DataSourceConfig

    /// A list of testing criteria.
    public var testingCriteria: [Eval.TestingCriteriaItem]

    /// The Unix timestamp (in seconds) for when the eval was created.
    public var createdAt: Int

    public var metadata: _OpenAIShared.Metadata?

    public init(
        id: String,
        name: String,
        dataSourceConfig: Eval.DataSourceConfig,
        testingCriteria: [Eval.TestingCriteriaItem],
        createdAt: Int,
        metadata: _OpenAIShared.Metadata?
    ) {
        self.object = "eval"
        self.id = id
        self.name = name
        self.dataSourceConfig = dataSourceConfig
        self.testingCriteria = testingCriteria
        self.createdAt = createdAt
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            dataSourceConfig: .emptyValue,
            testingCriteria: .emptyValue,
            createdAt: .emptyValue,
            metadata: nil
        )
    }

    /// Configuration of data sources used in runs of the evaluation.
    public nonisolated enum DataSourceConfig: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `custom`
        case custom(EvalCustomDataSourceConfig)
        /// - `type`: `logs`
        case logs(EvalLogsDataSourceConfig)
        /// - `type`: `stored_completions`
        case storedCompletions(EvalStoredCompletionsDataSourceConfig)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "custom": self = .custom(try EvalCustomDataSourceConfig(from: decoder)); return
                case "logs": self = .logs(try EvalLogsDataSourceConfig(from: decoder)); return
                case "stored_completions": self = .storedCompletions(try EvalStoredCompletionsDataSourceConfig(from: decoder)); return
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
        case labelModel(EvalGraderLabelModel)
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
                case "label_model": self = .labelModel(try EvalGraderLabelModel(from: decoder)); return
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
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "eval")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.dataSourceConfig = try container.decodeRequired(Eval.DataSourceConfig.self, forKey: "data_source_config", in: decoder)
        self.testingCriteria = try container.decodeRequired([Eval.TestingCriteriaItem].self, forKey: "testing_criteria", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.dataSourceConfig, forKey: "data_source_config")
        try container.encode(self.testingCriteria, forKey: "testing_criteria")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.metadata, forKey: "metadata")
    }
}
