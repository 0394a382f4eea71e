// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A request to send input to another agent.
///
/// - Schema: `#/components/schemas/AgentSendSubagentInputCallItem`
public nonisolated struct AgentSendSubagentInputCallItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// The input sent to the receiving agent.
    public var content: [AgentContent]

    /// The ID of the tool call item.
    public var id: String

    /// The ID of the agent receiving the input.
    public var recipientAgentID: String

    /// The ID of the agent sending the input.
    public var senderAgentID: String

    /// The status of the tool call.
    public var status: AgentFunctionCallStatus

    /// The ID of the turn that contains this item.
    public var turnID: String

    /// The item type. Always `send_subagent_input_call`.
    public var type: String

    public init(
        content: [AgentContent],
        id: String,
        recipientAgentID: String,
        senderAgentID: String,
        status: AgentFunctionCallStatus,
        turnID: String
    ) {
        self.content = content
        self.id = id
        self.recipientAgentID = recipientAgentID
        self.senderAgentID = senderAgentID
        self.status = status
        self.turnID = turnID
        self.type = "send_subagent_input_call"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            id: .emptyValue,
            recipientAgentID: .emptyValue,
            senderAgentID: .emptyValue,
            status: .emptyValue,
            turnID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired([AgentContent].self, forKey: "content", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.recipientAgentID = try container.decodeRequired(String.self, forKey: "recipient_agent_id", in: decoder)
        self.senderAgentID = try container.decodeRequired(String.self, forKey: "sender_agent_id", in: decoder)
        self.status = try container.decodeRequired(AgentFunctionCallStatus.self, forKey: "status", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "send_subagent_input_call")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.recipientAgentID, forKey: "recipient_agent_id")
        try container.encode(self.senderAgentID, forKey: "sender_agent_id")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}
