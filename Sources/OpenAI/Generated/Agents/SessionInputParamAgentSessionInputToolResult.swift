// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Submits the result of a function call.
///
/// - Schema: `#/components/schemas/SessionInputParamAgentSessionInputToolResult`
public nonisolated struct SessionInputParamAgentSessionInputToolResult: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the function call.
    public var callID: String

    /// The error message when the call failed.
    public var error: String?

    /// The function result when the call succeeded.
    public var output: AgentFunctionCallOutputParam?

    /// Whether the function call succeeded.
    public var success: Bool

    /// The ID of the turn that requested the function call.
    public var turnID: String

    /// The type of the object. Always `agent.session.input.tool_result`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        callID: String,
        success: Bool,
        turnID: String,
        error: String? = nil,
        output: AgentFunctionCallOutputParam? = nil
    ) {
        self.callID = callID
        self.error = error
        self.output = output
        self.success = success
        self.turnID = turnID
        self.type = "agent.session.input.tool_result"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            callID: .emptyValue,
            success: .emptyValue,
            turnID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.error = try container.decodeIfPresent(String.self, forKey: "error")
        self.output = try container.decodeIfPresent(AgentFunctionCallOutputParam.self, forKey: "output")
        self.success = try container.decodeRequired(Bool.self, forKey: "success", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.session.input.tool_result")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.callID, forKey: "call_id")
        try container.encodeIfPresent(self.error, forKey: "error")
        try container.encodeIfPresent(self.output, forKey: "output")
        try container.encode(self.success, forKey: "success")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == SessionInputParamAgentSessionInputToolResult {
    public static var error: Self { Self("error") }
    public static var output: Self { Self("output") }
}
