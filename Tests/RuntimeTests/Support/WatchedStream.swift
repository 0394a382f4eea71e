import AIClientRuntime
import AIClientsTestSupport
import Foundation

/// A `/watched-stream` of the loopback server: slow `{"type":"tick","n":i}` events on a
/// connection the server watches, so that it reports the moment the client closes it.
struct WatchedStream {
    struct Tick: Decodable, Sendable, Equatable {
        var type: String
        var n: Int
    }

    /// What the server saw, by its own clock (seconds since 1970, as `Date().timeIntervalSince1970`).
    struct Report {
        var closedAt: Double?
        var sent: Int
        var completed: Bool
    }

    let server: LoopbackServer
    let id = UUID().uuidString
    let jsonLines: Bool
    /// Sends the terminator (`[DONE]`) after this many events, and then nothing more while the
    /// connection stays open.
    var doneAfter: Int?

    init(server: LoopbackServer, jsonLines: Bool = false) {
        self.server = server
        self.jsonLines = jsonLines
    }

    /// 30 events a second apart: the stream outlives every test unless the client closes it.
    var components: RequestComponents {
        var query: QueryItems = [("id", id), ("interval", "1"), ("count", "30"), ("format", jsonLines ? "jsonl" : "sse")]
        if let doneAfter { query.append("done_after", String(doneAfter)) }
        return RequestComponents(method: "GET", path: "/watched-stream", query: query)
    }

    var format: EventStreamFormat {
        EventStreamFormat(terminator: "[DONE]", framing: jsonLines ? .jsonLines : .serverSentEvents)
    }

    /// Waits until the server saw the stream end (closed or complete), at most `wait` seconds:
    /// the server answers as soon as it happens.
    func report(wait: TimeInterval = 30) async throws -> Report {
        let answer = try await server.json("/watched-stream/closed?id=\(id)&wait=\(Int(wait))")
        return Report(
            closedAt: answer["closed_at"] as? Double, sent: answer["sent"] as? Int ?? 0,
            completed: answer["completed"] as? Bool ?? false)
    }

    /// Seconds from `since` (a client time, same clock) until the server saw the connection
    /// close; infinity when it did not close before the wait ended.
    func closeDelay(since: Double) async throws -> Double {
        guard let closedAt = try await report().closedAt else { return .infinity }
        return closedAt - since
    }
}

extension Date {
    /// Now, on the clock the loopback server's `time.time()` reads.
    static var wallClock: Double { Date().timeIntervalSince1970 }
}
