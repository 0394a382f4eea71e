// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An execution thread within a `session`. Each session has one primary thread plus zero or more child threads spawned by the coordinator.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionThread`
public struct BetaManagedAgentsSessionThread: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this thread.
    public var id: String

    /// The session this thread belongs to.
    public var sessionID: String

    /// Current execution status of the thread.
    public var status: BetaManagedAgentsSessionThreadStatus

    /// Resolved agent definition for this thread. Snapshot of the agent at thread creation time.
    public var agent: BetaManagedAgentsSessionThreadAgent

    /// Parent thread that spawned this thread. Null for the primary thread.
    public var parentThreadID: String?

    /// When the thread was created.
    public var createdAt: BetaTimestamp

    /// When the thread was last updated.
    public var updatedAt: BetaTimestamp

    /// When the thread was archived. Null if not archived.
    public var archivedAt: BetaTimestamp?

    /// Cumulative token usage for this thread. Null until the thread's first idle transition.
    public var usage: BetaManagedAgentsSessionThreadUsage?

    /// Timing statistics for this thread. Null until the thread's first status transition.
    public var stats: BetaManagedAgentsSessionThreadStats?

    public init(
        id: String,
        sessionID: String,
        status: BetaManagedAgentsSessionThreadStatus,
        agent: BetaManagedAgentsSessionThreadAgent,
        parentThreadID: String?,
        createdAt: BetaTimestamp,
        updatedAt: BetaTimestamp,
        archivedAt: BetaTimestamp?,
        usage: BetaManagedAgentsSessionThreadUsage?,
        stats: BetaManagedAgentsSessionThreadStats?
    ) {
        self.type = "session_thread"
        self.id = id
        self.sessionID = sessionID
        self.status = status
        self.agent = agent
        self.parentThreadID = parentThreadID
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.archivedAt = archivedAt
        self.usage = usage
        self.stats = stats
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            sessionID: .emptyValue,
            status: .emptyValue,
            agent: .emptyValue,
            parentThreadID: nil,
            createdAt: .emptyValue,
            updatedAt: .emptyValue,
            archivedAt: nil,
            usage: nil,
            stats: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case sessionID = "session_id"
        case status
        case agent
        case parentThreadID = "parent_thread_id"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case archivedAt = "archived_at"
        case usage
        case stats
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session_thread")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.sessionID = try container.decodeRequired(String.self, forKey: .sessionID, in: decoder)
        self.status = try container.decodeRequired(BetaManagedAgentsSessionThreadStatus.self, forKey: .status, in: decoder)
        self.agent = try container.decodeRequired(BetaManagedAgentsSessionThreadAgent.self, forKey: .agent, in: decoder)
        self.parentThreadID = try container.decodeIfPresent(String.self, forKey: .parentThreadID)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: .createdAt, in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .updatedAt, in: decoder)
        self.archivedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: .archivedAt)
        self.usage = try container.decodeIfPresent(BetaManagedAgentsSessionThreadUsage.self, forKey: .usage)
        self.stats = try container.decodeIfPresent(BetaManagedAgentsSessionThreadStats.self, forKey: .stats)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.sessionID, forKey: .sessionID)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.agent, forKey: .agent)
        try container.encode(self.parentThreadID, forKey: .parentThreadID)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.updatedAt, forKey: .updatedAt)
        try container.encode(self.archivedAt, forKey: .archivedAt)
        try container.encode(self.usage, forKey: .usage)
        try container.encode(self.stats, forKey: .stats)
    }
}

/// Resolved `agent` definition for a single `session_thread`. Snapshot of the agent at thread creation time. The multiagent roster is not repeated here; read it from `Session.agent`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionThreadAgent`
public struct BetaManagedAgentsSessionThreadAgent: Codable, Hashable, Sendable, EmptyDecodable {
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

    public init(
        id: String,
        version: Int,
        name: String,
        description: String?,
        model: BetaManagedAgentsModelConfig,
        system: String?,
        tools: [BetaManagedAgentsAgentTool],
        mcpServers: [BetaManagedAgentsMCPServer],
        skills: [BetaManagedAgentsSkill]
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
            skills: .emptyValue
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
    }
}

/// Emitted when a subagent is spawned as a new thread. Written to the parent thread's output stream so clients observing the session see child creation.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionThreadCreatedEvent`
public struct BetaManagedAgentsSessionThreadCreatedEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when the thread was created.
    public var processedAt: BetaTimestamp

    /// Name of the callable agent the thread runs.
    public var agentName: String

    /// Public `sthr_` ID of the newly created thread.
    public var sessionThreadID: String

    public init(
        id: String,
        processedAt: BetaTimestamp,
        agentName: String,
        sessionThreadID: String
    ) {
        self.type = "session.thread_created"
        self.id = id
        self.processedAt = processedAt
        self.agentName = agentName
        self.sessionThreadID = sessionThreadID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue,
            agentName: .emptyValue,
            sessionThreadID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case processedAt = "processed_at"
        case agentName = "agent_name"
        case sessionThreadID = "session_thread_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.thread_created")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
        self.agentName = try container.decodeRequired(String.self, forKey: .agentName, in: decoder)
        self.sessionThreadID = try container.decodeRequired(String.self, forKey: .sessionThreadID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.processedAt, forKey: .processedAt)
        try container.encode(self.agentName, forKey: .agentName)
        try container.encode(self.sessionThreadID, forKey: .sessionThreadID)
    }
}

/// Timing statistics for a session thread.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionThreadStats`
public struct BetaManagedAgentsSessionThreadStats: Codable, Hashable, Sendable, EmptyDecodable {
    /// Elapsed time since thread creation in seconds. For archived threads, frozen at the final update.
    public var durationSeconds: Double?

    /// Time in seconds for the thread to begin running. Zero for child threads, which start immediately.
    public var startupSeconds: Double?

    /// Cumulative time in seconds the thread spent actively running. Excludes idle time.
    public var activeSeconds: Double?

    public init(
        durationSeconds: Double? = nil,
        startupSeconds: Double? = nil,
        activeSeconds: Double? = nil
    ) {
        self.durationSeconds = durationSeconds
        self.startupSeconds = startupSeconds
        self.activeSeconds = activeSeconds
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case durationSeconds = "duration_seconds"
        case startupSeconds = "startup_seconds"
        case activeSeconds = "active_seconds"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.durationSeconds = try container.decodeIfPresent(Double.self, forKey: .durationSeconds)
        self.startupSeconds = try container.decodeIfPresent(Double.self, forKey: .startupSeconds)
        self.activeSeconds = try container.decodeIfPresent(Double.self, forKey: .activeSeconds)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.durationSeconds, forKey: .durationSeconds)
        try container.encodeIfPresent(self.startupSeconds, forKey: .startupSeconds)
        try container.encodeIfPresent(self.activeSeconds, forKey: .activeSeconds)
    }
}

/// SessionThreadStatus enum
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionThreadStatus`
public enum BetaManagedAgentsSessionThreadStatus: OpenEnum, EmptyDecodable {
    case running
    case idle
    case rescheduling
    case terminated
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "running": self = .running
        case "idle": self = .idle
        case "rescheduling": self = .rescheduling
        case "terminated": self = .terminated
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .running: "running"
        case .idle: "idle"
        case .rescheduling: "rescheduling"
        case .terminated: "terminated"
        case .unknown(let value): value
        }
    }
}

/// A session thread has yielded and is awaiting input. Emitted on the thread's own stream and cross-posted to the primary stream for child threads.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionThreadStatusIdleEvent`
public struct BetaManagedAgentsSessionThreadStatusIdleEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Public sthr_ ID of the thread that went idle.
    public var sessionThreadID: String

    /// Timestamp of the status transition.
    public var processedAt: BetaTimestamp

    /// Name of the agent the thread runs.
    public var agentName: String

    public var stopReason: BetaManagedAgentsSessionThreadStatusIdleEvent.StopReason

    public init(
        id: String,
        sessionThreadID: String,
        processedAt: BetaTimestamp,
        agentName: String,
        stopReason: BetaManagedAgentsSessionThreadStatusIdleEvent.StopReason
    ) {
        self.type = "session.thread_status_idle"
        self.id = id
        self.sessionThreadID = sessionThreadID
        self.processedAt = processedAt
        self.agentName = agentName
        self.stopReason = stopReason
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            sessionThreadID: .emptyValue,
            processedAt: .emptyValue,
            agentName: .emptyValue,
            stopReason: .emptyValue
        )
    }

    public enum StopReason: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `end_turn`
        case endTurn(BetaManagedAgentsSessionEndTurn)
        /// - `type`: `requires_action`
        case requiresAction(BetaManagedAgentsSessionRequiresAction)
        /// - `type`: `retries_exhausted`
        case retriesExhausted(BetaManagedAgentsSessionRetriesExhausted)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "end_turn": self = .endTurn(try BetaManagedAgentsSessionEndTurn(from: decoder)); return
                case "requires_action": self = .requiresAction(try BetaManagedAgentsSessionRequiresAction(from: decoder)); return
                case "retries_exhausted": self = .retriesExhausted(try BetaManagedAgentsSessionRetriesExhausted(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .endTurn(let value): try value.encode(to: encoder)
            case .requiresAction(let value): try value.encode(to: encoder)
            case .retriesExhausted(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case sessionThreadID = "session_thread_id"
        case processedAt = "processed_at"
        case agentName = "agent_name"
        case stopReason = "stop_reason"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.thread_status_idle")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.sessionThreadID = try container.decodeRequired(String.self, forKey: .sessionThreadID, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
        self.agentName = try container.decodeRequired(String.self, forKey: .agentName, in: decoder)
        self.stopReason = try container.decodeRequired(BetaManagedAgentsSessionThreadStatusIdleEvent.StopReason.self, forKey: .stopReason, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.sessionThreadID, forKey: .sessionThreadID)
        try container.encode(self.processedAt, forKey: .processedAt)
        try container.encode(self.agentName, forKey: .agentName)
        try container.encode(self.stopReason, forKey: .stopReason)
    }
}

/// A session thread hit a transient error and is retrying automatically. Emitted on the thread's own stream and cross-posted to the primary stream for child threads.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionThreadStatusRescheduledEvent`
public struct BetaManagedAgentsSessionThreadStatusRescheduledEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Public sthr_ ID of the thread that is retrying.
    public var sessionThreadID: String

    /// Timestamp of the status transition.
    public var processedAt: BetaTimestamp

    /// Name of the agent the thread runs.
    public var agentName: String

    public init(
        id: String,
        sessionThreadID: String,
        processedAt: BetaTimestamp,
        agentName: String
    ) {
        self.type = "session.thread_status_rescheduled"
        self.id = id
        self.sessionThreadID = sessionThreadID
        self.processedAt = processedAt
        self.agentName = agentName
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            sessionThreadID: .emptyValue,
            processedAt: .emptyValue,
            agentName: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case sessionThreadID = "session_thread_id"
        case processedAt = "processed_at"
        case agentName = "agent_name"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.thread_status_rescheduled")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.sessionThreadID = try container.decodeRequired(String.self, forKey: .sessionThreadID, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
        self.agentName = try container.decodeRequired(String.self, forKey: .agentName, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.sessionThreadID, forKey: .sessionThreadID)
        try container.encode(self.processedAt, forKey: .processedAt)
        try container.encode(self.agentName, forKey: .agentName)
    }
}

/// A session thread has begun executing. Emitted on the thread's own stream and cross-posted to the primary stream for child threads.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionThreadStatusRunningEvent`
public struct BetaManagedAgentsSessionThreadStatusRunningEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Public sthr_ ID of the thread that started running.
    public var sessionThreadID: String

    /// Timestamp of the status transition.
    public var processedAt: BetaTimestamp

    /// Name of the agent the thread runs.
    public var agentName: String

    public init(
        id: String,
        sessionThreadID: String,
        processedAt: BetaTimestamp,
        agentName: String
    ) {
        self.type = "session.thread_status_running"
        self.id = id
        self.sessionThreadID = sessionThreadID
        self.processedAt = processedAt
        self.agentName = agentName
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            sessionThreadID: .emptyValue,
            processedAt: .emptyValue,
            agentName: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case sessionThreadID = "session_thread_id"
        case processedAt = "processed_at"
        case agentName = "agent_name"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.thread_status_running")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.sessionThreadID = try container.decodeRequired(String.self, forKey: .sessionThreadID, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
        self.agentName = try container.decodeRequired(String.self, forKey: .agentName, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.sessionThreadID, forKey: .sessionThreadID)
        try container.encode(self.processedAt, forKey: .processedAt)
        try container.encode(self.agentName, forKey: .agentName)
    }
}

/// A session thread has terminated and will accept no further input. Emitted on the thread's own stream and cross-posted to the primary stream for child threads.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionThreadStatusTerminatedEvent`
public struct BetaManagedAgentsSessionThreadStatusTerminatedEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Public sthr_ ID of the thread that terminated.
    public var sessionThreadID: String

    /// Timestamp of the status transition.
    public var processedAt: BetaTimestamp

    /// Name of the agent the thread runs.
    public var agentName: String

    public init(
        id: String,
        sessionThreadID: String,
        processedAt: BetaTimestamp,
        agentName: String
    ) {
        self.type = "session.thread_status_terminated"
        self.id = id
        self.sessionThreadID = sessionThreadID
        self.processedAt = processedAt
        self.agentName = agentName
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            sessionThreadID: .emptyValue,
            processedAt: .emptyValue,
            agentName: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case sessionThreadID = "session_thread_id"
        case processedAt = "processed_at"
        case agentName = "agent_name"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.thread_status_terminated")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.sessionThreadID = try container.decodeRequired(String.self, forKey: .sessionThreadID, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
        self.agentName = try container.decodeRequired(String.self, forKey: .agentName, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.sessionThreadID, forKey: .sessionThreadID)
        try container.encode(self.processedAt, forKey: .processedAt)
        try container.encode(self.agentName, forKey: .agentName)
    }
}

/// Cumulative token usage for a session thread across all turns.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionThreadUsage`
public struct BetaManagedAgentsSessionThreadUsage: Codable, Hashable, Sendable, EmptyDecodable {
    /// Total input tokens consumed across all turns.
    public var inputTokens: Int?

    /// Total output tokens generated across all turns.
    public var outputTokens: Int?

    /// Total tokens read from prompt cache.
    public var cacheReadInputTokens: Int?

    /// Tokens used to create prompt cache entries, broken down by cache TTL.
    public var cacheCreation: BetaManagedAgentsCacheCreationUsage?

    public init(
        inputTokens: Int? = nil,
        outputTokens: Int? = nil,
        cacheReadInputTokens: Int? = nil,
        cacheCreation: BetaManagedAgentsCacheCreationUsage? = nil
    ) {
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
        self.cacheReadInputTokens = cacheReadInputTokens
        self.cacheCreation = cacheCreation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case inputTokens = "input_tokens"
        case outputTokens = "output_tokens"
        case cacheReadInputTokens = "cache_read_input_tokens"
        case cacheCreation = "cache_creation"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.inputTokens = try container.decodeIfPresent(Int.self, forKey: .inputTokens)
        self.outputTokens = try container.decodeIfPresent(Int.self, forKey: .outputTokens)
        self.cacheReadInputTokens = try container.decodeIfPresent(Int.self, forKey: .cacheReadInputTokens)
        self.cacheCreation = try container.decodeIfPresent(BetaManagedAgentsCacheCreationUsage.self, forKey: .cacheCreation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.inputTokens, forKey: .inputTokens)
        try container.encodeIfPresent(self.outputTokens, forKey: .outputTokens)
        try container.encodeIfPresent(self.cacheReadInputTokens, forKey: .cacheReadInputTokens)
        try container.encodeIfPresent(self.cacheCreation, forKey: .cacheCreation)
    }
}
