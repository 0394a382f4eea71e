extension DocumentParser {
    /// Reads `paths` or `webhooks`, keeping source order.
    func parsePathItems(_ field: Field, webhooks: Bool) -> [PathItem] {
        guard let members = map(field, .document) else { return [] }
        var items: [PathItem] = []
        items.reserveCapacity(members.count)
        for member in members {
            // Both maps may carry extensions; they describe the map, not a path.
            if member.key.hasPrefix("x-") { continue }
            let cursor = field.cursor.appending(member.key)
            if !webhooks && !member.key.hasPrefix("/") {
                report(.warning, "path '\(member.key)' does not start with '/'", at: member.keyPosition, cursor)
            }
            let item = resolvedObject(member.value, cursor, kind: .pathItems, cache: nil) { node, target in
                parsePathItem(node, target, key: member.key)
            }
            if let item {
                items.append(item)
            }
        }
        return items
    }

    private func parsePathItem(_ node: DocumentNode, _ cursor: Cursor, key: String) -> PathItem? {
        guard let members = object(node, cursor, .pathItem) else { return nil }
        var item = PathItem(key: key, pointer: cursor.pointer)
        var shared: [Parameter] = []
        var operationFields: [(HTTPMethod, Field)] = []
        for member in members {
            let field = Field(member: member, parent: cursor)
            if let method = HTTPMethod(rawValue: member.key) {
                operationFields.append((method, field))
                continue
            }
            switch member.key {
            case "summary": item.summary = string(field, .pathItem)
            case "description": item.description = string(field, .pathItem)
            case "servers": item.servers = parseServers(field, .pathItem)
            case "parameters": shared = parseParameterList(field, .pathItem)
            default: other(field, .pathItem, extensions: &item.extensions)
            }
        }
        operationFields.sort { $0.0 < $1.0 }
        for (method, field) in operationFields {
            if let operation = parseOperation(field, method: method, pathKey: key, shared: shared) {
                item.operations.append(operation)
            }
        }
        return item
    }

    private func parseOperation(_ field: Field, method: HTTPMethod, pathKey: String, shared: [Parameter]) -> Operation? {
        let cursor = field.cursor
        guard let members = object(field.node, cursor, .operation) else { return nil }
        var operation = Operation(method: method, pathKey: pathKey, pointer: cursor.pointer)
        var own: [Parameter] = []
        for member in members {
            let child = Field(member: member, parent: cursor)
            switch member.key {
            case "tags": operation.tags = strings(child, .operation) ?? []
            case "summary": operation.summary = string(child, .operation)
            case "description": operation.description = string(child, .operation)
            case "operationId":
                operation.operationID = string(child, .operation)
                if let id = operation.operationID {
                    if let first = operationIDs[id] {
                        warning("duplicate operationId '\(id)' (first used at \(resolver.source(first.file).location(of: first.pointer)))", at: member.value, child.cursor)
                    } else {
                        operationIDs[id] = child.cursor
                    }
                }
            case "parameters": own = parseParameterList(child, .operation)
            case "requestBody":
                operation.requestBody = resolvedObject(member.value, child.cursor, kind: .requestBodies, cache: \.requestBodyCache, parse: parseRequestBody)
            case "responses": operation.responses = parseResponses(child)
            case "callbacks":
                if map(child, .operation) != nil {
                    operation.callbacks = member.value
                }
            case "deprecated": operation.deprecated = bool(child, .operation) ?? false
            case "security": operation.security = parseSecurity(child, .operation)
            case "servers": operation.servers = parseServers(child, .operation)
            case "externalDocs": continue
            default: other(child, .operation, extensions: &operation.extensions)
            }
        }
        // The operation's own parameter wins over a shared one with the same name and location.
        let overridden = Set(own.map { ParameterKey(name: $0.name, location: $0.location) })
        operation.parameters = shared.filter { !overridden.contains(ParameterKey(name: $0.name, location: $0.location)) } + own
        return operation
    }

    /// A `parameters` list, `$ref`s resolved; a repeated name and location is a warning.
    private func parseParameterList(_ field: Field, _ kind: ObjectKind) -> [Parameter] {
        guard let elements = array(field, kind) else { return [] }
        var parameters: [Parameter] = []
        var seen: Set<ParameterKey> = []
        for (index, element) in elements.enumerated() {
            let cursor = field.cursor.appending(index)
            guard let parameter = resolvedObject(element, cursor, kind: .parameters, cache: \.parameterCache, parse: parseParameter) else { continue }
            if !seen.insert(ParameterKey(name: parameter.name, location: parameter.location)).inserted {
                warning("parameter '\(parameter.name)' in \(parameter.location.rawValue) is listed twice; the last one is used", at: element, cursor)
                parameters.removeAll { $0.name == parameter.name && $0.location == parameter.location }
            }
            parameters.append(parameter)
        }
        return parameters
    }

    private struct ParameterKey: Hashable {
        var name: String
        var location: ParameterLocation
    }
}
