// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request parameters for updating an `agent`. Omit a field to preserve its current value.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateAgentParams`
public nonisolated struct BetaManagedAgentsUpdateAgentParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent's current version, used to prevent concurrent overwrites. Obtain this value from a create or retrieve response. The request fails if this does not match the server's current version.
    public var version: Int

    /// Human-readable name. 1-256 characters. Omit to preserve. Cannot be cleared.
    public var name: String?

    /// Description. Up to 2048 characters. Omit to preserve; send empty string or null to clear.
    public var description: String?

    /// Model identifier. Accepts the [model string](https://platform.claude.com/docs/en/about-claude/models/overview#latest-models-comparison), e.g. `claude-opus-4-6`, or a `model_config` object for additional configuration control. Omit to preserve. Cannot be cleared.
    public var model: BetaManagedAgentsModelParams?

    /// System prompt. Up to 100,000 characters. Omit to preserve; send empty string or null to clear.
    public var system: String?

    /// Tool configurations available to the agent. Full replacement. Omit to preserve; send empty array or null to clear. Maximum of 128 tools across all toolsets allowed.
    public var tools: [BetaManagedAgentsAgentToolParams]?

    /// MCP servers. Full replacement. Omit to preserve; send empty array or null to clear. Names must be unique. Maximum 20.
    public var mcpServers: [BetaManagedAgentsMCPServerParams]?

    /// Skills. Full replacement. Omit to preserve; send empty array or null to clear. Maximum 20.
    public var skills: [BetaManagedAgentsSkillParams]?

    /// Metadata patch. Set a key to a string to upsert it, or to null to delete it. Omit the field to preserve. The stored bag is limited to 16 keys (up to 64 chars each) with values up to 512 chars.
    public var metadata: [String: JSONValue]?

    /// Multiagent orchestration configuration. Full replacement. Omit to preserve; send null to clear.
    public var multiagent: BetaManagedAgentsMultiagentParams?

    /// Execution principal for runs of this agent. Full replacement. Omit to preserve;
    /// send null or `{"type": "service_account"}` to restore the default.
    public var executionIdentity: BetaManagedAgentsExecutionIdentityParams?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        version: Int,
        name: String? = nil,
        description: String? = nil,
        model: BetaManagedAgentsModelParams? = nil,
        system: String? = nil,
        tools: [BetaManagedAgentsAgentToolParams]? = nil,
        mcpServers: [BetaManagedAgentsMCPServerParams]? = nil,
        skills: [BetaManagedAgentsSkillParams]? = nil,
        metadata: [String: JSONValue]? = nil,
        multiagent: BetaManagedAgentsMultiagentParams? = nil,
        executionIdentity: BetaManagedAgentsExecutionIdentityParams? = nil
    ) {
        self.version = version
        self.name = name
        self.description = description
        self.model = model
        self.system = system
        self.tools = tools
        self.mcpServers = mcpServers
        self.skills = skills
        self.metadata = metadata
        self.multiagent = multiagent
        self.executionIdentity = executionIdentity
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            version: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.version = try container.decodeRequired(Int.self, forKey: "version", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.model = try container.decodeIfPresent(BetaManagedAgentsModelParams.self, forKey: "model")
        self.system = try container.decodeIfPresent(String.self, forKey: "system")
        self.tools = try container.decodeIfPresent([BetaManagedAgentsAgentToolParams].self, forKey: "tools")
        self.mcpServers = try container.decodeIfPresent([BetaManagedAgentsMCPServerParams].self, forKey: "mcp_servers")
        self.skills = try container.decodeIfPresent([BetaManagedAgentsSkillParams].self, forKey: "skills")
        self.metadata = try container.decodeIfPresent([String: JSONValue].self, forKey: "metadata")
        self.multiagent = try container.decodeIfPresent(BetaManagedAgentsMultiagentParams.self, forKey: "multiagent")
        self.executionIdentity = try container.decodeIfPresent(BetaManagedAgentsExecutionIdentityParams.self, forKey: "execution_identity")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.version, forKey: "version")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.system, forKey: "system")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.mcpServers, forKey: "mcp_servers")
        try container.encodeIfPresent(self.skills, forKey: "skills")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.multiagent, forKey: "multiagent")
        try container.encodeIfPresent(self.executionIdentity, forKey: "execution_identity")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsUpdateAgentParams {
    public static var description: Self { Self("description") }
    public static var system: Self { Self("system") }
    public static var tools: Self { Self("tools") }
    public static var mcpServers: Self { Self("mcp_servers") }
    public static var skills: Self { Self("skills") }
    public static var metadata: Self { Self("metadata") }
    public static var multiagent: Self { Self("multiagent") }
    public static var executionIdentity: Self { Self("execution_identity") }
}
// MARK: - String arguments

nonisolated extension BetaManagedAgentsUpdateAgentParams {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        version: Int,
        name: String? = nil,
        description: String? = nil,
        model: String,
        system: String? = nil,
        tools: [BetaManagedAgentsAgentToolParams]? = nil,
        mcpServers: [BetaManagedAgentsMCPServerParams]? = nil,
        skills: [BetaManagedAgentsSkillParams]? = nil,
        metadata: [String: JSONValue]? = nil,
        multiagent: BetaManagedAgentsMultiagentParams? = nil,
        executionIdentity: BetaManagedAgentsExecutionIdentityParams? = nil
    ) {
        self.init(
            version: version,
            name: name,
            description: description,
            model: BetaManagedAgentsModelParams.string(model),
            system: system,
            tools: tools,
            mcpServers: mcpServers,
            skills: skills,
            metadata: metadata,
            multiagent: multiagent,
            executionIdentity: executionIdentity
        )
    }
}
