// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A function call produced by the agent.
///
/// - Schema: `#/components/schemas/AgentFunctionCallItem`
public nonisolated struct AgentFunctionCallItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// The arguments to pass to the function.
    public var arguments: JSONValue

    /// The ID used to submit the function result.
    public var callID: String

    /// The ID of the function call item.
    public var id: String

    /// The name of the function to call.
    public var name: String

    /// The status of the function call.
    public var status: AgentFunctionCallStatus

    /// The ID of the turn that contains this item.
    public var turnID: String

    /// The item type. Always `function_call`.
    public var type: String

    public init(
        arguments: JSONValue,
        callID: String,
        id: String,
        name: String,
        status: AgentFunctionCallStatus,
        turnID: String
    ) {
        self.arguments = arguments
        self.callID = callID
        self.id = id
        self.name = name
        self.status = status
        self.turnID = turnID
        self.type = "function_call"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            arguments: .emptyValue,
            callID: .emptyValue,
            id: .emptyValue,
            name: .emptyValue,
            status: .emptyValue,
            turnID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.arguments = try container.decodeRequired(JSONValue.self, forKey: "arguments", in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.status = try container.decodeRequired(AgentFunctionCallStatus.self, forKey: "status", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "function_call")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.arguments, forKey: "arguments")
        try container.encode(self.callID, forKey: "call_id")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}
