extension EndpointRenderer {
    /// The method for an endpoint, plus its siblings: the page sequence of a list and the
    /// download-to-file variant of a binary result.
    func renderMethods(_ endpoint: EndpointDecl, into printer: inout CodePrinter) {
        let parameters = signatureParameters(endpoint)
        if endpoint.streamsOnly, let stream = endpoint.stream {
            renderStream(endpoint, stream, parameters: parameters, into: &printer)
            return
        }
        renderDoc(endpoint, into: &printer)
        if case .empty = endpoint.result { printer.line("@discardableResult") }
        printer.block("public func \(endpoint.swiftName)(\(parameters.joined(separator: ", "))) async throws -> \(resultType(endpoint))") { printer in
            if let stream = endpoint.stream {
                // The plain method never streams, whatever the body says.
                renderStreamFlags(endpoint, stream, enable: false, into: &printer)
            }
            renderRequest(endpoint, into: &printer, forceMutable: endpoint.accept != nil)
            renderAccept(endpoint, into: &printer)
            printer.line(sendExpression(endpoint))
        }
        if let stream = endpoint.stream {
            printer.line()
            renderStream(endpoint, stream, parameters: parameters, into: &printer)
        }
        if case .binary = endpoint.result {
            printer.line()
            printer.line("/// Like `\(endpoint.swiftName.trimmingBackticks)(…)`, but streams the body into the file at `destination` (replaced")
            printer.line("/// if it exists) so that memory stays flat; returns the number of bytes written.")
            printer.line("///")
            printer.line("/// - HTTP: `\(endpoint.method) \(endpoint.pathTemplate)`")
            printer.line("@discardableResult")
            var downloadParameters = parameters
            downloadParameters.insert("to destination: URL", at: downloadParameters.count - 1)
            printer.block("public func \(endpoint.swiftName)(\(downloadParameters.joined(separator: ", "))) async throws -> Int64") { printer in
                renderRequest(endpoint, into: &printer, forceMutable: endpoint.accept != nil)
                renderAccept(endpoint, into: &printer)
                printer.line("return try await core.download(request, options: options, to: destination).value")
            }
        }
        if let pagination = endpoint.pagination {
            printer.line()
            renderPageSequence(endpoint, pagination, parameters: parameters, into: &printer)
        }
    }

    /// `Accept` from the response content types, where they are not JSON.
    func renderAccept(_ endpoint: EndpointDecl, into printer: inout CodePrinter) {
        guard let accept = endpoint.accept else { return }
        printer.line("request.headers.set(\("Accept".swiftLiteral), \(accept.swiftLiteral))")
    }

    func renderDoc(_ endpoint: EndpointDecl, into printer: inout CodePrinter) {
        var text: [String] = []
        if let summary = endpoint.summary?.trimmingTrailingWhitespaceLines(), !summary.isEmpty { text.append(summary) }
        if let description = endpoint.description?.trimmingTrailingWhitespaceLines(), !description.isEmpty,
           description != endpoint.summary?.trimmingTrailingWhitespaceLines() {
            text.append(description)
        }
        var notes = ["- HTTP: `\(endpoint.method) \(endpoint.pathTemplate)\(fixedQuerySuffix(endpoint))`", "- Operation: `\(endpoint.operationID)`"]
        let documented = endpoint.parameters.filter { $0.doc?.isEmpty == false }
        if !documented.isEmpty {
            notes.append("- Parameters:")
            for parameter in documented {
                let firstLine = parameter.doc?.split(separator: "\n").first.map(String.init) ?? ""
                notes.append("  - \(parameter.swiftName.trimmingBackticks): \(firstLine.trimmingTrailingSpaces())")
            }
        }
        printer.doc(DocComment(text: text.joined(separator: "\n\n"), deprecated: endpoint.deprecated), extra: notes)
        if endpoint.deprecated {
            printer.line("@available(*, deprecated, message: \"Deprecated in the spec.\")")
        }
    }

    func fixedQuerySuffix(_ endpoint: EndpointDecl) -> String {
        endpoint.fixedQuery.isEmpty ? "" : "?" + endpoint.fixedQuery.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    }

    /// Path parameters, the body, required then optional parameters, then `options`.
    func signatureParameters(_ endpoint: EndpointDecl) -> [String] {
        var result: [String] = []
        for parameter in endpoint.parameters where parameter.location == .path {
            result.append("\(parameter.swiftName): String")
        }
        switch endpoint.body {
        case .json(let type)?, .multipart(let type)?:
            result.append(endpoint.bodyRequired ? "_ body: \(types.swiftType(type))" : "_ body: \(types.swiftType(type))? = nil")
        case .raw?:
            result.append(endpoint.bodyRequired ? "_ body: Data" : "_ body: Data? = nil")
        case nil:
            break
        }
        let others = endpoint.parameters.filter { $0.location != .path }
        for parameter in others where parameter.required {
            result.append("\(parameter.swiftName): \(types.swiftType(parameter.type))")
        }
        for parameter in others where !parameter.required {
            result.append("\(parameter.swiftName): \(types.swiftType(parameter.type))? = nil")
        }
        result.append("options: RequestOptions = .init()")
        return result
    }

    func resultType(_ endpoint: EndpointDecl) -> String {
        switch endpoint.result {
        case .json(let type): types.swiftType(type)
        case .binary: "Data"
        case .text: "String"
        case .empty: "HTTPResponseInfo"
        case .jsonLines(let type): "AsyncThrowingStream<\(types.swiftType(type)), any Error>"
        case .jsonOrText(let type): "JSONOrText<\(types.swiftType(type))>"
        }
    }

    func sendExpression(_ endpoint: EndpointDecl) -> String {
        switch endpoint.result {
        case .json(let type): "return try await core.send(request, options: options, as: \(types.swiftType(type)).self).value"
        case .binary: "return try await core.sendData(request, options: options).value"
        case .text: "return try await core.sendText(request, options: options).value"
        case .empty: "return try await core.sendEmpty(request, options: options)"
        case .jsonLines(let type): "return try await core.sendJSONLines(request, options: options, of: \(types.swiftType(type)).self).value"
        case .jsonOrText(let type): "return try await core.sendJSONOrText(request, options: options, as: \(types.swiftType(type)).self).value"
        }
    }

    /// Builds `request` from the method's arguments.
    func renderRequest(_ endpoint: EndpointDecl, into printer: inout CodePrinter, forceMutable: Bool = false) {
        let pathParameters = endpoint.parameters.filter { $0.location == .path }
        let others = endpoint.parameters.filter { $0.location != .path }
        let mutates = forceMutable || !others.isEmpty || endpoint.body != nil || !endpoint.fixedQuery.isEmpty
            || !endpoint.fixedHeaders.isEmpty || !endpoint.joinedHeaders.isEmpty || endpoint.server != nil
        let binding = mutates ? "var" : "let"
        if pathParameters.isEmpty {
            printer.line("\(binding) request = RequestComponents(method: \(endpoint.method.swiftLiteral), path: \(endpoint.pathTemplate.swiftLiteral), operation: \(endpoint.operationID.swiftLiteral))")
        } else {
            let arguments = pathParameters.map { "\($0.name.swiftLiteral): \($0.swiftName.trimmingBackticks)" }.joined(separator: ", ")
            printer.line("\(binding) request = try RequestComponents(method: \(endpoint.method.swiftLiteral), pathTemplate: \(endpoint.pathTemplate.swiftLiteral), parameters: [\(arguments)], operation: \(endpoint.operationID.swiftLiteral))")
        }
        if let server = endpoint.server {
            let document = server.documentURL.map(\.swiftLiteral) ?? "nil"
            printer.line("request.operationServer = OperationServer(url: \(server.url.swiftLiteral), documentServer: \(document))")
        }
        for item in endpoint.fixedQuery {
            printer.line("request.query.append(\(item.name.swiftLiteral), \(item.value.swiftLiteral))")
        }
        for header in endpoint.fixedHeaders {
            printer.line("request.headers.set(\(header.name.swiftLiteral), \(header.value.swiftLiteral))")
        }
        for header in endpoint.joinedHeaders {
            printer.line("request.joinedHeaders[\(header.name.swiftLiteral)] = \(header.value.swiftLiteral)")
        }
        for parameter in others {
            let value = parameter.swiftName.trimmingBackticks == parameter.swiftName ? parameter.swiftName : parameter.swiftName
            let name = parameter.name.swiftLiteral
            switch parameter.location {
            case .query:
                printer.line(queryAppend(parameter, name: name, value: value))
            case .header:
                if isQueryScalar(parameter.type) || parameter.type.isScalarArray(isQueryScalar) {
                    printer.line("request.headers.set(\(name), \(value))")
                } else {
                    printer.line("request.headers.set(\(name), try JSONCoding.encodeToString(\(value)))")
                }
            case .path, .cookie:
                break
            }
        }
        switch endpoint.body {
        case .json?:
            printer.line(endpoint.bodyRequired ? "try request.setJSONBody(body)" : "if let body { try request.setJSONBody(body) }")
        case .multipart?:
            let set = "try request.setMultipartBody(body, extraFields: options.extraBody)"
            printer.line(endpoint.bodyRequired ? set : "if let body { \(set) }")
        case .raw(let contentType)?:
            let set = "request.body = .data(body, contentType: \(contentType.swiftLiteral))"
            printer.line(endpoint.bodyRequired ? set : "if let body { \(set) }")
        case nil:
            break
        }
    }

    func queryAppend(_ parameter: EndpointDecl.Parameter, name: String, value: String) -> String {
        switch parameter.type {
        case .string, .integer, .double, .bool:
            return "request.query.append(\(name), \(value))"
        case .array(let element) where isQueryScalar(element):
            return "request.query.append(\(name), \(value), style: .\(parameter.arrayStyle.rawValue))"
        case .named where isQueryScalar(parameter.type):
            return "request.query.append(\(name), \(value))"
        case .jsonValue:
            return "request.query.appendDeepObject(\(name), \(value))"
        case .array where parameter.name.hasSuffix("[]"):
            // The spec's name already has the brackets an array's items get (`group_by[]`).
            return "try request.query.appendDeepObject(\(String(parameter.name.dropLast(2)).swiftLiteral), encoding: \(value))"
        default:
            return "try request.query.appendDeepObject(\(name), encoding: \(value))"
        }
    }
}

extension EndpointRenderer {
    static func streamName(_ endpoint: EndpointDecl) -> String {
        let name = endpoint.swiftName.trimmingBackticks
        return name == "create" ? "stream" : name + "Stream"
    }

    /// The streaming twin: the same request with streaming turned on, returning the typed
    /// events as they arrive.
    func renderStream(_ endpoint: EndpointDecl, _ stream: StreamDecl, parameters: [String], into printer: inout CodePrinter) {
        let event = types.swiftType(stream.event)
        if endpoint.streamsOnly {
            // The operation only streams: the method is the stream, with the operation's own
            // name and documentation.
            renderDoc(endpoint, into: &printer)
        } else {
            printer.line("/// Streams `\(endpoint.swiftName.trimmingBackticks)(…)`: the same call with streaming turned on, returning each")
            if stream.eventIsUnion {
                printer.line("/// `\(event.split(separator: ".").last ?? "")` as soon as it arrives. Unknown event types arrive as `.unknown`.")
            } else {
                printer.line("/// `\(event.split(separator: ".").last ?? "")` as soon as it arrives. Events of another type (a `ping`) are skipped and")
                printer.line("/// reported as a `DecodingIssue` (`skippedEvent`).")
            }
            printer.line("///")
            let framing = stream.format.jsonLines ? "JSON Lines" : "`text/event-stream`"
            printer.line("/// - HTTP: `\(endpoint.method) \(endpoint.pathTemplate)\(fixedQuerySuffix(endpoint))` (\(framing))")
            printer.line("/// - Operation: `\(endpoint.operationID)`")
            if endpoint.deprecated {
                printer.line("@available(*, deprecated, message: \"Deprecated in the spec.\")")
            }
        }
        let name = endpoint.streamsOnly ? endpoint.swiftName : Self.streamName(endpoint)
        printer.block("public func \(name)(\(parameters.joined(separator: ", "))) async throws -> EventStream<\(event)>") { printer in
            renderStreamFlags(endpoint, stream, enable: true, into: &printer)
            renderRequest(endpoint, into: &printer, forceMutable: !stream.query.isEmpty)
            for item in stream.query {
                printer.line("request.query.append(\(item.name.swiftLiteral), \(item.value.swiftLiteral))")
            }
            let format = stream.format
            var arguments: [String] = []
            if let terminator = format.terminator { arguments.append("terminator: \(terminator.swiftLiteral)") }
            if !format.errorEvents.isEmpty { arguments.append("errorEvents: [\(format.errorEvents.map(\.swiftLiteral).joined(separator: ", "))]") }
            if format.errorEnvelopes { arguments.append("errorEnvelopes: true") }
            if format.wrapsEventName { arguments.append("wrapsEventName: true") }
            if format.jsonLines { arguments.append("framing: .jsonLines") }
            printer.line("let format = EventStreamFormat(\(arguments.joined(separator: ", ")))")
            printer.line("return try await core.sendEvents(request, options: options, of: \(event).self, format: format)")
        }
    }

    /// Sets (or, for the plain method, clears) the body members that ask for a stream: typed
    /// when the body declares them, else as extra body fields. The plain method of a JSON
    /// Lines stream sets a boolean flag to `false`, since such APIs stream by default.
    func renderStreamFlags(_ endpoint: EndpointDecl, _ stream: StreamDecl, enable: Bool, into printer: inout CodePrinter) {
        guard !stream.bodyFlags.isEmpty else { return }
        var bodyObject: ObjectDecl?
        switch endpoint.body {
        case .json(let type)?, .multipart(let type)?: bodyObject = objects[pageTypeName(type)]
        default: bodyObject = nil
        }
        var typed: [String] = []
        var extra: [String] = []
        for key in stream.bodyFlags.keys.sorted() {
            guard let value = stream.bodyFlags[key] else { continue }
            if let property = bodyObject?.properties.first(where: { $0.jsonName == key }), endpoint.bodyRequired {
                if enable {
                    typed.append("body.\(property.swiftName.trimmingBackticks) = \(value.jsonText)")
                } else if stream.format.jsonLines, value.boolValue == true {
                    // JSON Lines APIs (Ollama) stream unless told not to: say it.
                    typed.append("body.\(property.swiftName.trimmingBackticks) = false")
                } else if property.isOptional, value.boolValue == true {
                    // A flag the caller set is sent as `false` (the official SDKs send what
                    // they are given: `stream=False` goes out as `"stream": false`).
                    typed.append("body.\(property.swiftName.trimmingBackticks) = body.\(property.swiftName.trimmingBackticks).map { _ in false }")
                } else if property.isOptional {
                    typed.append("body.\(property.swiftName.trimmingBackticks) = nil")
                }
            } else if enable {
                extra.append("options.extraBody[\(key.swiftLiteral)] = \(value.jsonText)")
            }
        }
        if !typed.isEmpty {
            printer.line("var body = body")
            typed.forEach { printer.line($0) }
        }
        if !extra.isEmpty {
            printer.line("var options = options")
            extra.forEach { printer.line($0) }
        }
    }
}

extension TypeRef {
    func isScalarArray(_ isScalar: (TypeRef) -> Bool) -> Bool {
        if case .array(let element) = self { return isScalar(element) }
        return false
    }
}

extension EndpointRenderer {
    /// Values written as one query value: strings, numbers, booleans and open enums.
    func isQueryScalar(_ type: TypeRef) -> Bool {
        switch type {
        case .string, .integer, .double, .bool: true
        case .named(let path): openEnums.contains(path)
        default: false
        }
    }

    /// `list(…)` again, returning every item across pages as an `AsyncSequence`; the pages are
    /// fetched lazily, each with the previous page's cursor.
    func renderPageSequence(_ endpoint: EndpointDecl, _ pagination: EndpointDecl.Pagination, parameters: [String], into printer: inout CodePrinter) {
        let pageType = types.swiftType(pagination.pageType)
        let itemType = types.swiftType(pagination.itemType)
        printer.line("/// Every item, across pages: `for try await item in \(endpoint.swiftName.trimmingBackticks)(…)` fetches the next page")
        printer.line("/// when the previous one is used up, starting after `\(pagination.cursorParameter.trimmingBackticks)` when given.")
        printer.line("///")
        printer.line("/// - HTTP: `\(endpoint.method) \(endpoint.pathTemplate)\(fixedQuerySuffix(endpoint))` (repeated)")
        if endpoint.deprecated {
            printer.line("@available(*, deprecated, message: \"Deprecated in the spec.\")")
        }
        let signature = "public func \(endpoint.swiftName)(\(parameters.joined(separator: ", "))) -> PageSequence<\(pageType), \(itemType)>"
        printer.block(signature) { printer in
            let cursor = pagination.cursorParameter
            let arguments = endpoint.parameters.filter { $0.location != .path }.map { parameter in
                let label = parameter.swiftName.trimmingBackticks
                return parameter.swiftName == cursor ? "\(label): cursor" : "\(label): \(parameter.swiftName)"
            }
            var call = endpoint.parameters.filter { $0.location == .path }.map { "\($0.swiftName.trimmingBackticks): \($0.swiftName)" }
            if endpoint.body != nil { call.append("body") }
            call += arguments + ["options: options"]
            let page = objects[pageTypeName(pagination.pageType)]
            let data = member(page, "data")
            let items = data.optional ? "$0.\(data.name) ?? []" : "$0.\(data.name)"
            printer.line("PageSequence(startingAt: \(cursor.trimmingBackticks), fetchPage: { cursor in")
            printer.indented { printer in
                printer.line("try await self.\(endpoint.swiftName.trimmingBackticks)(\(call.joined(separator: ", ")))")
            }
            printer.line("}, items: { \(items) }, nextCursor: { page in")
            printer.indented { printer in
                if let hasMore = pagination.hasMoreMember {
                    let flag = member(page, hasMore)
                    printer.line(flag.optional ? "guard page.\(flag.name) ?? false else { return nil }" : "guard page.\(flag.name) else { return nil }")
                }
                switch pagination.next {
                case .lastID(let pageMember, let itemMember):
                    var fallback = "nil"
                    if let itemMember {
                        let item = objects[pageTypeName(pagination.itemType)]
                        let id = member(item, itemMember)
                        fallback = data.optional ? "page.\(data.name)?.last?.\(id.name)" : "page.\(data.name).last?.\(id.name)"
                    }
                    if let pageMember {
                        let lastID = member(page, pageMember)
                        if lastID.optional {
                            printer.line("return page.\(lastID.name) ?? \(fallback)")
                        } else {
                            // A required `last_id` the API left out decodes as "" (see DecodingIssue).
                            printer.line("return page.\(lastID.name).isEmpty ? \(fallback) : page.\(lastID.name)")
                        }
                    } else {
                        printer.line("return \(fallback)")
                    }
                case .nextPage(let next):
                    printer.line("return page.\(member(page, next).name)")
                }
            }
            printer.line("})")
        }
    }

    func pageTypeName(_ type: TypeRef) -> String {
        if case .named(let path) = type { return path.joined(separator: ".") }
        return ""
    }

    /// The Swift name of a page member and whether it is optional.
    private func member(_ object: ObjectDecl?, _ jsonName: String) -> (name: String, optional: Bool) {
        guard let property = object?.properties.first(where: { $0.jsonName == jsonName }) else {
            return (SwiftNames.member(jsonName), true)
        }
        return (property.swiftName, property.isOptional)
    }
}
