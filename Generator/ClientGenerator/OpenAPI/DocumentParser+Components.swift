extension DocumentParser {
    /// Reads `components`: every entry is parsed (so that mistakes in unused ones are reported
    /// too), and the parsed parameters, responses… land in the caches `$ref`s use.
    func parseComponents(_ field: Field) -> Components {
        var components = Components()
        guard let members = map(field, .document) else { return components }
        // Security schemes first: `security` lists elsewhere are checked against their names.
        for member in members where member.key == "securitySchemes" {
            let child = Field(member: member, parent: field.cursor)
            components.securitySchemes = entries(child, kind: .securitySchemes, cache: \.securitySchemeCache, parse: parseSecurityScheme)
            securitySchemeNames = Set(components.securitySchemes.map(\.name))
        }
        for member in members {
            let child = Field(member: member, parent: field.cursor)
            switch member.key {
            case "securitySchemes":
                continue
            case "schemas":
                components.schemas = parseComponentSchemas(child)
            case "responses":
                components.responses = entries(child, kind: .responses, cache: \.responseCache, parse: parseResponse)
            case "parameters":
                components.parameters = entries(child, kind: .parameters, cache: \.parameterCache, parse: parseParameter)
            case "requestBodies":
                components.requestBodies = entries(child, kind: .requestBodies, cache: \.requestBodyCache, parse: parseRequestBody)
            case "headers":
                components.headers = entries(child, kind: .headers, cache: \.headerCache, parse: parseHeader).map { entry in
                    var header = entry.value
                    header.name = entry.name
                    return header
                }
            case "examples":
                components.examples = entries(child, kind: .examples, cache: \.exampleCache, parse: parseExample)
            case "links", "callbacks", "pathItems":
                if map(child, .components) != nil {
                    components.other[member.key] = member.value
                }
            default:
                other(child, .components, extensions: &components.extensions)
            }
        }
        return components
    }

    private func parseComponentSchemas(_ field: Field) -> [NamedSchema] {
        guard let members = map(field, .components) else { return [] }
        var schemas: [NamedSchema] = []
        schemas.reserveCapacity(members.count)
        for member in members {
            let cursor = field.cursor.appending(member.key)
            let reference = SchemaReference(file: nil, pointer: cursor.pointer)
            schemas.append(NamedSchema(name: member.key, reference: reference, schema: parseSchema(member.value, cursor)))
        }
        return schemas
    }

    /// The entries of one `components` map, each resolved and cached by its location.
    private func entries<Value: InlineComponent>(
        _ field: Field,
        kind: ComponentKind,
        cache: ReferenceWritableKeyPath<DocumentParser, [Cursor: Value]>,
        parse: (DocumentNode, Cursor) -> Value?
    ) -> [Named<Value>] {
        guard let members = map(field, .components) else { return [] }
        var entries: [Named<Value>] = []
        for member in members {
            let cursor = field.cursor.appending(member.key)
            let value: Value?
            if let cached = self[keyPath: cache][cursor] {
                value = cached
            } else {
                value = resolvedObject(member.value, cursor, kind: kind, cache: cache, parse: parse)
                if let value {
                    self[keyPath: cache][cursor] = value
                }
            }
            if let value {
                entries.append(Named(name: member.key, value: value))
            }
        }
        return entries
    }

    func parseSecurityScheme(_ node: DocumentNode, _ cursor: Cursor) -> SecurityScheme? {
        guard let members = object(node, cursor, .securityScheme) else { return nil }
        var scheme = SecurityScheme(type: "")
        var hasType = false
        for member in members {
            let field = Field(member: member, parent: cursor)
            switch member.key {
            case "type":
                hasType = true
                scheme.type = string(field, .securityScheme) ?? ""
                if !["apiKey", "http", "mutualTLS", "oauth2", "openIdConnect"].contains(scheme.type), !scheme.type.isEmpty {
                    error("unknown security scheme type '\(scheme.type)'; expected apiKey, http, mutualTLS, oauth2 or openIdConnect", at: member.value, field.cursor)
                }
            case "description": scheme.description = string(field, .securityScheme)
            case "name": scheme.name = string(field, .securityScheme)
            case "in": scheme.location = parameterLocation(field, .securityScheme)
            case "scheme": scheme.scheme = string(field, .securityScheme)
            case "bearerFormat": scheme.bearerFormat = string(field, .securityScheme)
            case "flows": scheme.flows = member.value
            case "openIdConnectUrl": scheme.openIdConnectURL = string(field, .securityScheme)
            default: other(field, .securityScheme, extensions: &scheme.extensions)
            }
        }
        if !hasType {
            error("security scheme has no 'type'", at: node, cursor)
        }
        return scheme
    }

    func parseExample(_ node: DocumentNode, _ cursor: Cursor) -> Example? {
        guard let members = object(node, cursor, .example) else { return nil }
        var example = Example()
        for member in members {
            let field = Field(member: member, parent: cursor)
            switch member.key {
            case "summary": example.summary = string(field, .example)
            case "description": example.description = string(field, .example)
            case "value": example.value = member.value
            case "externalValue": example.externalValue = string(field, .example)
            default: other(field, .example, extensions: &example.extensions)
            }
        }
        return example
    }

    /// An `examples` map of a parameter, header or media type.
    func parseExamples(_ field: Field, _ kind: ObjectKind) -> [Named<Example>] {
        guard let members = map(field, kind) else { return [] }
        var examples: [Named<Example>] = []
        for member in members {
            let cursor = field.cursor.appending(member.key)
            if let example = resolvedObject(member.value, cursor, kind: .examples, cache: \.exampleCache, parse: parseExample) {
                examples.append(Named(name: member.key, value: example))
            }
        }
        return examples
    }
}
