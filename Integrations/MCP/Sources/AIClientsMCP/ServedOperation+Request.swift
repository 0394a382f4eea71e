// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
import AIClientRuntime
import Foundation

extension ServedOperation {
    /// The request a call with `arguments` makes: required arguments checked, path parameters
    /// percent-encoded into the template, query items in the parameter's array or deep-object
    /// style, headers, and the JSON body (the `body` argument, or every argument that is not
    /// a parameter). Throws ``MCPServeError/Kind/invalidArguments`` saying what to change.
    ///
    /// `documentServer` is the spec's first server (``ServedOperations/baseURL``): an operation
    /// with a server of its own goes there while the core's base URL is that one.
    public func request(arguments: [String: JSONValue], documentServer: String? = nil) throws(MCPServeError) -> RequestComponents {
        let missing = requiredArguments.filter { arguments[$0] == nil || arguments[$0] == .null }
        guard missing.isEmpty else {
            let list = missing.map { "'\($0)'" }.joined(separator: ", ")
            throw MCPServeError(.invalidArguments, "\(name): missing required argument\(missing.count == 1 ? "" : "s") \(list)")
        }
        let parameterArguments = Set(parameters.map(\.argument))
        if body?.argument != nil || body == nil {
            let allowed = parameterArguments.union(body?.argument.map { [$0] } ?? [])
            let unknown = arguments.keys.filter { !allowed.contains($0) }.sorted()
            if !unknown.isEmpty {
                let list = allowed.isEmpty ? "it takes none" : "its arguments are: " + allowed.sorted().joined(separator: ", ")
                throw MCPServeError(.invalidArguments, "\(name): unknown argument\(unknown.count == 1 ? "" : "s") \(unknown.map { "'\($0)'" }.joined(separator: ", ")); \(list)")
            }
        }

        var pathValues: [String: String] = [:]
        var query = QueryItems(fixedQuery.map { QueryItems.Item(name: $0.name, value: $0.value) })
        var headers = HTTPHeaders()
        for parameter in parameters {
            guard let value = arguments[parameter.argument], value != .null else { continue }
            switch parameter.location {
            case .path:
                pathValues[parameter.name] = try scalar(value, parameter)
            case .header:
                headers[parameter.name] = try scalar(value, parameter)
            case .query:
                switch value {
                case .array(let elements):
                    let style: QueryArrayStyle = switch parameter.arrayStyle {
                    case "bracketed": .bracketed
                    case "commaSeparated": .commaSeparated
                    default: .repeated
                    }
                    let texts = try elements.filter { $0 != .null }.map { element throws(MCPServeError) in try scalar(element, parameter) }
                    query.append(parameter.name, texts, style: style)
                case .object where parameter.deepObject == true:
                    query.appendDeepObject(parameter.name, value)
                case .object:
                    throw MCPServeError(.invalidArguments, "\(name): argument '\(parameter.argument)' must be a string, number or boolean, not an object")
                default:
                    query.append(parameter.name, try scalar(value, parameter))
                }
            }
        }
        headers["Accept"] = accept ?? "application/json"

        var components: RequestComponents
        do {
            components = try RequestComponents(
                method: method, pathTemplate: path, parameters: pathValues, query: query, headers: headers, operation: operationID)
        } catch {
            throw MCPServeError(.invalidArguments, "\(name): \(error.description)")
        }
        if let server { components.operationServer = OperationServer(url: server, documentServer: documentServer) }
        if let body {
            var value: JSONValue?
            if let argument = body.argument {
                value = arguments[argument].flatMap { $0 == .null ? nil : $0 }
            } else {
                let members = arguments.filter { !parameterArguments.contains($0.key) }
                value = members.isEmpty && !body.required ? nil : .object(members)
            }
            if let value {
                do {
                    try components.setJSONBody(value)
                } catch {
                    throw MCPServeError(.invalidArguments, "\(name): the body cannot be encoded: \(error.description)")
                }
                if body.contentType.lowercased() != "application/json" { components.headers["Content-Type"] = body.contentType }
            }
        }
        return components
    }

    private func scalar(_ value: JSONValue, _ parameter: Parameter) throws(MCPServeError) -> String {
        switch value {
        case .string, .integer, .number, .exactNumber, .bool:
            return value.queryValue
        default:
            throw MCPServeError(.invalidArguments, "\(name): argument '\(parameter.argument)' (\(parameter.location.rawValue) parameter '\(parameter.name)') must be a string, number or boolean")
        }
    }
}
#endif
