import AIClientRuntime
import AIClientsAsyncHTTPClient
import Foundation
import Testing

/// What only the NIO client does: keepalive pings, pong timeouts, cancellation of `ping()` and of
/// `connect`, against the loopback server. Part of the behaviour suite, so that these timed
/// cases never share the server with its floods.
extension WebSocketBehaviourTests {
    /// What the server saw on this connection (`debug.inspect`).
    func inspectRaw(_ connection: any WebSocketConnection) async throws -> [String: JSONValue] {
        try await RawSession.send(connection, ["type": "debug.inspect"])
        return try await RawSession.messages(of: connection, until: "debug.inspect").last.flatMap(RawSession.object) ?? [:]
    }

    @Test func keepalivePingsGoOutWhileTheConnectionIsIdle() async throws {
        let transport = NIOWebSocketTransport(pingInterval: 0.2, pongTimeout: 1)
        let connection = try await RawSession.connect(transport)
        try await Task.sleep(nanoseconds: 1_200_000_000)
        let seen = try await inspectRaw(connection)
        guard case .integer(let pings)? = seen["pings"] else {
            Issue.record("inspect: \(seen)")
            return
        }
        #expect(pings >= 3 && pings <= 7)
        await connection.close()
    }

    @Test func theDefaultKeepaliveIsTwentySeconds() {
        let transport = NIOWebSocketTransport()
        #expect(transport.pingInterval == 20)
        #expect(transport.pongTimeout == 20)
    }

    /// A server that stops answering pings: the messages end with `.connectionClosed` 1006 (a
    /// dead connection, which a reconnect hook may retry) once the pong timeout passed.
    @Test func aMissingPongFailsTheConnection() async throws {
        let transport = NIOWebSocketTransport(pingInterval: 0.2, pongTimeout: 0.5)
        let connection = try await RawSession.connect(transport, query: [("no_pong", "1")])
        let started = Date()
        let error = await RawSession.ending(of: connection) as? AIClientError
        let elapsed = Date().timeIntervalSince(started)
        #expect(error?.kind == .connectionClosed, "\(String(describing: error))")
        #expect(error?.closeCode == 1006)
        #expect(error?.closeReason?.contains("pong") == true)
        #expect(elapsed > 0.5 && elapsed < 5, "\(elapsed) s")
    }

    @Test func pingWithoutAPongTimesOut() async throws {
        let transport = NIOWebSocketTransport(pingInterval: nil, pongTimeout: 0.5)
        let connection = try await RawSession.connect(transport, query: [("no_pong", "1")])
        let started = Date()
        await #expect { try await connection.ping() } throws: { ($0 as? AIClientError)?.kind == .timeout }
        #expect(Date().timeIntervalSince(started) < 5)
        // The connection itself goes on.
        let seen = try await inspectRaw(connection)
        #expect(seen["pings"] == .integer(1))
        await connection.close()
    }

    /// `ping()` in a task cancelled after 0.3 s returns at once with `CancellationError` (the
    /// server never answers; before, it returned when the server closed, 30 s later).
    @Test func aCancelledPingReturnsAtOnce() async throws {
        let connection = try await RawSession.connect(NIOWebSocketTransport(), query: [("no_pong", "1")], seconds: 40)
        let ping = Task { try await connection.ping() }
        try await Task.sleep(nanoseconds: 300_000_000)
        let cancelled = Date()
        ping.cancel()
        let result = await ping.result
        #expect(Date().timeIntervalSince(cancelled) < 2)
        #expect(throws: CancellationError.self) { try result.get() }
        await connection.close()
    }

    /// Cancelling `connect` while the server holds the handshake: `connect` throws
    /// `CancellationError` at once and the socket is closed (the server sees the close).
    @Test func cancellingDuringTheHandshakeClosesTheSocket() async throws {
        let key = UUID().uuidString
        let url = try await RawSession.url(query: [("key", key), ("stall", "8")])
        let transport = NIOWebSocketTransport()
        let connect = Task { try await transport.connect(WebSocketRequest(url: url)) }
        try await Task.sleep(nanoseconds: 500_000_000)
        let cancelled = Date()
        connect.cancel()
        let result = await connect.result
        #expect(Date().timeIntervalSince(cancelled) < 2)
        #expect(throws: CancellationError.self) { _ = try result.get() }
        if case .success(let connection) = result { await connection.close() }
        // The server noticed the close during its stall (well before the stall's 8 s).
        var closed = false
        for _ in 0..<30 where !closed {
            let probe = try await RawSession.connect(transport, query: [("key", key)])
            closed = try await inspectRaw(probe)["stalled_closed"] == .integer(1)
            await probe.close()
            if !closed { try await Task.sleep(nanoseconds: 100_000_000) }
        }
        #expect(closed)
        #expect(Date().timeIntervalSince(cancelled) < 5)
    }

    /// A server that does not answer the handshake within the timeout: `.timeout`.
    @Test func aHandshakeThatNeverCompletesTimesOut() async throws {
        let url = try await RawSession.url(query: [("stall", "10")])
        let started = Date()
        await #expect { _ = try await NIOWebSocketTransport(connectTimeout: 0.5).connect(WebSocketRequest(url: url)) } throws: {
            ($0 as? AIClientError)?.kind == .timeout
        }
        #expect(Date().timeIntervalSince(started) < 5)
    }

    /// While the app does not read (reading paused), a missing pong does not fail the
    /// connection: the pong waits unread behind the messages (here the server answers the ping
    /// only after its flood, as its sends block). Once reading resumed, the timeout starts again.
    @Test func keepaliveWaitsWhileTheAppDoesNotRead() async throws {
        let transport = NIOWebSocketTransport(pingInterval: 0.2, pongTimeout: 3, readAheadBytes: 64 << 10)
        let connection = try await RawSession.connect(transport, seconds: 60)
        try await RawSession.send(connection, ["type": "debug.flood", "count": 5000, "size": 2048])
        try await Task.sleep(nanoseconds: 4_000_000_000)   // longer than the pong timeout
        var count = 0
        for try await message in connection.messages {
            if RawSession.isFloodEnd(message) { break }
            if RawSession.floodNumber(message) != nil { count += 1 }
            if count > 5000 { break }
        }
        #expect(count == 5000)
        await connection.close()
    }
}
