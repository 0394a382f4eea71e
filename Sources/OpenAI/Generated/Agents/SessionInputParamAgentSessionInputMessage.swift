// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Adds one or more user messages and starts a turn.
///
/// - Schema: `#/components/schemas/SessionInputParamAgentSessionInputMessage`
public nonisolated struct SessionInputParamAgentSessionInputMessage: Codable, Equatable, Sendable, EmptyDecodable {
    /// The user messages to add to the session.
    public var input: [AgentSessionInputMessageParam]

    /// The type of the object. Always `agent.session.input.message`.
    public var type: String

    public init(
        input: [AgentSessionInputMessageParam]
    ) {
        self.input = input
        self.type = "agent.session.input.message"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            input: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.input = try container.decodeRequired([AgentSessionInputMessageParam].self, forKey: "input", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.session.input.message")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.input, forKey: "input")
        try container.encode(self.type, forKey: "type")
    }
}
