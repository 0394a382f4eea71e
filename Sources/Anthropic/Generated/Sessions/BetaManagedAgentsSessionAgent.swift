// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Resolved `agent` definition for a `session`. Snapshot of the `agent` at `session` creation time.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionAgent`
public nonisolated struct BetaManagedAgentsSessionAgent: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public var id: String

    public var version: Int

    public var name: String

    public var description: String?

    public var model: BetaManagedAgentsModelConfig

    public var system: String?

    public var tools: [BetaManagedAgentsAgentTool]

    public var mcpServers: [BetaManagedAgentsMCPServer]

    public var skills: [BetaManagedAgentsSkill]

    /// Resolved multiagent orchestration configuration. Null when the agent is single-threaded.
    public var multiagent: BetaManagedAgentsSessionMultiagent?

    /// Execution principal snapshotted from the agent at session creation.
    ///
    /// Always present; `{"type": "service_account"}` when runs carry no customer-named
    /// principal.
    public var executionIdentity: BetaManagedAgentsExecutionIdentity?

    public init(
        id: String,
        version: Int,
        name: String,
        description: String?,
        model: BetaManagedAgentsModelConfig,
        system: String?,
        tools: [BetaManagedAgentsAgentTool],
        mcpServers: [BetaManagedAgentsMCPServer],
        skills: [BetaManagedAgentsSkill],
        multiagent: BetaManagedAgentsSessionMultiagent?,
        executionIdentity: BetaManagedAgentsExecutionIdentity? = nil
    ) {
        self.type = "agent"
        self.id = id
        self.version = version
        self.name = name
        self.description = description
        self.model = model
        self.system = system
        self.tools = tools
        self.mcpServers = mcpServers
        self.skills = skills
        self.multiagent = multiagent
        self.executionIdentity = executionIdentity
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            version: .emptyValue,
            name: .emptyValue,
            description: nil,
            model: .emptyValue,
            system: nil,
            tools: .emptyValue,
            mcpServers: .emptyValue,
            skills: .emptyValue,
            multiagent: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.version = try container.decodeRequired(Int.self, forKey: "version", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.model = try container.decodeRequired(BetaManagedAgentsModelConfig.self, forKey: "model", in: decoder)
        self.system = try container.decodeIfPresent(String.self, forKey: "system")
        self.tools = try container.decodeRequired([BetaManagedAgentsAgentTool].self, forKey: "tools", in: decoder)
        self.mcpServers = try container.decodeRequired([BetaManagedAgentsMCPServer].self, forKey: "mcp_servers", in: decoder)
        self.skills = try container.decodeRequired([BetaManagedAgentsSkill].self, forKey: "skills", in: decoder)
        self.multiagent = try container.decodeIfPresent(BetaManagedAgentsSessionMultiagent.self, forKey: "multiagent")
        self.executionIdentity = try container.decodeIfPresent(BetaManagedAgentsExecutionIdentity.self, forKey: "execution_identity")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.version, forKey: "version")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.system, forKey: "system")
        try container.encode(self.tools, forKey: "tools")
        try container.encode(self.mcpServers, forKey: "mcp_servers")
        try container.encode(self.skills, forKey: "skills")
        try container.encode(self.multiagent, forKey: "multiagent")
        try container.encodeIfPresent(self.executionIdentity, forKey: "execution_identity")
    }
}
