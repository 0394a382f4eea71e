// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Managed Agents `agent`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgent`
public nonisolated struct BetaManagedAgentsAgent: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public var id: String

    /// The agent's current version. Starts at 1 and increments when the agent is modified.
    public var version: Int

    public var name: String

    public var description: String?

    public var model: BetaManagedAgentsModelConfig

    public var system: String?

    public var tools: [BetaManagedAgentsAgentTool]

    public var mcpServers: [BetaManagedAgentsMCPServer]

    public var skills: [BetaManagedAgentsSkill]

    public var metadata: [String: String]

    public var createdAt: BetaTimestamp

    public var updatedAt: BetaTimestamp

    /// When the agent was archived. Null if not archived.
    public var archivedAt: BetaTimestamp?

    /// Multiagent orchestration configuration. Null when the agent is single-threaded.
    public var multiagent: BetaManagedAgentsMultiagent?

    /// Execution principal for runs of this agent.
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
        metadata: [String: String],
        createdAt: BetaTimestamp,
        updatedAt: BetaTimestamp,
        archivedAt: BetaTimestamp?,
        multiagent: BetaManagedAgentsMultiagent?,
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
        self.metadata = metadata
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.archivedAt = archivedAt
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
            metadata: .emptyValue,
            createdAt: .emptyValue,
            updatedAt: .emptyValue,
            archivedAt: nil,
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
        self.metadata = try container.decodeRequired([String: String].self, forKey: "metadata", in: decoder)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: "created_at", in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "updated_at", in: decoder)
        self.archivedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: "archived_at")
        self.multiagent = try container.decodeIfPresent(BetaManagedAgentsMultiagent.self, forKey: "multiagent")
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
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encode(self.archivedAt, forKey: "archived_at")
        try container.encode(self.multiagent, forKey: "multiagent")
        try container.encodeIfPresent(self.executionIdentity, forKey: "execution_identity")
    }
}
