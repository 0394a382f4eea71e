// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsMCPToolset`
public nonisolated struct BetaManagedAgentsMCPToolset: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_toolset")
        self.mcpServerName = try container.decodeRequired(String.self, forKey: "mcp_server_name", in: decoder)
        self.defaultConfig = try container.decodeRequired(BetaManagedAgentsMCPToolsetDefaultConfig.self, forKey: "default_config", in: decoder)
        self.configs = try container.decodeRequired([BetaManagedAgentsMCPToolConfig].self, forKey: "configs", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.mcpServerName, forKey: "mcp_server_name")
        try container.encode(self.defaultConfig, forKey: "default_config")
        try container.encode(self.configs, forKey: "configs")
    }
}
