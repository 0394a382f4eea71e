extension JSONSchema {
    /// Whose subset of JSON Schema to render: the keywords and string formats each provider's
    /// strict mode takes differ.
    public struct Dialect: Sendable, Hashable {
        /// The `format` values accepted.
        let formats: Set<String>
        /// Keywords beyond types, members, items and `enum` that are accepted.
        let keywords: Set<String>
        /// The largest `minItems` accepted.
        let largestMinItems: Int

        /// OpenAI's structured outputs and strict function calling (formats: `date-time`,
        /// `time`, `date`, `duration`, `email`, `hostname`, `ipv4`, `ipv6`, `uuid`; `pattern`;
        /// `minimum`, `maximum`, their exclusive forms and `multipleOf`; `minItems`, `maxItems`).
        public static let openAI = Dialect(
            formats: ["date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"],
            keywords: ["format", "pattern", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minItems", "maxItems"],
            largestMinItems: .max)

        /// Claude's structured outputs and strict tools (OpenAI's formats and `uri`; `pattern`;
        /// `minItems` of 0 or 1; no numeric constraints).
        public static let anthropic = Dialect(
            formats: Dialect.openAI.formats.union(["uri"]), keywords: ["format", "pattern", "minItems"], largestMinItems: 1)
    }

    /// The schema as JSON in OpenAI's strict subset (see the type's documentation).
    public var json: JSONValue { json(for: .openAI) }

    /// The schema as JSON for `dialect`. A keyword or format the dialect does not take (a
    /// `minimum` for Claude, the `uri` format for OpenAI) is not sent as a keyword: it is
    /// added to the description instead (`(minimum: 1)`), as the official SDKs do.
    public func json(for dialect: Dialect) -> JSONValue {
        var result = rendered(dialect)
        if !definitions.isEmpty, case .object(var members) = result {
            var definitions: [String: JSONValue] = [:]
            for definition in self.definitions { definitions[definition.name] = definition.schema.json(for: dialect) }
            members["$defs"] = .object(definitions)
            result = .object(members)
        }
        return result
    }

    private func rendered(_ dialect: Dialect) -> JSONValue {
        if case .verbatim(let json) = kind { return json }
        var result: [String: JSONValue] = [:]
        func typed(_ name: String) {
            result["type"] = nullable ? [.string(name), "null"] : .string(name)
        }
        switch kind {
        case .string: typed("string")
        case .integer: typed("integer")
        case .number: typed("number")
        case .boolean: typed("boolean")
        case .null: result["type"] = "null"
        case .enumeration(let values):
            typed("string")
            result["enum"] = .array(values.map(JSONValue.string) + (nullable ? [.null] : []))
        case .integerEnumeration(let values):
            typed("integer")
            result["enum"] = .array(values.map(JSONValue.integer) + (nullable ? [.null] : []))
        case .array(let items):
            typed("array")
            result["items"] = items.json(for: dialect)
        case .object(let properties):
            typed("object")
            var members: [String: JSONValue] = [:]
            for property in properties { members[property.name] = property.schema.json(for: dialect) }
            result["properties"] = .object(members)
            result["required"] = .array(properties.map { .string($0.name) })
            result["additionalProperties"] = false
        case .dictionary(let values):
            typed("object")
            result["additionalProperties"] = values.json(for: dialect)
        case .anyOf(let schemas):
            result["anyOf"] = .array(schemas.map { $0.json(for: dialect) } + (nullable ? [["type": "null"]] : []))
        case .reference(let target):
            result["$ref"] = .string(target)
        case .verbatim:
            break
        }
        var moved: [String] = []
        for (keyword, value) in keywords.sorted(by: { $0.key < $1.key }) {
            if dialect.accepts(keyword, value) {
                result[keyword] = value
            } else {
                moved.append("\(keyword): \(value.stringValue ?? value.description)")
            }
        }
        let note = moved.isEmpty ? nil : "(" + moved.joined(separator: ", ") + ")"
        if let text = [description, note].compactMap({ $0 }).joined(separator: " ").nilIfEmpty {
            result["description"] = .string(text)
        }
        return .object(result)
    }
}

extension JSONSchema.Dialect {
    func accepts(_ keyword: String, _ value: JSONValue) -> Bool {
        guard keywords.contains(keyword) else { return false }
        switch keyword {
        case "format": return value.stringValue.map(formats.contains) ?? false
        case "minItems": return (value.intValue ?? .max) <= largestMinItems
        default: return true
        }
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}

// `JSONSchema` cannot be `CustomStringConvertible`: its `description` is the schema's own
// description (`String?`, shown to the model). `print` and string interpolation use
// `TextOutputStreamable` before `description` anyway, and `debugPrint`/`dump` read
// `debugDescription`, so both print JSON as `JSONValue` does.
extension JSONSchema: TextOutputStreamable, CustomDebugStringConvertible {
    /// Writes the schema as compact JSON with sorted keys, in OpenAI's dialect (what ``json``
    /// holds), so that `print(JSONSchema(for: Weather.self))` and `"\(schema)"` show JSON
    /// text, as for a `JSONValue`. For indented text: `schema.json.jsonString(pretty: true)`.
    public func write<Target: TextOutputStream>(to target: inout Target) {
        target.write(json.description)
    }

    /// The schema as compact JSON with sorted keys, as `print` shows it.
    public var debugDescription: String { json.description }
}
