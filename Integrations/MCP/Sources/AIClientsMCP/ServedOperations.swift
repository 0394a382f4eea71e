// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
import AIClientRuntime
import Foundation

/// The operations of an MCP tool manifest (`generate-client mcp-tools`), each one a tool.
///
/// ```swift
/// let operations = try ServedOperations(contentsOf: URL(fileURLWithPath: "openai-tools.json"))
///     .selecting(["createEmbedding", "listModels"])
/// ```
public struct ServedOperations: Sendable {
    /// The only manifest format this version reads (the manifest's `format` key).
    public static let format = "aiclients-mcp-tools/1"

    /// The spec's title and version, for the server's name in MCP's handshake.
    public var title: String
    public var version: String
    /// The spec's first server, when it is absolute.
    public var baseURL: URL?
    /// How the spec says credentials are sent.
    public var authentication: ServedAuthentication?
    /// The tools, in the manifest's order.
    public var operations: [ServedOperation]

    /// Reads a manifest; throws ``MCPServeError/Kind/invalidManifest`` saying what is wrong.
    public init(manifest data: Data) throws(MCPServeError) {
        let manifest: Manifest
        do {
            manifest = try JSONCoding.decoder.decode(Manifest.self, from: data)
        } catch let error as DecodingError {
            throw MCPServeError(.invalidManifest, "not an MCP tool manifest: \(Self.describe(error))")
        } catch {
            throw MCPServeError(.invalidManifest, "not an MCP tool manifest: \(error)")
        }
        guard manifest.format == Self.format else {
            throw MCPServeError(.invalidManifest, "the manifest's format is '\(manifest.format)'; this server reads '\(Self.format)' (write it again with this version's generate-client mcp-tools)")
        }
        title = manifest.title
        version = manifest.version
        baseURL = manifest.baseURL.flatMap(URL.init(string:))
        authentication = try manifest.authentication.map { auth throws(MCPServeError) in
            switch (auth.type, auth.name) {
            case ("bearer", _): return .bearer
            case ("basic", _): return .basic
            case ("header", let name?): return .header(name)
            case ("query", let name?): return .query(name)
            default: throw MCPServeError(.invalidManifest, "unknown authentication '\(auth.type)'")
            }
        }
        operations = manifest.tools
        let names = Set(operations.map(\.name))
        guard names.count == operations.count else {
            throw MCPServeError(.invalidManifest, "two tools of the manifest have the same name")
        }
    }

    /// Reads the manifest at `url`.
    public init(contentsOf url: URL) throws(MCPServeError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw MCPServeError(.invalidManifest, "cannot read the manifest \(url.path): \(error.localizedDescription)")
        }
        try self.init(manifest: data)
    }

    /// Only the tools named (tool names or operation ids), in the manifest's order; a name
    /// the manifest lacks is an error listing the tools it has.
    public func selecting(_ names: [String]) throws(MCPServeError) -> ServedOperations {
        let known = Set(operations.flatMap { [$0.name, $0.operationID] })
        let unknown = names.filter { !known.contains($0) }
        guard unknown.isEmpty else {
            throw MCPServeError(.invalidConfiguration, "the manifest has no tool \(unknown.map { "'\($0)'" }.joined(separator: ", ")); its tools are: \(operations.map(\.name).joined(separator: ", "))")
        }
        var selected = self
        let wanted = Set(names)
        selected.operations = operations.filter { wanted.contains($0.name) || wanted.contains($0.operationID) }
        return selected
    }

    private struct Manifest: Decodable {
        struct Auth: Decodable {
            var type: String
            var name: String?
        }

        var format: String
        var title: String
        var version: String
        var baseURL: String?
        var authentication: Auth?
        var tools: [ServedOperation]
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "no '\(key.stringValue)' at \(path(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context.codingPath))"
        @unknown default:
            return "\(error)"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
    }
}

/// How the spec's credentials are sent (the manifest's `authentication`).
public enum ServedAuthentication: Sendable, Hashable {
    case bearer
    case basic
    case header(String)
    case query(String)
}

/// One operation of a manifest, served as a tool.
public struct ServedOperation: Sendable, Hashable, Decodable {
    public struct Parameter: Sendable, Hashable, Decodable {
        public enum Location: String, Sendable, Hashable, Decodable {
            case path, query, header
        }

        /// The HTTP name.
        public var name: String
        public var location: Location
        /// The tool argument that carries it.
        public var argument: String
        public var required: Bool
        public var arrayStyle: String?
        public var deepObject: Bool?

        enum CodingKeys: String, CodingKey {
            case name, argument, required, arrayStyle, deepObject
            case location = "in"
        }
    }

    public struct Body: Sendable, Hashable, Decodable {
        public var contentType: String
        public var required: Bool
        /// The argument holding the whole body; nil when every argument that is not a
        /// parameter is a member of the body.
        public var argument: String?
    }

    /// A query item every call sends (`beta=true`).
    public struct FixedQueryItem: Sendable, Hashable, Decodable {
        public var name: String
        public var value: String
    }

    public var name: String
    public var operationID: String
    public var title: String?
    public var description: String
    public var method: String
    public var path: String
    public var fixedQuery: [FixedQueryItem]
    /// The operation's own server, used while the core's base URL is the spec's first server.
    public var server: String?
    public var parameters: [Parameter]
    public var body: Body?
    public var accept: String?
    public var annotations: [String: Bool]
    public var inputSchema: JSONValue

    enum CodingKeys: String, CodingKey {
        case name, title, description, method, path, fixedQuery, server, parameters, body, accept, annotations, inputSchema
        case operationID = "operationId"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        operationID = try container.decode(String.self, forKey: .operationID)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        description = try container.decode(String.self, forKey: .description)
        method = try container.decode(String.self, forKey: .method)
        path = try container.decode(String.self, forKey: .path)
        fixedQuery = try container.decodeIfPresent([FixedQueryItem].self, forKey: .fixedQuery) ?? []
        server = try container.decodeIfPresent(String.self, forKey: .server)
        parameters = try container.decodeIfPresent([Parameter].self, forKey: .parameters) ?? []
        body = try container.decodeIfPresent(Body.self, forKey: .body)
        accept = try container.decodeIfPresent(String.self, forKey: .accept)
        annotations = try container.decodeIfPresent([String: Bool].self, forKey: .annotations) ?? [:]
        inputSchema = try container.decode(JSONValue.self, forKey: .inputSchema)
    }

    /// The arguments that must be given: the schema's `required`.
    public var requiredArguments: [String] {
        guard case .array(let names)? = inputSchema["required"] else { return [] }
        return names.compactMap(\.stringValue)
    }
}
#endif
