// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A ScoreModelGrader object that uses a model to assign a score to the input.
///
/// - Schema: `#/components/schemas/GraderScoreModel`
public nonisolated struct GraderScoreModel: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which is always `score_model`.
    public var type: String

    /// The name of the grader.
    public var name: String

    /// The model to use for the evaluation.
    public var model: String

    /// The sampling parameters for the model.
    public var samplingParams: GraderScoreModel.SamplingParams?

    /// The input messages evaluated by the grader. Supports text, output text, input image, and input audio content blocks, and may include template strings.
    public var input: [EvalItem]

    /// The range of the score. Defaults to `[0, 1]`.
    public var range: [Double]?

    public init(
        name: String,
        model: String,
        input: [EvalItem],
        samplingParams: GraderScoreModel.SamplingParams? = nil,
        range: [Double]? = nil
    ) {
        self.type = "score_model"
        self.name = name
        self.model = model
        self.samplingParams = samplingParams
        self.input = input
        self.range = range
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            model: .emptyValue,
            input: .emptyValue
        )
    }

    /// The sampling parameters for the model.
    public nonisolated struct SamplingParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        public var seed: Int?

        public var topP: Double?

        public var temperature: Double?

        public var maxCompletionsTokens: Int?

        public var reasoningEffort: _OpenAIShared.ReasoningEffort?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            seed: Int? = nil,
            topP: Double? = nil,
            temperature: Double? = nil,
            maxCompletionsTokens: Int? = nil,
            reasoningEffort: _OpenAIShared.ReasoningEffort? = nil
        ) {
            self.seed = seed
            self.topP = topP
            self.temperature = temperature
            self.maxCompletionsTokens = maxCompletionsTokens
            self.reasoningEffort = reasoningEffort
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.seed = try container.decodeIfPresent(Int.self, forKey: "seed")
            self.topP = try container.decodeIfPresent(Double.self, forKey: "top_p")
            self.temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
            self.maxCompletionsTokens = try container.decodeIfPresent(Int.self, forKey: "max_completions_tokens")
            self.reasoningEffort = try container.decodeIfPresent(_OpenAIShared.ReasoningEffort.self, forKey: "reasoning_effort")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.seed, forKey: "seed")
            try container.encodeIfPresent(self.topP, forKey: "top_p")
            try container.encodeIfPresent(self.temperature, forKey: "temperature")
            try container.encodeIfPresent(self.maxCompletionsTokens, forKey: "max_completions_tokens")
            try container.encodeIfPresent(self.reasoningEffort, forKey: "reasoning_effort")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "score_model")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.samplingParams = try container.decodeIfPresent(GraderScoreModel.SamplingParams.self, forKey: "sampling_params")
        self.input = try container.decodeRequired([EvalItem].self, forKey: "input", in: decoder)
        self.range = try container.decodeIfPresent([Double].self, forKey: "range")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.samplingParams, forKey: "sampling_params")
        try container.encode(self.input, forKey: "input")
        try container.encodeIfPresent(self.range, forKey: "range")
    }
}

nonisolated extension NullableMember where Owner == GraderScoreModel.SamplingParams {
    public static var seed: Self { Self("seed") }
    public static var topP: Self { Self("top_p") }
    public static var temperature: Self { Self("temperature") }
    public static var maxCompletionsTokens: Self { Self("max_completions_tokens") }
    public static var reasoningEffort: Self { Self("reasoning_effort") }
}
