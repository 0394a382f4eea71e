// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A message exchanged between agent threads.
///
/// - Schema: `#/components/schemas/AgentMessageItemResource`
public nonisolated struct AgentMessageItemResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// The content exchanged between the agents.
    public var content: [AgentContent]

    /// The ID of the message.
    public var id: String

    /// The ID or name of the receiving agent.
    public var recipientAgentID: String

    /// The ID or name of the sending agent.
    public var senderAgentID: String

    /// The ID of the turn that contains this item.
    public var turnID: String

    /// The item type. Always `agent_message`.
    public var type: String

    public init(
        content: [AgentContent],
        id: String,
        recipientAgentID: String,
        senderAgentID: String,
        turnID: String
    ) {
        self.content = content
        self.id = id
        self.recipientAgentID = recipientAgentID
        self.senderAgentID = senderAgentID
        self.turnID = turnID
        self.type = "agent_message"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            id: .emptyValue,
            recipientAgentID: .emptyValue,
            senderAgentID: .emptyValue,
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
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent_message")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.recipientAgentID, forKey: "recipient_agent_id")
        try container.encode(self.senderAgentID, forKey: "sender_agent_id")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}
