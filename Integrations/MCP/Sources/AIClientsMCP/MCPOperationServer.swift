// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
import AIClientRuntime
import Foundation
import MCP

/// Serves the operations of a tool manifest as MCP tools: `tools/list` lists each with its
/// input schema and hints, `tools/call` checks the arguments, sends the request through an
/// ``APIClientCore`` (its base URL, authentication, retries, error mapping and secret
/// redaction) and answers with the reply.
///
/// ```swift
/// let operations = try ServedOperations(contentsOf: URL(fileURLWithPath: "openai-tools.json"))
/// let server = MCPOperationServer(operations: operations, core: OpenAIClient().core)
/// try await server.serve()   // over stdin and stdout, until the client closes them
/// ```
///
/// A JSON reply is the tool's text, exactly as the API sent it (no re-encoding: numbers and
/// key order stay as they were); a text reply (`text/*`) too. Any other reply (audio, images,
/// files) is an embedded resource with its MIME type and the bytes in base64, after a line of
/// text saying what it is. An API error (its status and message), a transport error, a call
/// that takes longer than ``callTimeout`` or arguments that do not fit are results with
/// `isError: true` and a message saying what went wrong; credentials never appear in them.
public struct MCPOperationServer: Sendable {
    public var operations: ServedOperations
    public var core: APIClientCore
    /// How long one call may take in all, retries included.
    public var callTimeout: Duration
    /// The name and version the server gives in MCP's handshake.
    public var name: String
    public var version: String
    /// Values masked in every message (the API key), besides what the runtime masks itself.
    var secrets: [String]

    public init(
        operations: ServedOperations, core: APIClientCore, callTimeout: Duration = .seconds(120),
        name: String = "aiclients-mcp-serve", version: String = "1.0.0", redacting secrets: [String] = []
    ) {
        self.operations = operations
        self.core = core
        self.callTimeout = callTimeout
        self.name = name
        self.version = version
        self.secrets = secrets.filter { !$0.isEmpty }
    }

    /// The tools as MCP lists them.
    public var tools: [Tool] {
        operations.operations.map { operation in
            let hints = operation.annotations
            return Tool(
                name: operation.name, title: operation.title, description: operation.description,
                inputSchema: Self.value(operation.inputSchema),
                annotations: .init(
                    title: operation.title, readOnlyHint: hints["readOnlyHint"], destructiveHint: hints["destructiveHint"],
                    idempotentHint: hints["idempotentHint"], openWorldHint: hints["openWorldHint"]))
        }
    }

    /// Serves over `transport` (standard input and output by default) until the client ends
    /// the session or closes the stream.
    public func serve(transport: any Transport = StdioTransport()) async throws {
        let server = Server(name: name, version: version, capabilities: .init(tools: .init(listChanged: false)))
        let tools = self.tools
        await server.withMethodHandler(ListTools.self) { _ in .init(tools: tools) }
        await server.withMethodHandler(CallTool.self) { [self] params in
            await call(params.name, arguments: params.arguments)
        }
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
        await server.stop()
    }

    /// Runs one call; every failure is a result with `isError: true`.
    public func call(_ tool: String, arguments: [String: Value]?) async -> CallTool.Result {
        guard let operation = operations.operations.first(where: { $0.name == tool }) else {
            let names = operations.operations.map(\.name).joined(separator: ", ")
            return failure("no tool '\(tool)'; the tools are: \(names)")
        }
        let components: RequestComponents
        do {
            components = try operation.request(arguments: Self.json(arguments ?? [:]), documentServer: operations.baseURL?.absoluteString)
        } catch {
            return failure(error.message)
        }
        let core = self.core
        let timeout = callTimeout
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        do {
            let response = try await Self.deadline(timeout, tool: tool) {
                try await core.sendData(components, options: RequestOptions(totalTimeout: seconds))
            }
            return Self.result(response, tool: operation.name)
        } catch let error as MCPServeError {
            return failure(error.message)
        } catch let error as AIClientError {
            return failure("\(operation.name) (\(operation.method) \(operation.path)) failed: \(error.description)")
        } catch {
            return failure("\(operation.name) (\(operation.method) \(operation.path)) failed: \(error)")
        }
    }

    // MARK: - Results

    private func failure(_ message: String) -> CallTool.Result {
        var text = message
        for secret in secrets { text = text.replacingOccurrences(of: secret, with: "[redacted]") }
        return .init(content: [.text(text: text, annotations: nil, _meta: nil)], isError: true)
    }

    static func result(_ response: APIResponse<Data>, tool: String) -> CallTool.Result {
        let data = response.value
        let status = response.info.status
        let contentType = response.info.contentType ?? ""
        let mime = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        if data.isEmpty {
            return .init(content: [.text(text: "HTTP \(status): no content", annotations: nil, _meta: nil)], isError: false)
        }
        let isText = mime.isEmpty || mime.hasPrefix("text/") || mime == "application/json" || mime.hasSuffix("+json")
            || mime == "application/x-ndjson" || mime == "application/xml"
        if isText, let text = String(data: data, encoding: .utf8) {
            return .init(content: [.text(text: text, annotations: nil, _meta: nil)], isError: false)
        }
        let type = mime.isEmpty ? "application/octet-stream" : mime
        let uri = "aiclients-mcp://responses/\(tool)"
        return .init(content: [
            .text(text: "HTTP \(status): \(data.count) bytes of \(type), in the resource \(uri)", annotations: nil, _meta: nil),
            .resource(resource: .binary(data, uri: uri, mimeType: type)),
        ], isError: false)
    }

    // MARK: - Plumbing

    /// Runs `body`, giving up after `timeout` (the runtime's own timeouts apply per attempt
    /// and to reading; this bounds the whole call, retries and backoff included).
    static func deadline<T: Sendable>(_ timeout: Duration, tool: String, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw MCPServeError(.timedOut, "\(tool): no reply within \(timeout) (the call was cancelled)")
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else {
                throw MCPServeError(.timedOut, "\(tool): no reply")
            }
            return first
        }
    }

    /// MCP arguments as the runtime's JSON, written directly.
    static func json(_ arguments: [String: Value]) throws(MCPServeError) -> [String: JSONValue] {
        let json: JSONValue
        do {
            json = try JSONValue(encoding: arguments)
        } catch {
            throw MCPServeError(.invalidArguments, "the arguments are not JSON: \(error)")
        }
        guard case .object(let members) = json else { return [:] }
        return members
    }

    /// The runtime's JSON as an MCP value, through their shared JSON text (MCP's `Value` reads
    /// a data URL string as `.data`, which only its own `init(from:)` knows), read by the
    /// client's decoder.
    static func value(_ json: JSONValue) -> Value {
        guard let data = try? JSONCoding.encode(json), let value = try? JSONCoding.decoder.decode(Value.self, from: data) else {
            return .object(["type": .string("object")])
        }
        return value
    }
}
#endif
