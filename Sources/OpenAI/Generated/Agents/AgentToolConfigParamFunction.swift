// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A function defined by the application.
///
/// - Schema: `#/components/schemas/AgentToolConfigParamFunction`
public nonisolated struct AgentToolConfigParamFunction: Codable, Equatable, Sendable, EmptyDecodable {
    public var async: Bool?

    /// Whether this function is deferred and discovered through tool search.
    ///
    /// Defaults to `false`.
    public var deferLoading: Bool?

    /// A description of what the function does.
    public var description: String

    /// The name of the function.
    public var name: String

    /// A JSON Schema object describing the function's arguments.
    public var parameters: [String: JSONValue]

    /// The type of the object. Always `function`.
    public var type: String

    public init(
        description: String,
        name: String,
        parameters: [String: JSONValue],
        async: Bool? = nil,
        deferLoading: Bool? = nil
    ) {
        self.async = async
        self.deferLoading = deferLoading
        self.description = description
        self.name = name
        self.parameters = parameters
        self.type = "function"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            description: .emptyValue,
            name: .emptyValue,
            parameters: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.async = try container.decodeIfPresent(Bool.self, forKey: "async")
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.parameters = try container.decodeRequired([String: JSONValue].self, forKey: "parameters", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "function")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.async, forKey: "async")
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.parameters, forKey: "parameters")
        try container.encode(self.type, forKey: "type")
    }
}
