extension DocumentParser {
    func parseParameter(_ node: DocumentNode, _ cursor: Cursor) -> Parameter? {
        guard let members = object(node, cursor, .parameter) else { return nil }
        var name: String?
        var location: ParameterLocation?
        var hasIn = false
        var parameter = Parameter(name: "", location: .query)
        var required: Bool?
        for member in members {
            let field = Field(member: member, parent: cursor)
            switch member.key {
            case "name": name = string(field, .parameter)
            case "in":
                hasIn = true
                location = parameterLocation(field, .parameter)
            case "description": parameter.description = string(field, .parameter)
            case "required": required = bool(field, .parameter)
            case "deprecated": parameter.deprecated = bool(field, .parameter) ?? false
            case "allowEmptyValue": parameter.allowEmptyValue = bool(field, .parameter)
            case "style": parameter.style = parameterStyle(field, .parameter)
            case "explode": parameter.explode = bool(field, .parameter)
            case "allowReserved": parameter.allowReserved = bool(field, .parameter)
            case "schema": parameter.schema = parseSchema(member.value, field.cursor)
            case "content": parameter.content = parseContent(field, .parameter)
            case "example": parameter.example = member.value
            case "examples": parameter.examples = parseExamples(field, .parameter)
            default: other(field, .parameter, extensions: &parameter.extensions)
            }
        }
        guard let name else {
            if !members.contains(where: { $0.key == "name" }) {
                error("parameter has no 'name'", at: node, cursor)
            }
            return nil
        }
        guard let location else {
            if !hasIn {
                error("parameter '\(name)' has no 'in' (path, query, header or cookie)", at: node, cursor)
            }
            return nil
        }
        parameter.name = name
        parameter.location = location
        parameter.required = required ?? (location == .path)
        if location == .path && required != true {
            warning("path parameter '\(name)' must have 'required: true'", at: node, cursor)
        }
        if parameter.schema == nil && parameter.content == nil {
            warning("parameter '\(name)' has neither 'schema' nor 'content'", at: node, cursor)
        }
        return parameter
    }

    func parseHeader(_ node: DocumentNode, _ cursor: Cursor) -> Header? {
        guard let members = object(node, cursor, .header) else { return nil }
        var header = Header(name: cursor.pointer.last ?? "")
        for member in members {
            let field = Field(member: member, parent: cursor)
            switch member.key {
            case "description": header.description = string(field, .header)
            case "required": header.required = bool(field, .header) ?? false
            case "deprecated": header.deprecated = bool(field, .header) ?? false
            case "style": header.style = parameterStyle(field, .header)
            case "explode": header.explode = bool(field, .header)
            case "schema": header.schema = parseSchema(member.value, field.cursor)
            case "content": header.content = parseContent(field, .header)
            case "example": header.example = member.value
            // Not modelled: a header's examples and serialization flags are documentation only.
            case "examples", "allowEmptyValue", "allowReserved": continue
            case "name", "in":
                report(.warning, "'\(member.key)' in header is ignored: a header's name is its key and it is always in the header", at: member.keyPosition, field.cursor)
            default: other(field, .header, extensions: &header.extensions)
            }
        }
        return header
    }

    /// A `headers` map of a response or encoding; each header takes its key as name.
    func parseHeaders(_ field: Field, _ kind: ObjectKind) -> [Header] {
        guard let members = map(field, kind) else { return [] }
        var headers: [Header] = []
        for member in members {
            let cursor = field.cursor.appending(member.key)
            if var header = resolvedObject(member.value, cursor, kind: .headers, cache: \.headerCache, parse: parseHeader) {
                header.name = member.key
                headers.append(header)
            }
        }
        return headers
    }

    func parameterLocation(_ field: Field, _ kind: ObjectKind) -> ParameterLocation? {
        guard let text = string(field, kind) else { return nil }
        if let location = ParameterLocation(rawValue: text) { return location }
        error("unknown parameter location '\(text)'; expected path, query, header or cookie", at: field.node, field.cursor)
        return nil
    }

    func parameterStyle(_ field: Field, _ kind: ObjectKind) -> ParameterStyle? {
        guard let text = string(field, kind) else { return nil }
        if let style = ParameterStyle(rawValue: text) { return style }
        let known = ParameterStyle.allCases.map(\.rawValue).joined(separator: ", ")
        error("unknown style '\(text)'; expected one of \(known)", at: field.node, field.cursor)
        return nil
    }
}
