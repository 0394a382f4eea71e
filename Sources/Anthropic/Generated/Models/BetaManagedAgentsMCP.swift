// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Union type for MCP server connection definitions returned in API responses.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMCPServer`
public typealias BetaManagedAgentsMCPServer = BetaManagedAgentsMCPServerURLDefinition

/// Union type for MCP server connection definitions.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMCPServerParams`
public typealias BetaManagedAgentsMCPServerParams = BetaManagedAgentsURLMCPServerParams

/// URL-based MCP server connection as returned in API responses.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMCPServerURLDefinition`
public struct BetaManagedAgentsMCPServerURLDefinition: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public var name: String

    public var url: String

    public init(
        name: String,
        url: String
    ) {
        self.type = "url"
        self.name = name
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            url: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case name
        case url
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "url")
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.url = try container.decodeRequired(String.self, forKey: .url, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.url, forKey: .url)
    }
}

/// Resolved configuration for a specific MCP tool.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMCPToolConfig`
public struct BetaManagedAgentsMCPToolConfig: Codable, Hashable, Sendable, EmptyDecodable {
    public var name: String

    public var enabled: Bool

    public var permissionPolicy: BetaManagedAgentsPermissionPolicy

    public init(
        name: String,
        enabled: Bool,
        permissionPolicy: BetaManagedAgentsPermissionPolicy
    ) {
        self.name = name
        self.enabled = enabled
        self.permissionPolicy = permissionPolicy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            enabled: .emptyValue,
            permissionPolicy: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case enabled
        case permissionPolicy = "permission_policy"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.enabled = try container.decodeRequired(Bool.self, forKey: .enabled, in: decoder)
        self.permissionPolicy = try container.decodeRequired(BetaManagedAgentsPermissionPolicy.self, forKey: .permissionPolicy, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.enabled, forKey: .enabled)
        try container.encode(self.permissionPolicy, forKey: .permissionPolicy)
    }
}

/// Configuration override for a specific MCP tool.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMCPToolConfigParams`
public struct BetaManagedAgentsMCPToolConfigParams: Codable, Hashable, Sendable, EmptyDecodable {
    /// Name of the MCP tool to configure. 1-128 characters.
    public var name: String

    /// Whether this tool is enabled. Overrides the `default_config` setting.
    public var enabled: Bool?

    /// Permission policy for this tool. Overrides the `default_config` setting.
    public var permissionPolicy: BetaManagedAgentsPermissionPolicy?

    public init(
        name: String,
        enabled: Bool? = nil,
        permissionPolicy: BetaManagedAgentsPermissionPolicy? = nil
    ) {
        self.name = name
        self.enabled = enabled
        self.permissionPolicy = permissionPolicy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case enabled
        case permissionPolicy = "permission_policy"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled)
        self.permissionPolicy = try container.decodeIfPresent(BetaManagedAgentsPermissionPolicy.self, forKey: .permissionPolicy)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.enabled, forKey: .enabled)
        try container.encodeIfPresent(self.permissionPolicy, forKey: .permissionPolicy)
    }
}

/// - Schema: `#/components/schemas/BetaManagedAgentsMCPToolset`
public struct BetaManagedAgentsMCPToolset: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public var mcpServerName: String

    public var defaultConfig: BetaManagedAgentsMCPToolsetDefaultConfig

    public var configs: [BetaManagedAgentsMCPToolConfig]

    public init(
        mcpServerName: String,
        defaultConfig: BetaManagedAgentsMCPToolsetDefaultConfig,
        configs: [BetaManagedAgentsMCPToolConfig]
    ) {
        self.type = "mcp_toolset"
        self.mcpServerName = mcpServerName
        self.defaultConfig = defaultConfig
        self.configs = configs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            mcpServerName: .emptyValue,
            defaultConfig: .emptyValue,
            configs: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case mcpServerName = "mcp_server_name"
        case defaultConfig = "default_config"
        case configs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_toolset")
        self.mcpServerName = try container.decodeRequired(String.self, forKey: .mcpServerName, in: decoder)
        self.defaultConfig = try container.decodeRequired(BetaManagedAgentsMCPToolsetDefaultConfig.self, forKey: .defaultConfig, in: decoder)
        self.configs = try container.decodeRequired([BetaManagedAgentsMCPToolConfig].self, forKey: .configs, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.mcpServerName, forKey: .mcpServerName)
        try container.encode(self.defaultConfig, forKey: .defaultConfig)
        try container.encode(self.configs, forKey: .configs)
    }
}

/// Resolved default configuration for all tools from an MCP server.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMCPToolsetDefaultConfig`
public struct BetaManagedAgentsMCPToolsetDefaultConfig: Codable, Hashable, Sendable, EmptyDecodable {
    public var enabled: Bool

    public var permissionPolicy: BetaManagedAgentsPermissionPolicy

    public init(
        enabled: Bool,
        permissionPolicy: BetaManagedAgentsPermissionPolicy
    ) {
        self.enabled = enabled
        self.permissionPolicy = permissionPolicy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            enabled: .emptyValue,
            permissionPolicy: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case enabled
        case permissionPolicy = "permission_policy"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.enabled = try container.decodeRequired(Bool.self, forKey: .enabled, in: decoder)
        self.permissionPolicy = try container.decodeRequired(BetaManagedAgentsPermissionPolicy.self, forKey: .permissionPolicy, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.enabled, forKey: .enabled)
        try container.encode(self.permissionPolicy, forKey: .permissionPolicy)
    }
}

/// Default configuration for all tools from an MCP server.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMCPToolsetDefaultConfigParams`
public struct BetaManagedAgentsMCPToolsetDefaultConfigParams: Codable, Hashable, Sendable, EmptyDecodable {
    /// Whether tools are enabled by default. Defaults to true if not specified.
    public var enabled: Bool?

    /// Default permission policy for tools from this server.
    public var permissionPolicy: BetaManagedAgentsPermissionPolicy?

    public init(
        enabled: Bool? = nil,
        permissionPolicy: BetaManagedAgentsPermissionPolicy? = nil
    ) {
        self.enabled = enabled
        self.permissionPolicy = permissionPolicy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case enabled
        case permissionPolicy = "permission_policy"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled)
        self.permissionPolicy = try container.decodeIfPresent(BetaManagedAgentsPermissionPolicy.self, forKey: .permissionPolicy)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.enabled, forKey: .enabled)
        try container.encodeIfPresent(self.permissionPolicy, forKey: .permissionPolicy)
    }
}

/// Configuration for tools from an MCP server defined in `mcp_servers`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMCPToolsetParams`
public struct BetaManagedAgentsMCPToolsetParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Name of the MCP server. Must match a server name from the mcp_servers array. 1-255 characters.
    public var mcpServerName: String

    /// Default configuration for all tools from this server.
    public var defaultConfig: BetaManagedAgentsMCPToolsetDefaultConfigParams?

    /// Per-tool configuration overrides.
    public var configs: [BetaManagedAgentsMCPToolConfigParams]?

    public init(
        mcpServerName: String,
        defaultConfig: BetaManagedAgentsMCPToolsetDefaultConfigParams? = nil,
        configs: [BetaManagedAgentsMCPToolConfigParams]? = nil
    ) {
        self.type = "mcp_toolset"
        self.mcpServerName = mcpServerName
        self.defaultConfig = defaultConfig
        self.configs = configs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            mcpServerName: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case mcpServerName = "mcp_server_name"
        case defaultConfig = "default_config"
        case configs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp_toolset")
        self.mcpServerName = try container.decodeRequired(String.self, forKey: .mcpServerName, in: decoder)
        self.defaultConfig = try container.decodeIfPresent(BetaManagedAgentsMCPToolsetDefaultConfigParams.self, forKey: .defaultConfig)
        self.configs = try container.decodeIfPresent([BetaManagedAgentsMCPToolConfigParams].self, forKey: .configs)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.mcpServerName, forKey: .mcpServerName)
        try container.encodeIfPresent(self.defaultConfig, forKey: .defaultConfig)
        try container.encodeIfPresent(self.configs, forKey: .configs)
    }
}
