// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolset20260401`
public nonisolated struct BetaManagedAgentsAgentToolset20260401: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public var defaultConfig: BetaManagedAgentsAgentToolsetDefaultConfig

    public var configs: [BetaManagedAgentsAgentToolConfig]

    public init(
        defaultConfig: BetaManagedAgentsAgentToolsetDefaultConfig,
        configs: [BetaManagedAgentsAgentToolConfig]
    ) {
        self.type = "agent_toolset_20260401"
        self.defaultConfig = defaultConfig
        self.configs = configs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            defaultConfig: .emptyValue,
            configs: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent_toolset_20260401")
        self.defaultConfig = try container.decodeRequired(BetaManagedAgentsAgentToolsetDefaultConfig.self, forKey: "default_config", in: decoder)
        self.configs = try container.decodeRequired([BetaManagedAgentsAgentToolConfig].self, forKey: "configs", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.defaultConfig, forKey: "default_config")
        try container.encode(self.configs, forKey: "configs")
    }
}
