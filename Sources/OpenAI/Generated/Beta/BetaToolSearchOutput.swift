// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// - Schema: `#/components/schemas/BetaToolSearchOutput`
public nonisolated struct BetaToolSearchOutput: Codable, Equatable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the item. Always `tool_search_output`.
    public var type: String

    /// The unique ID of the tool search output item.
    public var id: String

    public var callID: String?

    /// Whether tool search was executed by the server or by the client.
    public var execution: ToolSearchExecutionType

    /// The loaded tool definitions returned by tool search.
    public var tools: [BetaTool]

    /// The status of the tool search output item that was recorded.
    public var status: FunctionCallOutputStatusEnum

    /// The identifier of the actor that created the item.
    public var createdBy: String?

    public init(
        id: String,
        callID: String?,
        execution: ToolSearchExecutionType,
        tools: [BetaTool],
        status: FunctionCallOutputStatusEnum,
        agent: BetaAgentTag? = nil,
        createdBy: String? = nil
    ) {
        self.agent = agent
        self.type = "tool_search_output"
        self.id = id
        self.callID = callID
        self.execution = execution
        self.tools = tools
        self.status = status
        self.createdBy = createdBy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: nil,
            execution: .emptyValue,
            tools: .emptyValue,
            status: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_search_output")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.callID = try container.decodeIfPresent(String.self, forKey: "call_id")
        self.execution = try container.decodeRequired(ToolSearchExecutionType.self, forKey: "execution", in: decoder)
        self.tools = try container.decodeRequired([BetaTool].self, forKey: "tools", in: decoder)
        self.status = try container.decodeRequired(FunctionCallOutputStatusEnum.self, forKey: "status", in: decoder)
        self.createdBy = try container.decodeIfPresent(String.self, forKey: "created_by")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.callID, forKey: "call_id")
        try container.encode(self.execution, forKey: "execution")
        try container.encode(self.tools, forKey: "tools")
        try container.encode(self.status, forKey: "status")
        try container.encodeIfPresent(self.createdBy, forKey: "created_by")
    }
}
