// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JsonOutputFormat
///
/// - Schema: `#/components/schemas/JsonOutputFormat`
public nonisolated struct JsonOutputFormat: Codable, Equatable, Sendable, EmptyDecodable {
    /// The JSON schema of the format
    public var schema: JSONValue

    /// Type
    public var type: String

    public init(
        schema: JSONValue
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
        self.schema = try container.decodeRequired(JSONValue.self, forKey: "schema", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "json_schema")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.schema, forKey: "schema")
        try container.encode(self.type, forKey: "type")
    }
}
