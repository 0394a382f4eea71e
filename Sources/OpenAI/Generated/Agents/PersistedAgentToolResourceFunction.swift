// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A function defined by the application.
///
/// - Schema: `#/components/schemas/PersistedAgentToolResourceFunction`
public nonisolated struct PersistedAgentToolResourceFunction: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Whether the agent continues without waiting for the function result.
    public var async: Bool?

    /// Whether the function is deferred and discovered through tool search.
    public var deferLoading: Bool

    /// A description of what the function does.
    public var description: String

    /// The name of the function.
    public var name: String

    /// A JSON Schema object describing the function's arguments.
    public var parameters: [String: JSONValue]

    /// The type of the object. Always `function`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        deferLoading: Bool,
        description: String,
        name: String,
        parameters: [String: JSONValue],
        async: Bool? = nil
    ) {
        self.async = async
        self.deferLoading = deferLoading
        self.description = description
        self.name = name
        self.parameters = parameters
        self.type = "function"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            deferLoading: .emptyValue,
            description: .emptyValue,
            name: .emptyValue,
            parameters: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.async = try container.decodeIfPresent(Bool.self, forKey: "async")
        self.deferLoading = try container.decodeRequired(Bool.self, forKey: "defer_loading", in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.parameters = try container.decodeRequired([String: JSONValue].self, forKey: "parameters", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "function")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.async, forKey: "async")
        try container.encode(self.deferLoading, forKey: "defer_loading")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.parameters, forKey: "parameters")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == PersistedAgentToolResourceFunction {
    public static var async: Self { Self("async") }
}
