// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// Configuration for a group of tools from an MCP server.
///
/// Allows configuring enabled status and defer_loading for all tools
/// from an MCP server, with optional per-tool overrides.
///
/// - Schema: `#/components/schemas/BetaMCPToolset`
public nonisolated struct BetaMCPToolset: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Configuration overrides for specific tools, keyed by tool name
    public var configs: [String: BetaMCPToolConfig]?

    /// Default configuration applied to all tools from this server
    public var defaultConfig: BetaMCPToolDefaultConfig?

    /// Name of the MCP server to configure tools for
    public var mcpServerName: String

    /// Type
    public var type: String

    /// The server's tool listing, pinned: when present, the server is not asked for its
    /// tools before sampling and exactly these entries, with `default_config` and
    /// `configs` applied, are the toolset's tools. Copy it from the `mcp_tool_listing`
    /// block of an earlier response.
    public var tools: [BetaMCPToolParamParam]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        mcpServerName: String,
        cacheControl: CacheControlEphemeral? = nil,
        configs: [String: BetaMCPToolConfig]? = nil,
        defaultConfig: BetaMCPToolDefaultConfig? = nil,
        tools: [BetaMCPToolParamParam]? = nil
    ) {
        self.cacheControl = cacheControl
        self.configs = configs
        self.defaultConfig = defaultConfig
        self.mcpServerName = mcpServerName
        self.type = "mcp_toolset"
        self.tools = tools
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
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.configs = try container.decodeIfPresent([String: BetaMCPToolConfig].self, forKey: "configs")
        self.defaultConfig = try container.decodeIfPresent(BetaMCPToolDefaultConfig.self, forKey: "default_config")
        self.mcpServerName = try container.decodeRequired(String.self, forKey: "mcp_server_name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_toolset")
        self.tools = try container.decodeIfPresent([BetaMCPToolParamParam].self, forKey: "tools")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.configs, forKey: "configs")
        try container.encodeIfPresent(self.defaultConfig, forKey: "default_config")
        try container.encode(self.mcpServerName, forKey: "mcp_server_name")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.tools, forKey: "tools")
    }
}

nonisolated extension NullableMember where Owner == BetaMCPToolset {
    public static var cacheControl: Self { Self("cache_control") }
    public static var configs: Self { Self("configs") }
    public static var tools: Self { Self("tools") }
}
