// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// EvalGraderTextSimilarity
///
/// - Schema: `#/components/schemas/EvalGraderTextSimilarity`
public nonisolated struct EvalGraderTextSimilarity: Codable, Equatable, Sendable, EmptyDecodable {
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
    public var evaluationMetric: EvalGraderTextSimilarity.EvaluationMetric

    /// The threshold for the score.
    public var passThreshold: Double

    public init(
        name: String,
        input: String,
        reference: String,
        evaluationMetric: EvalGraderTextSimilarity.EvaluationMetric,
        passThreshold: Double
    ) {
        self.type = "text_similarity"
        self.name = name
        self.input = input
        self.reference = reference
        self.evaluationMetric = evaluationMetric
        self.passThreshold = passThreshold
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            input: .emptyValue,
            reference: .emptyValue,
            evaluationMetric: .emptyValue,
            passThreshold: .emptyValue
        )
    }

    /// The evaluation metric to use. One of `cosine`, `fuzzy_match`, `bleu`,
    /// `gleu`, `meteor`, `rouge_1`, `rouge_2`, `rouge_3`, `rouge_4`, `rouge_5`,
    /// or `rouge_l`.
    public nonisolated enum EvaluationMetric: OpenEnum, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text_similarity")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.input = try container.decodeRequired(String.self, forKey: "input", in: decoder)
        self.reference = try container.decodeRequired(String.self, forKey: "reference", in: decoder)
        self.evaluationMetric = try container.decodeRequired(EvalGraderTextSimilarity.EvaluationMetric.self, forKey: "evaluation_metric", in: decoder)
        self.passThreshold = try container.decodeRequired(Double.self, forKey: "pass_threshold", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.input, forKey: "input")
        try container.encode(self.reference, forKey: "reference")
        try container.encode(self.evaluationMetric, forKey: "evaluation_metric")
        try container.encode(self.passThreshold, forKey: "pass_threshold")
    }
}
