// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configuration for tools from an MCP server defined in `mcp_servers`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMCPToolsetParams`
public nonisolated struct BetaManagedAgentsMCPToolsetParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Name of the MCP server. Must match a server name from the mcp_servers array. 1-255 characters.
    public var mcpServerName: String

    /// Default configuration for all tools from this server.
    public var defaultConfig: BetaManagedAgentsMCPToolsetDefaultConfigParams?

    /// Per-tool configuration overrides.
    public var configs: [BetaManagedAgentsMCPToolConfigParams]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        mcpServerName: String,
        defaultConfig: BetaManagedAgentsMCPToolsetDefaultConfigParams? = nil,
        configs: [BetaManagedAgentsMCPToolConfigParams]? = nil
    ) {
        self.type = "mcp_toolset"
        self.mcpServerName = mcpServerName
        self.defaultConfig = defaultConfig
        self.configs = configs
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            mcpServerName: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_toolset")
        self.mcpServerName = try container.decodeRequired(String.self, forKey: "mcp_server_name", in: decoder)
        self.defaultConfig = try container.decodeIfPresent(BetaManagedAgentsMCPToolsetDefaultConfigParams.self, forKey: "default_config")
        self.configs = try container.decodeIfPresent([BetaManagedAgentsMCPToolConfigParams].self, forKey: "configs")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.mcpServerName, forKey: "mcp_server_name")
        try container.encodeIfPresent(self.defaultConfig, forKey: "default_config")
        try container.encodeIfPresent(self.configs, forKey: "configs")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsMCPToolsetParams {
    public static var defaultConfig: Self { Self("default_config") }
}
