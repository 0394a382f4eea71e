import AIClientRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Scripted replies from the main package's loopback server (`Scripts/test-server.py`, two
/// folders up), started once per test process on 127.0.0.1; it exits when this process's end
/// of its stdin closes.
enum Loopback {
    struct Failure: Error, CustomStringConvertible { var description: String }

    static let server = Task { () throws -> URL in
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/test-server.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--lifetime", "600"]
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        // Held for the life of the process: closing it stops the server.
        kept.append(input)
        var bytes = Data()
        for _ in 0..<100 where !bytes.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            bytes.append(chunk)
        }
        guard let port = Int(String(decoding: bytes, as: UTF8.self).split(separator: "\n").first ?? "") else {
            throw Failure(description: "the loopback server printed no port")
        }
        return URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }
    nonisolated(unsafe) static var kept: [Pipe] = []

    /// A session that answers with `replies` in order; returns the base URL to call.
    static func session(_ replies: [[String: Any]]) async throws -> URL {
        let root = try await server.value
        var request = URLRequest(url: root.appendingPathComponent("mock-setup"))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: ["responses": replies])
        let (data, _) = try await URLSession.shared.data(for: request)
        guard let id = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["session"] as? String else {
            throw Failure(description: "no session: \(String(decoding: data, as: UTF8.self))")
        }
        return root.appendingPathComponent("mock").appendingPathComponent(id)
    }

    static func json(_ value: Any, status: Int = 200, headers: [String: String] = [:]) -> [String: Any] {
        ["status": status, "json": value, "headers": headers]
    }

    static func events(_ events: [String]) -> [String: Any] {
        ["status": 200, "text": events.map { $0 + "\n\n" }.joined(), "headers": ["Content-Type": "text/event-stream"]]
    }
}
