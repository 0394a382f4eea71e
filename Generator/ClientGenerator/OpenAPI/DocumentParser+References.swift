/// The kinds of `components` entries, named as their `components` key.
enum ComponentKind: String {
    case schemas
    case responses
    case parameters
    case examples
    case requestBodies
    case headers
    case securitySchemes
    case links
    case callbacks
    case pathItems

    /// "a parameter", for messages.
    var singular: String {
        switch self {
        case .schemas: "a schema"
        case .responses: "a response"
        case .parameters: "a parameter"
        case .examples: "an example"
        case .requestBodies: "a request body"
        case .headers: "a header"
        case .securitySchemes: "a security scheme"
        case .links: "a link"
        case .callbacks: "a callback"
        case .pathItems: "a path item"
        }
    }

    /// The object kind of one entry, for messages.
    var objectKind: ObjectKind {
        switch self {
        case .schemas: .schema
        case .responses: .response
        case .parameters: .parameter
        case .examples: .example
        case .requestBodies: .requestBody
        case .headers: .header
        case .securitySchemes: .securityScheme
        case .links, .callbacks: .components
        case .pathItems: .pathItem
        }
    }

    /// "a parameter" for `parameters`, or the token itself quoted for unknown kinds.
    static func singular(of token: String) -> String {
        ComponentKind(rawValue: token)?.singular ?? "a '\(token)' entry"
    }
}

/// A value that a `$ref` can be resolved to inline, taking the name of the referenced
/// component and the `summary`/`description` that OpenAPI 3.1 lets a reference override.
protocol InlineComponent {
    mutating func adopt(referenceName: String?, summary: String?, description: String?)
}

extension DocumentParser {
    /// Reads an object that may be a `$ref` to a component of `kind`: follows the reference
    /// (through chains), parses each target location once, and returns the value with the
    /// referenced component's name.
    func resolvedObject<Value: InlineComponent>(
        _ node: DocumentNode,
        _ cursor: Cursor,
        kind: ComponentKind,
        cache: ReferenceWritableKeyPath<DocumentParser, [Cursor: Value]>?,
        parse: (DocumentNode, Cursor) -> Value?
    ) -> Value? {
        guard case .object(let members) = node.value, let reference = members.first(where: { $0.key == "$ref" }) else {
            return parse(node, cursor)
        }
        let referenceCursor = cursor.appending("$ref")
        guard case .string(let text) = reference.value.value else {
            error("malformed reference: '$ref' must be a string, found \(reference.value.kindName)", at: reference.value, referenceCursor)
            return nil
        }
        let target: ReferenceResolver.Target
        do {
            target = try resolver.resolve(text, from: cursor.file)
        } catch {
            append(error.fileDiagnostics)
            self.error(error.message, at: reference.value, referenceCursor)
            return nil
        }
        let tokens = target.cursor.pointer.tokens
        var referenceName: String?
        if tokens.first == "components" {
            if tokens.count >= 2, tokens[1] != kind.rawValue {
                error("'\(text)' refers to \(ComponentKind.singular(of: tokens[1])) where \(kind.singular) is expected", at: reference.value, referenceCursor)
                return nil
            }
            if tokens.count < 3 {
                error("'\(text)' refers to the whole components map; name one entry, e.g. '#/components/\(kind.rawValue)/Name'", at: reference.value, referenceCursor)
                return nil
            }
            if tokens.count == 3 {
                referenceName = tokens[2]
            }
        }

        var value: Value
        if let cache, let cached = self[keyPath: cache][target.cursor] {
            value = cached
        } else {
            if failedTargets.contains(target.cursor) { return nil }
            guard !resolving.contains(target.cursor) else {
                error("reference cycle: following '\(text)' leads back to this reference", at: reference.value, referenceCursor)
                return nil
            }
            resolving.insert(target.cursor)
            let parsed = resolvedObject(target.node, target.cursor, kind: kind, cache: cache, parse: parse)
            resolving.remove(target.cursor)
            guard let parsed else {
                failedTargets.insert(target.cursor)
                return nil
            }
            if let cache {
                self[keyPath: cache][target.cursor] = parsed
            }
            value = parsed
        }

        var summary: String?
        var description: String?
        for member in members where member.key != "$ref" {
            let field = Field(member: member, parent: cursor)
            switch member.key {
            case "summary": summary = string(field, kind.objectKind)
            case "description": description = string(field, kind.objectKind)
            default:
                guard !member.key.hasPrefix("x-") else { continue }
                report(.warning, "'\(member.key)' next to '$ref' is ignored; a reference to \(kind.singular) may only override 'summary' and 'description'", at: member.keyPosition, field.cursor)
            }
        }
        value.adopt(referenceName: referenceName, summary: summary, description: description)
        return value
    }
}

extension Parameter: InlineComponent {
    mutating func adopt(referenceName: String?, summary: String?, description: String?) {
        if let referenceName { self.referenceName = referenceName }
        if let description { self.description = description }
    }
}

extension RequestBody: InlineComponent {
    mutating func adopt(referenceName: String?, summary: String?, description: String?) {
        if let referenceName { self.referenceName = referenceName }
        if let description { self.description = description }
    }
}

extension Response: InlineComponent {
    mutating func adopt(referenceName: String?, summary: String?, description: String?) {
        if let referenceName { self.referenceName = referenceName }
        if let description { self.description = description }
    }
}

extension Header: InlineComponent {
    mutating func adopt(referenceName: String?, summary: String?, description: String?) {
        if let referenceName { self.referenceName = referenceName }
        if let description { self.description = description }
    }
}

extension Example: InlineComponent {
    mutating func adopt(referenceName: String?, summary: String?, description: String?) {
        if let referenceName { self.referenceName = referenceName }
        if let summary { self.summary = summary }
        if let description { self.description = description }
    }
}

extension SecurityScheme: InlineComponent {
    mutating func adopt(referenceName: String?, summary: String?, description: String?) {
        if let referenceName { self.referenceName = referenceName }
        if let description { self.description = description }
    }
}

extension PathItem: InlineComponent {
    mutating func adopt(referenceName: String?, summary: String?, description: String?) {
        if let summary { self.summary = summary }
        if let description { self.description = description }
    }
}
