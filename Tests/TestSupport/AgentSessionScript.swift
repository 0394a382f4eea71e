import AIClientRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A scripted agent session on the loopback server (`/agent-session/<id>`), for the session
/// runner's tests: its event stream sends `before`, waits until the session has received
/// `waitFor` other requests (the input, the tool results), then sends `after` and ends.
/// Point a client's base URL at ``baseURL``; ``log()`` tells what the server received.
public struct AgentSessionScript: Sendable {
    public let id: String
    public let baseURL: URL
    let server: LoopbackServer

    /// One request the session received (every method but the stream's `GET`).
    public struct Request: Decodable, Sendable {
        public var method: String
        public var path: String
        public var rawQuery: String
        /// Header names lowercased.
        public var headers: [String: String]
        public var bodyJSON: JSONValue?

        enum CodingKeys: String, CodingKey {
            case method, path, headers
            case rawQuery = "raw_query"
            case bodyJSON = "body_json"
        }
    }

    /// What the session received: its requests in order, how many streams it served, and
    /// whether a stream sent `after` (the awaited requests came in time).
    public struct Log: Decodable, Sendable {
        public var requests: [Request]
        public var streams: Int
        public var released: Bool
    }

    public func log() async throws -> Log {
        let (data, _) = try await URLSession.shared.data(from: server.url("/agent-session-log?id=\(id)"))
        return try JSONDecoder().decode(Log.self, from: data)
    }

    /// Server-sent events text: one `data:` line per event.
    public static func sse(_ events: [JSONValue]) -> String {
        events.map { "data: \($0.description)\n\n" }.joined()
    }
}

extension LoopbackServer {
    /// A scripted agent session. `replies` answer its requests in order, then `reply`
    /// (200 `{}` when nil); the stream waits at most `timeout` seconds for `waitFor` requests.
    public func agentSession(
        before: String, after: String, waitFor: Int, timeout: Double = 10,
        replies: [(status: Int, json: JSONValue)] = [], reply: JSONValue? = nil
    ) async throws -> AgentSessionScript {
        var script: JSONValue = [
            "before": .string(before), "after": .string(after), "wait_for": .integer(waitFor),
            "timeout": .number(timeout),
            "replies": .array(replies.map { ["status": .integer($0.status), "json": $0.json] }),
        ]
        if let reply { script = script.setting("reply", ["status": 200, "json": reply]) }
        var request = URLRequest(url: url("/agent-session-setup"))
        request.httpMethod = "POST"
        request.httpBody = Data(script.description.utf8)
        request.timeoutInterval = 10
        let (data, _) = try await URLSession.shared.data(for: request)
        struct Created: Decodable { var id: String }
        guard let created = try? JSONDecoder().decode(Created.self, from: data) else {
            throw MockSessionError(message: "the server did not create an agent session: \(String(decoding: data, as: UTF8.self))")
        }
        return AgentSessionScript(id: created.id, baseURL: url("/agent-session/\(created.id)"), server: self)
    }
}

extension JSONValue {
    fileprivate func setting(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(var members) = self else { return self }
        members[key] = value
        return .object(members)
    }
}
