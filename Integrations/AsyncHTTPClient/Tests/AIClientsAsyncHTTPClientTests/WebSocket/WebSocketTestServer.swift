import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The main package's loopback WebSocket server (`Scripts/websocket-test-server.py`), one per
/// test process, started as `TestServer` starts the HTTP one.
final class WebSocketTestServer: Sendable {
    let port: Int
    private let process: Process
    private let stdin: Pipe

    private init(port: Int, process: Process, stdin: Pipe) {
        self.port = port
        self.process = process
        self.stdin = stdin
    }

    static func shared() async throws -> WebSocketTestServer { try await started.value }

    private static let started = Task { try launch() }

    static let script = TestServer.script.deletingLastPathComponent().appendingPathComponent("websocket-test-server.py")

    private static func launch() throws -> WebSocketTestServer {
        guard FileManager.default.fileExists(atPath: script.path) else { throw TestServer.Failure.notStarted("no \(script.path)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--lifetime", "900"]
        let stdout = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardInput = stdin
        process.standardError = FileHandle.standardError
        do { try process.run() } catch { throw TestServer.Failure.notStarted("python3: \(error)") }
        var bytes = Data()
        for _ in 0..<100 where !bytes.contains(UInt8(ascii: "\n")) {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            bytes.append(chunk)
        }
        let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        guard let port = Int(line.trimmingCharacters(in: .whitespaces)) else {
            process.terminate()
            throw TestServer.Failure.notStarted("no port line")
        }
        return WebSocketTestServer(port: port, process: process, stdin: stdin)
    }

    /// The base URL a client uses: its WebSocket endpoints are `ws://127.0.0.1:<port>/v1/…`.
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/v1") ?? URL(fileURLWithPath: "/") }
}
