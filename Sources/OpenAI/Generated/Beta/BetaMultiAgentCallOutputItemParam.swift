// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaMultiAgentCallOutputItemParam`
public nonisolated struct BetaMultiAgentCallOutputItemParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var agent: Beta_AgentTagParam?

    public var id: String?

    /// The unique ID of the multi-agent call.
    public var callID: String

    /// The item type. Always `multi_agent_call_output`.
    public var type: String

    /// The multi-agent action that produced this result.
    public var action: BetaMultiAgentActionParam

    /// Text output returned by the multi-agent action.
    public var output: [BetaOutputTextContentParam]

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        callID: String,
        action: BetaMultiAgentActionParam,
        output: [BetaOutputTextContentParam],
        agent: Beta_AgentTagParam? = nil,
        id: String? = nil
    ) {
        self.agent = agent
        self.id = id
        self.callID = callID
        self.type = "multi_agent_call_output"
        self.action = action
        self.output = output
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            callID: .emptyValue,
            action: .emptyValue,
            output: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: "agent")
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "multi_agent_call_output")
        self.action = try container.decodeRequired(BetaMultiAgentActionParam.self, forKey: "action", in: decoder)
        self.output = try container.decodeRequired([BetaOutputTextContentParam].self, forKey: "output", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encode(self.callID, forKey: "call_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.action, forKey: "action")
        try container.encode(self.output, forKey: "output")
    }
}

nonisolated extension NullableMember where Owner == BetaMultiAgentCallOutputItemParam {
    public static var agent: Self { Self("agent") }
    public static var id: Self { Self("id") }
}
