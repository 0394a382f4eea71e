import Foundation
import MCP
#if canImport(System)
import System
#else
@preconcurrency import SystemPackage
#endif

/// `aiclients-mcp-serve` started as an MCP client starts a server (over its stdin and
/// stdout), driven by the MCP Swift SDK's own `Client`; every wait is bounded.
final class ServerProcess: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The executable beside this test binary (the package's build folder).
    static func executable(_ name: String) -> String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside.path }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug/\(name)").path
    }

    static let serve = executable("aiclients-mcp-serve")

    /// `Integrations/MCP/Tests/AIClientsMCPTests/Fixtures/<name>`.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }

    let process = Process()
    let client = Client(name: "AIClientsMCPTests", version: "1.0.0")
    private let transport: StdioTransport
    private let toServer = Pipe()
    private let fromServer = Pipe()

    private init(arguments: [String], environment: [String: String]) {
        process.executableURL = URL(fileURLWithPath: Self.serve)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = toServer
        process.standardOutput = fromServer
        transport = StdioTransport(
            input: FileDescriptor(rawValue: fromServer.fileHandleForReading.fileDescriptor),
            output: FileDescriptor(rawValue: toServer.fileHandleForWriting.fileDescriptor))
    }

    /// Starts the server and completes MCP's handshake (within 30 seconds).
    static func start(_ arguments: [String], environment: [String: String] = [:]) async throws -> ServerProcess {
        let server = ServerProcess(arguments: arguments, environment: environment)
        try server.process.run()
        do {
            _ = try await bounded(.seconds(30), "the handshake") { try await server.client.connect(transport: server.transport) }
        } catch {
            await server.close()
            throw error
        }
        return server
    }

    func tools() async throws -> [Tool] {
        let client = self.client
        return try await Self.bounded(.seconds(30), "tools/list") { try await client.listTools().tools }
    }

    func call(_ name: String, _ arguments: [String: Value] = [:]) async throws -> (content: [Tool.Content], isError: Bool) {
        let client = self.client
        let (content, isError) = try await Self.bounded(.seconds(30), "tools/call \(name)") {
            try await client.callTool(name: name, arguments: arguments)
        }
        return (content, isError ?? false)
    }

    /// The text of a result's first content item.
    static func text(_ content: [Tool.Content]) -> String {
        if case .text(let text, _, _)? = content.first { return text }
        return ""
    }

    /// Ends the session: the client's side closes, the server sees the end of its input and
    /// exits (within 10 seconds, else it is terminated); then the pipes close.
    func close() async {
        await client.disconnect()
        await transport.disconnect()
        try? toServer.fileHandleForWriting.close()
        for _ in 0..<200 where process.isRunning { try? await Task.sleep(nanoseconds: 50_000_000) }
        if process.isRunning { process.terminate() }
        // Only now that the transport has stopped: it reads the descriptors by number.
        try? fromServer.fileHandleForReading.close()
        try? fromServer.fileHandleForWriting.close()
        try? toServer.fileHandleForReading.close()
    }

    /// Whether the process ended by itself after `close()`.
    var exitedByItself: Bool { !process.isRunning && process.terminationReason == .exit }

    /// Runs `body`, failing after `timeout`.
    static func bounded<T: Sendable>(_ timeout: Duration, _ what: String, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw Failure(description: "\(what): no answer within \(timeout)")
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw Failure(description: "\(what): nothing") }
            return first
        }
    }

    /// Runs the executable to its end (for configurations it refuses): status and stderr.
    static func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: serve)
        process.arguments = arguments
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardInput = Pipe()
        process.standardOutput = Pipe()
        try process.run()
        for _ in 0..<200 where process.isRunning { try await Task.sleep(nanoseconds: 50_000_000) }
        if process.isRunning {
            process.terminate()
            throw Failure(description: "aiclients-mcp-serve \(arguments) did not exit")
        }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, text)
    }
}
