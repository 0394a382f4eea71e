extension EndpointTranslator {
    mutating func endpoint(_ operation: Operation, item: PathItem) -> EndpointDecl {
        let operationID = operation.operationID ?? "\(operation.method.rawValue) \(item.path)"
        let typePrefix = SwiftNames.type(operationID)
        var (resource, method) = naming(operation, item: item)
        if let override = options.names[operationID] {
            let parts = override.split(separator: ".").map(String.init)
            if let last = parts.last {
                resource = Array(parts.dropLast())
                method = last
            }
        }
        var parameters: [EndpointDecl.Parameter] = []
        var fixedHeaders: [PathItem.QueryItem] = []
        var joinedHeaders = sdkJoinedHeaders(operation)
        for parameter in operation.parameters where parameter.location != .cookie {
            let joins = parameter.location == .header && options.joinedHeaders.contains(parameter.name.lowercased())
            let schema = parameter.schema ?? parameter.content?.first?.schema ?? Schema()
            if joins, parameter.required, let value = Self.onlyValue(of: schema),
               !joinedHeaders.contains(where: { $0.name.lowercased() == parameter.name.lowercased() }) {
                joinedHeaders.append(PathItem.QueryItem(name: parameter.name, value: value))
                continue
            }
            if parameter.location == .header, options.clientHeaders.contains(parameter.name.lowercased()) { continue }
            if parameter.location == .header, parameter.required, let value = Self.onlyValue(of: schema) {
                fixedHeaders.append(PathItem.QueryItem(name: parameter.name, value: value))
                continue
            }
            var type: TypeRef
            if parameter.location == .path {
                type = .string
            } else {
                type = inlineType(schema, name: typePrefix + SwiftNames.type(parameter.name)).type
            }
            if case .jsonValue = type, parameter.location == .header { type = .string }
            parameters.append(EndpointDecl.Parameter(
                name: parameter.name,
                swiftName: SwiftNames.member(parameter.name.hasSuffix("[]") ? String(parameter.name.dropLast(2)) : parameter.name),
                location: parameter.location,
                type: type,
                required: parameter.required || parameter.location == .path,
                deepObject: parameter.effectiveStyle == .deepObject,
                arrayStyle: arrayStyle(parameter, operationID: operationID),
                doc: parameter.description))
        }
        let swiftNames = SwiftNames.uniqued(["options", "body"] + parameters.map(\.swiftName)).dropFirst(2)
        for (index, name) in swiftNames.enumerated() {
            parameters[index].swiftName = name
        }

        var body: EndpointDecl.Body?
        if let content = operation.requestBody?.content.first {
            let contentType = content.contentType.lowercased()
            if contentType.hasPrefix("application/json") || contentType.hasSuffix("+json") {
                body = .json(inlineType(content.schema ?? Schema(), name: typePrefix + "Request").type)
            } else if contentType.hasPrefix("multipart/form-data") {
                models.multipartPartTypes = ModelTranslator.partContentTypes(content)
                body = .multipart(inlineType(content.schema ?? Schema(), name: typePrefix + "Request", multipart: true).type)
                models.multipartPartTypes = [:]
            } else {
                body = .raw(contentType: content.contentType)
            }
        }

        let response = successResponse(operation)
        var result: EndpointDecl.Result = .empty
        var streamEvent: TypeRef?
        if let response {
            for media in response.content where media.contentType.lowercased().hasPrefix("text/event-stream") {
                if let schema = media.schema {
                    streamEvent = inlineType(schema, name: typePrefix + "StreamEvent").type
                }
            }
            // The first listed content type is the one the operation answers with by default
            // (`video/mp4` before a JSON alternative is a download, not JSON).
            let primary = response.content.first { !$0.contentType.lowercased().hasPrefix("text/event-stream") }
            let primaryType = primary?.contentType.lowercased() ?? ""
            let answersText = response.content.contains { $0.contentType.lowercased().hasPrefix("text/") && !$0.contentType.lowercased().hasPrefix("text/event-stream") }
            if let primary, primaryType.hasPrefix("application/json") || primaryType.hasSuffix("+json") {
                let type = inlineType(primary.schema ?? Schema(), name: typePrefix + "Response").type
                // JSON or, for some request values, plain text: the reply's content type decides.
                result = answersText ? .jsonOrText(type) : .json(type)
            } else if let primary, Self.isJSONLines(primaryType) {
                result = .jsonLines(inlineType(primary.schema ?? Schema(), name: typePrefix + "Line").type)
            } else if primary != nil {
                result = primaryType.hasPrefix("text/") || primaryType == "application/sdp" ? .text : .binary
            } else if streamEvent != nil {
                // Only a stream is declared: the method is the stream (`streamsOnly`).
                result = .binary
            }
        }

        // JSON Lines offered beside a JSON answer (Ollama's `/api/chat`): the stream twin.
        var linesEvent: TypeRef?
        if streamEvent == nil, let response, case .json = result,
           let lines = response.content.dropFirst().first(where: { Self.isJSONLines($0.contentType) }) {
            linesEvent = inlineType(lines.schema ?? Schema(), name: typePrefix + "StreamEvent").type
        }
        let stream = stream(operationID: operationID, declared: streamEvent, lines: linesEvent, body: operation.requestBody?.content.first?.schema)
        if stream == nil, let lines = jsonLinesStreamWarning(operation, response: response, operationID: operationID) {
            models.diagnostics.append(lines)
        } else if stream == nil, let hint = undeclaredStreamHint(operation, body: operation.requestBody?.content.first?.schema) {
            models.diagnostics.append(.warning(
                "operation '\(operationID)' looks like it streams (\(hint)) but has no text/event-stream response; "
                    + "declare the stream in the generation config: streams: {\(operationID): {event: EVENT_SCHEMA}} "
                    + "(see docs/own-spec.md); until then only the non-streaming method is generated",
                pointer: operation.pointer))
        }
        let server = operationServer(operation, item: item, operationID: operationID)
        if let stream, !stream.query.isEmpty {
            // The stream method sets these itself; the plain method must not ask for a stream.
            let names = Set(stream.query.map(\.name))
            parameters.removeAll { $0.location == .query && names.contains($0.name) }
        }
        let streamsOnly = stream != nil && response.map { response in
            !response.content.isEmpty && response.content.allSatisfy { $0.contentType.lowercased().hasPrefix("text/event-stream") }
        } == true
        var endpoint = EndpointDecl(
            operationID: operationID,
            method: operation.method.name,
            pathTemplate: item.path,
            fixedQuery: item.keyQuery,
            fixedHeaders: fixedHeaders,
            joinedHeaders: joinedHeaders,
            swiftName: SwiftNames.escaped(method.trimmingBackticks),
            resource: resource,
            parameters: parameters,
            body: body,
            bodyRequired: operation.requestBody?.required ?? false,
            result: result,
            accept: accept(operationID: operationID, result: result, response: response),
            pagination: pagination(operation, parameters: parameters, result: result),
            summary: operation.summary,
            description: operation.description,
            deprecated: operation.deprecated,
            stream: stream,
            server: server)
        endpoint.streamsOnly = streamsOnly && (stream?.bodyFlags.isEmpty ?? false) && (stream?.query.isEmpty ?? false)
        return endpoint
    }

    /// The `x-sdk-headers` of an operation (what the official SDK sends on every call of the
    /// method, `Scripts/spec-from-sdk merge`) that the config joins with the caller's values.
    func sdkJoinedHeaders(_ operation: Operation) -> [PathItem.QueryItem] {
        guard !options.joinedHeaders.isEmpty, let members = operation.extensions["x-sdk-headers"]?.members else { return [] }
        return members.compactMap { member in
            guard options.joinedHeaders.contains(member.key.lowercased()), let value = member.value.stringValue else { return nil }
            return PathItem.QueryItem(name: member.key, value: value)
        }
    }

    /// The one string a schema allows (`const: "assistants=v2"`, or `enum` with one value), or nil.
    static func onlyValue(of schema: Schema) -> String? {
        if let value = schema.const?.stringValue { return value }
        if let values = schema.enum, values.count == 1, let value = values[0].stringValue { return value }
        return nil
    }

    /// Array query parameters: bracketed when the spec names them so (`include[]`), as the
    /// spec says when it states `style`/`explode`, else the config's default; a config override
    /// for `operationId.parameter` wins over all of these.
    func arrayStyle(_ parameter: Parameter, operationID: String) -> EndpointDecl.QueryArrayStyle {
        if let override = options.queryArrayOverrides[operationID + "." + parameter.name] { return override }
        if parameter.name.hasSuffix("[]") { return .bracketed }
        if parameter.style != nil || parameter.explode != nil {
            return parameter.effectiveExplode ? .repeated : .commaSeparated
        }
        return options.queryArrays
    }

    /// `Accept` for the plain method: the config's value, else the response content types
    /// when the reply is not JSON (`application/octet-stream` for speech), else nil: the
    /// client asks for `application/json`, also on streaming calls, as the official SDKs do.
    func accept(operationID: String, result: EndpointDecl.Result, response: Response?) -> String? {
        if let accept = options.accept[operationID] { return accept }
        switch result {
        case .binary, .text, .jsonLines:
            let types = (response?.content ?? []).map(\.contentType).filter { !$0.lowercased().hasPrefix("text/event-stream") }
            return types.isEmpty ? nil : types.joined(separator: ", ")
        case .json, .jsonOrText, .empty:
            return nil
        }
    }

    /// `application/x-ndjson`, `application/jsonl`, `application/json-lines` and the like.
    static func isJSONLines(_ contentType: String) -> Bool {
        let lowered = contentType.lowercased()
        return lowered.contains("ndjson") || lowered.contains("jsonl") || lowered.contains("json-lines")
    }

    /// Whether a request body has a `stream` member that can be `true` (a boolean, or a
    /// member whose schema does not say).
    func declaresStreamFlag(_ body: Schema?) -> Bool {
        guard let body else { return false }
        let members = models.shape.flattenedProperties(models.shape.resolved(body)).properties
        guard let flag = members.first(where: { $0.name == "stream" }) else { return false }
        let kind = models.shape.kind(flag.schema)
        return kind == nil || kind == .boolean
    }

    /// Why an operation without a declared stream seems to stream: a vendor marker
    /// (`x-fern-streaming`, `x-streaming`, …) or a `stream` boolean in its JSON body.
    func undeclaredStreamHint(_ operation: Operation, body: Schema?) -> String? {
        for key in operation.extensions.keys.sorted() where key.lowercased().contains("stream") {
            if operation.extensions[key]?.boolValue == false { continue }
            return "'\(key)'"
        }
        guard let body else { return nil }
        let members = models.shape.flattenedProperties(models.shape.resolved(body)).properties
        if let flag = members.first(where: { $0.name == "stream" }), models.shape.kind(flag.schema) == .boolean {
            return "its body has a 'stream' boolean"
        }
        return nil
    }

    /// The streaming twin: from the spec's `text/event-stream` response, or from the config
    /// where the spec is silent (Assistants runs, Anthropic messages). The stream method sets
    /// the body flags the config names; without them, `"stream": true` only when the body
    /// declares a `stream` boolean (a body without one is sent as the schema says).
    func stream(operationID: String, declared: TypeRef?, lines: TypeRef? = nil, body: Schema?) -> StreamDecl? {
        let override = options.streams[operationID]
        var event = declared ?? lines
        if let name = override?.event {
            guard let typeName = models.typeNames[SchemaReference.component(name)] else { return nil }
            event = .named([typeName])
        }
        guard let event else { return nil }
        var format = options.streamFormat
        if let wraps = override?.wrapsEventName { format.wrapsEventName = wraps }
        if declared == nil, lines != nil { format.jsonLines = true }
        if let jsonLines = override?.jsonLines { format.jsonLines = jsonLines }
        // A JSON Lines API reports a failure mid-stream as a line `{"error": …}` (Ollama): never
        // an event of the stream's own schema, so always read as the provider's error.
        if format.jsonLines { format.errorEnvelopes = true }
        let defaultFlags = override?.query.isEmpty == false || !declaresStreamFlag(body) ? [:] : ["stream": DocumentNode(.bool(true))]
        var stream = StreamDecl(event: event, bodyFlags: override?.body ?? defaultFlags, query: override?.query ?? [], format: format)
        stream.eventIsUnion = isUnion(event)
        return stream
    }

    /// Whether `type` is a generated union; a named struct (`CompletionResponse`) is not.
    func isUnion(_ type: TypeRef) -> Bool {
        guard case .named(let path) = type, path.count == 1,
              let reference = models.typeNames.first(where: { $0.value == path[0] })?.key,
              let schema = models.shape.schemas[reference] else { return true }
        return models.unionBranches(models.shape.unwrapped(schema)) != nil
    }

    /// The type of a schema used by an operation: a component reference as is, anything that
    /// needs a declaration as a new top-level type named `name`.
    mutating func inlineType(_ schema: Schema, name: String, multipart: Bool = false) -> (type: TypeRef, nullable: Bool) {
        var candidate = name
        var counter = 2
        while usedTypeNames.contains(candidate) {
            candidate = name + String(counter)
            counter += 1
        }
        var created: [TypeDecl] = []
        models.multipartContext = multipart
        let result = models.typeRef(for: schema, suggestedName: candidate, path: [], nested: &created)
        models.multipartContext = false
        for decl in created {
            usedTypeNames.insert(decl.name)
            operationTypes.append(decl)
        }
        return result
    }

    func pagination(_ operation: Operation, parameters: [EndpointDecl.Parameter], result: EndpointDecl.Result) -> EndpointDecl.Pagination? {
        guard operation.method == .get, case .json(let pageType) = result, let schema = successSchema(operation) else { return nil }
        let members = models.shape.flattenedProperties(models.shape.resolved(schema)).properties
        guard let data = members.first(where: { $0.name == "data" }) else { return nil }
        let core = models.shape.strippingNull(models.shape.resolved(data.schema)).schema
        guard let items = core.items else { return nil }
        var scratch = models
        var nested: [TypeDecl] = []
        let itemType = scratch.typeRef(for: items, suggestedName: "Item", path: [], nested: &nested).type
        // An inline item type would be a new declaration; the page's own type already names it.
        guard nested.isEmpty else { return nil }
        let hasMore = members.first { $0.name == "has_more" }?.name
        let query = parameters.filter { $0.location == .query }
        if let cursor = query.first(where: { $0.name == "after" || $0.name == "after_id" }) {
            let itemMembers = models.shape.flattenedProperties(models.shape.resolved(items)).properties
            return EndpointDecl.Pagination(
                cursorParameter: cursor.swiftName, pageType: pageType, itemType: itemType,
                next: .lastID(
                    pageMember: members.contains { $0.name == "last_id" } ? "last_id" : nil,
                    itemMember: itemMembers.contains { $0.name == "id" } ? "id" : nil),
                hasMoreMember: hasMore)
        }
        if let cursor = query.first(where: { $0.name == "page" }), members.contains(where: { $0.name == "next_page" }) {
            return EndpointDecl.Pagination(
                cursorParameter: cursor.swiftName, pageType: pageType, itemType: itemType,
                next: .nextPage(member: "next_page"), hasMoreMember: hasMore)
        }
        return nil
    }
}
