// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Mid-session agent configuration update.
///
/// Only `tools` and `mcp_servers` are updatable. Full replacement: the provided array becomes the new value. To preserve existing entries, GET the session, modify the array, and POST it back.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionAgentUpdateParam`
public nonisolated struct BetaManagedAgentsSessionAgentUpdateParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Replacement MCP server list.
    ///
    /// Full replacement: the provided array becomes the new value. Send an empty array
    /// to clear; omit to preserve.
    public var mcpServers: [BetaManagedAgentsUrlMcpServerParamsBetaManagedAgentsURLMCPServerParams]?

    /// Replacement tool list.
    ///
    /// Full replacement: the provided array becomes the new value. Send an empty array
    /// to clear; omit to preserve.
    public var tools: [BetaManagedAgentsAgentToolParams]?

    public init(
        mcpServers: [BetaManagedAgentsUrlMcpServerParamsBetaManagedAgentsURLMCPServerParams]? = nil,
        tools: [BetaManagedAgentsAgentToolParams]? = nil
    ) {
        self.mcpServers = mcpServers
        self.tools = tools
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.mcpServers = try container.decodeIfPresent([BetaManagedAgentsUrlMcpServerParamsBetaManagedAgentsURLMCPServerParams].self, forKey: "mcp_servers")
        self.tools = try container.decodeIfPresent([BetaManagedAgentsAgentToolParams].self, forKey: "tools")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.mcpServers, forKey: "mcp_servers")
        try container.encodeIfPresent(self.tools, forKey: "tools")
    }
}
