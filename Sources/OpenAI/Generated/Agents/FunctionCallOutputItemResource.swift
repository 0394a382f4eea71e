// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The result supplied for a function call.
///
/// - Schema: `#/components/schemas/FunctionCallOutputItemResource`
public nonisolated struct FunctionCallOutputItemResource: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the function call that produced this output.
    public var callID: String

    /// The error message, if the call failed.
    public var error: String?

    /// The ID of the function call output item.
    public var id: String

    /// The function result, if the call succeeded.
    public var output: AgentFunctionCallOutput?

    /// The status of the function call.
    public var status: AgentFunctionCallStatus

    /// The ID of the turn that contains this item.
    public var turnID: String

    /// The item type. Always `function_call_output`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        callID: String,
        id: String,
        status: AgentFunctionCallStatus,
        turnID: String,
        error: String? = nil,
        output: AgentFunctionCallOutput? = nil
    ) {
        self.callID = callID
        self.error = error
        self.id = id
        self.output = output
        self.status = status
        self.turnID = turnID
        self.type = "function_call_output"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            callID: .emptyValue,
            id: .emptyValue,
            status: .emptyValue,
            turnID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.error = try container.decodeIfPresent(String.self, forKey: "error")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.output = try container.decodeIfPresent(AgentFunctionCallOutput.self, forKey: "output")
        self.status = try container.decodeRequired(AgentFunctionCallStatus.self, forKey: "status", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "function_call_output")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.callID, forKey: "call_id")
        try container.encodeIfPresent(self.error, forKey: "error")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.output, forKey: "output")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == FunctionCallOutputItemResource {
    public static var error: Self { Self("error") }
    public static var output: Self { Self("output") }
}
