// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for providing the result of a custom tool execution.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserCustomToolResultEventParams`
public nonisolated struct BetaManagedAgentsUserCustomToolResultEventParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// The id of the `agent.custom_tool_use` event this result corresponds to, which can be found in the last `session.status_idle` [event's](https://platform.claude.com/docs/en/api/beta/sessions/events/list#beta_managed_agents_session_requires_action.event_ids) `stop_reason.event_ids` field.
    public var customToolUseID: String

    /// The result content returned by the tool.
    public var content: [BetaManagedAgentsToolResultContentBlock]?

    /// Whether the tool execution resulted in an error.
    public var isError: Bool?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        customToolUseID: String,
        content: [BetaManagedAgentsToolResultContentBlock]? = nil,
        isError: Bool? = nil
    ) {
        self.type = "user.custom_tool_result"
        self.customToolUseID = customToolUseID
        self.content = content
        self.isError = isError
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            customToolUseID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user.custom_tool_result")
        self.customToolUseID = try container.decodeRequired(String.self, forKey: "custom_tool_use_id", in: decoder)
        self.content = try container.decodeIfPresent([BetaManagedAgentsToolResultContentBlock].self, forKey: "content")
        self.isError = try container.decodeIfPresent(Bool.self, forKey: "is_error")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.customToolUseID, forKey: "custom_tool_use_id")
        try container.encodeIfPresent(self.content, forKey: "content")
        try container.encodeIfPresent(self.isError, forKey: "is_error")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsUserCustomToolResultEventParams {
    public static var isError: Self { Self("is_error") }
}
