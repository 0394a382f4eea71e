// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// LabelModelGrader
///
/// - Schema: `#/components/schemas/EvalGraderLabelModel`
public nonisolated struct EvalGraderLabelModel: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "label_model")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.input = try container.decodeRequired([EvalItem].self, forKey: "input", in: decoder)
        self.labels = try container.decodeRequired([String].self, forKey: "labels", in: decoder)
        self.passingLabels = try container.decodeRequired([String].self, forKey: "passing_labels", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.input, forKey: "input")
        try container.encode(self.labels, forKey: "labels")
        try container.encode(self.passingLabels, forKey: "passing_labels")
    }
}
