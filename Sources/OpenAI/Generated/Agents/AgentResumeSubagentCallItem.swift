// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A request to resume a subagent.
///
/// - Schema: `#/components/schemas/AgentResumeSubagentCallItem`
public nonisolated struct AgentResumeSubagentCallItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the tool call item.
    public var id: String

    /// The ID of the agent to resume.
    public var recipientAgentID: String

    /// The ID of the agent requesting the resume.
    public var senderAgentID: String

    /// The status of the tool call.
    public var status: AgentFunctionCallStatus

    /// The ID of the turn that contains this item.
    public var turnID: String

    /// The item type. Always `resume_subagent_call`.
    public var type: String

    public init(
        id: String,
        recipientAgentID: String,
        senderAgentID: String,
        status: AgentFunctionCallStatus,
        turnID: String
    ) {
        self.id = id
        self.recipientAgentID = recipientAgentID
        self.senderAgentID = senderAgentID
        self.status = status
        self.turnID = turnID
        self.type = "resume_subagent_call"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
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
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.recipientAgentID = try container.decodeRequired(String.self, forKey: "recipient_agent_id", in: decoder)
        self.senderAgentID = try container.decodeRequired(String.self, forKey: "sender_agent_id", in: decoder)
        self.status = try container.decodeRequired(AgentFunctionCallStatus.self, forKey: "status", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "resume_subagent_call")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.recipientAgentID, forKey: "recipient_agent_id")
        try container.encode(self.senderAgentID, forKey: "sender_agent_id")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}
