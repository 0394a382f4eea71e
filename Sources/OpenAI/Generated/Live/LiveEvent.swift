// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIDecisions

/// - Schema: `#/components/schemas/LiveEvent`
public nonisolated struct LiveEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The native Decision API response, including its model, ordered answers, and
    /// token usage.
    public var decision: OpenAIDecisions.Decision

    public var type: String

    public init(
        decision: OpenAIDecisions.Decision
    ) {
        self.decision = decision
        self.type = "decision.completed"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            decision: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.decision = try container.decodeRequired(OpenAIDecisions.Decision.self, forKey: "decision", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "decision.completed")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.decision, forKey: "decision")
        try container.encode(self.type, forKey: "type")
    }
}
