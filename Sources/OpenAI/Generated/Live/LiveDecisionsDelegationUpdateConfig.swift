// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveDecisionsDelegationUpdateConfig`
public struct LiveDecisionsDelegationUpdateConfig: Codable, Equatable, Sendable, EmptyDecodable {
    public var model: String?

    /// Native Decision API questions evaluated together, in order.
    public var questions: [LiveDecisionQuestion]?

    public init(
        model: String? = nil,
        questions: [LiveDecisionQuestion]? = nil
    ) {
        self.model = model
        self.questions = questions
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.questions = try container.decodeIfPresent([LiveDecisionQuestion].self, forKey: "questions")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.questions, forKey: "questions")
    }
}
