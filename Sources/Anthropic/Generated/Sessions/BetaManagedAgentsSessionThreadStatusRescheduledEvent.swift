// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A session thread hit a transient error and is retrying automatically. Emitted on the thread's own stream and cross-posted to the primary stream for child threads.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionThreadStatusRescheduledEvent`
public nonisolated struct BetaManagedAgentsSessionThreadStatusRescheduledEvent: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.thread_status_rescheduled")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.sessionThreadID = try container.decodeRequired(String.self, forKey: "session_thread_id", in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "processed_at", in: decoder)
        self.agentName = try container.decodeRequired(String.self, forKey: "agent_name", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.sessionThreadID, forKey: "session_thread_id")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encode(self.agentName, forKey: "agent_name")
    }
}
