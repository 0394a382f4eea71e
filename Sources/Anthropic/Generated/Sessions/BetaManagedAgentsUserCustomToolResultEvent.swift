// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Event sent by the client providing the result of a custom tool execution.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserCustomToolResultEvent`
public nonisolated struct BetaManagedAgentsUserCustomToolResultEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// The id of the `agent.custom_tool_use` event this result corresponds to, which can be found in the last `session.status_idle` [event's](https://platform.claude.com/docs/en/api/beta/sessions/events/list#beta_managed_agents_session_requires_action.event_ids) `stop_reason.event_ids` field.
    public var customToolUseID: String

    /// The result content returned by the tool.
    public var content: [BetaManagedAgentsToolResultContentBlock]?

    /// Whether the tool execution resulted in an error.
    public var isError: Bool?

    /// Timestamp when this result was processed.
    public var processedAt: BetaTimestamp?

    /// Routes this result to a subagent thread. Copy from the `agent.custom_tool_use` event's `session_thread_id`.
    public var sessionThreadID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        customToolUseID: String,
        content: [BetaManagedAgentsToolResultContentBlock]? = nil,
        isError: Bool? = nil,
        processedAt: BetaTimestamp? = nil,
        sessionThreadID: String? = nil
    ) {
        self.type = "user.custom_tool_result"
        self.id = id
        self.customToolUseID = customToolUseID
        self.content = content
        self.isError = isError
        self.processedAt = processedAt
        self.sessionThreadID = sessionThreadID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            customToolUseID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user.custom_tool_result")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.customToolUseID = try container.decodeRequired(String.self, forKey: "custom_tool_use_id", in: decoder)
        self.content = try container.decodeIfPresent([BetaManagedAgentsToolResultContentBlock].self, forKey: "content")
        self.isError = try container.decodeIfPresent(Bool.self, forKey: "is_error")
        self.processedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: "processed_at")
        self.sessionThreadID = try container.decodeIfPresent(String.self, forKey: "session_thread_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.customToolUseID, forKey: "custom_tool_use_id")
        try container.encodeIfPresent(self.content, forKey: "content")
        try container.encodeIfPresent(self.isError, forKey: "is_error")
        try container.encodeIfPresent(self.processedAt, forKey: "processed_at")
        try container.encodeIfPresent(self.sessionThreadID, forKey: "session_thread_id")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsUserCustomToolResultEvent {
    public static var isError: Self { Self("is_error") }
    public static var processedAt: Self { Self("processed_at") }
    public static var sessionThreadID: Self { Self("session_thread_id") }
}
