import Foundation

/// An MCP server over Streamable HTTP on 127.0.0.1 at a free port, in a process of its own
/// that prints the port first: `Python/http_server.py` (the MCP Python SDK) or
/// `mcp-test-server --http` (the MCP Swift SDK). It exits when ``stop()`` closes its stdin,
/// or by itself within minutes; waiting for its port is bounded too.
final class HTTPServerProcess: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible { var description: String }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Python/http_server.py").path

    /// Whether `python3` has what the script imports: mcp 2 (its `MCPServer`) and uvicorn.
    static let pythonIsAvailable: Bool = {
        guard let result = try? PythonMCP.run(["-c", "import mcp.server.mcpserver, mcp_types, uvicorn, anyio"], timeout: 30) else { return false }
        return result.status == 0
    }()

    /// The Python server with `arguments` (`--json-response`, `--token T`).
    static func python(_ arguments: [String] = [], lifetime: Int = 120) async throws -> HTTPServerProcess {
        try await start("/usr/bin/env", ["python3", script, "--lifetime", String(lifetime)] + arguments)
    }

    /// `mcp-test-server --http`.
    static func swift() async throws -> HTTPServerProcess {
        try await start(MCPToolboxTests.server, ["--http"])
    }

    /// The server's MCP endpoint.
    let url: URL
    private let process: Process
    private let input: Pipe

    private init(url: URL, process: Process, input: Pipe) {
        self.url = url
        self.process = process
        self.input = input
    }

    /// Starts `executable` with `arguments` and waits for the port it prints.
    static func start(_ executable: String, _ arguments: [String]) async throws -> HTTPServerProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A server that prints nothing is ended, which ends the read below.
        let watchdog = Task {
            try await Task.sleep(for: .seconds(30))
            if process.isRunning { process.terminate() }
        }
        let line = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            DispatchQueue.global().async {
                var line = Data()
                for _ in 0..<100 where !line.contains(UInt8(ascii: "\n")) {
                    let chunk = output.fileHandleForReading.availableData
                    if chunk.isEmpty { break }
                    line.append(chunk)
                }
                continuation.resume(returning: String(decoding: line, as: UTF8.self))
            }
        }
        watchdog.cancel()
        guard let port = Int(line.split(separator: "\n").first ?? ""), let url = URL(string: "http://127.0.0.1:\(port)/mcp") else {
            if process.isRunning { process.terminate() }
            throw Failure(description: "\(arguments.first { $0.hasSuffix(".py") } ?? executable) printed no port (\(line.prefix(200)))")
        }
        return HTTPServerProcess(url: url, process: process, input: input)
    }

    var isRunning: Bool { process.isRunning }

    /// Closes the server's stdin, which ends it; terminates it if it is still running after a second.
    func stop() async {
        try? input.fileHandleForWriting.close()
        for _ in 0..<50 where process.isRunning { try? await Task.sleep(for: .milliseconds(20)) }
        if process.isRunning { process.terminate() }
    }
}
