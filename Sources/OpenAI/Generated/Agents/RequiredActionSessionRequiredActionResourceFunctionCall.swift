// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Run a function tool and submit its result.
///
/// - Schema: `#/components/schemas/RequiredActionSessionRequiredActionResourceFunctionCall`
public nonisolated struct RequiredActionSessionRequiredActionResourceFunctionCall: Codable, Equatable, Sendable, EmptyDecodable {
    /// The arguments supplied by the model.
    public var arguments: JSONValue

    /// The ID to include when submitting the function result.
    public var callID: String

    /// The function name.
    public var name: String

    /// The ID of the turn that requested the function call.
    public var turnID: String

    /// The type of the object. Always `function_call`.
    public var type: String

    public init(
        arguments: JSONValue,
        callID: String,
        name: String,
        turnID: String
    ) {
        self.arguments = arguments
        self.callID = callID
        self.name = name
        self.turnID = turnID
        self.type = "function_call"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            arguments: .emptyValue,
            callID: .emptyValue,
            name: .emptyValue,
            turnID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.arguments = try container.decodeRequired(JSONValue.self, forKey: "arguments", in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "function_call")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.arguments, forKey: "arguments")
        try container.encode(self.callID, forKey: "call_id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}
