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
/// or derived from the Swift type the answer decodes into, with `JSONSchema(for: Weather.self)`
/// (see `JSONSchema(for:)`), so that the schema and the type cannot drift apart.
///
/// `json` renders the strict subset OpenAI's structured outputs accept: every object lists all
/// its properties as required and sets `additionalProperties: false`; a member that may be
/// absent is written `.orNull` (a `null` type beside its own). Anthropic's tools accept the same;
/// `json(for: .anthropic)` moves what Claude's structured outputs do not take into descriptions.
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
        case null
        case enumeration([String])
        case integerEnumeration([Int])
        case array(JSONSchema)
        case object([Property])
        /// An object whose member names are free; every value matches the schema.
        case dictionary(JSONSchema)
        case anyOf([JSONSchema])
        /// `{"$ref": …}`: `#` (the root) or `#/$defs/<name>`.
        case reference(String)
        /// A schema given as JSON (an MCP server's tool), sent as it is.
        case verbatim(JSONValue)
    }

    let kind: Kind
    /// What the value means, shown to the model.
    public var description: String?
    /// Whether `null` is also accepted (`.orNull`).
    public var nullable = false
    /// Further keywords (`format`, `minimum`, `pattern`, …), from `Annotation`s.
    var keywords: [String: JSONValue] = [:]
    /// `$defs` of a root schema: the types that contain themselves, referred to by `reference`.
    var definitions: [Property] = []

    init(_ kind: Kind, description: String? = nil) {
        self.kind = kind
        self.description = description
    }

    /// A schema written as JSON by someone else (an MCP server's `inputSchema`, an OpenAPI
    /// operation's body), sent unchanged to every provider. Strict mode does not take it:
    /// ``isStrict`` is false, so tools built on it are sent with `strict: false`.
    public static func verbatim(_ json: JSONValue) -> JSONSchema { JSONSchema(.verbatim(json)) }

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
    /// An object with any member names, whose values all match `values` (a Swift
    /// `[String: Value]`). Strict mode does not take it: see ``isStrict``.
    public static func dictionary(_ values: JSONSchema, description: String? = nil) -> JSONSchema {
        JSONSchema(.dictionary(values), description: description)
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

    /// Whether the schema is an object with named members (what tools and structured outputs
    /// take at the top).
    public var isObject: Bool {
        if case .object = kind { return true }
        return false
    }

    /// Whether strict mode (OpenAI's `strict: true`, Claude's structured outputs) accepts the
    /// schema: false when it holds a ``dictionary(_:description:)``, whose member names are not
    /// listed. The clients send such a schema with `strict: false` to OpenAI; see
    /// ``nonStrictMember``.
    public var isStrict: Bool { nonStrictMember == nil }

    /// Where strict mode stops: the path of the first dictionary (`scores`, `days[].tags`,
    /// `""` for the schema itself), or nil when strict mode takes the whole schema.
    public var nonStrictMember: String? {
        func find(_ schema: JSONSchema, _ path: String) -> String? {
            switch schema.kind {
            case .dictionary, .verbatim: return path
            case .array(let items): return find(items, path + "[]")
            case .object(let properties):
                for property in properties {
                    if let found = find(property.schema, path.isEmpty ? property.name : path + "." + property.name) { return found }
                }
                return nil
            case .anyOf(let schemas): return schemas.lazy.compactMap { find($0, path) }.first
            default: return nil
            }
        }
        return find(self, "") ?? definitions.lazy.compactMap { find($0.schema, "$defs." + $0.name) }.first
    }
}
