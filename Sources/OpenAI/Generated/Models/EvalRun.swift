// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A schema representing an evaluation run.
///
/// - Schema: `#/components/schemas/EvalRun`
public struct EvalRun: Codable, Hashable, Sendable, EmptyDecodable {
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

    public var metadata: OpenAI.Metadata?

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
        metadata: OpenAI.Metadata?,
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
    public struct ResultCounts: Codable, Hashable, Sendable, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case total
            case errored
            case failed
            case passed
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.total = try container.decodeRequired(Int.self, forKey: .total, in: decoder)
            self.errored = try container.decodeRequired(Int.self, forKey: .errored, in: decoder)
            self.failed = try container.decodeRequired(Int.self, forKey: .failed, in: decoder)
            self.passed = try container.decodeRequired(Int.self, forKey: .passed, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.total, forKey: .total)
            try container.encode(self.errored, forKey: .errored)
            try container.encode(self.failed, forKey: .failed)
            try container.encode(self.passed, forKey: .passed)
        }
    }

    public struct PerModelUsageItem: Codable, Hashable, Sendable, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case modelName = "model_name"
            case invocationCount = "invocation_count"
            case promptTokens = "prompt_tokens"
            case completionTokens = "completion_tokens"
            case totalTokens = "total_tokens"
            case cachedTokens = "cached_tokens"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.modelName = try container.decodeRequired(String.self, forKey: .modelName, in: decoder)
            self.invocationCount = try container.decodeRequired(Int.self, forKey: .invocationCount, in: decoder)
            self.promptTokens = try container.decodeRequired(Int.self, forKey: .promptTokens, in: decoder)
            self.completionTokens = try container.decodeRequired(Int.self, forKey: .completionTokens, in: decoder)
            self.totalTokens = try container.decodeRequired(Int.self, forKey: .totalTokens, in: decoder)
            self.cachedTokens = try container.decodeRequired(Int.self, forKey: .cachedTokens, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.modelName, forKey: .modelName)
            try container.encode(self.invocationCount, forKey: .invocationCount)
            try container.encode(self.promptTokens, forKey: .promptTokens)
            try container.encode(self.completionTokens, forKey: .completionTokens)
            try container.encode(self.totalTokens, forKey: .totalTokens)
            try container.encode(self.cachedTokens, forKey: .cachedTokens)
        }
    }

    public struct PerTestingCriteriaResult: Codable, Hashable, Sendable, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case testingCriteria = "testing_criteria"
            case passed
            case failed
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.testingCriteria = try container.decodeRequired(String.self, forKey: .testingCriteria, in: decoder)
            self.passed = try container.decodeRequired(Int.self, forKey: .passed, in: decoder)
            self.failed = try container.decodeRequired(Int.self, forKey: .failed, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.testingCriteria, forKey: .testingCriteria)
            try container.encode(self.passed, forKey: .passed)
            try container.encode(self.failed, forKey: .failed)
        }
    }

    /// Information about the run's data source.
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
        case object
        case id
        case evalID = "eval_id"
        case status
        case model
        case name
        case createdAt = "created_at"
        case reportURL = "report_url"
        case resultCounts = "result_counts"
        case perModelUsage = "per_model_usage"
        case perTestingCriteriaResults = "per_testing_criteria_results"
        case dataSource = "data_source"
        case metadata
        case error
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "eval.run")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.evalID = try container.decodeRequired(String.self, forKey: .evalID, in: decoder)
        self.status = try container.decodeRequired(String.self, forKey: .status, in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.reportURL = try container.decodeRequired(String.self, forKey: .reportURL, in: decoder)
        self.resultCounts = try container.decodeRequired(EvalRun.ResultCounts.self, forKey: .resultCounts, in: decoder)
        self.perModelUsage = try container.decodeRequired([EvalRun.PerModelUsageItem].self, forKey: .perModelUsage, in: decoder)
        self.perTestingCriteriaResults = try container.decodeRequired([EvalRun.PerTestingCriteriaResult].self, forKey: .perTestingCriteriaResults, in: decoder)
        self.dataSource = try container.decodeRequired(EvalRun.DataSource.self, forKey: .dataSource, in: decoder)
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: .metadata)
        self.error = try container.decodeRequired(EvalApiError.self, forKey: .error, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.evalID, forKey: .evalID)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.model, forKey: .model)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.reportURL, forKey: .reportURL)
        try container.encode(self.resultCounts, forKey: .resultCounts)
        try container.encode(self.perModelUsage, forKey: .perModelUsage)
        try container.encode(self.perTestingCriteriaResults, forKey: .perTestingCriteriaResults)
        try container.encode(self.dataSource, forKey: .dataSource)
        try container.encode(self.metadata, forKey: .metadata)
        try container.encode(self.error, forKey: .error)
    }
}

/// An object representing a list of runs for an evaluation.
///
/// - Schema: `#/components/schemas/EvalRunList`
public struct EvalRunList: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of this object. It is always set to "list".
    public var object: String

    /// An array of eval run objects.
    public var data: [EvalRun]

    /// The identifier of the first eval run in the data array.
    public var firstID: String

    /// The identifier of the last eval run in the data array.
    public var lastID: String

    /// Indicates whether there are more evals available.
    public var hasMore: Bool

    public init(
        data: [EvalRun],
        firstID: String,
        lastID: String,
        hasMore: Bool
    ) {
        self.object = "list"
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: .emptyValue,
            lastID: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([EvalRun].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeRequired(String.self, forKey: .firstID, in: decoder)
        self.lastID = try container.decodeRequired(String.self, forKey: .lastID, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// A schema representing an evaluation run output item.
///
/// - Schema: `#/components/schemas/EvalRunOutputItem`
public struct EvalRunOutputItem: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the object. Always "eval.run.output_item".
    public var object: String

    /// Unique identifier for the evaluation run output item.
    public var id: String

    /// The identifier of the evaluation run associated with this output item.
    public var runID: String

    /// The identifier of the evaluation group.
    public var evalID: String

    /// Unix timestamp (in seconds) when the evaluation run was created.
    public var createdAt: Int

    /// The status of the evaluation run.
    public var status: String

    /// The identifier for the data source item.
    public var datasourceItemID: Int

    /// Details of the input data source item.
    public var datasourceItem: JSONValue

    /// A list of grader results for this output item.
    public var results: [EvalRunOutputItemResult]

    /// A sample containing the input and output of the evaluation run.
    public var sample: EvalRunOutputItem.Sample

    public init(
        id: String,
        runID: String,
        evalID: String,
        createdAt: Int,
        status: String,
        datasourceItemID: Int,
        datasourceItem: JSONValue,
        results: [EvalRunOutputItemResult],
        sample: EvalRunOutputItem.Sample
    ) {
        self.object = "eval.run.output_item"
        self.id = id
        self.runID = runID
        self.evalID = evalID
        self.createdAt = createdAt
        self.status = status
        self.datasourceItemID = datasourceItemID
        self.datasourceItem = datasourceItem
        self.results = results
        self.sample = sample
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            runID: .emptyValue,
            evalID: .emptyValue,
            createdAt: .emptyValue,
            status: .emptyValue,
            datasourceItemID: .emptyValue,
            datasourceItem: .emptyValue,
            results: .emptyValue,
            sample: .emptyValue
        )
    }

    /// A sample containing the input and output of the evaluation run.
    public struct Sample: Codable, Hashable, Sendable, EmptyDecodable {
        /// An array of input messages.
        public var input: [EvalRunOutputItem.Sample.InputItem]

        /// An array of output messages.
        public var output: [EvalRunOutputItem.Sample.OutputItem]

        /// The reason why the sample generation was finished.
        public var finishReason: String

        /// The model used for generating the sample.
        public var model: String

        /// Token usage details for the sample.
        public var usage: EvalRunOutputItem.Sample.Usage

        public var error: EvalApiError

        /// The sampling temperature used.
        public var temperature: Double

        /// The maximum number of tokens allowed for completion.
        public var maxCompletionTokens: Int

        /// The top_p value used for sampling.
        public var topP: Double

        /// The seed used for generating the sample.
        public var seed: Int

        public init(
            input: [EvalRunOutputItem.Sample.InputItem],
            output: [EvalRunOutputItem.Sample.OutputItem],
            finishReason: String,
            model: String,
            usage: EvalRunOutputItem.Sample.Usage,
            error: EvalApiError,
            temperature: Double,
            maxCompletionTokens: Int,
            topP: Double,
            seed: Int
        ) {
            self.input = input
            self.output = output
            self.finishReason = finishReason
            self.model = model
            self.usage = usage
            self.error = error
            self.temperature = temperature
            self.maxCompletionTokens = maxCompletionTokens
            self.topP = topP
            self.seed = seed
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                input: .emptyValue,
                output: .emptyValue,
                finishReason: .emptyValue,
                model: .emptyValue,
                usage: .emptyValue,
                error: .emptyValue,
                temperature: .emptyValue,
                maxCompletionTokens: .emptyValue,
                topP: .emptyValue,
                seed: .emptyValue
            )
        }

        /// An input message.
        public struct InputItem: Codable, Hashable, Sendable, EmptyDecodable {
            /// The role of the message sender (e.g., system, user, developer).
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

        public struct OutputItem: Codable, Hashable, Sendable, EmptyDecodable {
            /// The role of the message (e.g. "system", "assistant", "user").
            public var role: String?

            /// The content of the message.
            public var content: String?

            public init(
                role: String? = nil,
                content: String? = nil
            ) {
                self.role = role
                self.content = content
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case role
                case content
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.role = try container.decodeIfPresent(String.self, forKey: .role)
                self.content = try container.decodeIfPresent(String.self, forKey: .content)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.role, forKey: .role)
                try container.encodeIfPresent(self.content, forKey: .content)
            }
        }

        /// Token usage details for the sample.
        public struct Usage: Codable, Hashable, Sendable, EmptyDecodable {
            /// The total number of tokens used.
            public var totalTokens: Int

            /// The number of completion tokens generated.
            public var completionTokens: Int

            /// The number of prompt tokens used.
            public var promptTokens: Int

            /// The number of tokens retrieved from cache.
            public var cachedTokens: Int

            public init(
                totalTokens: Int,
                completionTokens: Int,
                promptTokens: Int,
                cachedTokens: Int
            ) {
                self.totalTokens = totalTokens
                self.completionTokens = completionTokens
                self.promptTokens = promptTokens
                self.cachedTokens = cachedTokens
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self {
                Self(
                    totalTokens: .emptyValue,
                    completionTokens: .emptyValue,
                    promptTokens: .emptyValue,
                    cachedTokens: .emptyValue
                )
            }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case totalTokens = "total_tokens"
                case completionTokens = "completion_tokens"
                case promptTokens = "prompt_tokens"
                case cachedTokens = "cached_tokens"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.totalTokens = try container.decodeRequired(Int.self, forKey: .totalTokens, in: decoder)
                self.completionTokens = try container.decodeRequired(Int.self, forKey: .completionTokens, in: decoder)
                self.promptTokens = try container.decodeRequired(Int.self, forKey: .promptTokens, in: decoder)
                self.cachedTokens = try container.decodeRequired(Int.self, forKey: .cachedTokens, in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.totalTokens, forKey: .totalTokens)
                try container.encode(self.completionTokens, forKey: .completionTokens)
                try container.encode(self.promptTokens, forKey: .promptTokens)
                try container.encode(self.cachedTokens, forKey: .cachedTokens)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case input
            case output
            case finishReason = "finish_reason"
            case model
            case usage
            case error
            case temperature
            case maxCompletionTokens = "max_completion_tokens"
            case topP = "top_p"
            case seed
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.input = try container.decodeRequired([EvalRunOutputItem.Sample.InputItem].self, forKey: .input, in: decoder)
            self.output = try container.decodeRequired([EvalRunOutputItem.Sample.OutputItem].self, forKey: .output, in: decoder)
            self.finishReason = try container.decodeRequired(String.self, forKey: .finishReason, in: decoder)
            self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
            self.usage = try container.decodeRequired(EvalRunOutputItem.Sample.Usage.self, forKey: .usage, in: decoder)
            self.error = try container.decodeRequired(EvalApiError.self, forKey: .error, in: decoder)
            self.temperature = try container.decodeRequired(Double.self, forKey: .temperature, in: decoder)
            self.maxCompletionTokens = try container.decodeRequired(Int.self, forKey: .maxCompletionTokens, in: decoder)
            self.topP = try container.decodeRequired(Double.self, forKey: .topP, in: decoder)
            self.seed = try container.decodeRequired(Int.self, forKey: .seed, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.input, forKey: .input)
            try container.encode(self.output, forKey: .output)
            try container.encode(self.finishReason, forKey: .finishReason)
            try container.encode(self.model, forKey: .model)
            try container.encode(self.usage, forKey: .usage)
            try container.encode(self.error, forKey: .error)
            try container.encode(self.temperature, forKey: .temperature)
            try container.encode(self.maxCompletionTokens, forKey: .maxCompletionTokens)
            try container.encode(self.topP, forKey: .topP)
            try container.encode(self.seed, forKey: .seed)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case id
        case runID = "run_id"
        case evalID = "eval_id"
        case createdAt = "created_at"
        case status
        case datasourceItemID = "datasource_item_id"
        case datasourceItem = "datasource_item"
        case results
        case sample
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "eval.run.output_item")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.runID = try container.decodeRequired(String.self, forKey: .runID, in: decoder)
        self.evalID = try container.decodeRequired(String.self, forKey: .evalID, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.status = try container.decodeRequired(String.self, forKey: .status, in: decoder)
        self.datasourceItemID = try container.decodeRequired(Int.self, forKey: .datasourceItemID, in: decoder)
        self.datasourceItem = try container.decodeRequired(JSONValue.self, forKey: .datasourceItem, in: decoder)
        self.results = try container.decodeRequired([EvalRunOutputItemResult].self, forKey: .results, in: decoder)
        self.sample = try container.decodeRequired(EvalRunOutputItem.Sample.self, forKey: .sample, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.runID, forKey: .runID)
        try container.encode(self.evalID, forKey: .evalID)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.datasourceItemID, forKey: .datasourceItemID)
        try container.encode(self.datasourceItem, forKey: .datasourceItem)
        try container.encode(self.results, forKey: .results)
        try container.encode(self.sample, forKey: .sample)
    }
}

/// An object representing a list of output items for an evaluation run.
///
/// - Schema: `#/components/schemas/EvalRunOutputItemList`
public struct EvalRunOutputItemList: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of this object. It is always set to "list".
    public var object: String

    /// An array of eval run output item objects.
    public var data: [EvalRunOutputItem]

    /// The identifier of the first eval run output item in the data array.
    public var firstID: String

    /// The identifier of the last eval run output item in the data array.
    public var lastID: String

    /// Indicates whether there are more eval run output items available.
    public var hasMore: Bool

    public init(
        data: [EvalRunOutputItem],
        firstID: String,
        lastID: String,
        hasMore: Bool
    ) {
        self.object = "list"
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: .emptyValue,
            lastID: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([EvalRunOutputItem].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeRequired(String.self, forKey: .firstID, in: decoder)
        self.lastID = try container.decodeRequired(String.self, forKey: .lastID, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// A single grader result for an evaluation run output item.
///
/// - Schema: `#/components/schemas/EvalRunOutputItemResult`
public struct EvalRunOutputItemResult: Codable, Hashable, Sendable, EmptyDecodable {
    /// The name of the grader.
    public var name: String

    /// The grader type (for example, "string-check-grader").
    public var type: String?

    /// The numeric score produced by the grader.
    public var score: Double

    /// Whether the grader considered the output a pass.
    public var passed: Bool

    /// Optional sample or intermediate data produced by the grader.
    public var sample: JSONValue?

    /// Members not declared by the spec (`additionalProperties`).
    public var additionalProperties: [String: JSONValue]

    public init(
        name: String,
        score: Double,
        passed: Bool,
        type: String? = nil,
        sample: JSONValue? = nil,
        additionalProperties: [String: JSONValue] = [:]
    ) {
        self.name = name
        self.type = type
        self.score = score
        self.passed = passed
        self.sample = sample
        self.additionalProperties = additionalProperties
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            score: .emptyValue,
            passed: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case type
        case score
        case passed
        case sample
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type)
        self.score = try container.decodeRequired(Double.self, forKey: .score, in: decoder)
        self.passed = try container.decodeRequired(Bool.self, forKey: .passed, in: decoder)
        self.sample = try container.decodeIfPresent(JSONValue.self, forKey: .sample)
        self.additionalProperties = try AdditionalMembers.decode(from: decoder, excluding: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.type, forKey: .type)
        try container.encode(self.score, forKey: .score)
        try container.encode(self.passed, forKey: .passed)
        try container.encodeIfPresent(self.sample, forKey: .sample)
        try AdditionalMembers.encode(additionalProperties, to: encoder)
    }
}
