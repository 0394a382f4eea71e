// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A tool confirmation event that approves or denies a pending tool execution.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserToolConfirmationEvent`
public nonisolated struct BetaManagedAgentsUserToolConfirmationEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// The id of the `agent.tool_use` or `agent.mcp_tool_use` event this result corresponds to, which can be found in the last `session.status_idle` [event's](https://platform.claude.com/docs/en/api/beta/sessions/events/list#beta_managed_agents_session_requires_action.event_ids) `stop_reason.event_ids` field.
    public var toolUseID: String

    /// The confirmation result: 'allow' or 'deny'.
    public var result: BetaManagedAgentsUserToolConfirmationResult

    /// Optional message providing context for a 'deny' decision. Only allowed when result is 'deny'.
    public var denyMessage: String?

    /// Timestamp when the confirmation was processed.
    public var processedAt: BetaTimestamp?

    /// When set, the confirmation routes to this subagent's thread rather than the primary. Echo this from the `session_thread_id` on the `agent.tool_use` or `agent.mcp_tool_use` event that prompted the approval.
    public var sessionThreadID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        toolUseID: String,
        result: BetaManagedAgentsUserToolConfirmationResult,
        denyMessage: String? = nil,
        processedAt: BetaTimestamp? = nil,
        sessionThreadID: String? = nil
    ) {
        self.type = "user.tool_confirmation"
        self.id = id
        self.toolUseID = toolUseID
        self.result = result
        self.denyMessage = denyMessage
        self.processedAt = processedAt
        self.sessionThreadID = sessionThreadID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            toolUseID: .emptyValue,
            result: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user.tool_confirmation")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: "tool_use_id", in: decoder)
        self.result = try container.decodeRequired(BetaManagedAgentsUserToolConfirmationResult.self, forKey: "result", in: decoder)
        self.denyMessage = try container.decodeIfPresent(String.self, forKey: "deny_message")
        self.processedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: "processed_at")
        self.sessionThreadID = try container.decodeIfPresent(String.self, forKey: "session_thread_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.toolUseID, forKey: "tool_use_id")
        try container.encode(self.result, forKey: "result")
        try container.encodeIfPresent(self.denyMessage, forKey: "deny_message")
        try container.encodeIfPresent(self.processedAt, forKey: "processed_at")
        try container.encodeIfPresent(self.sessionThreadID, forKey: "session_thread_id")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsUserToolConfirmationEvent {
    public static var denyMessage: Self { Self("deny_message") }
    public static var processedAt: Self { Self("processed_at") }
    public static var sessionThreadID: Self { Self("session_thread_id") }
}
