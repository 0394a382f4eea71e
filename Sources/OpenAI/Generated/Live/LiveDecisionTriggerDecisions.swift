// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Questions evaluated using the current transcript and the session's shared Decision items.
///
/// - Schema: `#/components/schemas/LiveDecisionTriggerDecisions`
public nonisolated struct LiveDecisionTriggerDecisions: Codable, Equatable, Sendable, EmptyDecodable {
    /// Native Decision API questions evaluated together, in order.
    public var questions: [LiveDecisionQuestion]

    public init(
        questions: [LiveDecisionQuestion]
    ) {
        self.questions = questions
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            questions: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.questions = try container.decodeRequired([LiveDecisionQuestion].self, forKey: "questions", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.questions, forKey: "questions")
    }
}
