// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An execution thread within a `session`. Each session has one primary thread plus zero or more child threads spawned by the coordinator.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionThread`
public nonisolated struct BetaManagedAgentsSessionThread: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// Identifier of the workflow run that created the thread, or `null` for any other
    /// thread.
    public var workflowRunID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        stats: BetaManagedAgentsSessionThreadStats?,
        workflowRunID: String? = nil
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
        self.workflowRunID = workflowRunID
        self.nullNames = []
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session_thread")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
        self.status = try container.decodeRequired(BetaManagedAgentsSessionThreadStatus.self, forKey: "status", in: decoder)
        self.agent = try container.decodeRequired(BetaManagedAgentsSessionThreadAgent.self, forKey: "agent", in: decoder)
        self.parentThreadID = try container.decodeIfPresent(String.self, forKey: "parent_thread_id")
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: "created_at", in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "updated_at", in: decoder)
        self.archivedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: "archived_at")
        self.usage = try container.decodeIfPresent(BetaManagedAgentsSessionThreadUsage.self, forKey: "usage")
        self.stats = try container.decodeIfPresent(BetaManagedAgentsSessionThreadStats.self, forKey: "stats")
        self.workflowRunID = try container.decodeIfPresent(String.self, forKey: "workflow_run_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.agent, forKey: "agent")
        try container.encode(self.parentThreadID, forKey: "parent_thread_id")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encode(self.archivedAt, forKey: "archived_at")
        try container.encode(self.usage, forKey: "usage")
        try container.encode(self.stats, forKey: "stats")
        try container.encodeIfPresent(self.workflowRunID, forKey: "workflow_run_id")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsSessionThread {
    public static var workflowRunID: Self { Self("workflow_run_id") }
}
