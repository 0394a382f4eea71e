// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Reference to an `agent` plus optional configuration overrides.
///
/// Each provided field replaces the agent's value for the caller's use; the agent resource is unchanged.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentWithOverridesParams`
public nonisolated struct BetaManagedAgentsAgentWithOverridesParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The `agent` ID.
    public var id: String

    /// Replacement MCP server list.
    ///
    /// Full replacement: the provided array becomes the MCP servers. Send an empty
    /// array to clear; omit to preserve the agent's servers.
    public var mcpServers: [BetaManagedAgentsUrlMcpServerParamsBetaManagedAgentsURLMCPServerParams]?

    /// Replacement model.
    ///
    /// Accepts the model string, e.g. `claude-opus-5-5`, or a `model_config` object.
    /// Omit to use the agent's model.
    public var model: BetaManagedAgentsModelParams?

    /// Replacement skill list.
    ///
    /// Full replacement: the provided array becomes the skills. Send an empty array to
    /// clear; omit to preserve the agent's skills.
    public var skills: [BetaManagedAgentsSkillParams]?

    /// Replacement system prompt.
    ///
    /// Up to 100,000 characters. Set to null to clear the agent's system prompt; omit
    /// to preserve it.
    public var system: String?

    /// Replacement tool list.
    ///
    /// Full replacement: the provided array becomes the tool configuration. Send an
    /// empty array to clear; omit to preserve the agent's tools.
    public var tools: [BetaManagedAgentsAgentToolParams]?

    public var type: String

    /// The specific `agent` version to use. Omit to use the latest version.
    public var version: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        mcpServers: [BetaManagedAgentsUrlMcpServerParamsBetaManagedAgentsURLMCPServerParams]? = nil,
        model: BetaManagedAgentsModelParams? = nil,
        skills: [BetaManagedAgentsSkillParams]? = nil,
        system: String? = nil,
        tools: [BetaManagedAgentsAgentToolParams]? = nil,
        version: Int? = nil
    ) {
        self.id = id
        self.mcpServers = mcpServers
        self.model = model
        self.skills = skills
        self.system = system
        self.tools = tools
        self.type = "agent_with_overrides"
        self.version = version
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.mcpServers = try container.decodeIfPresent([BetaManagedAgentsUrlMcpServerParamsBetaManagedAgentsURLMCPServerParams].self, forKey: "mcp_servers")
        self.model = try container.decodeIfPresent(BetaManagedAgentsModelParams.self, forKey: "model")
        self.skills = try container.decodeIfPresent([BetaManagedAgentsSkillParams].self, forKey: "skills")
        self.system = try container.decodeIfPresent(String.self, forKey: "system")
        self.tools = try container.decodeIfPresent([BetaManagedAgentsAgentToolParams].self, forKey: "tools")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent_with_overrides")
        self.version = try container.decodeIfPresent(Int.self, forKey: "version")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.mcpServers, forKey: "mcp_servers")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.skills, forKey: "skills")
        try container.encodeIfPresent(self.system, forKey: "system")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.version, forKey: "version")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsAgentWithOverridesParams {
    public static var system: Self { Self("system") }
}
