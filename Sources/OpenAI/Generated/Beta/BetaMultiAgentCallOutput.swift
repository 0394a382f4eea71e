// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// - Schema: `#/components/schemas/BetaMultiAgentCallOutput`
public nonisolated struct BetaMultiAgentCallOutput: Codable, Equatable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the multi-agent result. Always `multi_agent_call_output`.
    public var type: String

    /// The unique ID of the multi-agent call output item.
    public var id: String

    /// The unique ID of the multi-agent call.
    public var callID: String

    /// The multi-agent action that produced this result.
    public var action: BetaMultiAgentAction

    /// Text output returned by the multi-agent action.
    public var output: [OutputTextContent]

    public init(
        id: String,
        callID: String,
        action: BetaMultiAgentAction,
        output: [OutputTextContent],
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "multi_agent_call_output"
        self.id = id
        self.callID = callID
        self.action = action
        self.output = output
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: .emptyValue,
            action: .emptyValue,
            output: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "multi_agent_call_output")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.action = try container.decodeRequired(BetaMultiAgentAction.self, forKey: "action", in: decoder)
        self.output = try container.decodeRequired([OutputTextContent].self, forKey: "output", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.callID, forKey: "call_id")
        try container.encode(self.action, forKey: "action")
        try container.encode(self.output, forKey: "output")
    }
}
