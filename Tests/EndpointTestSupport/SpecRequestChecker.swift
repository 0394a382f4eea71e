import AIClientRuntime
import ClientGenerator
import Foundation

/// Compares a request a client built with what the spec says about its operation: method,
/// path (with the sample values `p_<name>` in place of the parameters), the path key's fixed
/// query (`?beta=true`), every query and header parameter, the request content type and the
/// required members of the body.
///
/// It reads the spec (with the overlays of its generation config) through the generator's
/// loader, but none of the generator's endpoint decisions: those are what is being checked.
public struct SpecRequestChecker: Sendable {
    /// Every operation id of the spec, in spec order (`METHOD path` when it has none).
    public let operationIDs: [String]
    private let operations: [String: ClientGenerator.Operation]
    private let schemas: [SchemaReference: Schema]

    /// The package root, found from this file (`Tests/EndpointTestSupport/…`).
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Loads the spec of a generation config, e.g. `Spec/openai.config.yaml`.
    public init(config: String) throws {
        let root = Self.packageRoot
        let read: @Sendable (String) throws -> [UInt8] = { path in
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
            return Array(try Data(contentsOf: url))
        }
        let generation = try GenerationConfig.read(try read(config), path: config)
        let result = try GenerationJob(config: generation, readFile: read).run()
        let document = result.spec.document
        var ids: [String] = []
        var operations: [String: ClientGenerator.Operation] = [:]
        for operation in document.operations {
            let id = operation.operationID ?? "\(operation.method.name) \(operation.pathKey)"
            ids.append(id)
            operations[id] = operation
        }
        self.operationIDs = ids
        self.operations = operations
        self.schemas = document.schemasByReference()
    }

    /// What is wrong with `request` as a call of `operationID`; empty when it matches.
    ///
    /// - Parameters:
    ///   - basePath: The path of the client's base URL (`/v1` for OpenAI), stripped first.
    ///   - clientHeaders: Header parameters the client sets itself rather than each call.
    public func problems(_ operationID: String, _ request: CapturedRequest, basePath: String, clientHeaders: Set<String> = []) -> [String] {
        guard let operation = operations[operationID] else { return ["not an operation of the spec"] }
        var problems: [String] = []
        if request.method != operation.method.name {
            problems.append("method \(request.method), the spec says \(operation.method.name)")
        }
        let (template, fixedQuery) = Self.split(operation.pathKey)
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        let path = components?.percentEncodedPath ?? ""
        let expectedPath = basePath + Self.substitute(template)
        if path != expectedPath { problems.append("path \(path), expected \(expectedPath)") }

        let items = components?.queryItems ?? []
        for (name, value) in fixedQuery where !items.contains(where: { $0.name == name && $0.value == value }) {
            problems.append("query lacks \(name)=\(value) of the path key")
        }
        let parameters = operation.parameters
        let queryParameters = parameters.filter { $0.location == .query }
        for parameter in queryParameters {
            let sent = items.filter { Self.belongs($0.name, to: parameter.name) }
            if sent.isEmpty, parameter.name == "stream" {
                // Plain methods never stream; their stream twins set `stream` themselves.
                continue
            } else if sent.isEmpty {
                problems.append("query parameter '\(parameter.name)' is missing")
            } else if !parameter.effectiveExplode, isArray(parameter.schema), sent.count != 1 {
                problems.append("query parameter '\(parameter.name)' (explode: false) sent \(sent.count) times instead of once, comma-joined")
            }
        }
        for item in items where !fixedQuery.contains(where: { $0.0 == item.name })
            && !queryParameters.contains(where: { Self.belongs(item.name, to: $0.name) }) {
            problems.append("query item '\(item.name)' is not a parameter of the operation")
        }
        for parameter in parameters where parameter.location == .header && !clientHeaders.contains(parameter.name.lowercased()) {
            if request.headers[parameter.name] == nil { problems.append("header parameter '\(parameter.name)' is missing") }
        }
        problems += bodyProblems(operation, request)
        return problems
    }

    private func bodyProblems(_ operation: ClientGenerator.Operation, _ request: CapturedRequest) -> [String] {
        let contentType = request.headers["Content-Type"]
        guard let media = operation.requestBody?.content.first else {
            var problems: [String] = []
            if let body = request.body, !body.isEmpty { problems.append("a body of \(body.count) bytes, the spec has none") }
            if let contentType { problems.append("Content-Type \(contentType) without a request body in the spec") }
            return problems
        }
        let expected = media.contentType.lowercased()
        let body = request.body ?? Data()
        if expected.hasPrefix("multipart/form-data") {
            guard contentType?.lowercased().hasPrefix("multipart/form-data; boundary=") == true else {
                return ["Content-Type \(contentType ?? "none"), the spec says multipart/form-data"]
            }
            let text = String(decoding: body, as: UTF8.self)
            // Arrays and objects are spread over `name[]` / `name[key]` parts, as the SDKs send them.
            return requiredMembers(media.schema).filter { !text.contains("name=\"\($0)\"") && !text.contains("name=\"\($0)[") }
                .map { "multipart body lacks the required part '\($0)'" }
        }
        guard contentType?.lowercased() == expected else {
            return ["Content-Type \(contentType ?? "none"), the spec says \(media.contentType)"]
        }
        guard expected.hasPrefix("application/json") else { return [] }
        guard let object = (try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])) as? [String: Any] else {
            return isObject(media.schema) ? ["the JSON body is not an object"] : []
        }
        return requiredMembers(media.schema).filter { object[$0] == nil }.map { "the JSON body lacks the required member '\($0)'" }
    }

    // MARK: - Spec reading

    /// `/responses?beta=true` → (`/responses`, [("beta", "true")]).
    static func split(_ pathKey: String) -> (String, [(String, String)]) {
        guard let mark = pathKey.firstIndex(of: "?") else { return (pathKey, []) }
        let query = pathKey[pathKey.index(after: mark)...].split(separator: "&").map { pair -> (String, String) in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
        return (String(pathKey[..<mark]), query)
    }

    /// `/files/{file_id}` → `/files/p_file_id`, the value every sample passes.
    static func substitute(_ template: String) -> String {
        var result = ""
        var name: String?
        for character in template {
            if character == "{" { name = ""; continue }
            if character == "}", let current = name { result += "p_" + current; name = nil; continue }
            if name != nil { name?.append(character) } else { result.append(character) }
        }
        return result
    }

    /// Whether the query item `item` is (part of) parameter `name`: `name`, `name[]` or a
    /// deepObject member `name[key]`.
    static func belongs(_ item: String, to name: String) -> Bool {
        item == name || item == name + "[]" || item.hasPrefix(name + "[")
    }

    private func resolved(_ schema: Schema?) -> Schema? {
        var current = schema
        var hops = 0
        while let reference = current?.reference, let target = schemas[reference], hops < 32 {
            current = target
            hops += 1
        }
        return current
    }

    private func isArray(_ schema: Schema?) -> Bool {
        guard let schema = resolved(schema) else { return false }
        return schema.types?.contains(.array) == true || schema.items != nil
    }

    private func isObject(_ schema: Schema?) -> Bool {
        guard let schema = resolved(schema) else { return false }
        return schema.types?.contains(.object) == true || !schema.properties.isEmpty || schema.allOf != nil
    }

    /// Required members that the schema (with `allOf` parts) also declares; none for unions,
    /// whose members depend on the branch.
    private func requiredMembers(_ schema: Schema?, depth: Int = 0) -> [String] {
        guard depth < 16, let schema = resolved(schema), schema.oneOf == nil, schema.anyOf == nil else { return [] }
        var declared = Set(schema.properties.map(\.name))
        var required = schema.required
        for part in schema.allOf ?? [] {
            guard let resolvedPart = resolved(part) else { continue }
            declared.formUnion(resolvedPart.properties.map(\.name))
            required += requiredMembers(part, depth: depth + 1)
            required += resolvedPart.required
        }
        var seen: Set<String> = []
        return required.filter { declared.contains($0) && seen.insert($0).inserted }
    }
}
