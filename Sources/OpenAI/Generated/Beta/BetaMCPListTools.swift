// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A list of tools available on an MCP server.
///
/// - Schema: `#/components/schemas/BetaMCPListTools`
public nonisolated struct BetaMCPListTools: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the item. Always `mcp_list_tools`.
    public var type: String

    /// The unique ID of the list.
    public var id: String

    /// The label of the MCP server.
    public var serverLabel: String

    /// The tools available on the server.
    public var tools: [MCPListToolsTool]

    public var error: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        serverLabel: String,
        tools: [MCPListToolsTool],
        agent: BetaAgentTag? = nil,
        error: String? = nil
    ) {
        self.agent = agent
        self.type = "mcp_list_tools"
        self.id = id
        self.serverLabel = serverLabel
        self.tools = tools
        self.error = error
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            serverLabel: .emptyValue,
            tools: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_list_tools")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.serverLabel = try container.decodeRequired(String.self, forKey: "server_label", in: decoder)
        self.tools = try container.decodeRequired([MCPListToolsTool].self, forKey: "tools", in: decoder)
        self.error = try container.decodeIfPresent(String.self, forKey: "error")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.serverLabel, forKey: "server_label")
        try container.encode(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.error, forKey: "error")
    }
}

nonisolated extension NullableMember where Owner == BetaMCPListTools {
    public static var agent: Self { Self("agent") }
    public static var error: Self { Self("error") }
}
