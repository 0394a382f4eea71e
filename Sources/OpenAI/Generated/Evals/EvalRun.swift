// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A schema representing an evaluation run.
///
/// - Schema: `#/components/schemas/EvalRun`
public nonisolated struct EvalRun: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the object. Always "eval.run".
    public var object: String

    /// Unique identifier for the evaluation run.
    public var id: String

    /// The identifier of the associated evaluation.
    public var evalID: String

    /// The status of the evaluation run.
    public var status: String

    /// The model that is evaluated, if applicable.
    public var model: String

    /// The name of the evaluation run.
    public var name: String

    /// Unix timestamp (in seconds) when the evaluation run was created.
    public var createdAt: Int

    /// The URL to the rendered evaluation run report on the UI dashboard.
    public var reportURL: String

    /// Counters summarizing the outcomes of the evaluation run.
    public var resultCounts: EvalRun.ResultCounts

    /// Usage statistics for each model during the evaluation run.
    public var perModelUsage: [EvalRun.PerModelUsageItem]

    /// Results per testing criteria applied during the evaluation run.
    public var perTestingCriteriaResults: [EvalRun.PerTestingCriteriaResult]

    /// Information about the run's data source.
    public var dataSource: EvalRun.DataSource

    public var metadata: _OpenAIShared.Metadata?

    public var error: EvalApiError

    public init(
        id: String,
        evalID: String,
        status: String,
        model: String,
        name: String,
        createdAt: Int,
        reportURL: String,
        resultCounts: EvalRun.ResultCounts,
        perModelUsage: [EvalRun.PerModelUsageItem],
        perTestingCriteriaResults: [EvalRun.PerTestingCriteriaResult],
        dataSource: EvalRun.DataSource,
        metadata: _OpenAIShared.Metadata?,
        error: EvalApiError
    ) {
        self.object = "eval.run"
        self.id = id
        self.evalID = evalID
        self.status = status
        self.model = model
        self.name = name
        self.createdAt = createdAt
        self.reportURL = reportURL
        self.resultCounts = resultCounts
        self.perModelUsage = perModelUsage
        self.perTestingCriteriaResults = perTestingCriteriaResults
        self.dataSource = dataSource
        self.metadata = metadata
        self.error = error
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            evalID: .emptyValue,
            status: .emptyValue,
            model: .emptyValue,
            name: .emptyValue,
            createdAt: .emptyValue,
            reportURL: .emptyValue,
            resultCounts: .emptyValue,
            perModelUsage: .emptyValue,
            perTestingCriteriaResults: .emptyValue,
            dataSource: .emptyValue,
            metadata: nil,
            error: .emptyValue
        )
    }

    /// Counters summarizing the outcomes of the evaluation run.
    public nonisolated struct ResultCounts: Codable, Equatable, Sendable, EmptyDecodable {
        /// Total number of executed output items.
        public var total: Int

        /// Number of output items that resulted in an error.
        public var errored: Int

        /// Number of output items that failed to pass the evaluation.
        public var failed: Int

        /// Number of output items that passed the evaluation.
        public var passed: Int

        public init(
            total: Int,
            errored: Int,
            failed: Int,
            passed: Int
        ) {
            self.total = total
            self.errored = errored
            self.failed = failed
            self.passed = passed
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                total: .emptyValue,
                errored: .emptyValue,
                failed: .emptyValue,
                passed: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.total = try container.decodeRequired(Int.self, forKey: "total", in: decoder)
            self.errored = try container.decodeRequired(Int.self, forKey: "errored", in: decoder)
            self.failed = try container.decodeRequired(Int.self, forKey: "failed", in: decoder)
            self.passed = try container.decodeRequired(Int.self, forKey: "passed", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.total, forKey: "total")
            try container.encode(self.errored, forKey: "errored")
            try container.encode(self.failed, forKey: "failed")
            try container.encode(self.passed, forKey: "passed")
        }
    }

    public nonisolated struct PerModelUsageItem: Codable, Equatable, Sendable, EmptyDecodable {
        /// The name of the model.
        public var modelName: String

        /// The number of invocations.
        public var invocationCount: Int

        /// The number of prompt tokens used.
        public var promptTokens: Int

        /// The number of completion tokens generated.
        public var completionTokens: Int

        /// The total number of tokens used.
        public var totalTokens: Int

        /// The number of tokens retrieved from cache.
        public var cachedTokens: Int

        public init(
            modelName: String,
            invocationCount: Int,
            promptTokens: Int,
            completionTokens: Int,
            totalTokens: Int,
            cachedTokens: Int
        ) {
            self.modelName = modelName
            self.invocationCount = invocationCount
            self.promptTokens = promptTokens
            self.completionTokens = completionTokens
            self.totalTokens = totalTokens
            self.cachedTokens = cachedTokens
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                modelName: .emptyValue,
                invocationCount: .emptyValue,
                promptTokens: .emptyValue,
                completionTokens: .emptyValue,
                totalTokens: .emptyValue,
                cachedTokens: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.modelName = try container.decodeRequired(String.self, forKey: "model_name", in: decoder)
            self.invocationCount = try container.decodeRequired(Int.self, forKey: "invocation_count", in: decoder)
            self.promptTokens = try container.decodeRequired(Int.self, forKey: "prompt_tokens", in: decoder)
            self.completionTokens = try container.decodeRequired(Int.self, forKey: "completion_tokens", in: decoder)
            self.totalTokens = try container.decodeRequired(Int.self, forKey: "total_tokens", in: decoder)
            self.cachedTokens = try container.decodeRequired(Int.self, forKey: "cached_tokens", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.modelName, forKey: "model_name")
            try container.encode(self.invocationCount, forKey: "invocation_count")
            try container.encode(self.promptTokens, forKey: "prompt_tokens")
            try container.encode(self.completionTokens, forKey: "completion_tokens")
            try container.encode(self.totalTokens, forKey: "total_tokens")
            try container.encode(self.cachedTokens, forKey: "cached_tokens")
        }
    }

    public nonisolated struct PerTestingCriteriaResult: Codable, Equatable, Sendable, EmptyDecodable {
        /// A description of the testing criteria.
        public var testingCriteria: String

        /// Number of tests passed for this criteria.
        public var passed: Int

        /// Number of tests failed for this criteria.
        public var failed: Int

        public init(
            testingCriteria: String,
            passed: Int,
            failed: Int
        ) {
            self.testingCriteria = testingCriteria
            self.passed = passed
            self.failed = failed
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                testingCriteria: .emptyValue,
                passed: .emptyValue,
                failed: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.testingCriteria = try container.decodeRequired(String.self, forKey: "testing_criteria", in: decoder)
            self.passed = try container.decodeRequired(Int.self, forKey: "passed", in: decoder)
            self.failed = try container.decodeRequired(Int.self, forKey: "failed", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.testingCriteria, forKey: "testing_criteria")
            try container.encode(self.passed, forKey: "passed")
            try container.encode(self.failed, forKey: "failed")
        }
    }

    /// Information about the run's data source.
    public nonisolated enum DataSource: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "eval.run")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.evalID = try container.decodeRequired(String.self, forKey: "eval_id", in: decoder)
        self.status = try container.decodeRequired(String.self, forKey: "status", in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.reportURL = try container.decodeRequired(String.self, forKey: "report_url", in: decoder)
        self.resultCounts = try container.decodeRequired(EvalRun.ResultCounts.self, forKey: "result_counts", in: decoder)
        self.perModelUsage = try container.decodeRequired([EvalRun.PerModelUsageItem].self, forKey: "per_model_usage", in: decoder)
        self.perTestingCriteriaResults = try container.decodeRequired([EvalRun.PerTestingCriteriaResult].self, forKey: "per_testing_criteria_results", in: decoder)
        self.dataSource = try container.decodeRequired(EvalRun.DataSource.self, forKey: "data_source", in: decoder)
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.error = try container.decodeRequired(EvalApiError.self, forKey: "error", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.evalID, forKey: "eval_id")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.reportURL, forKey: "report_url")
        try container.encode(self.resultCounts, forKey: "result_counts")
        try container.encode(self.perModelUsage, forKey: "per_model_usage")
        try container.encode(self.perTestingCriteriaResults, forKey: "per_testing_criteria_results")
        try container.encode(self.dataSource, forKey: "data_source")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.error, forKey: "error")
    }
}
