// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a subagent is spawned as a new thread. Written to the parent thread's output stream so clients observing the session see child creation.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionThreadCreatedEvent`
public nonisolated struct BetaManagedAgentsSessionThreadCreatedEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when the thread was created.
    public var processedAt: BetaTimestamp

    /// Name of the callable agent the thread runs.
    public var agentName: String

    /// Public `sthr_` ID of the newly created thread.
    public var sessionThreadID: String

    /// Identifier of the workflow run that created the thread, or `null` for any other
    /// thread.
    public var workflowRunID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        processedAt: BetaTimestamp,
        agentName: String,
        sessionThreadID: String,
        workflowRunID: String? = nil
    ) {
        self.type = "session.thread_created"
        self.id = id
        self.processedAt = processedAt
        self.agentName = agentName
        self.sessionThreadID = sessionThreadID
        self.workflowRunID = workflowRunID
        self.nullNames = []
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.thread_created")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "processed_at", in: decoder)
        self.agentName = try container.decodeRequired(String.self, forKey: "agent_name", in: decoder)
        self.sessionThreadID = try container.decodeRequired(String.self, forKey: "session_thread_id", in: decoder)
        self.workflowRunID = try container.decodeIfPresent(String.self, forKey: "workflow_run_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encode(self.agentName, forKey: "agent_name")
        try container.encode(self.sessionThreadID, forKey: "session_thread_id")
        try container.encodeIfPresent(self.workflowRunID, forKey: "workflow_run_id")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsSessionThreadCreatedEvent {
    public static var workflowRunID: Self { Self("workflow_run_id") }
}
