import AIClientsTestSupport
import Foundation
import Testing
@testable import AIClientRuntime

/// Response streaming, cancellation and interruption through a real loopback server.
@Suite(.timeLimit(.minutes(10)))
struct URLSessionTransportStreamingTests {
    let transport = URLSessionTransport()

    @Test func chunksArriveBeforeTheResponseEnds() async throws {
        let server = try await LoopbackServer.shared()
        let response = try await transport.send(HTTPRequest(
            method: "GET", url: server.url("/slow-stream?id=\(UUID().uuidString)&interval=0.4&count=5")))
        #expect(response.status == 200)
        var arrivals: [Date] = []
        var text = ""
        for try await chunk in response.body {
            arrivals.append(Date())
            text += String(decoding: chunk, as: UTF8.self)
        }
        #expect(text == (0..<5).map { "tick \($0)\n" }.joined())
        // The server spreads the lines over 1.6 s: a buffered body would arrive all at once.
        let first = try #require(arrivals.first)
        let last = try #require(arrivals.last)
        #expect(last.timeIntervalSince(first) > 1.0)
        #expect(arrivals.count >= 3)
    }

    @Test func cancellingTheConsumerClosesTheConnection() async throws {
        let server = try await LoopbackServer.shared()
        let id = UUID().uuidString
        let transport = self.transport
        let firstChunk = AsyncSignal()
        let consumer = Task {
            let response = try await transport.send(HTTPRequest(
                method: "GET", url: server.url("/slow-stream?id=\(id)&interval=0.05&count=600")))
            for try await _ in response.body { firstChunk.fire() }
        }
        try await firstChunk.wait(timeout: 5)
        consumer.cancel()
        let cancelledAt = Date().timeIntervalSince1970
        // A cancelled body either throws CancellationError or just ends (AsyncThrowingStream
        // ends iteration with nil once its task is cancelled); any other error is a bug.
        if case .failure(let error) = await consumer.result {
            #expect(error is CancellationError)
        }
        let closedAt = try await waitForClose(server: server, id: id, timeout: 2)
        #expect(closedAt - cancelledAt < 1.0)
    }

    @Test func cancellingBeforeTheHeadThrowsCancellationError() async throws {
        let server = try await LoopbackServer.shared()
        let transport = self.transport
        let sender = Task {
            try await transport.send(HTTPRequest(method: "GET", url: server.url("/stall?delay=8&head=late")))
        }
        try await Task.sleep(nanoseconds: 200_000_000)
        let started = Date()
        sender.cancel()
        let result = await sender.result
        #expect(throws: CancellationError.self) { _ = try result.get() }
        #expect(Date().timeIntervalSince(started) < 3)
    }

    @Test func droppingTheBodyClosesTheConnection() async throws {
        let server = try await LoopbackServer.shared()
        let id = UUID().uuidString
        // Read one chunk in a scope that then drops the response and its body.
        func readOneChunk() async throws -> Int {
            let response = try await transport.send(HTTPRequest(
                method: "GET", url: server.url("/slow-stream?id=\(id)&interval=0.05&count=600")))
            for try await chunk in response.body { return chunk.count }
            return 0
        }
        #expect(try await readOneChunk() > 0)
        let droppedAt = Date().timeIntervalSince1970
        let closedAt = try await waitForClose(server: server, id: id, timeout: 2)
        #expect(closedAt - droppedAt < 1.0)
    }

    @Test(arguments: ["length", "chunked"])
    func connectionDroppedMidBodyDeliversBytesThenInterruption(mode: String) async throws {
        let server = try await LoopbackServer.shared()
        let response = try await transport.send(HTTPRequest(
            method: "GET", url: server.url("/drop?size=1000&mode=\(mode)")))
        var received = Data()
        var failure: (any Error)?
        do {
            for try await chunk in response.body { received.append(chunk) }
        } catch {
            failure = error
        }
        #expect(received == Data((0..<1000).map { UInt8($0 % 251) }))
        let error = try #require(failure as? AIClientError)
        #expect(error.kind == .streamInterrupted)
        #expect(error.bytesReceived == 1000)
    }

    @Test func slowConsumerGetsEveryByteInOrderWithASmallMemoryLimit() async throws {
        let server = try await LoopbackServer.shared()
        // 64 KiB in memory, 4 MiB body: most of it must overflow (spill or pause) and come back in order.
        let transport = URLSessionTransport(configuration: .init(responseMemoryLimit: 64 * 1024))
        let size = 4 << 20
        let response = try await transport.send(HTTPRequest(method: "GET", url: server.url("/download?size=\(size)")))
        try await Task.sleep(nanoseconds: 300_000_000)
        var offset = 0
        var mismatch: Int?
        for try await chunk in response.body {
            for (index, byte) in chunk.enumerated() where mismatch == nil && byte != UInt8((offset + index) % 251) {
                mismatch = offset + index
            }
            offset += chunk.count
        }
        #expect(offset == size)
        #expect(mismatch == nil)
    }

    @Test func headTimeoutIsATimeoutError() async throws {
        let server = try await LoopbackServer.shared()
        let started = Date()
        let error = await #expect(throws: AIClientError.self) {
            _ = try await transport.send(HTTPRequest(
                method: "GET", url: server.url("/stall?delay=4&head=late"), timeout: 1))
        }
        #expect(error?.kind == .timeout)
        #expect(Date().timeIntervalSince(started) < 3)
    }

    @Test func bodyStallAfterTheHeadIsATimeoutAfterWhatArrived() async throws {
        let server = try await LoopbackServer.shared()
        let response = try await transport.send(HTTPRequest(
            method: "GET", url: server.url("/stall?delay=6"), timeout: 2))
        var received = Data()
        let error = await #expect(throws: AIClientError.self) {
            for try await chunk in response.body { received.append(chunk) }
        }
        #expect(error?.kind == .timeout)
        #expect(String(decoding: received, as: UTF8.self) == "head\n")
    }

    @Test func theTimeoutIsAnIdleTimeoutNotATotalOne() async throws {
        let server = try await LoopbackServer.shared()
        // 6 lines 0.4 s apart: 2.4 s in total, never 1 s without bytes.
        let response = try await transport.send(HTTPRequest(
            method: "GET", url: server.url("/slow-stream?id=\(UUID().uuidString)&interval=0.4&count=6"), timeout: 1))
        var lines = 0
        for try await chunk in response.body { lines += chunk.filter { $0 == UInt8(ascii: "\n") }.count }
        #expect(lines == 6)
    }

    @Test func connectionRefusedIsATransportError() async throws {
        // Nothing listens on the discard port of the loopback address.
        let error = await #expect(throws: AIClientError.self) {
            _ = try await transport.send(HTTPRequest(method: "GET", url: URL(string: "http://127.0.0.1:9/x")!))
        }
        #expect(error?.kind == .transport)
        #expect(error?.url?.port == 9)
    }

    /// Polls the server until it saw stream `id` close; returns when (server clock).
    private func waitForClose(server: LoopbackServer, id: String, timeout: TimeInterval) async throws -> TimeInterval {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let status = try await server.json("/slow-stream/status?id=\(id)")
            if let closedAt = status["closed_at"] as? Double { return closedAt }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        Issue.record("the server did not see the connection close within \(timeout) s")
        return .infinity
    }
}
