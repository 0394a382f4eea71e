// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A text content.
///
/// - Schema: `#/components/schemas/TextContent`
public struct TextContent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public var text: String

    public init(
        text: String
    ) {
        self.type = "text"
        self.text = text
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "text")
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.text, forKey: .text)
    }
}

/// An object specifying the format that the model must output.
///
/// Configuring `{ "type": "json_schema" }` enables Structured Outputs,
/// which ensures the model will match your supplied JSON schema. Learn more in the
/// [Structured Outputs guide](/docs/guides/structured-outputs).
///
/// The default format is `{ "type": "text" }` with no additional options.
///
/// **Not recommended for gpt-4o and newer models:**
///
/// Setting to `{ "type": "json_object" }` enables the older JSON mode, which
/// ensures the message the model generates is valid JSON. Using `json_schema`
/// is preferred for models that support it.
///
/// - Schema: `#/components/schemas/TextResponseFormatConfiguration`
public enum TextResponseFormatConfiguration: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `text`
    case text(ResponseFormatText)
    /// - `type`: `json_schema`
    case jsonSchema(TextResponseFormatJsonSchema)
    /// - `type`: `json_object`
    case jsonObject(ResponseFormatJsonObject)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "text": self = .text(try ResponseFormatText(from: decoder)); return
            case "json_schema": self = .jsonSchema(try TextResponseFormatJsonSchema(from: decoder)); return
            case "json_object": self = .jsonObject(try ResponseFormatJsonObject(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let value): try value.encode(to: encoder)
        case .jsonSchema(let value): try value.encode(to: encoder)
        case .jsonObject(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// JSON Schema response format. Used to generate structured JSON responses.
/// Learn more about [Structured Outputs](/docs/guides/structured-outputs).
///
/// - Schema: `#/components/schemas/TextResponseFormatJsonSchema`
public struct TextResponseFormatJsonSchema: Codable, Hashable, Sendable, EmptyDecodable {
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
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            schema: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case description
        case name
        case schema
        case strict
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "json_schema")
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.schema = try container.decodeRequired(ResponseFormatJsonSchemaSchema.self, forKey: .schema, in: decoder)
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.description, forKey: .description)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.schema, forKey: .schema)
        try container.encodeIfPresent(self.strict, forKey: .strict)
    }
}
