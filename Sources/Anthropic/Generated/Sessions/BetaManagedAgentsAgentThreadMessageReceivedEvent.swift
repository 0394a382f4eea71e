// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Delivery event written to the target thread's input stream when an agent-to-agent message arrives.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentThreadMessageReceivedEvent`
public nonisolated struct BetaManagedAgentsAgentThreadMessageReceivedEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        self.nullNames = []
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.thread_message_received")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "processed_at", in: decoder)
        self.fromAgentName = try container.decodeIfPresent(String.self, forKey: "from_agent_name")
        self.content = try container.decodeRequired([BetaManagedAgentsUserContentBlock].self, forKey: "content", in: decoder)
        self.fromSessionThreadID = try container.decodeRequired(String.self, forKey: "from_session_thread_id", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encodeIfPresent(self.fromAgentName, forKey: "from_agent_name")
        try container.encode(self.content, forKey: "content")
        try container.encode(self.fromSessionThreadID, forKey: "from_session_thread_id")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsAgentThreadMessageReceivedEvent {
    public static var fromAgentName: Self { Self("from_agent_name") }
}
