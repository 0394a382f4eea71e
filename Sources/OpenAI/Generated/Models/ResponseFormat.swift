// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JSON object response format. An older method of generating JSON responses.
/// Using `json_schema` is recommended for models that support it. Note that the
/// model will not generate JSON without a system or user message instructing it
/// to do so.
///
/// - Schema: `#/components/schemas/ResponseFormatJsonObject`
public struct ResponseFormatJsonObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of response format being defined. Always `json_object`.
    public var type: String

    public init() {
        self.type = "json_object"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "json_object")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// JSON Schema response format. Used to generate structured JSON responses.
/// Learn more about [Structured Outputs](/docs/guides/structured-outputs).
///
/// - Schema: `#/components/schemas/ResponseFormatJsonSchema`
public struct ResponseFormatJsonSchema: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of response format being defined. Always `json_schema`.
    public var type: String

    /// Structured Outputs configuration options, including a JSON Schema.
    public var jsonSchema: ResponseFormatJsonSchema.JsonSchema

    public init(
        jsonSchema: ResponseFormatJsonSchema.JsonSchema
    ) {
        self.type = "json_schema"
        self.jsonSchema = jsonSchema
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            jsonSchema: .emptyValue
        )
    }

    /// Structured Outputs configuration options, including a JSON Schema.
    public struct JsonSchema: Codable, Hashable, Sendable, EmptyDecodable {
        /// A description of what the response format is for, used by the model to
        /// determine how to respond in the format.
        public var description: String?

        /// The name of the response format. Must be a-z, A-Z, 0-9, or contain
        /// underscores and dashes, with a maximum length of 64.
        public var name: String

        public var schema: ResponseFormatJsonSchemaSchema?

        public var strict: Bool?

        public init(
            name: String,
            description: String? = nil,
            schema: ResponseFormatJsonSchemaSchema? = nil,
            strict: Bool? = nil
        ) {
            self.description = description
            self.name = name
            self.schema = schema
            self.strict = strict
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                name: .emptyValue
            )
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case description
            case name
            case schema
            case strict
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.description = try container.decodeIfPresent(String.self, forKey: .description)
            self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
            self.schema = try container.decodeIfPresent(ResponseFormatJsonSchemaSchema.self, forKey: .schema)
            self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.description, forKey: .description)
            try container.encode(self.name, forKey: .name)
            try container.encodeIfPresent(self.schema, forKey: .schema)
            try container.encodeIfPresent(self.strict, forKey: .strict)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case jsonSchema = "json_schema"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "json_schema")
        self.jsonSchema = try container.decodeRequired(ResponseFormatJsonSchema.JsonSchema.self, forKey: .jsonSchema, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.jsonSchema, forKey: .jsonSchema)
    }
}

/// The schema for the response format, described as a JSON Schema object.
/// Learn how to build JSON schemas [here](https://json-schema.org/).
///
/// - Schema: `#/components/schemas/ResponseFormatJsonSchemaSchema`
public typealias ResponseFormatJsonSchemaSchema = JSONValue

/// Default response format. Used to generate text responses.
///
/// - Schema: `#/components/schemas/ResponseFormatText`
public struct ResponseFormatText: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of response format being defined. Always `text`.
    public var type: String

    public init() {
        self.type = "text"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "text")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// A custom grammar for the model to follow when generating text.
/// Learn more in the [custom grammars guide](/docs/guides/custom-grammars).
///
/// - Schema: `#/components/schemas/ResponseFormatTextGrammar`
public struct ResponseFormatTextGrammar: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of response format being defined. Always `grammar`.
    public var type: String

    /// The custom grammar for the model to follow.
    public var grammar: String

    public init(
        grammar: String
    ) {
        self.type = "grammar"
        self.grammar = grammar
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            grammar: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case grammar
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "grammar")
        self.grammar = try container.decodeRequired(String.self, forKey: .grammar, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.grammar, forKey: .grammar)
    }
}

/// Configure the model to generate valid Python code. See the
/// [custom grammars guide](/docs/guides/custom-grammars) for more details.
///
/// - Schema: `#/components/schemas/ResponseFormatTextPython`
public struct ResponseFormatTextPython: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of response format being defined. Always `python`.
    public var type: String

    public init() {
        self.type = "python"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "python")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}
