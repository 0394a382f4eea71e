// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The tool listing the server fetched from an MCP server while producing
/// this response. Send the assistant message back unchanged, this block
/// included, so later requests use this listing instead of asking the MCP
/// server again.
///
/// - Schema: `#/components/schemas/BetaMCPToolListingBlock`
public nonisolated struct BetaMCPToolListingBlock: Codable, Equatable, Sendable, EmptyDecodable {
    public var mcpServerName: String

    public var tools: [BetaMCPTool]

    public var type: String

    public init(
        mcpServerName: String,
        tools: [BetaMCPTool]
    ) {
        self.mcpServerName = mcpServerName
        self.tools = tools
        self.type = "mcp_tool_listing"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            mcpServerName: .emptyValue,
            tools: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.mcpServerName = try container.decodeRequired(String.self, forKey: "mcp_server_name", in: decoder)
        self.tools = try container.decodeRequired([BetaMCPTool].self, forKey: "tools", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_tool_listing")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.mcpServerName, forKey: "mcp_server_name")
        try container.encode(self.tools, forKey: "tools")
        try container.encode(self.type, forKey: "type")
    }
}
