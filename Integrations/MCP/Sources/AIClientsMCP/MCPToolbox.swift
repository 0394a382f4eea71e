// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
import AIClientRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MCP

/// The tools of one or more MCP servers (processes over stdio, or over Streamable HTTP with
/// ``connect(_:url:headers:)``) as ``ToolHandler``s, so that every tool loop of the
/// clients (`chat.completions.runTools`, `responses.runTools`, `messages.runTools`) can offer
/// them to a model and run its calls (README, "MCP", shows one).
///
/// Tool names are made unique across servers (`files_read` when two servers have `read`) and
/// fit the providers' rule (letters, digits, `_` and `-`, at most 64); input schemas are
/// sent as the server wrote them (not strict). A call's result is the text of its content
/// (images, audio and resources as a line that says what they are). A call that fails (the
/// tool's error, a server that exits, cannot be reached or does not answer within
/// ``callTimeout``) answers the model with the error's text instead of ending the loop. A
/// server that announces a changed tool list is listed again by the next ``handlers()``.
///
/// The servers' prompts and resources are here too (MCPToolbox+Prompts.swift):
/// ``prompt(_:on:arguments:)`` gives a prompt's messages and ``readResource(_:on:)`` a
/// resource's text or bytes, provider-neutral; the products `AIClientsMCPChat`,
/// `AIClientsMCPResponses` and `AIClientsMCPClaude` make them each client's messages.
public actor MCPToolbox {
    /// How long one tool call may take.
    public var callTimeout: Duration
    /// How long a server may take to start and answer MCP's handshake.
    public var connectTimeout: Duration
    /// The longest message a server over stdio may send, in bytes (64 MiB). A longer one is an
    /// ``MCPBridgeError`` of kind ``MCPBridgeError/Kind/messageTooLarge`` for the calls waiting
    /// on that server, whose process is then ended (its output can no longer be read in step).
    /// Applies to servers connected after it is set.
    public var maxMessageBytes: Int
    private var servers: [ConnectedServer] = []

    public init(callTimeout: Duration = .seconds(60), connectTimeout: Duration = .seconds(30),
                maxMessageBytes: Int = JSONLineSplitter.defaultMaxLineLength) {
        self.callTimeout = callTimeout
        self.connectTimeout = connectTimeout
        self.maxMessageBytes = maxMessageBytes
    }

    /// Starts `command` with `arguments` and speaks MCP with it over its standard input and
    /// output (its standard error goes to ours).
    public func connect(_ name: String, command: String, arguments: [String] = [], environment: [String: String]? = nil) async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let toServer = Pipe()
        let fromServer = Pipe()
        process.standardInput = toServer
        process.standardOutput = fromServer
        let exit = ServerEnd()
        process.terminationHandler = { process in exit.ended(status: process.terminationStatus) }
        do {
            try launch(process)
        } catch {
            throw MCPBridgeError(kind: .launchFailed, server: name, message: "cannot start \(command): \(error)")
        }
        // Ended by the process, by the end of its output (a second later, so that the exit
        // status, which usually follows, is what calls report), or by an over-long message.
        let transport = StdioLink(
            server: name, input: fromServer.fileHandleForReading.fileDescriptor,
            output: toServer.fileHandleForWriting.fileDescriptor, maxMessageBytes: maxMessageBytes
        ) { reason in
            if reason.kind == .messageTooLarge {
                exit.ended(reason)
            } else {
                Task {
                    try? await Task.sleep(for: .seconds(1))
                    exit.ended(reason)
                }
            }
        }
        let client = Client(name: "AIClients", version: "1.0.0")
        let server = ConnectedServer(name: name, client: client, transport: transport, process: process, exit: exit, pipes: [toServer, fromServer])
        // A server whose output cannot be read in step any more is of no further use.
        exit.whenEnded { [weak server] reason in
            if reason.kind == .messageTooLarge { server?.terminate() }
        }
        do {
            let result = try await Self.deadline(connectTimeout, server: server, tool: nil) {
                try await client.connect(transport: transport)
            }
            server.capabilities = result.capabilities
            await client.onNotification(ToolListChangedNotification.self) { [server] _ in server.markStale() }
        } catch {
            await server.abandon()
            throw error
        }
        append(server)
    }

    func append(_ server: ConnectedServer) { servers.append(server) }

    /// The connected server called `name`, else `missing`.
    func connected(_ name: String, else missing: MCPBridgeError) throws -> ConnectedServer {
        guard let server = servers.first(where: { $0.name == name }) else { throw missing }
        return server
    }

    /// The connected servers' names, in the order they connected.
    public var serverNames: [String] { servers.map(\.name) }

    /// What the last ``handlers()`` could not list: an error per server whose tool list failed
    /// (it did not answer within ``callTimeout``, exited, or sent a list that does not decode),
    /// in the order the servers connected. Those servers' tools are missing from the handlers.
    public private(set) var listingErrors: [MCPBridgeError] = []

    /// Every connected server's tools, listed again where a server said its list changed.
    ///
    /// The servers are listed at once, each within ``callTimeout``. A server whose list fails
    /// costs only its own tools: its error is in ``listingErrors``, and the others' tools are
    /// returned. Throws that error only when no server could be listed.
    public func handlers() async throws -> [ToolHandler] {
        let servers = self.servers
        let timeout = callTimeout
        let lists = await withTaskGroup(of: (Int, Result<[Tool], MCPBridgeError>).self) { group in
            for (index, server) in servers.enumerated() {
                group.addTask {
                    do {
                        return (index, .success(try await server.tools(timeout: timeout)))
                    } catch {
                        return (index, .failure(Self.bridged(error, server: server.name, tool: nil)))
                    }
                }
            }
            var lists = [Result<[Tool], MCPBridgeError>](repeating: .success([]), count: servers.count)
            for await (index, list) in group { lists[index] = list }
            return lists
        }
        listingErrors = lists.compactMap { list in
            if case .failure(let error) = list { error } else { nil }
        }
        if !servers.isEmpty, listingErrors.count == servers.count, let first = listingErrors.first { throw first }
        var listed: [(server: ConnectedServer, tool: Tool)] = []
        for (server, list) in zip(servers, lists) {
            if case .success(let tools) = list { listed += tools.map { (server, $0) } }
        }
        let names = Self.uniqueNames(listed.map { ($0.server.name, $0.tool.name) })
        return zip(listed, names).map { entry, name in
            let (server, tool) = entry
            return ToolHandler(name: name, description: tool.description, parameters: .verbatim(Self.json(tool.inputSchema))) { arguments in
                do {
                    return try await Self.call(tool.name, on: server, arguments: arguments, timeout: timeout)
                } catch let error as MCPBridgeError {
                    return "Error: \(error.description)"
                }
            }
        }
    }

    /// Calls `tool` of the server `server` with arguments as JSON text; throws ``MCPBridgeError``.
    public func call(_ tool: String, on server: String, arguments: String = "{}") async throws -> String {
        guard let connected = servers.first(where: { $0.name == server }) else {
            throw MCPBridgeError(kind: .unknownTool, server: server, tool: tool, message: "no server of that name is connected")
        }
        return try await Self.call(tool, on: connected, arguments: arguments, timeout: callTimeout)
    }

    /// Disconnects from every server and ends their processes.
    public func close() async {
        for server in servers { await server.close() }
        servers = []
    }

    // MARK: - Calls

    static func call(_ tool: String, on server: ConnectedServer, arguments: String, timeout: Duration) async throws -> String {
        let parsed: [String: Value]?
        do {
            parsed = arguments.trimmingCharacters(in: .whitespaces).isEmpty
                ? nil : try JSONCoding.decoder.decode([String: Value].self, from: arguments)
        } catch {
            throw MCPBridgeError(kind: .protocolError, server: server.name, tool: tool, message: "the arguments are not a JSON object: \(arguments.prefix(200))")
        }
        let client = server.client
        let (content, isError) = try await deadline(timeout, server: server, tool: tool) {
            try await client.callTool(name: tool, arguments: parsed)
        }
        let text = content.map(Self.text).joined(separator: "\n")
        if isError == true {
            throw MCPBridgeError(kind: .toolFailed, server: server.name, tool: tool, message: text)
        }
        return text
    }

    /// A content item as text for the model.
    static func text(_ content: Tool.Content) -> String {
        switch content {
        case .text(let text, _, _): text
        case .image(let data, let mimeType, _, _): "[image \(mimeType), \(decodedSize(data)) bytes]"
        case .audio(let data, let mimeType, _, _): "[audio \(mimeType), \(decodedSize(data)) bytes]"
        case .resource(let resource, _, _): resource.text ?? "[resource \(resource.uri)]"
        case .resourceLink(let uri, let name, _, _, _, _): "[resource \(name): \(uri)]"
        }
    }

    /// The size of base64 `text` once decoded.
    static func decodedSize(_ text: String) -> Int {
        Data(base64Encoded: text)?.count ?? text.count * 3 / 4
    }

    /// Runs `body`, giving up after `timeout` or when the server's process ends, whichever
    /// comes first (the SDK's pending request would otherwise wait for an answer that never comes).
    static func deadline<T: Sendable>(
        _ timeout: Duration, server: ConnectedServer, tool: String?, prompt: String? = nil, resource: String? = nil,
        _ body: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let outcome = Outcome<T>()
        return try await withCheckedThrowingContinuation { continuation in
            outcome.set(continuation)
            let work = Task {
                do {
                    outcome.finish(.success(try await body()))
                } catch {
                    outcome.finish(.failure(bridged(error, server: server.name, tool: tool, prompt: prompt, resource: resource)))
                }
            }
            let timer = Task {
                try? await Task.sleep(for: timeout)
                outcome.finish(.failure(MCPBridgeError(kind: .timedOut, server: server.name, tool: tool, prompt: prompt, resource: resource, message: "no answer within \(timeout)")))
                work.cancel()
            }
            let exit = server.exit
            let token = exit.whenEnded { reason in
                outcome.finish(.failure(MCPBridgeError(kind: reason.kind, server: server.name, tool: tool, prompt: prompt, resource: resource, message: reason.message)))
                work.cancel()
            }
            // The call's handlers go with it (else each call would stay in `exit` until the server ends).
            outcome.whenFinished {
                timer.cancel()
                exit.forget(token)
            }
        }
    }

    /// `error` of the SDK or of the network as an ``MCPBridgeError``.
    static func bridged(_ error: any Error, server: String, tool: String?, prompt: String? = nil, resource: String? = nil) -> MCPBridgeError {
        if var error = error as? MCPBridgeError {
            // A connection error (a write to an exited server) names the call it failed, too.
            if error.tool == nil, error.prompt == nil, error.resource == nil { (error.tool, error.prompt, error.resource) = (tool, prompt, resource) }
            return error
        }
        if let error = error as? URLError {
            return MCPBridgeError(kind: .connectionFailed, server: server, tool: tool, prompt: prompt, resource: resource,
                                  message: "the HTTP request failed (URLError \(error.code.rawValue)): \(error.localizedDescription)")
        }
        return MCPBridgeError(kind: .protocolError, server: server, tool: tool, prompt: prompt, resource: resource, message: String(describing: error))
    }

    // MARK: - Names and schemas

    /// Names the providers accept and no two tools share: a tool's own name where it is unique
    /// (once cleaned), else `server_tool`, else numbered.
    static func uniqueNames(_ tools: [(server: String, tool: String)]) -> [String] {
        func clean(_ text: String) -> String {
            let mapped = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") ? $0 : "_" })
            return String(mapped.prefix(64))
        }
        var counts: [String: Int] = [:]
        for entry in tools { counts[clean(entry.tool), default: 0] += 1 }
        var used: Set<String> = []
        return tools.map { entry in
            let own = clean(entry.tool)
            var name = counts[own] == 1 ? own : clean(entry.server + "_" + entry.tool)
            var counter = 2
            while used.contains(name) {
                name = String(clean(entry.server + "_" + entry.tool).prefix(60)) + "_\(counter)"
                counter += 1
            }
            used.insert(name)
            return name
        }
    }

    /// An MCP value as the runtime's JSON.
    static func json(_ value: Value) -> JSONValue {
        (try? JSONValue(encoding: value)) ?? ["type": "object"]
    }
}

/// One connected server: its client, process, and tool list.
final class ConnectedServer: @unchecked Sendable {
    let name: String
    let client: Client
    /// The server's process, for a server over stdio.
    let process: Process?
    let exit: ServerEnd
    /// Over stdio, the transport reads and writes the pipes' descriptors by number: they stay
    /// open until it has stopped (``close()``), or a later pipe given the same number would be
    /// read as this server's.
    private let transport: any Transport
    private var pipes: [Pipe]
    private let lock = NSLock()
    private var cached: [Tool]?
    private var announced: Server.Capabilities?

    /// What the server said it offers in MCP's handshake.
    var capabilities: Server.Capabilities? {
        get { lock.withLock { announced } }
        set { lock.withLock { announced = newValue } }
    }

    init(name: String, client: Client, transport: any Transport, process: Process?, exit: ServerEnd, pipes: [Pipe]) {
        self.name = name
        self.client = client
        self.transport = transport
        self.process = process
        self.exit = exit
        self.pipes = pipes
    }

    func markStale() { lock.withLock { cached = nil } }

    /// Ends the server's process, if it runs.
    func terminate() {
        if let process, process.isRunning { process.terminate() }
    }

    /// Every page of the server's tool list (at most 100 pages), or the cached list.
    func tools(timeout: Duration) async throws -> [Tool] {
        if let cached = lock.withLock({ cached }) { return cached }
        var tools: [Tool] = []
        var cursor: String?
        for _ in 0..<100 {
            let client = self.client
            let name = self.name
            let page = try await MCPToolbox.deadline(timeout, server: self, tool: nil) { [cursor] in
                do {
                    return try await client.listTools(cursor: cursor)
                } catch let error where error is MCPError || error is MCPBridgeError || error is CancellationError {
                    throw error
                } catch {
                    // The SDK's own errors say only that the answer did not decode.
                    throw MCPBridgeError(kind: .protocolError, server: name, message: "the server's tool list is not what MCP says (\(error))")
                }
            }
            tools += page.tools
            cursor = page.nextCursor
            if cursor == nil { break }
        }
        lock.withLock { cached = tools }
        return tools
    }

    /// Stops the transport (it reads no more once this returns), ends the process, and only
    /// then closes the pipes.
    func close() async {
        await client.disconnect()
        await transport.disconnect()
        if let process, process.isRunning { process.terminate() }
        let pipes = lock.withLock { () -> [Pipe] in
            defer { self.pipes = [] }
            return self.pipes
        }
        for pipe in pipes {
            try? pipe.fileHandleForReading.close()
            try? pipe.fileHandleForWriting.close()
        }
    }

    /// For a handshake that did not finish: the SDK may still connect the transport after
    /// this (the cancelled `connect` goes on), and its read loop would then read a descriptor
    /// number that a closed pipe gave back, i.e. another server's output. So the ends the
    /// transport uses stay open for the process's life, and only the ends the child used are
    /// closed: once the process has ended, a late read loop sees the end of its input and stops.
    func abandon() async {
        await client.disconnect()
        await transport.disconnect()
        if let process, process.isRunning { process.terminate() }
        let pipes = lock.withLock { () -> [Pipe] in
            defer { self.pipes = [] }
            return self.pipes
        }
        // `pipes` is [toServer, fromServer]: the child read the first and wrote the second.
        if pipes.count == 2 {
            try? pipes[0].fileHandleForReading.close()
            try? pipes[1].fileHandleForWriting.close()
        }
        ConnectedServer.retired.withLock { $0.append(contentsOf: pipes) }
    }

    deinit {
        // Never closed (a toolbox dropped without `close()`): the pipes stay open rather than
        // risk a transport still reading their numbers; the process is ended.
        if let process, process.isRunning { process.terminate() }
        if !pipes.isEmpty { ConnectedServer.retired.withLock { $0.append(contentsOf: pipes) } }
    }

    /// Pipes of servers dropped without ``close()``, kept open for the process's life.
    static let retired = LockedPipes()
}
#endif
