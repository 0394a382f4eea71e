// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A request to spawn a subagent.
///
/// - Schema: `#/components/schemas/AgentCreateSubagentCallItem`
public nonisolated struct AgentCreateSubagentCallItem: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the agent that requested the subagent.
    public var agentID: String

    /// The task given to the spawned agent.
    public var content: [AgentContent]

    /// The ID of the tool call item.
    public var id: String

    /// The model requested for the spawned agent.
    public var model: String?

    /// The reasoning effort requested for the spawned agent.
    public var reasoningEffort: String?

    /// The status of the tool call.
    public var status: AgentFunctionCallStatus

    /// The ID of the turn that contains this item.
    public var turnID: String

    /// The item type. Always `create_subagent_call`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        agentID: String,
        content: [AgentContent],
        id: String,
        status: AgentFunctionCallStatus,
        turnID: String,
        model: String? = nil,
        reasoningEffort: String? = nil
    ) {
        self.agentID = agentID
        self.content = content
        self.id = id
        self.model = model
        self.reasoningEffort = reasoningEffort
        self.status = status
        self.turnID = turnID
        self.type = "create_subagent_call"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            agentID: .emptyValue,
            content: .emptyValue,
            id: .emptyValue,
            status: .emptyValue,
            turnID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agentID = try container.decodeRequired(String.self, forKey: "agent_id", in: decoder)
        self.content = try container.decodeRequired([AgentContent].self, forKey: "content", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.reasoningEffort = try container.decodeIfPresent(String.self, forKey: "reasoning_effort")
        self.status = try container.decodeRequired(AgentFunctionCallStatus.self, forKey: "status", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "create_subagent_call")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.agentID, forKey: "agent_id")
        try container.encode(self.content, forKey: "content")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.reasoningEffort, forKey: "reasoning_effort")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentCreateSubagentCallItem {
    public static var model: Self { Self("model") }
    public static var reasoningEffort: Self { Self("reasoning_effort") }
}
