/// A JSON schema written in Swift, for tool parameters and structured outputs:
///
/// ```swift
/// let weather: JSONSchema = .object([
///     "city": .string("The city, e.g. Paris"),
///     "unit": .enumeration(["celsius", "fahrenheit"]),
///     "days": .integer().orNull,
/// ])
/// ```
///
/// `json` renders the strict subset OpenAI's structured outputs accept: every object lists all
/// its properties as required and sets `additionalProperties: false`; a member that may be
/// absent is written `.orNull` (a `null` type beside its own). Anthropic's tools accept the same.
public struct JSONSchema: Hashable, Sendable {
    /// One member of an object schema, in the order written.
    public struct Property: Hashable, Sendable {
        public var name: String
        public var schema: JSONSchema
    }

    indirect enum Kind: Hashable, Sendable {
        case string
        case integer
        case number
        case boolean
        case enumeration([String])
        case array(JSONSchema)
        case object([Property])
        case anyOf([JSONSchema])
    }

    let kind: Kind
    /// What the value means, shown to the model.
    public var description: String?
    /// Whether `null` is also accepted (`.orNull`).
    public var nullable = false

    init(_ kind: Kind, description: String?) {
        self.kind = kind
        self.description = description
    }

    /// A string.
    public static func string(_ description: String? = nil) -> JSONSchema { JSONSchema(.string, description: description) }
    /// An integer.
    public static func integer(_ description: String? = nil) -> JSONSchema { JSONSchema(.integer, description: description) }
    /// A number.
    public static func number(_ description: String? = nil) -> JSONSchema { JSONSchema(.number, description: description) }
    /// `true` or `false`.
    public static func boolean(_ description: String? = nil) -> JSONSchema { JSONSchema(.boolean, description: description) }
    /// One of the listed strings.
    public static func enumeration(_ values: [String], description: String? = nil) -> JSONSchema {
        JSONSchema(.enumeration(values), description: description)
    }
    /// An array whose elements all match `items`.
    public static func array(_ items: JSONSchema, description: String? = nil) -> JSONSchema {
        JSONSchema(.array(items), description: description)
    }
    /// An object with these members, all required, and no others.
    public static func object(_ properties: KeyValuePairs<String, JSONSchema>, description: String? = nil) -> JSONSchema {
        JSONSchema(.object(properties.map { Property(name: $0.key, schema: $0.value) }), description: description)
    }
    /// A value that matches any of `schemas`.
    public static func anyOf(_ schemas: [JSONSchema], description: String? = nil) -> JSONSchema {
        JSONSchema(.anyOf(schemas), description: description)
    }

    /// The same schema that also accepts `null`: how strict mode writes an optional member.
    public var orNull: JSONSchema {
        var copy = self
        copy.nullable = true
        return copy
    }

    /// The members of an object schema, in order; empty for other schemas.
    public var properties: [Property] {
        if case .object(let properties) = kind { return properties }
        return []
    }

    /// The schema as JSON, in the strict subset (see the type's documentation).
    public var json: JSONValue {
        var result: [String: JSONValue] = [:]
        func typed(_ name: String) {
            result["type"] = nullable ? [.string(name), "null"] : .string(name)
        }
        switch kind {
        case .string: typed("string")
        case .integer: typed("integer")
        case .number: typed("number")
        case .boolean: typed("boolean")
        case .enumeration(let values):
            typed("string")
            result["enum"] = .array(values.map(JSONValue.string) + (nullable ? [.null] : []))
        case .array(let items):
            typed("array")
            result["items"] = items.json
        case .object(let properties):
            typed("object")
            var members: [String: JSONValue] = [:]
            for property in properties { members[property.name] = property.schema.json }
            result["properties"] = .object(members)
            result["required"] = .array(properties.map { .string($0.name) })
            result["additionalProperties"] = false
        case .anyOf(let schemas):
            result["anyOf"] = .array(schemas.map(\.json) + (nullable ? [["type": "null"]] : []))
        }
        if let description { result["description"] = .string(description) }
        return .object(result)
    }
}
