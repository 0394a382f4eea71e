import AIClientRuntime
import AIClientsAsyncHTTPClient
import AsyncHTTPClient
import Foundation
import Testing

/// Many calls in flight against a server that rate-limits them all at first.
@Suite(.timeLimit(.minutes(10)))
struct RateLimitStormTests {
    /// 50 concurrent calls; the server answers 429 with `retry-after: 1` to its first 100
    /// requests. With the default policy every call succeeds on its third attempt, and no more
    /// than 3 requests per call (150) reach the server. (URLSession on Linux queues all but a
    /// few connections per host; the 429s are answered fast enough that the queue drains well
    /// within the one-second wait.)
    @Test(arguments: TransportKind.allCases)
    func fiftyCallsThroughA429StormAllSucceed(kind: TransportKind) async throws {
        let server = try await TestServer.shared()
        let key = TestServer.key()
        let calls = 50
        let succeeded = try await kind.with { transport in
            let core = server.core(transport)
            return try await withThrowingTaskGroup(of: Bool.self) { group in
                for index in 0..<calls {
                    group.addTask {
                        let answer = try await core.raw(
                            "POST", "/fault/status",
                            query: [("key", key), ("status", "429"), ("fail", "100"), ("header", "retry-after: 1")],
                            body: ["call": .integer(index)])
                        return answer.value["attempts"] != nil
                    }
                }
                var count = 0
                for try await ok in group where ok { count += 1 }
                return count
            }
        }
        #expect(succeeded == calls)
        let log = try await server.faultLog(key: key)
        #expect(log.count <= calls * 3)
        #expect(log.count > 100)
    }

    /// An `HTTPClient` that follows redirects itself would bypass the runtime's rules: the
    /// call fails loudly instead of quietly using its answer.
    @Test func aClientThatFollowsRedirectsItselfIsRefused() async throws {
        let server = try await TestServer.shared()
        let key = TestServer.key()
        let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup)  // follows redirects
        let core = server.core(AsyncHTTPClientTransport(httpClient: client), policy: .none)
        await #expect {
            try await core.raw("GET", "/fault/redirect", query: [("key", key), ("status", "302"), ("to", "/json")])
        } throws: { ($0 as? AIClientError)?.kind == .invalidRequest }
        try await client.shutdown()
    }
}
