// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A CustomDataSourceConfig which specifies the schema of your `item` and optionally `sample` namespaces.
/// The response schema defines the shape of the data that will be:
/// - Used to define your testing criteria and
/// - What data is required when creating a run
///
/// - Schema: `#/components/schemas/EvalCustomDataSourceConfig`
public nonisolated struct EvalCustomDataSourceConfig: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of data source. Always `custom`.
    public var type: String

    /// The json schema for the run data source items.
    /// Learn how to build JSON schemas [here](https://json-schema.org/).
    public var schema: JSONValue

    public init(
        schema: JSONValue
    ) {
        self.type = "custom"
        self.schema = schema
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "custom")
        self.schema = try container.decodeRequired(JSONValue.self, forKey: "schema", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.schema, forKey: "schema")
    }
}
