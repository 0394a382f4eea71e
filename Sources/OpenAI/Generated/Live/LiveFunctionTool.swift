// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A function tool available to the Responses backend when the Live model delegates a task.
///
/// - Schema: `#/components/schemas/LiveFunctionTool`
public nonisolated struct LiveFunctionTool: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// What the function does and when the delegated Responses model should call it.
    public var description: String?

    /// The name the delegated Responses model uses when calling this function.
    public var name: String

    /// A JSON Schema object describing the arguments accepted by the function.
    public var parameters: [String: JSONValue]?

    /// Whether the delegated Responses model must follow the function’s parameter
    /// schema exactly.
    public var strict: Bool?

    /// The tool type. Always `function`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        description: String? = nil,
        parameters: [String: JSONValue]? = nil,
        strict: Bool? = nil
    ) {
        self.description = description
        self.name = name
        self.parameters = parameters
        self.strict = strict
        self.type = "function"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.parameters = try container.decodeIfPresent([String: JSONValue].self, forKey: "parameters")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: "strict")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "function")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.parameters, forKey: "parameters")
        try container.encodeIfPresent(self.strict, forKey: "strict")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveFunctionTool {
    public static var description: Self { Self("description") }
    public static var parameters: Self { Self("parameters") }
    public static var strict: Self { Self("strict") }
}
