/// The operations of a spec chosen to be served as MCP tools, with everything a server needs
/// to turn a tool call into an HTTP request: written by `generate-client mcp-tools`, read by
/// `aiclients-mcp-serve` (Integrations/MCP). The format and its decisions: docs/mcp-tools.md.
///
/// The manifest is data, not code: a server needs no generated Swift to serve it, so a user's
/// own spec is served the same way as OpenAI's or Anthropic's. ``rendered`` is deterministic:
/// the same spec, config and selection always give the same bytes.
public struct ToolManifest: Hashable, Sendable {
    /// The value of the manifest's `format` key; a server refuses other formats.
    public static let format = "aiclients-mcp-tools/1"

    /// The spec, as given to the generator (a relative path stays relative).
    public var spec: String
    /// `info.title` and `info.version` of the spec.
    public var title: String
    public var version: String
    /// `servers[0]` with its variables at their defaults, when absolute.
    public var baseURL: String?
    /// How the spec says requests are authenticated (`bearer`, `header`, `query`, `basic`).
    public var authentication: Authentication?
    public var tools: [Tool]
    /// Selected operations that are not served, and why.
    public var skipped: [Skipped]

    /// How credentials are sent, from the spec's `securitySchemes`.
    public enum Authentication: Hashable, Sendable {
        case bearer
        case basic
        case header(name: String)
        case query(name: String)
    }

    /// One operation as a tool.
    public struct Tool: Hashable, Sendable {
        /// Unique in the manifest; letters, digits, `_` and `-`, at most 64 characters.
        public var name: String
        public var operationID: String
        /// The operation's `summary`, if any.
        public var title: String?
        public var description: String
        /// `GET`, `POST`, …
        public var method: String
        /// The path template (`/models/{model}`), appended to the base URL.
        public var path: String
        /// Query items every call sends, from the spec's path key (`/responses?beta=true`).
        public var fixedQuery: [PathItem.QueryItem] = []
        /// The operation's own server (`servers` on the operation or its path), used while
        /// the server is pointed at the spec's first server.
        public var server: String?
        public var parameters: [Parameter]
        public var body: Body?
        /// The `Accept` header when the reply is not JSON (audio, files).
        public var accept: String?
        /// The JSON Schema of the tool's arguments.
        public var inputSchema: DocumentNode
    }

    /// A path, query or header parameter and the argument that carries it.
    public struct Parameter: Hashable, Sendable {
        public var name: String
        public var location: ParameterLocation
        /// The argument's name in `inputSchema` (the parameter's, unless it is not a valid
        /// property name for the providers or another argument has it).
        public var argument: String
        public var required: Bool
        /// For array query parameters: `repeated`, `bracketed` or `commaSeparated`.
        public var arrayStyle: String?
        /// `deepObject` query parameters (`metadata[key]=value`).
        public var deepObject: Bool
    }

    /// The JSON request body and which arguments make it.
    public struct Body: Hashable, Sendable {
        public var contentType: String
        public var required: Bool
        /// nil: the body's properties are arguments of their own, beside the parameters;
        /// every argument that is not a parameter goes into the body. Otherwise the one
        /// argument (`body`) whose value is the whole body.
        public var argument: String?
    }

    public struct Skipped: Hashable, Sendable {
        public var operationID: String
        public var reason: String
    }

    /// The manifest as JSON, two-space indented, keys in a fixed order, with a final newline.
    public var rendered: String {
        var members: [(String, DocumentNode)] = [
            ("format", .string(Self.format)),
            ("spec", .string(spec)),
            ("title", .string(title)),
            ("version", .string(version)),
        ]
        if let baseURL { members.append(("baseURL", .string(baseURL))) }
        switch authentication {
        case .bearer?: members.append(("authentication", .object([("type", .string("bearer"))])))
        case .basic?: members.append(("authentication", .object([("type", .string("basic"))])))
        case .header(let name)?: members.append(("authentication", .object([("type", .string("header")), ("name", .string(name))])))
        case .query(let name)?: members.append(("authentication", .object([("type", .string("query")), ("name", .string(name))])))
        case nil: break
        }
        members.append(("tools", .array(tools.map(\.json))))
        if !skipped.isEmpty {
            members.append(("skipped", .array(skipped.map {
                .object([("operationId", .string($0.operationID)), ("reason", .string($0.reason))])
            })))
        }
        return DocumentNode.object(members).prettyJSONText
    }
}

extension ToolManifest.Tool {
    var json: DocumentNode {
        var members: [(String, DocumentNode)] = [("name", .string(name)), ("operationId", .string(operationID))]
        if let title { members.append(("title", .string(title))) }
        members += [("description", .string(description)), ("method", .string(method)), ("path", .string(path))]
        if !fixedQuery.isEmpty {
            members.append(("fixedQuery", .array(fixedQuery.map { .object([("name", .string($0.name)), ("value", .string($0.value))]) })))
        }
        if let server { members.append(("server", .string(server))) }
        if !parameters.isEmpty {
            members.append(("parameters", .array(parameters.map { parameter in
                var fields: [(String, DocumentNode)] = [
                    ("name", .string(parameter.name)), ("in", .string(parameter.location.rawValue)),
                    ("argument", .string(parameter.argument)), ("required", .bool(parameter.required)),
                ]
                if let style = parameter.arrayStyle { fields.append(("arrayStyle", .string(style))) }
                if parameter.deepObject { fields.append(("deepObject", .bool(true))) }
                return .object(fields)
            })))
        }
        if let body {
            var fields: [(String, DocumentNode)] = [("contentType", .string(body.contentType)), ("required", .bool(body.required))]
            if let argument = body.argument { fields.append(("argument", .string(argument))) }
            members.append(("body", .object(fields)))
        }
        if let accept { members.append(("accept", .string(accept))) }
        members.append(("annotations", annotations))
        members.append(("inputSchema", inputSchema))
        return .object(members)
    }

    /// MCP's hints, from the HTTP method: GET reads, DELETE destroys, PUT and DELETE may be
    /// repeated; every tool reaches an outside API.
    var annotations: DocumentNode {
        var hints: [(String, DocumentNode)] = []
        switch method {
        case "GET", "HEAD": hints.append(("readOnlyHint", .bool(true)))
        case "DELETE": hints += [("destructiveHint", .bool(true)), ("idempotentHint", .bool(true))]
        case "PUT": hints.append(("idempotentHint", .bool(true)))
        default: break
        }
        hints.append(("openWorldHint", .bool(true)))
        return .object(hints)
    }
}
