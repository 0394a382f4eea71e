// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/BetaFunctionToolParam`
public nonisolated struct BetaFunctionToolParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var name: String

    public var description: String?

    public var parameters: BetaEmptyModelParam?

    public var strict: Bool?

    public var type: String

    public var outputSchema: [String: JSONValue]?

    /// Whether this function should be deferred and discovered via tool search.
    public var deferLoading: Bool?

    public var allowedCallers: [CallableToolAllowedCaller]?

    /// Whether the tool response can be returned asynchronously versus immediately
    /// returned on next response creation.
    public var async: Bool?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        description: String? = nil,
        parameters: BetaEmptyModelParam? = nil,
        strict: Bool? = nil,
        outputSchema: [String: JSONValue]? = nil,
        deferLoading: Bool? = nil,
        allowedCallers: [CallableToolAllowedCaller]? = nil,
        async: Bool? = nil
    ) {
        self.name = name
        self.description = description
        self.parameters = parameters
        self.strict = strict
        self.type = "function"
        self.outputSchema = outputSchema
        self.deferLoading = deferLoading
        self.allowedCallers = allowedCallers
        self.async = async
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
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.parameters = try container.decodeIfPresent(BetaEmptyModelParam.self, forKey: "parameters")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: "strict")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "function")
        self.outputSchema = try container.decodeIfPresent([String: JSONValue].self, forKey: "output_schema")
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.allowedCallers = try container.decodeIfPresent([CallableToolAllowedCaller].self, forKey: "allowed_callers")
        self.async = try container.decodeIfPresent(Bool.self, forKey: "async")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.parameters, forKey: "parameters")
        try container.encodeIfPresent(self.strict, forKey: "strict")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.outputSchema, forKey: "output_schema")
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encodeIfPresent(self.allowedCallers, forKey: "allowed_callers")
        try container.encodeIfPresent(self.async, forKey: "async")
    }
}

nonisolated extension NullableMember where Owner == BetaFunctionToolParam {
    public static var description: Self { Self("description") }
    public static var parameters: Self { Self("parameters") }
    public static var strict: Self { Self("strict") }
    public static var outputSchema: Self { Self("output_schema") }
    public static var allowedCallers: Self { Self("allowed_callers") }
    public static var async: Self { Self("async") }
}
