// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A schema representing an evaluation run output item.
///
/// - Schema: `#/components/schemas/EvalRunOutputItem`
public nonisolated struct EvalRunOutputItem: Codable, Equatable, Sendable, EmptyDecodable {
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
    public nonisolated struct Sample: Codable, Equatable, Sendable, EmptyDecodable {
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
        public nonisolated struct InputItem: Codable, Equatable, Sendable, EmptyDecodable {
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

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder)
                self.content = try container.decodeRequired(String.self, forKey: "content", in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.role, forKey: "role")
                try container.encode(self.content, forKey: "content")
            }
        }

        public nonisolated struct OutputItem: Codable, Equatable, Sendable, EmptyDecodable {
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

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.role = try container.decodeIfPresent(String.self, forKey: "role")
                self.content = try container.decodeIfPresent(String.self, forKey: "content")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.role, forKey: "role")
                try container.encodeIfPresent(self.content, forKey: "content")
            }
        }

        /// Token usage details for the sample.
        public nonisolated struct Usage: Codable, Equatable, Sendable, EmptyDecodable {
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

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.totalTokens = try container.decodeRequired(Int.self, forKey: "total_tokens", in: decoder)
                self.completionTokens = try container.decodeRequired(Int.self, forKey: "completion_tokens", in: decoder)
                self.promptTokens = try container.decodeRequired(Int.self, forKey: "prompt_tokens", in: decoder)
                self.cachedTokens = try container.decodeRequired(Int.self, forKey: "cached_tokens", in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.totalTokens, forKey: "total_tokens")
                try container.encode(self.completionTokens, forKey: "completion_tokens")
                try container.encode(self.promptTokens, forKey: "prompt_tokens")
                try container.encode(self.cachedTokens, forKey: "cached_tokens")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.input = try container.decodeRequired([EvalRunOutputItem.Sample.InputItem].self, forKey: "input", in: decoder)
            self.output = try container.decodeRequired([EvalRunOutputItem.Sample.OutputItem].self, forKey: "output", in: decoder)
            self.finishReason = try container.decodeRequired(String.self, forKey: "finish_reason", in: decoder)
            self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
            self.usage = try container.decodeRequired(EvalRunOutputItem.Sample.Usage.self, forKey: "usage", in: decoder)
            self.error = try container.decodeRequired(EvalApiError.self, forKey: "error", in: decoder)
            self.temperature = try container.decodeRequired(Double.self, forKey: "temperature", in: decoder)
            self.maxCompletionTokens = try container.decodeRequired(Int.self, forKey: "max_completion_tokens", in: decoder)
            self.topP = try container.decodeRequired(Double.self, forKey: "top_p", in: decoder)
            self.seed = try container.decodeRequired(Int.self, forKey: "seed", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.input, forKey: "input")
            try container.encode(self.output, forKey: "output")
            try container.encode(self.finishReason, forKey: "finish_reason")
            try container.encode(self.model, forKey: "model")
            try container.encode(self.usage, forKey: "usage")
            try container.encode(self.error, forKey: "error")
            try container.encode(self.temperature, forKey: "temperature")
            try container.encode(self.maxCompletionTokens, forKey: "max_completion_tokens")
            try container.encode(self.topP, forKey: "top_p")
            try container.encode(self.seed, forKey: "seed")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "eval.run.output_item")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.runID = try container.decodeRequired(String.self, forKey: "run_id", in: decoder)
        self.evalID = try container.decodeRequired(String.self, forKey: "eval_id", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.status = try container.decodeRequired(String.self, forKey: "status", in: decoder)
        self.datasourceItemID = try container.decodeRequired(Int.self, forKey: "datasource_item_id", in: decoder)
        self.datasourceItem = try container.decodeRequired(JSONValue.self, forKey: "datasource_item", in: decoder)
        self.results = try container.decodeRequired([EvalRunOutputItemResult].self, forKey: "results", in: decoder)
        self.sample = try container.decodeRequired(EvalRunOutputItem.Sample.self, forKey: "sample", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.runID, forKey: "run_id")
        try container.encode(self.evalID, forKey: "eval_id")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.datasourceItemID, forKey: "datasource_item_id")
        try container.encode(self.datasourceItem, forKey: "datasource_item")
        try container.encode(self.results, forKey: "results")
        try container.encode(self.sample, forKey: "sample")
    }
}
