import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The main package's loopback server (`Scripts/test-server.py`), one per test process.
///
/// The main package's `AIClientsTestSupport` is not one of its products, so this package
/// starts the same script the same way: on 127.0.0.1, port chosen by the OS and printed on the
/// first line; the server exits when our end of its stdin closes (this process going away).
final class TestServer: Sendable {
    enum Failure: Error, CustomStringConvertible {
        case notStarted(String)
        var description: String {
            switch self { case .notStarted(let why): "the loopback server did not start: \(why)" }
        }
    }

    let baseURL: URL
    private let process: Process
    private let stdin: Pipe

    private init(port: Int, process: Process, stdin: Pipe) {
        self.baseURL = URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
        self.process = process
        self.stdin = stdin
    }

    static func shared() async throws -> TestServer { try await started.value }

    private static let started = Task { try launch() }

    /// `Scripts/test-server.py` of the repository this package sits in (two folders up).
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/test-server.py")

    private static func launch() throws -> TestServer {
        guard FileManager.default.fileExists(atPath: script.path) else { throw Failure.notStarted("no \(script.path)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--lifetime", "900"]
        let stdout = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardInput = stdin
        process.standardError = FileHandle.standardError
        do { try process.run() } catch { throw Failure.notStarted("python3: \(error)") }
        // The port line: a bounded number of reads (the script prints it at once).
        var bytes = Data()
        for _ in 0..<100 where !bytes.contains(UInt8(ascii: "\n")) {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            bytes.append(chunk)
        }
        let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        guard let port = Int(line.trimmingCharacters(in: .whitespaces)) else {
            process.terminate()
            throw Failure.notStarted("no port line")
        }
        return TestServer(port: port, process: process, stdin: stdin)
    }

    /// `path` (with its query) on this server.
    func url(_ path: String) -> URL { URL(string: baseURL.absoluteString + path) ?? baseURL }

    /// A fresh key, so parallel tests never share the server's logs.
    static func key() -> String { UUID().uuidString }

    /// What the server recorded under `/fault/…?key=`.
    func faultLog(key: String) async throws -> [FaultRecord] {
        struct Log: Decodable { var requests: [FaultRecord] }
        let (data, _) = try await URLSession.shared.data(from: url("/fault/log?key=\(key)"))
        return try JSONDecoder().decode(Log.self, from: data).requests
    }

    /// POSTs `json` and decodes the answer (the server's setup routes).
    func post(_ path: String, json: [String: Any]) async throws -> [String: Any] {
        var request = URLRequest(url: url(path))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: json)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (data, _) = try await URLSession.shared.data(for: request)
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }
}

/// One request as `/fault/log` reports it.
struct FaultRecord: Decodable, Sendable {
    var method: String
    var complete: Bool
    var bodySize: Int
    var headers: [String: String]

    enum CodingKeys: String, CodingKey {
        case method, complete, headers
        case bodySize = "body_size"
    }
}
