// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A CustomDataSourceConfig object that defines the schema for the data source used for the evaluation runs.
/// This schema is used to define the shape of the data that will be:
/// - Used to define your testing criteria and
/// - What data is required when creating a run
///
/// - Schema: `#/components/schemas/CreateEvalCustomDataSourceConfig`
public nonisolated struct CreateEvalCustomDataSourceConfig: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of data source. Always `custom`.
    public var type: String

    /// The json schema for each row in the data source.
    public var itemSchema: JSONValue

    /// Whether the eval should expect you to populate the sample namespace (ie, by generating responses off of your data source)
    public var includeSampleSchema: Bool?

    public init(
        itemSchema: JSONValue,
        includeSampleSchema: Bool? = nil
    ) {
        self.type = "custom"
        self.itemSchema = itemSchema
        self.includeSampleSchema = includeSampleSchema
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemSchema: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "custom")
        self.itemSchema = try container.decodeRequired(JSONValue.self, forKey: "item_schema", in: decoder)
        self.includeSampleSchema = try container.decodeIfPresent(Bool.self, forKey: "include_sample_schema")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemSchema, forKey: "item_schema")
        try container.encodeIfPresent(self.includeSampleSchema, forKey: "include_sample_schema")
    }
}
