// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configuration for a specific tool in an MCP toolset.
///
/// - Schema: `#/components/schemas/BetaMCPToolConfig`
public struct BetaMCPToolConfig: Codable, Hashable, Sendable, EmptyDecodable {
    /// Defer Loading
    public var deferLoading: Bool?

    /// Enabled
    public var enabled: Bool?

    public init(
        deferLoading: Bool? = nil,
        enabled: Bool? = nil
    ) {
        self.deferLoading = deferLoading
        self.enabled = enabled
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case deferLoading = "defer_loading"
        case enabled
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
        try container.encodeIfPresent(self.enabled, forKey: .enabled)
    }
}

/// Default configuration for tools in an MCP toolset.
///
/// - Schema: `#/components/schemas/BetaMCPToolDefaultConfig`
public struct BetaMCPToolDefaultConfig: Codable, Hashable, Sendable, EmptyDecodable {
    /// Defer Loading
    public var deferLoading: Bool?

    /// Enabled
    public var enabled: Bool?

    public init(
        deferLoading: Bool? = nil,
        enabled: Bool? = nil
    ) {
        self.deferLoading = deferLoading
        self.enabled = enabled
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case deferLoading = "defer_loading"
        case enabled
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
        try container.encodeIfPresent(self.enabled, forKey: .enabled)
    }
}

/// Configuration for a group of tools from an MCP server.
///
/// Allows configuring enabled status and defer_loading for all tools
/// from an MCP server, with optional per-tool overrides.
///
/// - Schema: `#/components/schemas/BetaMCPToolset`
public struct BetaMCPToolset: Codable, Hashable, Sendable, EmptyDecodable {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeral?

    /// Configuration overrides for specific tools, keyed by tool name
    public var configs: [String: BetaMCPToolConfig]?

    /// Default configuration applied to all tools from this server
    public var defaultConfig: BetaMCPToolDefaultConfig?

    /// Name of the MCP server to configure tools for
    public var mcpServerName: String

    /// Type
    public var type: String

    public init(
        mcpServerName: String,
        cacheControl: BetaCacheControlEphemeral? = nil,
        configs: [String: BetaMCPToolConfig]? = nil,
        defaultConfig: BetaMCPToolDefaultConfig? = nil
    ) {
        self.cacheControl = cacheControl
        self.configs = configs
        self.defaultConfig = defaultConfig
        self.mcpServerName = mcpServerName
        self.type = "mcp_toolset"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            mcpServerName: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case cacheControl = "cache_control"
        case configs
        case defaultConfig = "default_config"
        case mcpServerName = "mcp_server_name"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeral.self, forKey: .cacheControl)
        self.configs = try container.decodeIfPresent([String: BetaMCPToolConfig].self, forKey: .configs)
        self.defaultConfig = try container.decodeIfPresent(BetaMCPToolDefaultConfig.self, forKey: .defaultConfig)
        self.mcpServerName = try container.decodeRequired(String.self, forKey: .mcpServerName, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_toolset")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.configs, forKey: .configs)
        try container.encodeIfPresent(self.defaultConfig, forKey: .defaultConfig)
        try container.encode(self.mcpServerName, forKey: .mcpServerName)
        try container.encode(self.type, forKey: .type)
    }
}
