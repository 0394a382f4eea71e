// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JsonOutputFormat
///
/// - Schema: `#/components/schemas/JsonOutputFormat`
public struct JsonOutputFormat: Codable, Hashable, Sendable {
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

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case schema
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.schema = try container.decodeRequired(JSONValue.self, forKey: .schema, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "json_schema"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.schema, forKey: .schema)
        try container.encode(self.type, forKey: .type)
    }
}

/// - Schema: `#/components/schemas/JsonValue`
public typealias JsonValue = JSONValue
