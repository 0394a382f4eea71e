// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configuration for built-in agent tools. Use this to enable or disable groups of tools available to the agent.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolset20260401Params`
public nonisolated struct BetaManagedAgentsAgentToolset20260401Params: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Default configuration applied to all tools in this set.
    public var defaultConfig: BetaManagedAgentsAgentToolsetDefaultConfigParams?

    /// Per-tool configuration overrides.
    public var configs: [BetaManagedAgentsAgentToolConfigParams]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        defaultConfig: BetaManagedAgentsAgentToolsetDefaultConfigParams? = nil,
        configs: [BetaManagedAgentsAgentToolConfigParams]? = nil
    ) {
        self.type = "agent_toolset_20260401"
        self.defaultConfig = defaultConfig
        self.configs = configs
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent_toolset_20260401")
        self.defaultConfig = try container.decodeIfPresent(BetaManagedAgentsAgentToolsetDefaultConfigParams.self, forKey: "default_config")
        self.configs = try container.decodeIfPresent([BetaManagedAgentsAgentToolConfigParams].self, forKey: "configs")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.defaultConfig, forKey: "default_config")
        try container.encodeIfPresent(self.configs, forKey: "configs")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsAgentToolset20260401Params {
    public static var defaultConfig: Self { Self("default_config") }
}
