// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Observability event emitted to the sender's output stream when an agent-to-agent message is sent.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentThreadMessageSentEvent`
public nonisolated struct BetaManagedAgentsAgentThreadMessageSentEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        self.nullNames = []
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.thread_message_sent")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "processed_at", in: decoder)
        self.toAgentName = try container.decodeIfPresent(String.self, forKey: "to_agent_name")
        self.content = try container.decodeRequired([BetaManagedAgentsUserContentBlock].self, forKey: "content", in: decoder)
        self.toSessionThreadID = try container.decodeRequired(String.self, forKey: "to_session_thread_id", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encodeIfPresent(self.toAgentName, forKey: "to_agent_name")
        try container.encode(self.content, forKey: "content")
        try container.encode(self.toSessionThreadID, forKey: "to_session_thread_id")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsAgentThreadMessageSentEvent {
    public static var toAgentName: Self { Self("to_agent_name") }
}
