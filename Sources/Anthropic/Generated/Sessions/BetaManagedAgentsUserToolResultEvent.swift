// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Event sent by the client providing the result of an agent-toolset tool execution.
///
/// Only valid on `self_hosted` environments, where sandbox-routed tools are executed by the client rather than the server.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserToolResultEvent`
public nonisolated struct BetaManagedAgentsUserToolResultEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The result content returned by the tool.
    public var content: [BetaManagedAgentsUserToolResultEventContent]?

    /// Unique identifier for this event.
    public var id: String

    /// Whether the tool execution resulted in an error.
    public var isError: Bool?

    /// Timestamp when this result was processed.
    public var processedAt: String?

    /// Set by the server to the subagent thread this result was routed to.
    ///
    /// Omitted when it was routed to the primary thread.
    public var sessionThreadID: String?

    /// The id of the `agent.tool_use` event this result corresponds to, which can be
    /// found in the last `session.status_idle`
    /// [event's](https://platform.claude.com/docs/en/api/beta/sessions/events/list#beta_managed_agents_session_requires_action.event_ids)
    /// `stop_reason.event_ids` field.
    public var toolUseID: String

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        toolUseID: String,
        content: [BetaManagedAgentsUserToolResultEventContent]? = nil,
        isError: Bool? = nil,
        processedAt: String? = nil,
        sessionThreadID: String? = nil
    ) {
        self.content = content
        self.id = id
        self.isError = isError
        self.processedAt = processedAt
        self.sessionThreadID = sessionThreadID
        self.toolUseID = toolUseID
        self.type = "user.tool_result"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            toolUseID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeIfPresent([BetaManagedAgentsUserToolResultEventContent].self, forKey: "content")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.isError = try container.decodeIfPresent(Bool.self, forKey: "is_error")
        self.processedAt = try container.decodeIfPresent(String.self, forKey: "processed_at")
        self.sessionThreadID = try container.decodeIfPresent(String.self, forKey: "session_thread_id")
        self.toolUseID = try container.decodeRequired(String.self, forKey: "tool_use_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user.tool_result")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.content, forKey: "content")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.isError, forKey: "is_error")
        try container.encodeIfPresent(self.processedAt, forKey: "processed_at")
        try container.encodeIfPresent(self.sessionThreadID, forKey: "session_thread_id")
        try container.encode(self.toolUseID, forKey: "tool_use_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsUserToolResultEvent {
    public static var content: Self { Self("content") }
    public static var isError: Self { Self("is_error") }
    public static var processedAt: Self { Self("processed_at") }
    public static var sessionThreadID: Self { Self("session_thread_id") }
}
