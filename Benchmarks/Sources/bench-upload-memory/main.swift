import AIClientRuntime
import Foundation
import OpenAI
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Memory of a large upload through the generated client: `client.files.create` with a file URL,
// sent to a scripted session of the loopback test server (which counts the bytes and discards
// them). Run through Scripts/bench-upload-memory, which measures this process with
// /usr/bin/time -v for a tiny and a large file and prints the growth.
//
// Usage: bench-upload-memory <port> <bytes>

// `Swift.Error`: the OpenAI module has a schema named `Error`.
struct BenchmarkError: Swift.Error, CustomStringConvertible {
    var description: String
}

/// VmHWM (peak resident set) of this process in KiB, from /proc (Linux); -1 elsewhere.
func peakKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
    }
    return -1
}

/// Creates a scripted session that answers one upload; returns its base URL.
func mockSession(_ server: URL) async throws -> (session: String, baseURL: URL) {
    let answer = #"{"responses": [{"status": 200, "json": {"id": "file-bench", "object": "file", "bytes": 0, "created_at": 1, "filename": "bench.jsonl", "purpose": "batch", "status": "uploaded"}}]}"#
    var request = URLRequest(url: server.appendingPathComponent("mock-setup"))
    request.httpMethod = "POST"
    request.httpBody = Data(answer.utf8)
    let (data, _) = try await URLSession.shared.data(for: request)
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any], let session = object["session"] as? String else {
        throw BenchmarkError(description: "the server did not create a session")
    }
    return (session, server.appendingPathComponent("mock").appendingPathComponent(session))
}

/// The body size the server received for the session's only request.
func receivedBytes(_ server: URL, session: String) async throws -> Int {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "\(server.absoluteString)/mock-log?session=\(session)") ?? server)
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
          let requests = object["requests"] as? [[String: Any]], requests.count == 1,
          let size = requests[0]["body_size"] as? Int else {
        throw BenchmarkError(description: "the server did not record exactly one upload")
    }
    return size
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let port = Int(arguments[1]), let size = Int64(arguments[2]), size >= 0,
      let server = URL(string: "http://127.0.0.1:\(port)") else {
    print("usage: bench-upload-memory <port> <bytes>")
    exit(2)
}

// A sparse file: no disk blocks and no page cache to fill before the upload reads it.
let fileURL = FileManager.default.temporaryDirectory.appendingPathComponent("bench-upload-\(UUID().uuidString).jsonl")
guard FileManager.default.createFile(atPath: fileURL.path, contents: nil) else {
    print("cannot create \(fileURL.path)")
    exit(1)
}
defer { try? FileManager.default.removeItem(at: fileURL) }
do {
    let handle = try FileHandle(forWritingTo: fileURL)
    try handle.truncate(atOffset: UInt64(size))
    try handle.close()

    let (session, baseURL) = try await mockSession(server)
    let client = OpenAIClient(apiKey: "sk-bench", baseURL: baseURL, timeout: 600, retryPolicy: .none)
    let started = Date()
    let file = try await client.files.create(.init(file: .url(fileURL), purpose: .batch))
    let seconds = Date().timeIntervalSince(started)
    let received = try await receivedBytes(server, session: session)
    guard file.id == "file-bench", received > Int(size) else {
        throw BenchmarkError(description: "the server received \(received) bytes for a \(size)-byte file")
    }
    print(String(format: "uploaded %lld bytes (%d on the wire) in %.2f s, %.0f MiB/s; VmHWM %d KiB",
                 size, received, seconds, Double(received) / 1_048_576 / max(seconds, 0.001), peakKiB()))
} catch {
    print("upload failed: \(error)")
    try? FileManager.default.removeItem(at: fileURL)
    exit(1)
}
