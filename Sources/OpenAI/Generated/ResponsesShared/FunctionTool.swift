// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Defines a function in your own code the model can choose to call. Learn more about [function calling](https://platform.openai.com/docs/guides/function-calling).
///
/// - Schema: `#/components/schemas/FunctionTool`
public nonisolated struct FunctionTool: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of the function tool. Always `function`.
    public var type: String

    /// The name of the function to call.
    public var name: String

    public var description: String?

    public var parameters: [String: JSONValue]?

    public var outputSchema: [String: JSONValue]?

    public var strict: Bool?

    /// Whether this function is deferred and loaded via tool search.
    public var deferLoading: Bool?

    public var allowedCallers: [CallableToolAllowedCaller]?

    public var async: Bool?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        parameters: [String: JSONValue]?,
        strict: Bool?,
        description: String? = nil,
        outputSchema: [String: JSONValue]? = nil,
        deferLoading: Bool? = nil,
        allowedCallers: [CallableToolAllowedCaller]? = nil,
        async: Bool? = nil
    ) {
        self.type = "function"
        self.name = name
        self.description = description
        self.parameters = parameters
        self.outputSchema = outputSchema
        self.strict = strict
        self.deferLoading = deferLoading
        self.allowedCallers = allowedCallers
        self.async = async
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            parameters: nil,
            strict: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "function")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.parameters = try container.decodeIfPresent([String: JSONValue].self, forKey: "parameters")
        self.outputSchema = try container.decodeIfPresent([String: JSONValue].self, forKey: "output_schema")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: "strict")
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.allowedCallers = try container.decodeIfPresent([CallableToolAllowedCaller].self, forKey: "allowed_callers")
        self.async = try container.decodeIfPresent(Bool.self, forKey: "async")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.parameters, forKey: "parameters")
        try container.encodeIfPresent(self.outputSchema, forKey: "output_schema")
        try container.encode(self.strict, forKey: "strict")
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encodeIfPresent(self.allowedCallers, forKey: "allowed_callers")
        try container.encodeIfPresent(self.async, forKey: "async")
    }
}

nonisolated extension NullableMember where Owner == FunctionTool {
    public static var description: Self { Self("description") }
    public static var outputSchema: Self { Self("output_schema") }
    public static var allowedCallers: Self { Self("allowed_callers") }
    public static var async: Self { Self("async") }
}
