import Foundation
import Testing
@testable import AIClientRuntime
@testable import AIClientWebSocket

/// The limits of a reconnecting WebSocket that a hostile or broken server meets: attempts that
/// add up until the server sends a real event (not only until a handshake works), waits that
/// cannot trap, and incoming messages that wait in a bounded buffer.
@Suite(.timeLimit(.minutes(2))) struct ReconnectLimitsTests {
    static let fast = WebSocketReconnectPolicy(maxAttempts: 5, initialDelay: 0.01, maxDelay: 0.02)

    /// A server that accepts every handshake, sends an `error` event and closes with 1013 (try
    /// again later): the official SDK makes 6 connections and raises 1013; so does this.
    @Test func aServerThatAcceptsAndDropsGetsMaxAttemptsReconnectsThenTheErrorReachesTheCaller() async throws {
        let transport = InMemoryWebSocketTransport()
        transport.script = { _, connection in
            connection.receive(#"{"type":"error","error":{"type":"server_error","message":"overloaded"}}"#)
            connection.serverCloses(code: WebSocketCloseCode.tryAgainLater, reason: "overloaded")
        }
        let attempts = Attempts()
        let socket = try await ReconnectingWebSocket(
            transport: transport, onReconnecting: { attempt in
                await attempts.add(attempt)
                return .proceed
            }, policy: Self.fast
        ) { ReconnectingWebSocketTests.request($0, $1) }
        var received = 0
        do {
            for try await _ in socket.messages {
                received += 1
                if received > 100 { break }   // a bound: the old code never ended
            }
            Issue.record("the messages ended without the server's close")
        } catch let error as AIClientError {
            #expect(error.closeCode == WebSocketCloseCode.tryAgainLater)
            #expect(error.closeReason == "overloaded")
        }
        #expect(transport.requests.count == 6)
        #expect(received == 6)   // each connection's error event reached the caller
        #expect(await attempts.all.map(\.attempt) == [1, 2, 3, 4, 5])
        #expect(await attempts.all.allSatisfy { $0.maxAttempts == 5 })
    }

    /// A server that sends a real event on each connection before it drops: each drop starts
    /// the count again, as in the SDK (here bounded by a hook that stops after 6 calls).
    @Test func aRealEventStartsTheCountAgain() async throws {
        let transport = InMemoryWebSocketTransport()
        transport.script = { _, connection in
            connection.receive(#"{"type":"session.created","session":{}}"#)
            connection.serverCloses(code: WebSocketCloseCode.abnormal)
        }
        let attempts = Attempts()
        let socket = try await ReconnectingWebSocket(
            transport: transport, onReconnecting: { attempt in
                await attempts.add(attempt)
                return await attempts.all.count >= 6 ? .abort : .proceed
            }, policy: Self.fast
        ) { ReconnectingWebSocketTests.request($0, $1) }
        await #expect(throws: AIClientError.self) {
            var count = 0
            for try await _ in socket.messages {
                count += 1
                if count > 100 { break }
            }
        }
        #expect(await attempts.all.map(\.attempt) == [1, 1, 1, 1, 1, 1])
        #expect(transport.requests.count == 6)
    }

    /// What counts as progress: an event object with a `type` that is not `error`.
    @Test func onlyAnEventThatIsNotAnErrorCountsAsProgress() {
        #expect(ReconnectingWebSocket.isProgress(.text(#"{"type":"response.created"}"#)))
        #expect(ReconnectingWebSocket.isProgress(.binary(Data(#"{"type":"session.updated","x":[1,2]}"#.utf8))))
        #expect(!ReconnectingWebSocket.isProgress(.text(#"{"type":"error"}"#)))
        #expect(!ReconnectingWebSocket.isProgress(.text(#"{"type":""}"#)))
        #expect(!ReconnectingWebSocket.isProgress(.text(#"{"type":7}"#)))
        #expect(!ReconnectingWebSocket.isProgress(.text(#"{"kind":"x"}"#)))
        #expect(!ReconnectingWebSocket.isProgress(.text("not json")))
        #expect(!ReconnectingWebSocket.isProgress(.text(#"["type"]"#)))
    }

    /// A policy with an infinite or huge delay waits (until closed) instead of stopping the
    /// process in `UInt64(…)`.
    @Test func anInfiniteReconnectDelayWaitsAndCloseEndsIt() async throws {
        #expect(ClampedSleep.nanoseconds(.infinity) == UInt64(ClampedSleep.longestWait * 1e9))
        #expect(ClampedSleep.nanoseconds(1e300) == UInt64(ClampedSleep.longestWait * 1e9))
        #expect(ClampedSleep.nanoseconds(.nan) == 0)
        #expect(ClampedSleep.nanoseconds(-5) == 0)
        #expect(ClampedSleep.nanoseconds(0.25) == 250_000_000)
        let transport = InMemoryWebSocketTransport()
        let socket = try await ReconnectingWebSocket(
            transport: transport, onReconnecting: { _ in .proceed },
            policy: WebSocketReconnectPolicy(maxAttempts: 3, initialDelay: .infinity, maxDelay: .infinity)
        ) { ReconnectingWebSocketTests.request($0, $1) }
        try #require(transport.connections.first).serverCloses(code: WebSocketCloseCode.abnormal)
        #expect(await ReconnectingWebSocketTests.waitUntilReconnecting(socket))
        let reader = Task { () -> Int in
            var count = 0
            for try await _ in socket.messages { count += 1 }
            return count
        }
        reader.cancel()
        await socket.close()
        _ = try? await reader.value
        #expect(transport.requests.count == 1)
    }

    /// Messages that arrive faster than the app reads wait in a bounded buffer: the reader of
    /// the socket stops at the limit and goes on as the app reads, with nothing lost or reordered.
    @Test func theMessageBufferStopsTheSocketsReaderWhenFull() async throws {
        let buffer = WebSocketMessageBuffer(limits: .init(messages: 16, bytes: 1 << 20))
        let pushed = Counter()
        let producer = Task {
            for index in 0..<2_000 {
                guard await buffer.push(.text("m\(index)")) else { return }
                await pushed.increment()
            }
            buffer.finish(throwing: AIClientError.connectionClosed(code: 1011, reason: "end"))
        }
        // The app is busy: the reader fills the buffer and waits (the 16th message is in the
        // buffer, its push waits for room).
        for _ in 0..<2_000 where buffer.count < 16 { try await Task.sleep(nanoseconds: 5_000_000) }
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(buffer.count == 16)
        #expect(await pushed.value == 15)
        var received: [String] = []
        do {
            for try await message in buffer.messages {
                if case .text(let text) = message { received.append(text) }
                #expect(buffer.count <= 16)
            }
            Issue.record("the end's error was lost")
        } catch let error as AIClientError {
            #expect(error.closeCode == 1011)
        }
        #expect(received == (0..<2_000).map { "m\($0)" })
        await producer.value
    }

    @Test func theMessageBufferCountsBytesAndLetsOneLargeMessageThrough() async throws {
        let buffer = WebSocketMessageBuffer(limits: .init(messages: 1000, bytes: 100))
        // Over the byte limit alone: it is taken, and the socket's reader waits until the app has it.
        let first = Task { await buffer.push(.binary(Data(count: 500))) }
        for _ in 0..<2_000 where buffer.count < 1 { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(buffer.count == 1)
        var iterator = buffer.messages.makeAsyncIterator()
        #expect(try await iterator.next() == .binary(Data(count: 500)))
        #expect(await first.value)
        #expect(await buffer.push(.text("after")))   // room again: taken at once
        #expect(try await iterator.next() == .text("after"))
        buffer.finish()
        #expect(try await iterator.next() == nil)
    }

    /// A reader that is cancelled ends the messages, releases the socket's reader and tells the
    /// owner (which closes the connection).
    @Test func aCancelledReaderReleasesTheSocketsReaderAndTellsTheOwner() async throws {
        let cancelled = Counter()
        let buffer = WebSocketMessageBuffer(limits: .init(messages: 2, bytes: 1 << 20)) {
            Task { await cancelled.increment() }
        }
        #expect(await buffer.push(.text("1")))
        let blocked = Task { await buffer.push(.text("2")) }   // fills the buffer: waits for the app
        let reader = Task { () -> [WebSocketMessage?] in
            var iterator = buffer.messages.makeAsyncIterator()
            var seen: [WebSocketMessage?] = []
            for _ in 0..<3 { seen.append(try await iterator.next()) }   // the third waits
            return seen
        }
        #expect(await blocked.value)   // released once the app read the first
        for _ in 0..<2_000 where buffer.count > 0 { try await Task.sleep(nanoseconds: 5_000_000) }
        try await Task.sleep(nanoseconds: 20_000_000)
        reader.cancel()
        #expect(try await reader.value == [.text("1"), .text("2"), nil])
        #expect(await buffer.push(.text("3")) == false)   // the socket's reader stops
        for _ in 0..<2_000 where await cancelled.value == 0 { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(await cancelled.value == 1)
    }
}

actor Counter {
    var value = 0
    func increment() { value += 1 }
}
