// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveDecisionsDelegationUpdateConfig`
public nonisolated struct LiveDecisionsDelegationUpdateConfig: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var model: String?

    /// Native Decision API questions evaluated together, in order.
    public var questions: [LiveDecisionQuestion]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: String? = nil,
        questions: [LiveDecisionQuestion]? = nil
    ) {
        self.model = model
        self.questions = questions
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.questions = try container.decodeIfPresent([LiveDecisionQuestion].self, forKey: "questions")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.questions, forKey: "questions")
    }
}

nonisolated extension NullableMember where Owner == LiveDecisionsDelegationUpdateConfig {
    public static var model: Self { Self("model") }
    public static var questions: Self { Self("questions") }
}
