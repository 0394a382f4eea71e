// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaMultiAgentCall`
public nonisolated struct BetaMultiAgentCall: Codable, Equatable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the multi-agent call. Always `multi_agent_call`.
    public var type: String

    /// The unique ID of the multi-agent call item.
    public var id: String

    /// The unique ID linking this call to its output.
    public var callID: String

    /// The multi-agent action to execute.
    public var action: BetaMultiAgentAction

    /// The JSON string of arguments generated for the action.
    public var arguments: String

    public init(
        id: String,
        callID: String,
        action: BetaMultiAgentAction,
        arguments: String,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "multi_agent_call"
        self.id = id
        self.callID = callID
        self.action = action
        self.arguments = arguments
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: .emptyValue,
            action: .emptyValue,
            arguments: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "multi_agent_call")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.action = try container.decodeRequired(BetaMultiAgentAction.self, forKey: "action", in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: "arguments", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.callID, forKey: "call_id")
        try container.encode(self.action, forKey: "action")
        try container.encode(self.arguments, forKey: "arguments")
    }
}
