// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for confirming or denying a tool execution request.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserToolConfirmationEventParams`
public nonisolated struct BetaManagedAgentsUserToolConfirmationEventParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// The id of the `agent.tool_use` or `agent.mcp_tool_use` event this result corresponds to, which can be found in the last `session.status_idle` [event's](https://platform.claude.com/docs/en/api/beta/sessions/events/list#beta_managed_agents_session_requires_action.event_ids) `stop_reason.event_ids` field.
    public var toolUseID: String

    /// The confirmation result: 'allow' or 'deny'.
    public var result: BetaManagedAgentsUserToolConfirmationResult

    /// Optional message providing context for a 'deny' decision. Only allowed when result is 'deny'.
    public var denyMessage: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        toolUseID: String,
        result: BetaManagedAgentsUserToolConfirmationResult,
        denyMessage: String? = nil
    ) {
        self.type = "user.tool_confirmation"
        self.toolUseID = toolUseID
        self.result = result
        self.denyMessage = denyMessage
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            toolUseID: .emptyValue,
            result: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user.tool_confirmation")
        self.toolUseID = try container.decodeRequired(String.self, forKey: "tool_use_id", in: decoder)
        self.result = try container.decodeRequired(BetaManagedAgentsUserToolConfirmationResult.self, forKey: "result", in: decoder)
        self.denyMessage = try container.decodeIfPresent(String.self, forKey: "deny_message")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.toolUseID, forKey: "tool_use_id")
        try container.encode(self.result, forKey: "result")
        try container.encodeIfPresent(self.denyMessage, forKey: "deny_message")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsUserToolConfirmationEventParams {
    public static var denyMessage: Self { Self("deny_message") }
}
