// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicShared

/// Event emitted when the agent invokes a built-in agent tool.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolUseEvent`
public nonisolated struct BetaManagedAgentsAgentToolUseEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Name of the agent tool being used.
    public var name: String

    /// Input parameters for the tool call.
    public var input: BetaManagedAgentsStruct

    /// Timestamp when this event was processed.
    public var processedAt: BetaTimestamp

    /// The evaluated permission policy for this tool invocation.
    public var evaluatedPermission: BetaManagedAgentsAgentEvaluatedPermission?

    /// When set, this event was cross-posted from a subagent's thread to surface its permission request on the primary thread's stream. Empty on the thread's own events. Echo this on a `user.tool_confirmation` event to route the approval back.
    public var sessionThreadID: String?

    /// Which resolved permission_policy produced evaluated_permission: always_allow,
    /// always_ask, or auto (with the server's per-invocation judgement). Absent only
    /// when the server refused the call before any policy applied (for example, the
    /// named tool is not enabled in the session); such a refusal has
    /// evaluated_permission deny. An event recorded before this field existed reads as
    /// the arm its evaluated_permission implies (always_allow for allow, always_ask for
    /// ask).
    public var evaluation: BetaManagedAgentsAgentToolEvaluation?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        name: String,
        input: BetaManagedAgentsStruct,
        processedAt: BetaTimestamp,
        evaluatedPermission: BetaManagedAgentsAgentEvaluatedPermission? = nil,
        sessionThreadID: String? = nil,
        evaluation: BetaManagedAgentsAgentToolEvaluation? = nil
    ) {
        self.type = "agent.tool_use"
        self.id = id
        self.name = name
        self.input = input
        self.processedAt = processedAt
        self.evaluatedPermission = evaluatedPermission
        self.sessionThreadID = sessionThreadID
        self.evaluation = evaluation
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.tool_use")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.input = try container.decodeRequired(BetaManagedAgentsStruct.self, forKey: "input", in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "processed_at", in: decoder)
        self.evaluatedPermission = try container.decodeIfPresent(BetaManagedAgentsAgentEvaluatedPermission.self, forKey: "evaluated_permission")
        self.sessionThreadID = try container.decodeIfPresent(String.self, forKey: "session_thread_id")
        self.evaluation = try container.decodeIfPresent(BetaManagedAgentsAgentToolEvaluation.self, forKey: "evaluation")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.input, forKey: "input")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encodeIfPresent(self.evaluatedPermission, forKey: "evaluated_permission")
        try container.encodeIfPresent(self.sessionThreadID, forKey: "session_thread_id")
        try container.encodeIfPresent(self.evaluation, forKey: "evaluation")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsAgentToolUseEvent {
    public static var sessionThreadID: Self { Self("session_thread_id") }
    public static var evaluation: Self { Self("evaluation") }
}
