import AIClientRuntime
import AIClientsAsyncHTTPClient
import Foundation
import Testing

/// `ConcurrencyLimitedTransport` (in the runtime) over both transports.
@Suite(.timeLimit(.minutes(10)))
struct ConcurrencyLimitedTransportTests {
    @Test(arguments: TransportKind.allCases)
    func neverMoreRequestsInFlightThanTheLimit(kind: TransportKind) async throws {
        let server = try await TestServer.shared()
        let counter = InFlightCounter()
        let completed = try await kind.with { transport in
            let limited = ConcurrencyLimitedTransport(CountingTransport(base: transport, counter: counter), maxConcurrentRequests: 3)
            let core = server.core(limited)
            return try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<12 {
                    group.addTask {
                        // A streamed body: the slot is held until it is read to the end.
                        let response = try await core.perform(RequestComponents(
                            method: "GET", path: "/stall", query: [("delay", "0.1")]))
                        var bytes = 0
                        for try await chunk in response.body { bytes += chunk.count }
                        return bytes
                    }
                }
                var count = 0
                for try await bytes in group where bytes > 0 { count += 1 }
                return count
            }
        }
        #expect(completed == 12)
        #expect(counter.maximum <= 3)
        #expect(counter.maximum >= 1)
    }
}

/// Counts the requests a transport has in flight, from `send` to the body's end.
private struct CountingTransport: HTTPTransport {
    let base: any HTTPTransport
    let counter: InFlightCounter

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        counter.change(+1)
        let response: HTTPResponse
        do { response = try await base.send(request) } catch { counter.change(-1); throw error }
        let counter = self.counter
        let box = IteratorBox(response.body.makeAsyncIterator())
        return HTTPResponse(status: response.status, headers: response.headers, body: HTTPResponseBody(AsyncThrowingStream(unfolding: {
            do {
                let chunk = try await box.next()
                if chunk == nil { counter.change(-1) }
                return chunk
            } catch {
                counter.change(-1)
                throw error
            }
        })))
    }
}

private final class IteratorBox: @unchecked Sendable {
    private var iterator: HTTPResponseBody.AsyncIterator
    init(_ iterator: HTTPResponseBody.AsyncIterator) { self.iterator = iterator }
    func next() async throws -> Data? { try await iterator.next() }
}

private final class InFlightCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var current = 0
    private var peak = 0

    func change(_ delta: Int) {
        lock.withLock {
            current += delta
            peak = max(peak, current)
        }
    }

    var maximum: Int { lock.withLock { peak } }
}
