// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for providing the result of an agent-toolset tool execution.
///
/// Only valid on `self_hosted` environments, where sandbox-routed tools are executed by the client rather than the server.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserToolResultEventParams`
public nonisolated struct BetaManagedAgentsUserToolResultEventParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The result content returned by the tool.
    public var content: [BetaManagedAgentsToolResultContentBlock]?

    /// Whether the tool execution resulted in an error.
    public var isError: Bool?

    /// The id of the `agent.tool_use` event this result corresponds to, which can be
    /// found in the last `session.status_idle`
    /// [event's](https://platform.claude.com/docs/en/api/beta/sessions/events/list#beta_managed_agents_session_requires_action.event_ids)
    /// `stop_reason.event_ids` field.
    public var toolUseID: String

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        toolUseID: String,
        content: [BetaManagedAgentsToolResultContentBlock]? = nil,
        isError: Bool? = nil
    ) {
        self.content = content
        self.isError = isError
        self.toolUseID = toolUseID
        self.type = "user.tool_result"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            toolUseID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeIfPresent([BetaManagedAgentsToolResultContentBlock].self, forKey: "content")
        self.isError = try container.decodeIfPresent(Bool.self, forKey: "is_error")
        self.toolUseID = try container.decodeRequired(String.self, forKey: "tool_use_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user.tool_result")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.content, forKey: "content")
        try container.encodeIfPresent(self.isError, forKey: "is_error")
        try container.encode(self.toolUseID, forKey: "tool_use_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsUserToolResultEventParams {
    public static var isError: Self { Self("is_error") }
}
