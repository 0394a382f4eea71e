// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveDecisionsDelegationConfig`
public nonisolated struct LiveDecisionsDelegationConfig: Codable, Equatable, Sendable, EmptyDecodable {
    public var model: String

    /// Native Decision API questions evaluated together, in order.
    public var questions: [LiveDecisionQuestion]

    public init(
        model: String,
        questions: [LiveDecisionQuestion]
    ) {
        self.model = model
        self.questions = questions
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue,
            questions: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.questions = try container.decodeRequired([LiveDecisionQuestion].self, forKey: "questions", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.model, forKey: "model")
        try container.encode(self.questions, forKey: "questions")
    }
}
