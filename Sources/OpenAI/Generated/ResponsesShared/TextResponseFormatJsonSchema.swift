// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// JSON Schema response format. Used to generate structured JSON responses.
/// Learn more about [Structured Outputs](https://platform.openai.com/docs/guides/structured-outputs).
///
/// - Schema: `#/components/schemas/TextResponseFormatJsonSchema`
public nonisolated struct TextResponseFormatJsonSchema: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of response format being defined. Always `json_schema`.
    public var type: String

    /// A description of what the response format is for, used by the model to
    /// determine how to respond in the format.
    public var description: String?

    /// The name of the response format. Must be a-z, A-Z, 0-9, or contain
    /// underscores and dashes, with a maximum length of 64.
    public var name: String

    public var schema: ResponseFormatJsonSchemaSchema

    public var strict: Bool?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        schema: ResponseFormatJsonSchemaSchema,
        description: String? = nil,
        strict: Bool? = nil
    ) {
        self.type = "json_schema"
        self.description = description
        self.name = name
        self.schema = schema
        self.strict = strict
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            schema: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "json_schema")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.schema = try container.decodeRequired(ResponseFormatJsonSchemaSchema.self, forKey: "schema", in: decoder)
        self.strict = try container.decodeIfPresent(Bool.self, forKey: "strict")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.schema, forKey: "schema")
        try container.encodeIfPresent(self.strict, forKey: "strict")
    }
}

nonisolated extension NullableMember where Owner == TextResponseFormatJsonSchema {
    public static var strict: Self { Self("strict") }
}
