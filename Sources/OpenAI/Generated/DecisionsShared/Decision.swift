// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/Decision`
public nonisolated struct Decision: Codable, Equatable, Sendable, EmptyDecodable {
    /// Answers in question order.
    ///
    /// Any question can return a refusal instead of an answer; other questions can
    /// still receive answers. A refusal has `type: "refusal"` and the question's
    /// `name`, or `null` if it was unnamed.
    public var answers: [Answer]

    /// The model used.
    public var model: String

    /// Token usage for the request.
    public var usage: DecisionUsage

    public init(
        answers: [Answer],
        model: String,
        usage: DecisionUsage
    ) {
        self.answers = answers
        self.model = model
        self.usage = usage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            answers: .emptyValue,
            model: .emptyValue,
            usage: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.answers = try container.decodeRequired([Answer].self, forKey: "answers", in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.usage = try container.decodeRequired(DecisionUsage.self, forKey: "usage", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.answers, forKey: "answers")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.usage, forKey: "usage")
    }
}
