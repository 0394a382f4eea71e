import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `Scripts/batch-server.py` on 127.0.0.1: files, batches and the other long-running
/// resources of both providers, whose statuses move one step per retrieve.
///
/// Each test makes its own scenario (``scenario(statuses:pollAfterMilliseconds:)``) and points
/// a client at its base URL, so tests never see each other's objects.
public struct BatchServer: Sendable {
    public let server: LoopbackServer

    /// The server shared by every test of this process.
    public static func shared() async throws -> BatchServer {
        try await sharedServer.value
    }

    private static let sharedServer = Task { BatchServer(server: try LoopbackServer.start(script: scriptURL)) }

    /// `Scripts/batch-server.py` of this checkout.
    public static var scriptURL: URL {
        LoopbackServer.scriptURL.deletingLastPathComponent().appendingPathComponent("batch-server.py")
    }

    /// A new scenario; returns its root URL (`http://127.0.0.1:PORT/<id>`): OpenAI clients
    /// use `root/v1`, Anthropic clients `root`.
    ///
    /// - Parameters:
    ///   - statuses: The statuses every object of the scenario goes through, one per retrieve
    ///     (nil: each kind's own sequence).
    ///   - pollAfterMilliseconds: Sent as `openai-poll-after-ms` on every retrieve.
    public func scenario(statuses: [String]? = nil, pollAfterMilliseconds: Int? = nil) async throws -> URL {
        var config: [String: Any] = [:]
        if let statuses { config["statuses"] = statuses }
        if let pollAfterMilliseconds { config["poll_after_ms"] = pollAfterMilliseconds }
        var request = URLRequest(url: server.url("/scenario"))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: config)
        let (data, _) = try await URLSession.shared.data(for: request)
        guard let id = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["id"] as? String else {
            throw LoopbackServer.Failure.noPort("the batch server made no scenario: \(String(decoding: data, as: UTF8.self))")
        }
        return server.url("/" + id)
    }

    /// One request the server saw.
    public struct LoggedRequest: Sendable {
        public var method: String
        public var path: String
        public var headers: [String: String]
        public var time: Double
    }

    /// The requests of a scenario, in order.
    public func log(_ scenario: URL) async throws -> [LoggedRequest] {
        let (data, _) = try await URLSession.shared.data(from: scenario.appendingPathComponent("log"))
        let requests = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["requests"] as? [[String: Any]] ?? []
        return requests.map { entry in
            LoggedRequest(
                method: entry["method"] as? String ?? "", path: entry["path"] as? String ?? "",
                headers: entry["headers"] as? [String: String] ?? [:], time: entry["time"] as? Double ?? 0)
        }
    }
}
