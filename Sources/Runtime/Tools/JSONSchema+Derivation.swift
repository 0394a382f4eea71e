import Foundation

extension JSONSchema {
    /// The schema of the JSON that `type` decodes from, derived by decoding it once through a
    /// decoder that records what it asks for: no macros, nothing to write beside the type.
    ///
    /// ```swift
    /// struct Weather: Decodable {
    ///     enum Unit: String, Decodable, CaseIterable { case celsius, fahrenheit }
    ///     var city: String
    ///     var temperature: Double
    ///     var unit: Unit
    ///     var alerts: [String]?
    /// }
    /// let schema = try JSONSchema(for: Weather.self)
    /// ```
    ///
    /// In OpenAI's strict subset: every member is required and objects take no other members;
    /// an optional member (`decodeIfPresent`, as `Codable` writes `var x: T?`) is `anyOf` its
    /// type and `null`. Nested types, arrays and sets (`items`), string dictionaries (an object
    /// whose `additionalProperties` is the values' schema, outside strict mode: see
    /// ``isStrict``), enums that are `CaseIterable` with `String` or integer raw values
    /// (`enum`), `Date` (`format: date-time`, decoded as ISO 8601 by the clients), `URL`
    /// (`format: uri`), `UUID` and `Decimal` are known; a type that contains itself is
    /// written once under `$defs` (the root as `#`) and referred to with `$ref`. Add
    /// descriptions and constraints with ``JSONSchemaDescribed``.
    ///
    /// Derivation never guesses. A type is decoded twice, with its optional values present
    /// and absent, and must ask for the same members both times; a type whose `init(from:)`
    /// branches, reads whichever keys arrive (an enum with associated values), checks values,
    /// or holds `JSONValue` fails with ``JSONSchemaDerivationError`` naming the member.
    /// Results are cached per type (thread-safe).
    public init<T: Decodable>(for type: T.Type) throws {
        self = try SchemaCache.shared.schema(for: type)
    }

    /// Derives without the cache (the cache calls this once per type).
    static func derive(_ type: any Decodable.Type) throws -> JSONSchema {
        let deriver = SchemaDeriver(root: type)
        var schema = try deriver.derive(type, member: nil).schema
        if let failure = deriver.failure { throw failure }
        schema.definitions = deriver.definitions
        return schema
    }

    /// `type`'s name as a structured output's or tool's name: letters, digits, `_` and `-`,
    /// at most 64 characters (`Page<Item>` → `Page_Item`).
    public static func name(of type: Any.Type) -> String {
        let name = String(String(describing: type).map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "_" })
        let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "_"))
        return String((trimmed.isEmpty ? "output" : trimmed).prefix(64))
    }

    /// This schema when it is an object (what tools and structured outputs take at the top),
    /// else the error that says to wrap `type` in a struct.
    public func requiringObject(for type: Any.Type) throws -> JSONSchema {
        guard isObject else {
            throw JSONSchemaDerivationError(
                rootType: String(describing: type), memberPath: "", memberType: String(describing: type),
                reason: "is \(kindName), but tools and structured outputs take an object at the top: wrap it in a struct")
        }
        return self
    }
}

/// Derived schemas by type, shared by every thread.
final class SchemaCache: @unchecked Sendable {
    static let shared = SchemaCache()

    private let lock = NSLock()
    private var schemas: [ObjectIdentifier: Result<JSONSchema, JSONSchemaDerivationError>] = [:]

    func schema(for type: any Decodable.Type) throws -> JSONSchema {
        let id = ObjectIdentifier(type)
        if let known = lock.withLock({ schemas[id] }) { return try known.get() }
        let result: Result<JSONSchema, JSONSchemaDerivationError>
        do {
            result = .success(try JSONSchema.derive(type))
        } catch let error as JSONSchemaDerivationError {
            result = .failure(error)
        }
        lock.withLock { schemas[id] = result }
        return try result.get()
    }
}
