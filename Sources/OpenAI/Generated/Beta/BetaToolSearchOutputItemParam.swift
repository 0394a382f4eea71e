// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// - Schema: `#/components/schemas/BetaToolSearchOutputItemParam`
public nonisolated struct BetaToolSearchOutputItemParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var agent: Beta_AgentTagParam?

    public var id: String?

    public var callID: String?

    /// The item type. Always `tool_search_output`.
    public var type: String

    /// Whether tool search was executed by the server or by the client.
    public var execution: ToolSearchExecutionType?

    /// The loaded tool definitions returned by the tool search output.
    public var tools: [BetaTool]

    public var status: FunctionCallItemStatus?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        tools: [BetaTool],
        agent: Beta_AgentTagParam? = nil,
        id: String? = nil,
        callID: String? = nil,
        execution: ToolSearchExecutionType? = nil,
        status: FunctionCallItemStatus? = nil
    ) {
        self.agent = agent
        self.id = id
        self.callID = callID
        self.type = "tool_search_output"
        self.execution = execution
        self.tools = tools
        self.status = status
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            tools: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: "agent")
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.callID = try container.decodeIfPresent(String.self, forKey: "call_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_search_output")
        self.execution = try container.decodeIfPresent(ToolSearchExecutionType.self, forKey: "execution")
        self.tools = try container.decodeRequired([BetaTool].self, forKey: "tools", in: decoder)
        self.status = try container.decodeIfPresent(FunctionCallItemStatus.self, forKey: "status")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encodeIfPresent(self.callID, forKey: "call_id")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.execution, forKey: "execution")
        try container.encode(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.status, forKey: "status")
    }
}

nonisolated extension NullableMember where Owner == BetaToolSearchOutputItemParam {
    public static var agent: Self { Self("agent") }
    public static var id: Self { Self("id") }
    public static var callID: Self { Self("call_id") }
    public static var status: Self { Self("status") }
}
