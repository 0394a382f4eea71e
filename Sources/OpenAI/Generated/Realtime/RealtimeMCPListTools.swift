// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A Realtime item listing tools available on an MCP server.
///
/// - Schema: `#/components/schemas/RealtimeMCPListTools`
public nonisolated struct RealtimeMCPListTools: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the item. Always `mcp_list_tools`.
    public var type: String

    /// The unique ID of the list.
    public var id: String?

    /// The label of the MCP server.
    public var serverLabel: String

    /// The tools available on the server.
    public var tools: [MCPListToolsTool]

    public init(
        serverLabel: String,
        tools: [MCPListToolsTool],
        id: String? = nil
    ) {
        self.type = "mcp_list_tools"
        self.id = id
        self.serverLabel = serverLabel
        self.tools = tools
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            serverLabel: .emptyValue,
            tools: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_list_tools")
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.serverLabel = try container.decodeRequired(String.self, forKey: "server_label", in: decoder)
        self.tools = try container.decodeRequired([MCPListToolsTool].self, forKey: "tools", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encode(self.serverLabel, forKey: "server_label")
        try container.encode(self.tools, forKey: "tools")
    }
}
