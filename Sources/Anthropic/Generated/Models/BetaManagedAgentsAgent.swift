// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Managed Agents `agent`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgent`
public struct BetaManagedAgentsAgent: Codable, Hashable, Sendable, EmptyDecodable {
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
        multiagent: BetaManagedAgentsMultiagent?
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

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case version
        case name
        case description
        case model
        case system
        case tools
        case mcpServers = "mcp_servers"
        case skills
        case metadata
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case archivedAt = "archived_at"
        case multiagent
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "agent")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.version = try container.decodeRequired(Int.self, forKey: .version, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.model = try container.decodeRequired(BetaManagedAgentsModelConfig.self, forKey: .model, in: decoder)
        self.system = try container.decodeIfPresent(String.self, forKey: .system)
        self.tools = try container.decodeRequired([BetaManagedAgentsAgentTool].self, forKey: .tools, in: decoder)
        self.mcpServers = try container.decodeRequired([BetaManagedAgentsMCPServer].self, forKey: .mcpServers, in: decoder)
        self.skills = try container.decodeRequired([BetaManagedAgentsSkill].self, forKey: .skills, in: decoder)
        self.metadata = try container.decodeRequired([String: String].self, forKey: .metadata, in: decoder)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: .createdAt, in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .updatedAt, in: decoder)
        self.archivedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: .archivedAt)
        self.multiagent = try container.decodeIfPresent(BetaManagedAgentsMultiagent.self, forKey: .multiagent)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.version, forKey: .version)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.description, forKey: .description)
        try container.encode(self.model, forKey: .model)
        try container.encode(self.system, forKey: .system)
        try container.encode(self.tools, forKey: .tools)
        try container.encode(self.mcpServers, forKey: .mcpServers)
        try container.encode(self.skills, forKey: .skills)
        try container.encode(self.metadata, forKey: .metadata)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.updatedAt, forKey: .updatedAt)
        try container.encode(self.archivedAt, forKey: .archivedAt)
        try container.encode(self.multiagent, forKey: .multiagent)
    }
}

/// Event emitted when the agent calls a custom tool. The session goes idle until the client sends a `user.custom_tool_result` event with the result.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentCustomToolUseEvent`
public struct BetaManagedAgentsAgentCustomToolUseEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Name of the custom tool being called.
    public var name: String

    /// Input parameters for the tool call.
    public var input: BetaManagedAgentsStruct

    /// Timestamp when this tool use was processed.
    public var processedAt: BetaTimestamp

    /// When set, this event was cross-posted from a subagent's thread to surface its custom tool use on the primary thread's stream. Empty on the thread's own events. Echo this on a `user.custom_tool_result` event to route the result back.
    public var sessionThreadID: String?

    public init(
        id: String,
        name: String,
        input: BetaManagedAgentsStruct,
        processedAt: BetaTimestamp,
        sessionThreadID: String? = nil
    ) {
        self.type = "agent.custom_tool_use"
        self.id = id
        self.name = name
        self.input = input
        self.processedAt = processedAt
        self.sessionThreadID = sessionThreadID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            input: .emptyValue,
            processedAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case name
        case input
        case processedAt = "processed_at"
        case sessionThreadID = "session_thread_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "agent.custom_tool_use")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.input = try container.decodeRequired(BetaManagedAgentsStruct.self, forKey: .input, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
        self.sessionThreadID = try container.decodeIfPresent(String.self, forKey: .sessionThreadID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.input, forKey: .input)
        try container.encode(self.processedAt, forKey: .processedAt)
        try container.encodeIfPresent(self.sessionThreadID, forKey: .sessionThreadID)
    }
}

/// AgentEvaluatedPermission enum
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentEvaluatedPermission`
public enum BetaManagedAgentsAgentEvaluatedPermission: OpenEnum, EmptyDecodable {
    case allow
    case ask
    case deny
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "allow": self = .allow
        case "ask": self = .ask
        case "deny": self = .deny
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .allow: "allow"
        case .ask: "ask"
        case .deny: "deny"
        case .unknown(let value): value
        }
    }
}

/// Event representing the result of an MCP tool execution.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentMcpToolResultEvent`
public struct BetaManagedAgentsAgentMcpToolResultEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// The id of the `agent.mcp_tool_use` event this result corresponds to.
    public var mcpToolUseID: String

    /// The result content returned by the tool.
    public var content: [BetaManagedAgentsToolResultContentBlock]?

    /// Whether the tool execution resulted in an error.
    public var isError: Bool?

    /// Timestamp when this event was processed.
    public var processedAt: BetaTimestamp

    public init(
        id: String,
        mcpToolUseID: String,
        processedAt: BetaTimestamp,
        content: [BetaManagedAgentsToolResultContentBlock]? = nil,
        isError: Bool? = nil
    ) {
        self.type = "agent.mcp_tool_result"
        self.id = id
        self.mcpToolUseID = mcpToolUseID
        self.content = content
        self.isError = isError
        self.processedAt = processedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            mcpToolUseID: .emptyValue,
            processedAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case mcpToolUseID = "mcp_tool_use_id"
        case content
        case isError = "is_error"
        case processedAt = "processed_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "agent.mcp_tool_result")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.mcpToolUseID = try container.decodeRequired(String.self, forKey: .mcpToolUseID, in: decoder)
        self.content = try container.decodeIfPresent([BetaManagedAgentsToolResultContentBlock].self, forKey: .content)
        self.isError = try container.decodeIfPresent(Bool.self, forKey: .isError)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.mcpToolUseID, forKey: .mcpToolUseID)
        try container.encodeIfPresent(self.content, forKey: .content)
        try container.encodeIfPresent(self.isError, forKey: .isError)
        try container.encode(self.processedAt, forKey: .processedAt)
    }
}

/// Event emitted when the agent invokes a tool provided by an MCP server.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentMcpToolUseEvent`
public struct BetaManagedAgentsAgentMcpToolUseEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Name of the MCP tool being used.
    public var name: String

    /// Name of the MCP server providing the tool.
    public var mcpServerName: String

    /// Input parameters for the tool call.
    public var input: BetaManagedAgentsStruct

    /// Timestamp when this event was processed.
    public var processedAt: BetaTimestamp

    /// The evaluated permission policy for this tool invocation.
    public var evaluatedPermission: BetaManagedAgentsAgentEvaluatedPermission?

    /// When set, this event was cross-posted from a subagent's thread to surface its permission request on the primary thread's stream. Empty on the thread's own events. Echo this on a `user.tool_confirmation` event to route the approval back.
    public var sessionThreadID: String?

    public init(
        id: String,
        name: String,
        mcpServerName: String,
        input: BetaManagedAgentsStruct,
        processedAt: BetaTimestamp,
        evaluatedPermission: BetaManagedAgentsAgentEvaluatedPermission? = nil,
        sessionThreadID: String? = nil
    ) {
        self.type = "agent.mcp_tool_use"
        self.id = id
        self.name = name
        self.mcpServerName = mcpServerName
        self.input = input
        self.processedAt = processedAt
        self.evaluatedPermission = evaluatedPermission
        self.sessionThreadID = sessionThreadID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            mcpServerName: .emptyValue,
            input: .emptyValue,
            processedAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case name
        case mcpServerName = "mcp_server_name"
        case input
        case processedAt = "processed_at"
        case evaluatedPermission = "evaluated_permission"
        case sessionThreadID = "session_thread_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "agent.mcp_tool_use")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.mcpServerName = try container.decodeRequired(String.self, forKey: .mcpServerName, in: decoder)
        self.input = try container.decodeRequired(BetaManagedAgentsStruct.self, forKey: .input, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
        self.evaluatedPermission = try container.decodeIfPresent(BetaManagedAgentsAgentEvaluatedPermission.self, forKey: .evaluatedPermission)
        self.sessionThreadID = try container.decodeIfPresent(String.self, forKey: .sessionThreadID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.mcpServerName, forKey: .mcpServerName)
        try container.encode(self.input, forKey: .input)
        try container.encode(self.processedAt, forKey: .processedAt)
        try container.encodeIfPresent(self.evaluatedPermission, forKey: .evaluatedPermission)
        try container.encodeIfPresent(self.sessionThreadID, forKey: .sessionThreadID)
    }
}

/// An agent response event in the session conversation.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentMessageEvent`
public struct BetaManagedAgentsAgentMessageEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Array of text blocks comprising the agent response.
    public var content: [BetaManagedAgentsTextBlock]

    /// Timestamp when this response was generated.
    public var processedAt: BetaTimestamp

    public init(
        id: String,
        content: [BetaManagedAgentsTextBlock],
        processedAt: BetaTimestamp
    ) {
        self.type = "agent.message"
        self.id = id
        self.content = content
        self.processedAt = processedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            content: .emptyValue,
            processedAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case content
        case processedAt = "processed_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "agent.message")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.content = try container.decodeRequired([BetaManagedAgentsTextBlock].self, forKey: .content, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.processedAt, forKey: .processedAt)
    }
}

/// Specification for an Agent. Provide a specific `version` or use the short-form `agent="agent_id"` for the most recent version
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentParams`
public struct BetaManagedAgentsAgentParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// The `agent` ID.
    public var id: String

    /// The specific `agent` version to use. Omit to use the latest version. Must be at least 1 if specified.
    public var version: Int?

    public init(
        id: String,
        version: Int? = nil
    ) {
        self.type = "agent"
        self.id = id
        self.version = version
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case version
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "agent")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.version = try container.decodeIfPresent(Int.self, forKey: .version)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encodeIfPresent(self.version, forKey: .version)
    }
}

/// A resolved agent reference with a concrete version.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentReference`
public struct BetaManagedAgentsAgentReference: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public var id: String

    public var version: Int

    public init(
        id: String,
        version: Int
    ) {
        self.type = "agent"
        self.id = id
        self.version = version
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            version: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case version
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "agent")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.version = try container.decodeRequired(Int.self, forKey: .version, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.version, forKey: .version)
    }
}

/// Indicates the agent is making forward progress via extended thinking. A progress signal, not a content carrier.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentThinkingEvent`
public struct BetaManagedAgentsAgentThinkingEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when this thinking was produced.
    public var processedAt: BetaTimestamp

    public init(
        id: String,
        processedAt: BetaTimestamp
    ) {
        self.type = "agent.thinking"
        self.id = id
        self.processedAt = processedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case processedAt = "processed_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "agent.thinking")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.processedAt, forKey: .processedAt)
    }
}

/// Indicates that context compaction (summarization) occurred during the session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentThreadContextCompactedEvent`
public struct BetaManagedAgentsAgentThreadContextCompactedEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when compaction was processed.
    public var processedAt: BetaTimestamp

    public init(
        id: String,
        processedAt: BetaTimestamp
    ) {
        self.type = "agent.thread_context_compacted"
        self.id = id
        self.processedAt = processedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case processedAt = "processed_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "agent.thread_context_compacted")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.processedAt, forKey: .processedAt)
    }
}

/// Delivery event written to the target thread's input stream when an agent-to-agent message arrives.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentThreadMessageReceivedEvent`
public struct BetaManagedAgentsAgentThreadMessageReceivedEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when the message was received.
    public var processedAt: BetaTimestamp

    /// Name of the callable agent this message came from. Absent when received from the primary agent.
    public var fromAgentName: String?

    /// Message content blocks.
    public var content: [BetaManagedAgentsUserContentBlock]

    /// Public `sthr_` ID of the thread that sent the message.
    public var fromSessionThreadID: String

    public init(
        id: String,
        processedAt: BetaTimestamp,
        content: [BetaManagedAgentsUserContentBlock],
        fromSessionThreadID: String,
        fromAgentName: String? = nil
    ) {
        self.type = "agent.thread_message_received"
        self.id = id
        self.processedAt = processedAt
        self.fromAgentName = fromAgentName
        self.content = content
        self.fromSessionThreadID = fromSessionThreadID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue,
            content: .emptyValue,
            fromSessionThreadID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case processedAt = "processed_at"
        case fromAgentName = "from_agent_name"
        case content
        case fromSessionThreadID = "from_session_thread_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "agent.thread_message_received")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
        self.fromAgentName = try container.decodeIfPresent(String.self, forKey: .fromAgentName)
        self.content = try container.decodeRequired([BetaManagedAgentsUserContentBlock].self, forKey: .content, in: decoder)
        self.fromSessionThreadID = try container.decodeRequired(String.self, forKey: .fromSessionThreadID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.processedAt, forKey: .processedAt)
        try container.encodeIfPresent(self.fromAgentName, forKey: .fromAgentName)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.fromSessionThreadID, forKey: .fromSessionThreadID)
    }
}

/// Observability event emitted to the sender's output stream when an agent-to-agent message is sent.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentThreadMessageSentEvent`
public struct BetaManagedAgentsAgentThreadMessageSentEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when the message was sent.
    public var processedAt: BetaTimestamp

    /// Name of the callable agent this message was sent to. Absent when sent to the primary agent.
    public var toAgentName: String?

    /// Message content blocks.
    public var content: [BetaManagedAgentsUserContentBlock]

    /// Public `sthr_` ID of the thread the message was sent to.
    public var toSessionThreadID: String

    public init(
        id: String,
        processedAt: BetaTimestamp,
        content: [BetaManagedAgentsUserContentBlock],
        toSessionThreadID: String,
        toAgentName: String? = nil
    ) {
        self.type = "agent.thread_message_sent"
        self.id = id
        self.processedAt = processedAt
        self.toAgentName = toAgentName
        self.content = content
        self.toSessionThreadID = toSessionThreadID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue,
            content: .emptyValue,
            toSessionThreadID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case processedAt = "processed_at"
        case toAgentName = "to_agent_name"
        case content
        case toSessionThreadID = "to_session_thread_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "agent.thread_message_sent")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
        self.toAgentName = try container.decodeIfPresent(String.self, forKey: .toAgentName)
        self.content = try container.decodeRequired([BetaManagedAgentsUserContentBlock].self, forKey: .content, in: decoder)
        self.toSessionThreadID = try container.decodeRequired(String.self, forKey: .toSessionThreadID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.processedAt, forKey: .processedAt)
        try container.encodeIfPresent(self.toAgentName, forKey: .toAgentName)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.toSessionThreadID, forKey: .toSessionThreadID)
    }
}

/// Union type for tool configurations returned in API responses.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentTool`
public enum BetaManagedAgentsAgentTool: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `agent_toolset_20260401`
    case agentToolset_20260401(BetaManagedAgentsAgentToolset20260401)
    /// - `type`: `mcp_toolset`
    case mcpToolset(BetaManagedAgentsMCPToolset)
    /// - `type`: `custom`
    case custom(BetaManagedAgentsCustomTool)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "agent_toolset_20260401": self = .agentToolset_20260401(try BetaManagedAgentsAgentToolset20260401(from: decoder)); return
            case "mcp_toolset": self = .mcpToolset(try BetaManagedAgentsMCPToolset(from: decoder)); return
            case "custom": self = .custom(try BetaManagedAgentsCustomTool(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .agentToolset_20260401(let value): try value.encode(to: encoder)
        case .mcpToolset(let value): try value.encode(to: encoder)
        case .custom(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Configuration for a specific agent tool.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolConfig`
public struct BetaManagedAgentsAgentToolConfig: Codable, Hashable, Sendable, EmptyDecodable {
    public var name: BetaManagedAgentsAgentToolName

    public var enabled: Bool

    public var permissionPolicy: BetaManagedAgentsPermissionPolicy

    public init(
        name: BetaManagedAgentsAgentToolName,
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
        self.name = try container.decodeRequired(BetaManagedAgentsAgentToolName.self, forKey: .name, in: decoder)
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

/// Configuration override for a specific tool within a toolset.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolConfigParams`
public struct BetaManagedAgentsAgentToolConfigParams: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var name: BetaManagedAgentsAgentToolName

    /// Whether this tool is enabled and available to Claude. Overrides the default_config setting.
    public var enabled: Bool?

    /// Permission policy for this tool. Controls whether tool calls are auto-approved or require confirmation.
    public var permissionPolicy: BetaManagedAgentsPermissionPolicy?

    public init(
        name: BetaManagedAgentsAgentToolName,
        enabled: Bool? = nil,
        permissionPolicy: BetaManagedAgentsPermissionPolicy? = nil
    ) {
        self.name = name
        self.enabled = enabled
        self.permissionPolicy = permissionPolicy
    }

    public init(stringLiteral value: String) {
        self.init(name: BetaManagedAgentsAgentToolName(stringLiteral: value))
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
        self.name = try container.decodeRequired(BetaManagedAgentsAgentToolName.self, forKey: .name, in: decoder)
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

/// Built-in agent tool identifier.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolName`
public enum BetaManagedAgentsAgentToolName: OpenEnum, EmptyDecodable {
    case bash
    case edit
    case read
    case write
    case glob
    case grep
    case webFetch
    case webSearch
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "bash": self = .bash
        case "edit": self = .edit
        case "read": self = .read
        case "write": self = .write
        case "glob": self = .glob
        case "grep": self = .grep
        case "web_fetch": self = .webFetch
        case "web_search": self = .webSearch
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .bash: "bash"
        case .edit: "edit"
        case .read: "read"
        case .write: "write"
        case .glob: "glob"
        case .grep: "grep"
        case .webFetch: "web_fetch"
        case .webSearch: "web_search"
        case .unknown(let value): value
        }
    }
}

/// Union type for tool configurations in the tools array.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolParams`
public enum BetaManagedAgentsAgentToolParams: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `agent_toolset_20260401`
    case agentToolset_20260401(BetaManagedAgentsAgentToolset20260401Params)
    /// - `type`: `mcp_toolset`
    case mcpToolset(BetaManagedAgentsMCPToolsetParams)
    /// - `type`: `custom`
    case custom(BetaManagedAgentsCustomToolParams)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "agent_toolset_20260401": self = .agentToolset_20260401(try BetaManagedAgentsAgentToolset20260401Params(from: decoder)); return
            case "mcp_toolset": self = .mcpToolset(try BetaManagedAgentsMCPToolsetParams(from: decoder)); return
            case "custom": self = .custom(try BetaManagedAgentsCustomToolParams(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .agentToolset_20260401(let value): try value.encode(to: encoder)
        case .mcpToolset(let value): try value.encode(to: encoder)
        case .custom(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Event representing the result of an agent tool execution.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolResultEvent`
public struct BetaManagedAgentsAgentToolResultEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// The id of the `agent.tool_use` event this result corresponds to.
    public var toolUseID: String

    /// The result content returned by the tool.
    public var content: [BetaManagedAgentsToolResultContentBlock]?

    /// Whether the tool execution resulted in an error.
    public var isError: Bool?

    /// Timestamp when this event was processed.
    public var processedAt: BetaTimestamp

    public init(
        id: String,
        toolUseID: String,
        processedAt: BetaTimestamp,
        content: [BetaManagedAgentsToolResultContentBlock]? = nil,
        isError: Bool? = nil
    ) {
        self.type = "agent.tool_result"
        self.id = id
        self.toolUseID = toolUseID
        self.content = content
        self.isError = isError
        self.processedAt = processedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            toolUseID: .emptyValue,
            processedAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case toolUseID = "tool_use_id"
        case content
        case isError = "is_error"
        case processedAt = "processed_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "agent.tool_result")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: .toolUseID, in: decoder)
        self.content = try container.decodeIfPresent([BetaManagedAgentsToolResultContentBlock].self, forKey: .content)
        self.isError = try container.decodeIfPresent(Bool.self, forKey: .isError)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.toolUseID, forKey: .toolUseID)
        try container.encodeIfPresent(self.content, forKey: .content)
        try container.encodeIfPresent(self.isError, forKey: .isError)
        try container.encode(self.processedAt, forKey: .processedAt)
    }
}

/// Event emitted when the agent invokes a built-in agent tool.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolUseEvent`
public struct BetaManagedAgentsAgentToolUseEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Name of the agent tool being used.
    public var name: String

    /// Input parameters for the tool call.
    public var input: BetaManagedAgentsStruct

    /// Timestamp when this event was processed.
    public var processedAt: BetaTimestamp

    /// The evaluated permission policy for this tool invocation.
    public var evaluatedPermission: BetaManagedAgentsAgentEvaluatedPermission?

    /// When set, this event was cross-posted from a subagent's thread to surface its permission request on the primary thread's stream. Empty on the thread's own events. Echo this on a `user.tool_confirmation` event to route the approval back.
    public var sessionThreadID: String?

    public init(
        id: String,
        name: String,
        input: BetaManagedAgentsStruct,
        processedAt: BetaTimestamp,
        evaluatedPermission: BetaManagedAgentsAgentEvaluatedPermission? = nil,
        sessionThreadID: String? = nil
    ) {
        self.type = "agent.tool_use"
        self.id = id
        self.name = name
        self.input = input
        self.processedAt = processedAt
        self.evaluatedPermission = evaluatedPermission
        self.sessionThreadID = sessionThreadID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            input: .emptyValue,
            processedAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case name
        case input
        case processedAt = "processed_at"
        case evaluatedPermission = "evaluated_permission"
        case sessionThreadID = "session_thread_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "agent.tool_use")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.input = try container.decodeRequired(BetaManagedAgentsStruct.self, forKey: .input, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
        self.evaluatedPermission = try container.decodeIfPresent(BetaManagedAgentsAgentEvaluatedPermission.self, forKey: .evaluatedPermission)
        self.sessionThreadID = try container.decodeIfPresent(String.self, forKey: .sessionThreadID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.input, forKey: .input)
        try container.encode(self.processedAt, forKey: .processedAt)
        try container.encodeIfPresent(self.evaluatedPermission, forKey: .evaluatedPermission)
        try container.encodeIfPresent(self.sessionThreadID, forKey: .sessionThreadID)
    }
}

/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolset20260401`
public struct BetaManagedAgentsAgentToolset20260401: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case type
        case defaultConfig = "default_config"
        case configs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "agent_toolset_20260401")
        self.defaultConfig = try container.decodeRequired(BetaManagedAgentsAgentToolsetDefaultConfig.self, forKey: .defaultConfig, in: decoder)
        self.configs = try container.decodeRequired([BetaManagedAgentsAgentToolConfig].self, forKey: .configs, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.defaultConfig, forKey: .defaultConfig)
        try container.encode(self.configs, forKey: .configs)
    }
}

/// Configuration for built-in agent tools. Use this to enable or disable groups of tools available to the agent.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolset20260401Params`
public struct BetaManagedAgentsAgentToolset20260401Params: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Default configuration applied to all tools in this set.
    public var defaultConfig: BetaManagedAgentsAgentToolsetDefaultConfigParams?

    /// Per-tool configuration overrides.
    public var configs: [BetaManagedAgentsAgentToolConfigParams]?

    public init(
        defaultConfig: BetaManagedAgentsAgentToolsetDefaultConfigParams? = nil,
        configs: [BetaManagedAgentsAgentToolConfigParams]? = nil
    ) {
        self.type = "agent_toolset_20260401"
        self.defaultConfig = defaultConfig
        self.configs = configs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case defaultConfig = "default_config"
        case configs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "agent_toolset_20260401")
        self.defaultConfig = try container.decodeIfPresent(BetaManagedAgentsAgentToolsetDefaultConfigParams.self, forKey: .defaultConfig)
        self.configs = try container.decodeIfPresent([BetaManagedAgentsAgentToolConfigParams].self, forKey: .configs)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.defaultConfig, forKey: .defaultConfig)
        try container.encodeIfPresent(self.configs, forKey: .configs)
    }
}

/// Resolved default configuration for agent tools.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolsetDefaultConfig`
public struct BetaManagedAgentsAgentToolsetDefaultConfig: Codable, Hashable, Sendable, EmptyDecodable {
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

/// Default configuration for all tools in a toolset.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolsetDefaultConfigParams`
public struct BetaManagedAgentsAgentToolsetDefaultConfigParams: Codable, Hashable, Sendable, EmptyDecodable {
    /// Whether tools are enabled and available to Claude by default. Defaults to true if not specified.
    public var enabled: Bool?

    /// Default permission policy for tools. Controls whether tool calls are auto-approved or require confirmation.
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

/// - Schema: `#/components/schemas/BetaManagedAgentsAgentUnionParams`
public enum BetaManagedAgentsAgentUnionParams: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    case string(String)
    case object(BetaManagedAgentsAgentParams)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .object(try BetaManagedAgentsAgentParams(from: decoder)); return
        case .string:
            self = .string(try String(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value): try value.encode(to: encoder)
        case .object(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
