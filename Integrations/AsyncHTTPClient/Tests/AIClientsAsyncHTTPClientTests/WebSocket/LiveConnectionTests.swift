import AIClientsAsyncHTTPClient
import Foundation
import OpenAILive
import Testing

/// The Live API's WebSocket connections on the loopback server (`Scripts/websocket-test-server.py`,
/// whose Live paths send nothing until `session.start` and answer it with `session.started`):
/// what goes on the wire as openai-python 3.57.0 sends it, the typed events both ways, error
/// events, and the reconnect rules Realtime has. Every wait is bounded: each connection closes
/// itself after 15 s and every loop stops after a few events.
@Suite(.serialized) struct LiveConnectionTests {
    /// Closes `connection` after `seconds`, so that no loop waits longer.
    static func bounded<Client, Server>(_ connection: WebSocketEventConnection<Client, Server>, seconds: Double = 15) {
        Task { [weak connection] in
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            await connection?.close()
        }
    }

    /// Events until `stop` says so (inclusive), at most `limit`.
    static func events<Client, Server>(
        of connection: WebSocketEventConnection<Client, Server>, limit: Int = 20, until stop: (Server) -> Bool
    ) async throws -> [Server] {
        var seen: [Server] = []
        for try await event in connection.events {
            seen.append(event)
            if stop(event) || seen.count >= limit { break }
        }
        return seen
    }

    /// What the server saw on this connection (`debug.inspect`, an event no union knows).
    static func inspect(_ connection: LiveConnection) async throws -> [String: JSONValue] {
        try await connection.sendRaw(#"{"type":"debug.inspect"}"#)
        let seen = try await events(of: connection) { if case .unknown = $0 { true } else { false } }
        guard case .unknown(.object(let members))? = seen.last else { return [:] }
        return members
    }

    @Test func nothingIsSentOnOpenAndSessionStartIsTheFirstMessage() async throws {
        let client = try await LoopbackSession.client(.nio)
        let connection = try await client.live.connect()
        Self.bounded(connection)
        let before = try await Self.inspect(connection)
        #expect(before["path"] == .string("/v1/live/sessions"))
        #expect(before["query"] == .object([:]))
        // The SDK's connect sends nothing of its own: the app's session.start comes first.
        #expect(before["received"] == .array([.string(#"{"type":"debug.inspect"}"#)]))
        guard case .object(let headers)? = before["headers"] else {
            Issue.record("no headers: \(before)")
            return
        }
        #expect(headers["authorization"] == .string("Bearer " + LoopbackSession.apiKey))
        #expect(headers["openai-organization"] == .string("org-ws"))
        #expect(headers["openai-project"] == .string("proj-ws"))
        #expect(headers["openai-beta"] == nil)

        try await connection.send(.sessionStart(.init(session: .init(model: "gpt-live-1", instructions: "Be brief."), eventID: "evt_start")))
        let started = try await Self.events(of: connection) { if case .sessionStarted = $0 { true } else { false } }
        guard case .sessionStarted(let event)? = started.last else {
            Issue.record("events: \(started)")
            return
        }
        #expect(event.session.id == "sess_live")
        #expect(event.session.model == "gpt-live-1")
        #expect(event.session.instructions == "Be brief.")
        #expect(event.clientEventID == "evt_start")
        let after = try await Self.inspect(connection)
        guard case .array(let received)? = after["received"] else {
            Issue.record("inspect: \(after)")
            return
        }
        #expect(received.dropFirst().first
            == .string(#"{"event_id":"evt_start","session":{"instructions":"Be brief.","model":"gpt-live-1"},"type":"session.start"}"#))
        await connection.close()
    }

    @Test func aServerErrorIsAnEventAndTheSessionGoesOn() async throws {
        let connection = try await LoopbackSession.client(.nio).live.connect()
        Self.bounded(connection)
        try await connection.sendRaw(#"{"type":"debug.error","event_id":"evt_bad"}"#)
        let seen = try await Self.events(of: connection) { if case .error = $0 { true } else { false } }
        guard case .error(let event)? = seen.last else {
            Issue.record("events: \(seen)")
            return
        }
        #expect(event.error.code == "unknown_event")
        #expect(event.error.clientEventID == "evt_bad")
        #expect(event.clientEventID == "evt_bad")
        // Still open: the next command is answered.
        try await connection.send(.sessionStart(.init(session: .init(model: "gpt-live-1"))))
        let next = try await Self.events(of: connection) { _ in true }
        if case .sessionStarted? = next.first {} else { Issue.record("after the error: \(next)") }
        await connection.close()
    }

    @Test func aForkAndASidebandGoToTheirPaths() async throws {
        let client = try await LoopbackSession.client(.nio)
        let fork = try await client.live.forks.connect(sessionID: "sess_parent")
        Self.bounded(fork)
        try await fork.send(.sessionStart(.init(session: .init())))
        let started = try await Self.events(of: fork) { _ in true }
        guard case .sessionStarted(let event)? = started.first else {
            Issue.record("fork events: \(started)")
            return
        }
        #expect(event.session.id == "sess_live")
        try await fork.sendRaw(#"{"type":"debug.inspect"}"#)
        let seen = try await Self.events(of: fork) { if case .unknown = $0 { true } else { false } }
        guard case .unknown(.object(let members))? = seen.last else {
            Issue.record("fork inspect: \(seen)")
            return
        }
        #expect(members["path"] == .string("/v1/live/sessions/sess_parent/fork"))
        #expect(members["received"] == .array([.string(#"{"session":{},"type":"session.start"}"#), .string(#"{"type":"debug.inspect"}"#)]))
        await fork.close()

        let sideband = try await client.live.sideband.connect(sessionID: "sess_call", gracefulClose: true)
        Self.bounded(sideband)
        try await sideband.sendRaw(#"{"type":"debug.inspect"}"#)
        let inspected = try await Self.events(of: sideband) { if case .unknown = $0 { true } else { false } }
        guard case .unknown(.object(let attached))? = inspected.last else {
            Issue.record("sideband inspect: \(inspected)")
            return
        }
        #expect(attached["path"] == .string("/v1/live/sessions/sess_call/attach"))
        #expect(attached["query"] == .object(["graceful_close": .string("true")]))
        await sideband.close()
    }

    /// A server that accepts every handshake and closes each connection at once (1011) before
    /// any event: the attempts add up (nothing resets them), so after `maxAttempts` reconnects
    /// the events end with that close, as Realtime's and the SDK's do.
    @Test func reconnectAttemptsAreBoundedWhenNoEventArrives() async throws {
        let key = UUID().uuidString
        let attempts = LiveReconnectAttempts()
        let options = LiveConnectOptions(
            extraQuery: [("key", key), ("drop_always", "1011")],
            onReconnecting: { attempt in
                await attempts.add(attempt.attempt)
                return .proceed
            },
            reconnectPolicy: WebSocketReconnectPolicy(maxAttempts: 3, initialDelay: 0.05, maxDelay: 0.1))
        let client = try await LoopbackSession.client(.nio)
        let connection = try await client.live.connect(options: options)
        Self.bounded(connection)
        let started = Date()
        await #expect { for try await _ in connection.events {} } throws: { ($0 as? AIClientError)?.closeCode == 1011 }
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(await attempts.all == [1, 2, 3])
        #expect(await connection.socket.connectionCount == 4)
        // Without a hook a drop ends the events at once: no reconnect.
        let plain = try await client.live.connect(options: LiveConnectOptions(extraQuery: [("drop_always", "1012")]))
        Self.bounded(plain)
        await #expect { for try await _ in plain.events {} } throws: { ($0 as? AIClientError)?.closeCode == 1012 }
        #expect(await plain.socket.connectionCount == 1)
    }

    /// A close that is not worth retrying (1008, policy) ends the events even with a hook.
    @Test func anUnrecoverableCloseIsNotRetried() async throws {
        let attempts = LiveReconnectAttempts()
        let options = LiveConnectOptions(onReconnecting: { attempt in
            await attempts.add(attempt.attempt)
            return .proceed
        })
        let connection = try await LoopbackSession.client(.nio).live.connect(options: options)
        Self.bounded(connection)
        try await connection.sendRaw(#"{"type":"debug.close","code":1008,"reason":"policy"}"#)
        await #expect { for try await _ in connection.events {} } throws: { ($0 as? AIClientError)?.closeCode == 1008 }
        #expect(await attempts.all.isEmpty)
    }

    @Test func theReadmeExampleRuns() async throws {
        let client = try await LoopbackSession.client(.nio)
        var printed = ""
        func print(_ items: Any...) { printed += items.map { "\($0)" }.joined(separator: " ") + "\n" }
        // README: live
        let live = try await client.live.connect()
        try await live.send(.sessionStart(.init(session: .init(model: "gpt-live-1", instructions: "Be brief."))))
        for try await event in live.events {
            switch event {
            case .sessionStarted(let started): print("started", started.session.id)
            case .sessionOutputTranscriptDelta(let delta): print(delta.delta)
            case .error(let error): print("error:", error.error.message)
            default: break
            }
            if case .sessionStarted = event { break }
        }
        await live.close()
        // README: end
        #expect(printed == "started sess_live\n")
    }
}

/// The reconnect attempts a hook saw.
actor LiveReconnectAttempts {
    private(set) var all: [Int] = []
    func add(_ attempt: Int) { all.append(attempt) }
}
