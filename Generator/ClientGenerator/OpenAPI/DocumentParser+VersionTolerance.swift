/// Keywords written as the *other* OpenAPI version (or an older JSON Schema draft) spells them.
/// The generator reads them the way the author evidently meant and warns where that reading
/// differs from what the document's own version defines (see "Tolerated mistakes" in
/// docs/own-spec.md). Each kind is reported once, at the first place read, with how many more places
/// use it: the official OpenAI and Anthropic specs write `nullable` in 3.1 over a hundred times.
struct ToleratedSpelling {
    var message: String
    var position: SourcePosition
    var cursor: Cursor
    var count: Int
}

extension DocumentParser {
    /// Schema keywords that only annotate (documentation, samples, access): beside a `$ref`
    /// they change nothing about the type, in either version.
    static let annotationKeywords: Set<String> = [
        "description", "title", "summary", "example", "examples", "default", "deprecated",
        "readOnly", "writeOnly", "externalDocs", "xml", "$comment",
    ]

    /// Type names from programming languages, read as the JSON Schema type they mean.
    static let typeAliases: [String: JSONType] = [
        "bool": .boolean, "int": .integer, "long": .integer, "str": .string,
        "float": .number, "double": .number, "decimal": .number,
        "dict": .object, "map": .object, "list": .array,
    ]

    /// Notes one place of a tolerated spelling of `kind` (reported by `reportToleratedSpellings`).
    func tolerated(_ kind: String, _ message: String, at node: DocumentNode, _ cursor: Cursor) {
        if toleratedSpellings[kind] != nil {
            toleratedSpellings[kind]?.count += 1
        } else {
            toleratedSpellings[kind] = ToleratedSpelling(message: message, position: node.position, cursor: cursor, count: 1)
        }
    }

    /// One warning per kind, at its first place.
    func reportToleratedSpellings() {
        for kind in toleratedSpellings.keys.sorted() {
            guard let spelling = toleratedSpellings[kind] else { continue }
            let more = spelling.count - 1
            let places = more > 0 ? " (and \(more) more \(more == 1 ? "place" : "places"))" : ""
            report(.warning, spelling.message + places, at: spelling.position, spelling.cursor)
        }
        toleratedSpellings = [:]
    }

    /// `nullable: true` in a 3.1 document, where it is no keyword (3.1 writes `type: [T, "null"]`).
    func checkNullable(_ field: Field) {
        guard !isOpenAPI30, case .bool(true) = field.node.value else { return }
        tolerated("nullable", "'nullable' is an OpenAPI 3.0 keyword; a 3.1 document writes type: [T, \"null\"]; read as in 3.0 (the value may be null)", at: field.node, field.cursor)
    }

    /// `exclusiveMinimum`/`exclusiveMaximum` as a boolean in 3.1 or as a number in 3.0.
    func checkExclusiveBound(_ field: Field) {
        switch field.node.value {
        case .bool where !isOpenAPI30:
            tolerated("exclusive-bool", "'\(field.key)' is a boolean, as in OpenAPI 3.0; in a 3.1 document it is the bound itself (\(field.key): N); read as in 3.0", at: field.node, field.cursor)
        case .integer, .number:
            if isOpenAPI30 {
                tolerated("exclusive-number", "'\(field.key)' is a number, as in OpenAPI 3.1; in a 3.0 document it is a boolean beside '\(field.key == "exclusiveMinimum" ? "minimum" : "maximum")'; read as in 3.1", at: field.node, field.cursor)
            }
        default:
            break
        }
    }

    /// Keywords beside a `$ref` that change the type, in a 3.0 document (which says to
    /// ignore a reference's siblings; 3.1 applies them together with the target).
    func checkReferenceSiblings(_ members: [DocumentNode.Member], _ cursor: Cursor) {
        guard isOpenAPI30 else { return }
        let shaping = members.filter {
            $0.key != "$ref" && !$0.key.hasPrefix("x-") && !DocumentParser.annotationKeywords.contains($0.key)
        }
        guard let first = shaping.first else { return }
        let names = shaping.map(\.key).joined(separator: ", ")
        tolerated("ref-siblings", "'$ref' has sibling keywords (\(names)), which OpenAPI 3.0 ignores; read as in 3.1, together with the referenced schema", at: first.value, cursor.appending(first.key))
    }

    /// A type name that is not JSON Schema's but evidently means one (`bool`, `int`, `str`,
    /// `float`, or a JSON type in another case: `String`), or nil.
    func typeAlias(_ name: String, _ node: DocumentNode, _ cursor: Cursor) -> JSONType? {
        guard let type = JSONType(rawValue: name.lowercased()) ?? DocumentParser.typeAliases[name.lowercased()] else { return nil }
        tolerated("type-" + name, "unknown type '\(name)'; read as '\(type.rawValue)'", at: node, cursor)
        return type
    }

    /// `required: true` (or `false`) on a schema, as Swagger 2.0 parameters and JSON Schema
    /// draft 3 write it. On a member of `properties` it makes that member required; elsewhere
    /// it means nothing.
    func booleanRequired(_ field: Field) {
        tolerated("required-bool", "'required' is a boolean, as in Swagger 2.0 and JSON Schema draft 3; a schema lists its required members in an array ('required: [name]'); read so for a member of 'properties', ignored elsewhere", at: field.node, field.cursor)
    }

    /// Names in a `properties` map whose schema says `required: true` (see `booleanRequired`).
    static func membersMarkedRequired(_ members: [DocumentNode.Member]) -> [String] {
        guard let properties = members.first(where: { $0.key == "properties" }), case .object(let entries) = properties.value.value else { return [] }
        return entries.compactMap { entry in
            guard case .object(let keywords) = entry.value.value,
                  keywords.contains(where: { $0.key == "required" && $0.value.value == .bool(true) }) else { return nil }
            return entry.key
        }
    }
}
