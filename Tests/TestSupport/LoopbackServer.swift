import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs `Scripts/test-server.py` on 127.0.0.1 for tests that need a real HTTP server.
///
/// `LoopbackServer.shared()` starts one server per test process, on first use. The server
/// exits by itself when this process goes away (it watches its stdin, which we hold open), so
/// no test has to remember to stop it; `start()`/`stop()` give a private one.
public final class LoopbackServer: Sendable {
    /// Why the server could not be started.
    public enum Failure: Error, CustomStringConvertible {
        case pythonMissing
        case scriptMissing(String)
        case noPort(String)

        public var description: String {
            switch self {
            case .pythonMissing: "python3 was not found on PATH; the loopback tests need it"
            case .scriptMissing(let path): "the test server script is missing at \(path)"
            case .noPort(let detail): "the test server did not report its port: \(detail)"
            }
        }
    }

    /// The port the server listens on.
    public let port: Int
    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL
    private let process: Process
    private let stdinPipe: Pipe

    private init(port: Int, process: Process, stdinPipe: Pipe) {
        self.port = port
        // Literal loopback address: only local traffic, no name resolution.
        self.baseURL = URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
        self.process = process
        self.stdinPipe = stdinPipe
    }

    /// The server shared by every test of this process.
    public static func shared() async throws -> LoopbackServer {
        try await sharedServer.value
    }

    private static let sharedServer = Task { try start() }

    /// Starts a new server and waits (at most `timeout` seconds) for its port.
    public static func start(timeout: TimeInterval = 10) throws -> LoopbackServer {
        try start(script: scriptURL, timeout: timeout)
    }

    /// Starts another server script of `Scripts/` that follows the same protocol (port on the
    /// first line of stdout, exit at end of stdin, `--lifetime`).
    public static func start(script: URL, timeout: TimeInterval = 10) throws -> LoopbackServer {

        guard FileManager.default.fileExists(atPath: script.path) else { throw Failure.scriptMissing(script.path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--lifetime", "900"]
        let stdout = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardInput = stdin
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            throw Failure.pythonMissing
        }
        guard let line = readLine(from: stdout.fileHandleForReading, timeout: timeout), let port = Int(line) else {
            process.terminate()
            throw Failure.noPort(process.isRunning ? "no line within \(timeout) s" : "the process exited")
        }
        return LoopbackServer(port: port, process: process, stdinPipe: stdin)
    }

    /// Stops the server and waits (bounded) for it to exit.
    public func stop() {
        try? stdinPipe.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < deadline { usleep(10_000) }
    }

    /// `path` (which may carry a query) on this server.
    public func url(_ path: String) -> URL {
        URL(string: baseURL.absoluteString + path) ?? baseURL
    }

    /// GETs `path` and parses the JSON answer, for tests that ask the server what it saw.
    public func json(_ path: String) async throws -> [String: Any] {
        let (data, _) = try await URLSession.shared.data(from: url(path))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// `Scripts/test-server.py` of this checkout (this file is `Tests/TestSupport/…`).
    public static var scriptURL: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/test-server.py")
    }

    /// Reads the first line of `handle` on a background thread, giving up after `timeout`.
    private static func readLine(from handle: FileHandle, timeout: TimeInterval) -> String? {
        let result = LineBox()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var bytes = Data()
            while !bytes.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                bytes.append(chunk)
            }
            let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init)
            result.set(line?.trimmingCharacters(in: .whitespaces))
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success else { return nil }
        return result.get()
    }
}

private final class LineBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: String?
    func set(_ newValue: String?) { lock.withLock { value = newValue } }
    func get() -> String? { lock.withLock { value } }
}
