import AIClientRuntime
import AIClientsAsyncHTTPClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import OpenAIChat
import Testing

/// A stream ends its connection as soon as its consumer stops (issue 27), on every transport:
/// the loop left with `break` while the stream value stays in scope, `cancel()`, the reading
/// task cancelled. The loopback server's `/watched-stream` watches its socket and reports
/// when the connection closed; the acceptance bound is 0.5 s after the consumer stopped. Each
/// check runs inside `with`, before the transport's client shuts down (which would close the
/// connection anyway).
@Suite(.timeLimit(.minutes(10)))
struct StreamEndTests {
    struct Tick: Decodable, Sendable, Equatable {
        var type: String
        var n: Int
    }

    static let closeBound = 0.5

    @Test(arguments: TransportKind.allCases)
    func breakOutOfAChatStreamStillInScopeClosesTheConnection(kind: TransportKind) async throws {
        let server = try await TestServer.shared()
        let id = TestServer.key()
        let delay = try await kind.with { transport in
            let client = OpenAIClient(apiKey: Secrets.key, baseURL: server.url("/watched/\(id)"), transport: transport)
            let stream = try await client.chat.completions.stream(.init(messages: [.user("Count")], model: "gpt-4o"))
            var text = ""
            for try await chunk in stream {
                text += chunk.choices.first?.delta.content ?? ""
                break
            }
            let brokeAt = Date().timeIntervalSince1970
            #expect(text == "w0 ")
            // `stream` is still in scope here: only the loop's end may close the connection.
            let delay = try await server.closeDelay(id: id, since: brokeAt)
            withExtendedLifetime(stream) {}
            return delay
        }
        #expect(delay <= Self.closeBound, "the server saw the connection close \(delay) s after break")
    }

    @Test(arguments: TransportKind.allCases)
    func breakOutOfARawBodyStillInScopeClosesTheConnection(kind: TransportKind) async throws {
        let server = try await TestServer.shared()
        let id = TestServer.key()
        let delay = try await kind.with { transport in
            let response = try await transport.send(HTTPRequest(method: "GET", url: server.url("/watched-stream?id=\(id)")))
            for try await _ in response.body { break }
            let brokeAt = Date().timeIntervalSince1970
            let delay = try await server.closeDelay(id: id, since: brokeAt)
            withExtendedLifetime(response) {}
            return delay
        }
        #expect(delay <= Self.closeBound, "the server saw the connection close \(delay) s after break")
    }

    @Test(arguments: TransportKind.allCases)
    func cancelEndsAWaitingLoopAndClosesTheConnection(kind: TransportKind) async throws {
        let server = try await TestServer.shared()
        let id = TestServer.key()
        let (delay, result) = try await kind.with { transport in
            let stream = try await server.core(transport).sendEvents(
                RequestComponents(method: "GET", path: "/watched-stream", query: [("id", id)]),
                of: Tick.self, format: EventStreamFormat(terminator: "[DONE]"))
            let (arrivals, arrived) = AsyncStream.makeStream(of: Tick.self)
            let consumer = Task {
                for try await tick in stream { arrived.yield(tick) }
            }
            // The first event; the consumer then waits a second for the next one.
            for await _ in arrivals { break }
            stream.cancel()
            let cancelledAt = Date().timeIntervalSince1970
            let result = await consumer.result
            return (try await server.closeDelay(id: id, since: cancelledAt), result)
        }
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(delay <= Self.closeBound, "the server saw the connection close \(delay) s after cancel()")
    }

    @Test(arguments: TransportKind.allCases)
    func cancellingTheReadingTaskClosesTheConnection(kind: TransportKind) async throws {
        let server = try await TestServer.shared()
        let id = TestServer.key()
        let (delay, result) = try await kind.with { transport in
            let stream = try await server.core(transport).sendEvents(
                RequestComponents(method: "GET", path: "/watched-stream", query: [("id", id)]),
                of: Tick.self, format: EventStreamFormat(terminator: "[DONE]"))
            let (arrivals, arrived) = AsyncStream.makeStream(of: Tick.self)
            let consumer = Task {
                for try await tick in stream { arrived.yield(tick) }
            }
            for await _ in arrivals { break }
            consumer.cancel()
            let cancelledAt = Date().timeIntervalSince1970
            let result = await consumer.result
            return (try await server.closeDelay(id: id, since: cancelledAt), result)
        }
        if case .failure(let error) = result { #expect(error is CancellationError) }
        #expect(delay <= Self.closeBound, "the server saw the connection close \(delay) s after the task was cancelled")
    }
}

extension TestServer {
    /// Seconds from `since` (client clock, the server's clock too) until the server saw
    /// `/watched-stream` `id` close; infinity when it did not. The server answers as soon as
    /// the stream ends (a long poll of at most 30 s).
    func closeDelay(id: String, since: Double) async throws -> Double {
        let (data, _) = try await URLSession.shared.data(from: url("/watched-stream/closed?id=\(id)&wait=30"))
        let report = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        guard let closedAt = report["closed_at"] as? Double else { return .infinity }
        return closedAt - since
    }
}
