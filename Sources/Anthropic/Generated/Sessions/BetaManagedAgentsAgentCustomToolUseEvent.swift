// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicShared

/// Event emitted when the agent calls a custom tool. The session goes idle until the client sends a `user.custom_tool_result` event with the result.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentCustomToolUseEvent`
public nonisolated struct BetaManagedAgentsAgentCustomToolUseEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Name of the custom tool being called.
    public var name: String

    /// Input parameters for the tool call.
    public var input: BetaManagedAgentsStruct

    /// Timestamp when this tool use was processed.
    public var processedAt: BetaTimestamp

    /// When set, this event was cross-posted from a subagent's thread to surface its custom tool use on the primary thread's stream. Empty on the thread's own events. Echo this on a `user.custom_tool_result` event to route the result back.
    public var sessionThreadID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        name: String,
        input: BetaManagedAgentsStruct,
        processedAt: BetaTimestamp,
        sessionThreadID: String? = nil
    ) {
        self.type = "agent.custom_tool_use"
        self.id = id
        self.name = name
        self.input = input
        self.processedAt = processedAt
        self.sessionThreadID = sessionThreadID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            input: .emptyValue,
            processedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.custom_tool_use")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.input = try container.decodeRequired(BetaManagedAgentsStruct.self, forKey: "input", in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "processed_at", in: decoder)
        self.sessionThreadID = try container.decodeIfPresent(String.self, forKey: "session_thread_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.input, forKey: "input")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encodeIfPresent(self.sessionThreadID, forKey: "session_thread_id")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsAgentCustomToolUseEvent {
    public static var sessionThreadID: Self { Self("session_thread_id") }
}
