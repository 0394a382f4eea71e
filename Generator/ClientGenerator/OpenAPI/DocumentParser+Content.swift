extension DocumentParser {
    func parseRequestBody(_ node: DocumentNode, _ cursor: Cursor) -> RequestBody? {
        guard let members = object(node, cursor, .requestBody) else { return nil }
        var body = RequestBody()
        var hasContent = false
        for member in members {
            let field = Field(member: member, parent: cursor)
            switch member.key {
            case "description": body.description = string(field, .requestBody)
            case "required": body.required = bool(field, .requestBody) ?? false
            case "content":
                hasContent = true
                body.content = parseContent(field, .requestBody) ?? []
            default: other(field, .requestBody, extensions: &body.extensions)
            }
        }
        if !hasContent {
            warning("request body has no 'content'", at: node, cursor)
        }
        return body
    }

    /// An operation's `responses` map, in source order.
    func parseResponses(_ field: Field) -> [Response] {
        guard let members = map(field, .operation) else { return [] }
        var responses: [Response] = []
        for member in members {
            // Extensions of the map itself say nothing about one response.
            if member.key.hasPrefix("x-") { continue }
            let cursor = field.cursor.appending(member.key)
            guard let status = Response.Status(member.key) else {
                report(.error, "invalid response status '\(member.key)'; expected a code such as 200, a range such as 4XX, or 'default'", at: member.keyPosition, cursor)
                continue
            }
            if var response = resolvedObject(member.value, cursor, kind: .responses, cache: \.responseCache, parse: parseResponse) {
                response.status = status
                responses.append(response)
            }
        }
        return responses
    }

    /// One response; its status is set by the caller (`.default` until then).
    func parseResponse(_ node: DocumentNode, _ cursor: Cursor) -> Response? {
        guard let members = object(node, cursor, .response) else { return nil }
        var response = Response(status: .default)
        var hasDescription = false
        for member in members {
            let field = Field(member: member, parent: cursor)
            switch member.key {
            case "description":
                hasDescription = true
                response.description = string(field, .response) ?? ""
            case "headers": response.headers = parseHeaders(field, .response)
            case "content": response.content = parseContent(field, .response) ?? []
            case "links":
                if map(field, .response) != nil {
                    response.links = member.value
                }
            default: other(field, .response, extensions: &response.extensions)
            }
        }
        if !hasDescription {
            warning("response has no 'description' (required by OpenAPI)", at: node, cursor)
        }
        return response
    }

    /// A `content` map: media types in source order.
    func parseContent(_ field: Field, _ kind: ObjectKind) -> [MediaType]? {
        guard let members = map(field, kind) else { return nil }
        var content: [MediaType] = []
        content.reserveCapacity(members.count)
        for member in members {
            let cursor = field.cursor.appending(member.key)
            guard let entries = object(member.value, cursor, .mediaType) else { continue }
            var mediaType = MediaType(contentType: member.key)
            for entry in entries {
                let child = Field(member: entry, parent: cursor)
                switch entry.key {
                case "schema": mediaType.schema = parseSchema(entry.value, child.cursor)
                case "example": mediaType.example = entry.value
                case "examples": mediaType.examples = parseExamples(child, .mediaType)
                case "encoding": mediaType.encoding = parseEncoding(child)
                default: other(child, .mediaType, extensions: &mediaType.extensions)
                }
            }
            content.append(mediaType)
        }
        return content
    }

    private func parseEncoding(_ field: Field) -> [MediaType.Encoding] {
        guard let members = map(field, .mediaType) else { return [] }
        var encodings: [MediaType.Encoding] = []
        for member in members {
            let cursor = field.cursor.appending(member.key)
            guard let entries = object(member.value, cursor, .encoding) else { continue }
            var encoding = MediaType.Encoding(propertyName: member.key)
            for entry in entries {
                let child = Field(member: entry, parent: cursor)
                switch entry.key {
                case "contentType": encoding.contentType = string(child, .encoding)
                case "headers": encoding.headers = parseHeaders(child, .encoding)
                case "style": encoding.style = parameterStyle(child, .encoding)
                case "explode": encoding.explode = bool(child, .encoding)
                case "allowReserved": encoding.allowReserved = bool(child, .encoding)
                default: other(child, .encoding, extensions: &encoding.extensions)
                }
            }
            encodings.append(encoding)
        }
        return encodings
    }
}
