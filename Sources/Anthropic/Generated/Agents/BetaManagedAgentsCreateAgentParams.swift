// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request parameters for creating an `agent`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCreateAgentParams`
public nonisolated struct BetaManagedAgentsCreateAgentParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Human-readable name for the agent. 1-256 characters.
    public var name: String

    /// Model identifier. Accepts the [model string](https://platform.claude.com/docs/en/about-claude/models/overview#latest-models-comparison), e.g. `claude-opus-4-6`, or a `model_config` object for additional configuration control
    public var model: BetaManagedAgentsModelParams

    /// Description of what the agent does. Up to 2048 characters.
    public var description: String?

    /// System prompt for the agent. Up to 100,000 characters.
    public var system: String?

    /// Tool configurations available to the agent. Maximum of 128 tools across all toolsets allowed.
    public var tools: [BetaManagedAgentsAgentToolParams]?

    /// MCP servers this agent connects to. Maximum 20. Names must be unique within the array.
    public var mcpServers: [BetaManagedAgentsMCPServerParams]?

    /// Skills available to the agent. Maximum 20.
    public var skills: [BetaManagedAgentsSkillParams]?

    /// Arbitrary key-value metadata. Maximum 16 pairs, keys up to 64 chars, values up to 512 chars.
    public var metadata: [String: String]?

    /// Multiagent orchestration configuration. Currently supports the `coordinator` topology with a roster of 1-20 agents.
    public var multiagent: BetaManagedAgentsMultiagentParams?

    /// Execution principal for runs of this agent. Omitting it, sending null, or
    /// sending `{"type": "service_account"}` stores the default.
    public var executionIdentity: BetaManagedAgentsExecutionIdentityParams?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        model: BetaManagedAgentsModelParams,
        description: String? = nil,
        system: String? = nil,
        tools: [BetaManagedAgentsAgentToolParams]? = nil,
        mcpServers: [BetaManagedAgentsMCPServerParams]? = nil,
        skills: [BetaManagedAgentsSkillParams]? = nil,
        metadata: [String: String]? = nil,
        multiagent: BetaManagedAgentsMultiagentParams? = nil,
        executionIdentity: BetaManagedAgentsExecutionIdentityParams? = nil
    ) {
        self.name = name
        self.model = model
        self.description = description
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
            name: .emptyValue,
            model: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.model = try container.decodeRequired(BetaManagedAgentsModelParams.self, forKey: "model", in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.system = try container.decodeIfPresent(String.self, forKey: "system")
        self.tools = try container.decodeIfPresent([BetaManagedAgentsAgentToolParams].self, forKey: "tools")
        self.mcpServers = try container.decodeIfPresent([BetaManagedAgentsMCPServerParams].self, forKey: "mcp_servers")
        self.skills = try container.decodeIfPresent([BetaManagedAgentsSkillParams].self, forKey: "skills")
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.multiagent = try container.decodeIfPresent(BetaManagedAgentsMultiagentParams.self, forKey: "multiagent")
        self.executionIdentity = try container.decodeIfPresent(BetaManagedAgentsExecutionIdentityParams.self, forKey: "execution_identity")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.name, forKey: "name")
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.system, forKey: "system")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.mcpServers, forKey: "mcp_servers")
        try container.encodeIfPresent(self.skills, forKey: "skills")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.multiagent, forKey: "multiagent")
        try container.encodeIfPresent(self.executionIdentity, forKey: "execution_identity")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsCreateAgentParams {
    public static var description: Self { Self("description") }
    public static var system: Self { Self("system") }
    public static var multiagent: Self { Self("multiagent") }
    public static var executionIdentity: Self { Self("execution_identity") }
}
// MARK: - String arguments

nonisolated extension BetaManagedAgentsCreateAgentParams {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        name: String,
        model: String,
        description: String? = nil,
        system: String? = nil,
        tools: [BetaManagedAgentsAgentToolParams]? = nil,
        mcpServers: [BetaManagedAgentsMCPServerParams]? = nil,
        skills: [BetaManagedAgentsSkillParams]? = nil,
        metadata: [String: String]? = nil,
        multiagent: BetaManagedAgentsMultiagentParams? = nil,
        executionIdentity: BetaManagedAgentsExecutionIdentityParams? = nil
    ) {
        self.init(
            name: name,
            model: BetaManagedAgentsModelParams.string(model),
            description: description,
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
