// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A LabelModelGrader object which uses a model to assign labels to each item
/// in the evaluation.
///
/// - Schema: `#/components/schemas/GraderLabelModel`
public struct GraderLabelModel: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `label_model`.
    public var type: String

    /// The name of the grader.
    public var name: String

    /// The model to use for the evaluation. Must support structured outputs.
    public var model: String

    public var input: [EvalItem]

    /// The labels to assign to each item in the evaluation.
    public var labels: [String]

    /// The labels that indicate a passing result. Must be a subset of labels.
    public var passingLabels: [String]

    public init(
        name: String,
        model: String,
        input: [EvalItem],
        labels: [String],
        passingLabels: [String]
    ) {
        self.type = "label_model"
        self.name = name
        self.model = model
        self.input = input
        self.labels = labels
        self.passingLabels = passingLabels
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            model: .emptyValue,
            input: .emptyValue,
            labels: .emptyValue,
            passingLabels: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case name
        case model
        case input
        case labels
        case passingLabels = "passing_labels"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "label_model")
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
        self.input = try container.decodeRequired([EvalItem].self, forKey: .input, in: decoder)
        self.labels = try container.decodeRequired([String].self, forKey: .labels, in: decoder)
        self.passingLabels = try container.decodeRequired([String].self, forKey: .passingLabels, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.model, forKey: .model)
        try container.encode(self.input, forKey: .input)
        try container.encode(self.labels, forKey: .labels)
        try container.encode(self.passingLabels, forKey: .passingLabels)
    }
}

/// A MultiGrader object combines the output of multiple graders to produce a single score.
///
/// - Schema: `#/components/schemas/GraderMulti`
public struct GraderMulti: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `multi`.
    public var type: String

    /// The name of the grader.
    public var name: String

    public var graders: GraderMulti.Graders

    /// A formula to calculate the output based on grader results.
    public var calculateOutput: String

    public init(
        name: String,
        graders: GraderMulti.Graders,
        calculateOutput: String
    ) {
        self.type = "multi"
        self.name = name
        self.graders = graders
        self.calculateOutput = calculateOutput
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            graders: .emptyValue,
            calculateOutput: .emptyValue
        )
    }

    public enum Graders: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `string_check`
        case stringCheck(GraderStringCheck)
        /// - `type`: `text_similarity`
        case textSimilarity(GraderTextSimilarity)
        /// - `type`: `python`
        case python(GraderPython)
        /// - `type`: `score_model`
        case scoreModel(GraderScoreModel)
        /// - `type`: `label_model`
        case labelModel(GraderLabelModel)
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
                case "label_model": self = .labelModel(try GraderLabelModel(from: decoder)); return
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
            case .labelModel(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case name
        case graders
        case calculateOutput = "calculate_output"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "multi")
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.graders = try container.decodeRequired(GraderMulti.Graders.self, forKey: .graders, in: decoder)
        self.calculateOutput = try container.decodeRequired(String.self, forKey: .calculateOutput, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.graders, forKey: .graders)
        try container.encode(self.calculateOutput, forKey: .calculateOutput)
    }
}

/// A PythonGrader object that runs a python script on the input.
///
/// - Schema: `#/components/schemas/GraderPython`
public struct GraderPython: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `python`.
    public var type: String

    /// The name of the grader.
    public var name: String

    /// The source code of the python script.
    public var source: String

    /// The image tag to use for the python script.
    public var imageTag: String?

    public init(
        name: String,
        source: String,
        imageTag: String? = nil
    ) {
        self.type = "python"
        self.name = name
        self.source = source
        self.imageTag = imageTag
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            source: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case name
        case source
        case imageTag = "image_tag"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "python")
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.source = try container.decodeRequired(String.self, forKey: .source, in: decoder)
        self.imageTag = try container.decodeIfPresent(String.self, forKey: .imageTag)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.source, forKey: .source)
        try container.encodeIfPresent(self.imageTag, forKey: .imageTag)
    }
}

/// A ScoreModelGrader object that uses a model to assign a score to the input.
///
/// - Schema: `#/components/schemas/GraderScoreModel`
public struct GraderScoreModel: Codable, Hashable, Sendable, EmptyDecodable {
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
    public struct SamplingParams: Codable, Hashable, Sendable, EmptyDecodable {
        public var seed: Int?

        public var topP: Double?

        public var temperature: Double?

        public var maxCompletionsTokens: Int?

        public var reasoningEffort: OpenAI.ReasoningEffort?

        public init(
            seed: Int? = nil,
            topP: Double? = nil,
            temperature: Double? = nil,
            maxCompletionsTokens: Int? = nil,
            reasoningEffort: OpenAI.ReasoningEffort? = nil
        ) {
            self.seed = seed
            self.topP = topP
            self.temperature = temperature
            self.maxCompletionsTokens = maxCompletionsTokens
            self.reasoningEffort = reasoningEffort
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case seed
            case topP = "top_p"
            case temperature
            case maxCompletionsTokens = "max_completions_tokens"
            case reasoningEffort = "reasoning_effort"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.seed = try container.decodeIfPresent(Int.self, forKey: .seed)
            self.topP = try container.decodeIfPresent(Double.self, forKey: .topP)
            self.temperature = try container.decodeIfPresent(Double.self, forKey: .temperature)
            self.maxCompletionsTokens = try container.decodeIfPresent(Int.self, forKey: .maxCompletionsTokens)
            self.reasoningEffort = try container.decodeIfPresent(OpenAI.ReasoningEffort.self, forKey: .reasoningEffort)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.seed, forKey: .seed)
            try container.encodeIfPresent(self.topP, forKey: .topP)
            try container.encodeIfPresent(self.temperature, forKey: .temperature)
            try container.encodeIfPresent(self.maxCompletionsTokens, forKey: .maxCompletionsTokens)
            try container.encodeIfPresent(self.reasoningEffort, forKey: .reasoningEffort)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case name
        case model
        case samplingParams = "sampling_params"
        case input
        case range
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "score_model")
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
        self.samplingParams = try container.decodeIfPresent(GraderScoreModel.SamplingParams.self, forKey: .samplingParams)
        self.input = try container.decodeRequired([EvalItem].self, forKey: .input, in: decoder)
        self.range = try container.decodeIfPresent([Double].self, forKey: .range)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.model, forKey: .model)
        try container.encodeIfPresent(self.samplingParams, forKey: .samplingParams)
        try container.encode(self.input, forKey: .input)
        try container.encodeIfPresent(self.range, forKey: .range)
    }
}

/// A StringCheckGrader object that performs a string comparison between input and reference using a specified operation.
///
/// - Schema: `#/components/schemas/GraderStringCheck`
public struct GraderStringCheck: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `string_check`.
    public var type: String

    /// The name of the grader.
    public var name: String

    /// The input text. This may include template strings.
    public var input: String

    /// The reference text. This may include template strings.
    public var reference: String

    /// The string check operation to perform. One of `eq`, `ne`, `like`, or `ilike`.
    public var operation: GraderStringCheck.Operation

    public init(
        name: String,
        input: String,
        reference: String,
        operation: GraderStringCheck.Operation
    ) {
        self.type = "string_check"
        self.name = name
        self.input = input
        self.reference = reference
        self.operation = operation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            input: .emptyValue,
            reference: .emptyValue,
            operation: .emptyValue
        )
    }

    /// The string check operation to perform. One of `eq`, `ne`, `like`, or `ilike`.
    public enum Operation: OpenEnum, EmptyDecodable {
        case eq
        case ne
        case like
        case ilike
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "eq": self = .eq
            case "ne": self = .ne
            case "like": self = .like
            case "ilike": self = .ilike
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .eq: "eq"
            case .ne: "ne"
            case .like: "like"
            case .ilike: "ilike"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case name
        case input
        case reference
        case operation
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "string_check")
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.input = try container.decodeRequired(String.self, forKey: .input, in: decoder)
        self.reference = try container.decodeRequired(String.self, forKey: .reference, in: decoder)
        self.operation = try container.decodeRequired(GraderStringCheck.Operation.self, forKey: .operation, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.input, forKey: .input)
        try container.encode(self.reference, forKey: .reference)
        try container.encode(self.operation, forKey: .operation)
    }
}

/// A TextSimilarityGrader object which grades text based on similarity metrics.
///
/// - Schema: `#/components/schemas/GraderTextSimilarity`
public struct GraderTextSimilarity: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of grader.
    public var type: String

    /// The name of the grader.
    public var name: String

    /// The text being graded.
    public var input: String

    /// The text being graded against.
    public var reference: String

    /// The evaluation metric to use. One of `cosine`, `fuzzy_match`, `bleu`,
    /// `gleu`, `meteor`, `rouge_1`, `rouge_2`, `rouge_3`, `rouge_4`, `rouge_5`,
    /// or `rouge_l`.
    public var evaluationMetric: GraderTextSimilarity.EvaluationMetric

    public init(
        name: String,
        input: String,
        reference: String,
        evaluationMetric: GraderTextSimilarity.EvaluationMetric
    ) {
        self.type = "text_similarity"
        self.name = name
        self.input = input
        self.reference = reference
        self.evaluationMetric = evaluationMetric
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            input: .emptyValue,
            reference: .emptyValue,
            evaluationMetric: .emptyValue
        )
    }

    /// The evaluation metric to use. One of `cosine`, `fuzzy_match`, `bleu`,
    /// `gleu`, `meteor`, `rouge_1`, `rouge_2`, `rouge_3`, `rouge_4`, `rouge_5`,
    /// or `rouge_l`.
    public enum EvaluationMetric: OpenEnum, EmptyDecodable {
        case cosine
        case fuzzyMatch
        case bleu
        case gleu
        case meteor
        case rouge1
        case rouge2
        case rouge3
        case rouge4
        case rouge5
        case rougeL
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "cosine": self = .cosine
            case "fuzzy_match": self = .fuzzyMatch
            case "bleu": self = .bleu
            case "gleu": self = .gleu
            case "meteor": self = .meteor
            case "rouge_1": self = .rouge1
            case "rouge_2": self = .rouge2
            case "rouge_3": self = .rouge3
            case "rouge_4": self = .rouge4
            case "rouge_5": self = .rouge5
            case "rouge_l": self = .rougeL
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .cosine: "cosine"
            case .fuzzyMatch: "fuzzy_match"
            case .bleu: "bleu"
            case .gleu: "gleu"
            case .meteor: "meteor"
            case .rouge1: "rouge_1"
            case .rouge2: "rouge_2"
            case .rouge3: "rouge_3"
            case .rouge4: "rouge_4"
            case .rouge5: "rouge_5"
            case .rougeL: "rouge_l"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case name
        case input
        case reference
        case evaluationMetric = "evaluation_metric"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "text_similarity")
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.input = try container.decodeRequired(String.self, forKey: .input, in: decoder)
        self.reference = try container.decodeRequired(String.self, forKey: .reference, in: decoder)
        self.evaluationMetric = try container.decodeRequired(GraderTextSimilarity.EvaluationMetric.self, forKey: .evaluationMetric, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.input, forKey: .input)
        try container.encode(self.reference, forKey: .reference)
        try container.encode(self.evaluationMetric, forKey: .evaluationMetric)
    }
}
