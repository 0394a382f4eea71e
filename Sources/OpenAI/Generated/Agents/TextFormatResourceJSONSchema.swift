// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Constrains generated text to a JSON Schema.
///
/// - Schema: `#/components/schemas/TextFormatResourceJSONSchema`
public nonisolated struct TextFormatResourceJSONSchema: Codable, Equatable, Sendable, EmptyDecodable {
    /// The JSON Schema that generated text must match.
    public var schema: [String: JSONValue]

    /// The type of the object. Always `json_schema`.
    public var type: String

    public init(
        schema: [String: JSONValue]
    ) {
        self.schema = schema
        self.type = "json_schema"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            schema: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.schema = try container.decodeRequired([String: JSONValue].self, forKey: "schema", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "json_schema")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.schema, forKey: "schema")
        try container.encode(self.type, forKey: "type")
    }
}
