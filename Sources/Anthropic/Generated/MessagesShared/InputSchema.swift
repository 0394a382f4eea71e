// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// InputSchema
///
/// - Schema: `#/components/schemas/InputSchema`
public nonisolated struct InputSchema: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Properties
    public var properties: JSONValue?

    /// Required
    public var required: [String]?

    /// Type
    public var type: String

    /// Members not declared by the spec (`additionalProperties`).
    public var additionalProperties: [String: JSONValue]

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        properties: JSONValue? = nil,
        required: [String]? = nil,
        additionalProperties: [String: JSONValue] = [:]
    ) {
        self.properties = properties
        self.required = required
        self.type = "object"
        self.additionalProperties = additionalProperties
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.properties = try container.decodeIfPresent(JSONValue.self, forKey: "properties")
        self.required = try container.decodeIfPresent([String].self, forKey: "required")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "object")
        self.additionalProperties = try AdditionalMembers.decode(from: decoder, excluding: ["properties", "required", "type"])
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.properties, forKey: "properties")
        try container.encodeIfPresent(self.required, forKey: "required")
        try container.encode(self.type, forKey: "type")
        try AdditionalMembers.encode(additionalProperties, to: encoder)
    }
}

nonisolated extension NullableMember where Owner == InputSchema {
    public static var properties: Self { Self("properties") }
    public static var required: Self { Self("required") }
}
