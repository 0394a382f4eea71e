/// A small JSON value for a schema, derived from the spec alone: required members with
/// type-correct values, the first `enum` value, the `const`, the first non-null branch of a
/// union. The request tests decode it into the generated Swift type and send it, so it must be
/// valid for the schema, not realistic.
struct SampleValues {
    let shape: SchemaShape
    /// Deeper than this, objects and arrays are left empty (recursive schemas end).
    var maxDepth = 6

    /// The sample for `schema`. `allMembers` also fills optional members at the top level
    /// (query parameters, whose members must all show up in the request).
    func sample(_ schema: Schema, allMembers: Bool = false) -> SampleJSON {
        value(schema, depth: 0, allMembers: allMembers)
    }

    private func value(_ schema: Schema, depth: Int, allMembers: Bool = false) -> SampleJSON {
        let core = shape.strippingNull(shape.resolved(shape.strippingNull(schema).schema)).schema
        if let constant = core.const { return SampleJSON(constant) }
        if let first = core.enum?.first(where: { !$0.isNull }) { return SampleJSON(first) }
        if core.boolean == false { return .null }
        let branches = (core.oneOf ?? core.anyOf ?? []).filter { !SchemaShape.isNullSchema($0) }
        if let first = branches.first, core.properties.isEmpty {
            return value(first, depth: depth)
        }
        switch kind(core) {
        case .object: return object(core, depth: depth, allMembers: allMembers)
        case .array:
            // An array ends the recursion before the object in it would have to.
            guard depth + 1 < maxDepth, let items = core.items else { return .array([]) }
            return .array([value(items, depth: depth + 1)])
        case .string: return .string(string(core))
        case .integer: return .integer(Int(number(core, integer: true)))
        case .number: return .number(number(core, integer: false))
        case .boolean: return .bool(true)
        case .null: return .null
        case nil: return .object([])
        }
    }

    private func kind(_ schema: Schema) -> JSONKind? {
        if let types = schema.types?.filter({ $0 != .null }), let first = types.first {
            switch first {
            case .string: return .string
            case .integer: return .integer
            case .number: return .number
            case .boolean: return .boolean
            case .array: return .array
            case .object: return .object
            case .null: return .null
            }
        }
        if !shape.flattenedProperties(schema).properties.isEmpty || schema.additionalProperties != nil { return .object }
        if schema.items != nil { return .array }
        return shape.kind(schema)
    }

    private func object(_ schema: Schema, depth: Int, allMembers: Bool) -> SampleJSON {
        guard depth < maxDepth else { return .object([]) }
        let (properties, required) = shape.flattenedProperties(schema)
        let requiredNames = Set(required)
        var members: [(String, SampleJSON)] = []
        for property in properties where allMembers || requiredNames.contains(property.name) {
            members.append((property.name, value(property.schema, depth: depth + 1)))
        }
        if properties.isEmpty, case .schema(let additional)? = schema.additionalProperties {
            // A map (`metadata`): one entry, so that it shows up where it is sent.
            members.append(("key", value(additional, depth: depth + 1)))
        }
        return .object(members)
    }

    private func string(_ schema: Schema) -> String {
        var text: String
        switch schema.format {
        case "date-time": text = "2025-01-01T00:00:00Z"
        case "date": text = "2025-01-01"
        case "uri", "url": text = "https://example.com/sample"
        case "email": text = "sample@example.com"
        case "uuid": text = "00000000-0000-4000-8000-000000000000"
        default: text = "sample"
        }
        if let maxLength = schema.maxLength, text.count > maxLength { text = String(text.prefix(max(1, maxLength))) }
        return text
    }

    private func number(_ schema: Schema, integer: Bool) -> Double {
        var number = schema.minimum ?? 1
        if integer { number = number.rounded(.up) }
        if let maximum = schema.maximum, number > maximum { number = integer ? maximum.rounded(.down) : maximum }
        return number
    }
}

/// JSON as the samples write it: members in the order given, no whitespace.
enum SampleJSON: Hashable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([SampleJSON])
    case object([(String, SampleJSON)])

    init(_ node: DocumentNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let bool): self = .bool(bool)
        case .integer(let int): self = .integer(int)
        case .number(let double): self = .number(double)
        case .string(let string): self = .string(string)
        case .array(let elements): self = .array(elements.map(SampleJSON.init))
        case .object(let members): self = .object(members.map { ($0.key, SampleJSON($0.value)) })
        }
    }

    var text: String {
        switch self {
        case .null: "null"
        case .bool(let bool): bool ? "true" : "false"
        case .integer(let int): String(int)
        case .number(let double): double.rounded() == double && abs(double) < 1e15 ? String(Int(double)) : String(double)
        case .string(let string): Self.quoted(string)
        case .array(let elements): "[" + elements.map(\.text).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    static func == (lhs: SampleJSON, rhs: SampleJSON) -> Bool { lhs.text == rhs.text }

    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// A JSON string literal, escaped as the document writer escapes it.
    private static func quoted(_ string: String) -> String {
        var output = ""
        DocumentNode.writeJSONString(string, to: &output)
        return output
    }
}
