import AIClientRuntime
import AIClientsAsyncHTTPClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// A reader that stops reading holds the server back: the transport does not read the
/// connection ahead of its consumer by more than its memory limit.
@Suite(.timeLimit(.minutes(10)))
struct BackpressureTests {
    /// The server streams as fast as it can for 10 s; the reader takes one chunk and waits.
    /// What the server managed to write must stay within socket buffers plus the pump's
    /// 64 KiB, far below what 10 s of loopback carry. Only AsyncHTTPClient: URLSession on Linux
    /// cannot pause a task, so `URLSessionTransport` spills the excess to disk instead.
    @Test func aStalledReaderStopsTheServer() async throws {
        let server = try await TestServer.shared()
        let chunk = String(repeating: "data: 0123456789abcdef\n\n", count: 680)   // ~16 KiB
        let script = try await server.post("/stream-setup", json: ["body": chunk, "chunk": 16384, "repeat_for": 10])
        let id = try #require(script["id"] as? String)
        let sent = try await TransportKind.asyncHTTPClient.with(memoryLimit: 64 * 1024) { transport in
            let response = try await transport.send(HTTPRequest(method: "GET", url: server.url("/stream/\(id)/events")))
            var iterator = response.body.makeAsyncIterator()
            _ = try await iterator.next()
            // Wait (bounded) until the server's count of bytes written stops growing.
            var last = -1
            var steady = 0
            for _ in 0..<60 where steady < 3 {
                try await Task.sleep(nanoseconds: 100_000_000)
                let now = try await Self.bytesSent(server, id: id)
                steady = now == last ? steady + 1 : 0
                last = now
            }
            _ = iterator   // keeps the body alive until here
            return last
        }
        #expect(sent > 0)
        #expect(sent < 48 << 20, "the server wrote \(sent) bytes to a reader that took one chunk")
    }

    static func bytesSent(_ server: TestServer, id: String) async throws -> Int {
        let (data, _) = try await URLSession.shared.data(from: server.url("/stream-log?id=\(id)"))
        let log = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return log?["sent"] as? Int ?? 0
    }
}
