import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A scripted event stream on the loopback server: point a client's base URL at ``baseURL``
/// and every request under it gets the script's body as `text/event-stream`, in small chunks
/// with delays (or an HTTP error, or a connection cut mid-body). ``log()`` tells what the
/// server saw: how many requests, how many bytes it wrote, and when it found the client gone.
public struct StreamScript: Sendable {
    /// How the server plays the body.
    public struct Playback: Sendable {
        /// Bytes per chunk.
        public var chunk = 16
        /// Byte offsets to cut the body at instead of equal chunks.
        public var cuts: [Int]?
        /// Pause after each chunk, in milliseconds.
        public var delayMS: Double = 0
        /// A non-200 status answers `errorBody` as JSON instead of the stream.
        public var status = 200
        public var errorBody: String?
        /// Cut the connection, without ending the body, once this many bytes were written.
        public var dropAfter: Int?
        /// Play the body again and again for this many seconds (a stream that outlives the test).
        public var repeatFor: Double?
        public var headers: [String: String] = [:]

        public init(chunk: Int = 16, cuts: [Int]? = nil, delayMS: Double = 0, status: Int = 200, errorBody: String? = nil,
             dropAfter: Int? = nil, repeatFor: Double? = nil, headers: [String: String] = [:]) {
            self.chunk = chunk
            self.cuts = cuts
            self.delayMS = delayMS
            self.status = status
            self.errorBody = errorBody
            self.dropAfter = dropAfter
            self.repeatFor = repeatFor
            self.headers = headers
        }
    }

    /// What the server saw of a script.
    public struct Log: Sendable {
        public var requests: Int
        /// The JSON bodies of the requests (nil for requests without one).
        public var requestBodies: [String?]
        /// The `Accept` headers of the requests.
        public var acceptHeaders: [String?]
        public var bytesSent: Int
        public var completed: Bool
        /// When a write found the client gone (server clock, seconds since 1970).
        public var closedAt: Double?
    }

    public struct SetupFailure: Error, CustomStringConvertible {
        public var description: String
    }

    public let id: String
    public let server: LoopbackServer

    /// The base URL to give a client: its request paths are appended to it.
    public var baseURL: URL { server.url("/stream/\(id)") }

    /// Scripts `body`, played as `playback` says.
    public static func start(_ body: String, _ playback: Playback = Playback()) async throws -> StreamScript {
        // The server reads at most 64 KiB of a request body: larger bodies go through a file.
        guard body.utf8.count > 32 * 1024 else { return try await start(source: ["body": body], playback) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).txt")
        try Data(body.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await start(file: file, playback)
    }

    /// Scripts the contents of the file at `file` (bodies over 64 KiB).
    public static func start(file: URL, _ playback: Playback = Playback()) async throws -> StreamScript {
        try await start(source: ["file": file.path], playback)
    }

    private static func start(source: [String: Any], _ playback: Playback) async throws -> StreamScript {
        let server = try await LoopbackServer.shared()
        var script = source
        script["chunk"] = playback.chunk
        if let cuts = playback.cuts { script["cuts"] = cuts }
        script["delay_ms"] = playback.delayMS
        script["status"] = playback.status
        script["headers"] = playback.headers
        if let errorBody = playback.errorBody {
            script["error_body"] = try JSONSerialization.jsonObject(with: Data(errorBody.utf8))
        }
        if let dropAfter = playback.dropAfter { script["drop_after"] = dropAfter }
        if let repeatFor = playback.repeatFor { script["repeat_for"] = repeatFor }
        var request = URLRequest(url: server.url("/stream-setup"))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: script)
        let (data, _) = try await URLSession.shared.data(for: request)
        guard let answer = try JSONSerialization.jsonObject(with: data) as? [String: Any], let id = answer["id"] as? String else {
            throw SetupFailure(description: "the server refused the script: \(String(decoding: data, as: UTF8.self))")
        }
        return StreamScript(id: id, server: server)
    }

    /// What the server saw so far.
    public func log() async throws -> Log {
        let answer = try await server.json("/stream-log?id=\(id)")
        let requests = answer["requests"] as? [[String: Any]] ?? []
        return Log(
            requests: requests.count,
            requestBodies: requests.map { request in
                guard let body = request["body_json"], !(body is NSNull),
                      let data = try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]) else { return nil }
                return String(decoding: data, as: UTF8.self)
            },
            acceptHeaders: requests.map { ($0["headers"] as? [String: Any])?["accept"] as? String },
            bytesSent: answer["sent"] as? Int ?? 0,
            completed: answer["completed"] as? Bool ?? false,
            closedAt: answer["closed_at"] as? Double)
    }

    /// Polls until the server found the client gone, for at most `timeout` seconds; returns when
    /// (server clock), or nil when it did not happen in time.
    public func waitForClose(timeout: TimeInterval) async throws -> Double? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let closedAt = try await log().closedAt { return closedAt }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        return nil
    }
}
