import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The main package's loopback server (`Scripts/test-server.py`) as a model API that answers
/// from a script: one per test process, on 127.0.0.1; it exits when our end of its stdin closes.
struct ModelServer: Sendable {
    struct Failure: Error, CustomStringConvertible { var description: String }

    let base: URL
    let root: URL
    let id: String

    private static let started = Task { () throws -> URL in
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", repository.appendingPathComponent("Scripts/test-server.py").path, "--lifetime", "600"]
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        held.withLock { $0.append(input) }
        var line = Data()
        for _ in 0..<100 where !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).split(separator: "\n").first ?? "") else {
            throw Failure(description: "the loopback server printed no port")
        }
        return URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// The server's stdin, kept open for the life of the tests.
    private static let held = Mutex<[Pipe]>([])

    /// A scripted session answering `replies` (JSON bodies, status 200) in order.
    static func session(_ replies: [[String: Any]]) async throws -> ModelServer {
        try await scripted(replies.map { ["status": 200, "json": $0] })
    }

    /// The loopback server's root, for its fixed routes (`/stall`, `/echo`).
    static func root() async throws -> URL {
        try await started.value
    }

    /// A scripted session answering `responses` in order, each `{"status", "headers", and one
    /// of "json", "text", "download" (a size)}` (Scripts/test-server.py, `/mock-setup`).
    static func scripted(_ responses: [[String: Any]]) async throws -> ModelServer {
        let root = try await started.value
        var request = URLRequest(url: root.appendingPathComponent("mock-setup"))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: ["responses": responses])
        let (data, _) = try await URLSession.shared.data(for: request)
        guard let id = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["session"] as? String else {
            throw Failure(description: "the server made no session")
        }
        return ModelServer(base: root.appendingPathComponent("mock").appendingPathComponent(id), root: root, id: id)
    }

    /// Every request the session received, in order: method, path, raw_query, query,
    /// headers (lowercased names), body_json.
    func log() async throws -> [[String: Any]] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: root.absoluteString + "/mock-log?session=" + id) ?? root)
        let log = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return log?["requests"] as? [[String: Any]] ?? []
    }

    /// The JSON bodies the session received, in order.
    func requests() async throws -> [[String: Any]] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: root.absoluteString + "/mock-log?session=" + id) ?? root)
        let log = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (log?["requests"] as? [[String: Any]] ?? []).compactMap { $0["body_json"] as? [String: Any] }
    }
}

/// A value behind a lock.
final class Mutex<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&value) } }
}
