import AIClientsAsyncHTTPClient
import Foundation
import OpenAIRealtime
import Testing

/// The WebSocket implementations under one behaviour suite, against a real WebSocket server on
/// 127.0.0.1: NIO everywhere, URLSession where it can open WebSocket connections (Apple platforms).
enum WebSocketImplementation: String, CaseIterable, Sendable, CustomStringConvertible {
    case nio
    #if canImport(Darwin)
    case urlSession
    #endif

    var transport: any WebSocketTransport {
        switch self {
        case .nio: NIOWebSocketTransport()
        #if canImport(Darwin)
        case .urlSession: URLSessionWebSocketTransport()
        #endif
        }
    }

    /// Whether the client hands out the body of a refused handshake (URLSession does not).
    var keepsHandshakeBodies: Bool { self == .nio }

    /// Whether the client hands out the reason of a server's close frame.
    var keepsCloseReasons: Bool { true }

    /// Whether the client checks what RFC 6455 leaves to it (text frames that are not UTF-8,
    /// invalid close codes and payloads) and fails with `.protocolViolation`; URLSession's checks
    /// are its own and not documented.
    var checksFramesStrictly: Bool { self == .nio }

    static var checkingFramesStrictly: [WebSocketImplementation] { allCases.filter { $0.checksFramesStrictly } }

    var description: String { rawValue }
}

/// A Realtime session on the loopback server, closed after at most `seconds` whatever the test
/// does, so that no loop over its events can hang.
struct LoopbackSession {
    static let apiKey = "sk-websocket-test-" + String(UUID().uuidString.prefix(8))

    static func client(_ implementation: WebSocketImplementation) async throws -> OpenAIClient {
        let server = try await WebSocketTestServer.shared()
        var client = OpenAIClient(apiKey: apiKey, organization: "org-ws", project: "proj-ws", baseURL: server.baseURL)
        client.core.webSocketTransport = implementation.transport
        return client
    }

    static func connect(
        _ implementation: WebSocketImplementation, query: [(String, String)] = [], options: RealtimeConnectOptions = .init(),
        seconds: Double = 15
    ) async throws -> RealtimeConnection {
        var options = options
        for (name, value) in query { options.extraQuery.append(name, value) }
        let connection = try await client(implementation).realtime.connect(model: "gpt-realtime", options: options)
        Task { [weak connection] in
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            await connection?.close()
        }
        return connection
    }
}

/// Events until `stop` says so (inclusive), at most `limit`.
func events(
    of connection: RealtimeConnection, limit: Int = 100, until stop: (RealtimeServerEvent) -> Bool
) async throws -> [RealtimeServerEvent] {
    var seen: [RealtimeServerEvent] = []
    for try await event in connection.events {
        seen.append(event)
        if stop(event) || seen.count >= limit { break }
    }
    return seen
}

extension RealtimeServerEvent {
    /// The `type` of an unknown event.
    var unknownType: String? {
        if case .unknown(.object(let members)) = self, case .string(let type)? = members["type"] { return type }
        return nil
    }

    var unknownObject: [String: JSONValue]? {
        if case .unknown(.object(let members)) = self { return members }
        return nil
    }
}

/// What the server saw on this connection (`debug.inspect`).
func inspect(_ connection: RealtimeConnection) async throws -> [String: JSONValue] {
    try await connection.sendRaw(#"{"type":"debug.inspect"}"#)
    let seen = try await events(of: connection) { $0.unknownType == "debug.inspect" }
    return seen.last?.unknownObject ?? [:]
}

@Suite(.serialized) struct WebSocketBehaviourTests {
    @Test(arguments: WebSocketImplementation.allCases)
    func theHandshakeCarriesTheClientsHeadersAndNoBetaHeader(_ implementation: WebSocketImplementation) async throws {
        let connection = try await LoopbackSession.connect(implementation)
        let first = try await events(of: connection) { _ in true }
        guard case .sessionCreated? = first.first else {
            Issue.record("first event: \(first)")
            return
        }
        let seen = try await inspect(connection)
        #expect(seen["path"] == .string("/v1/realtime"))
        #expect(seen["query"] == .object(["model": .string("gpt-realtime")]))
        guard case .object(let headers)? = seen["headers"] else {
            Issue.record("no headers: \(seen)")
            return
        }
        #expect(headers["authorization"] == .string("Bearer " + LoopbackSession.apiKey))
        #expect(headers["openai-organization"] == .string("org-ws"))
        #expect(headers["openai-project"] == .string("proj-ws"))
        #expect(headers["openai-beta"] == nil)
        #expect(headers["user-agent"] != nil)
        // The port too, as it is not the scheme's default (RFC 9110 §7.2).
        #expect(headers["host"] == .string("127.0.0.1:\(try await WebSocketTestServer.shared().port)"))
        #expect(seen["unmasked"] == .integer(0))
        await connection.close()
    }

    @Test(arguments: WebSocketImplementation.allCases)
    func theBetaFamilySendsTheBetaHeader(_ implementation: WebSocketImplementation) async throws {
        let connection = try await LoopbackSession.connect(implementation, options: RealtimeConnectOptions(beta: true))
        let seen = try await inspect(connection)
        guard case .object(let headers)? = seen["headers"] else {
            Issue.record("no headers: \(seen)")
            return
        }
        #expect(headers["openai-beta"] == .string("realtime=v1"))
        await connection.close()
    }

    /// A scripted conversation, whole frames and fragmented ones: each event is one text frame
    /// with only the fields given, and the server's events decode as the typed union.
    @Test(arguments: WebSocketImplementation.allCases, ["1", "3"])
    func aScriptedConversation(_ implementation: WebSocketImplementation, fragments: String) async throws {
        let connection = try await LoopbackSession.connect(implementation, query: [("fragment", fragments)])
        try await connection.send(.responseCreate(.init()))
        let seen = try await events(of: connection) { if case .responseDone = $0 { true } else { false } }
        var text = "", transcript = ""
        for event in seen {
            if case .responseOutputTextDelta(let delta) = event { text += delta.delta }
            if case .responseOutputAudioTranscriptDelta(let delta) = event { transcript += delta.delta }
        }
        guard case .sessionCreated? = seen.first, case .responseCreated? = seen.dropFirst().first, case .responseDone? = seen.last else {
            Issue.record("events: \(seen)")
            return
        }
        #expect(seen.count == 7)
        #expect(text == "Hello")
        #expect(transcript == "(spoken) Hello")
        let received = try await inspect(connection)["received"]
        #expect(received == .array([.string(#"{"type":"response.create"}"#), .string(#"{"type":"debug.inspect"}"#)]))
        await connection.close()
    }

    @Test(arguments: WebSocketImplementation.allCases)
    func errorUnknownAndBinaryMessagesArriveAsEvents(_ implementation: WebSocketImplementation) async throws {
        let connection = try await LoopbackSession.connect(implementation)
        try await connection.sendRaw(#"{"type":"debug.error","event_id":"evt_9"}"#)
        try await connection.sendRaw(#"{"type":"debug.unknown"}"#)
        try await connection.sendRaw(#"{"type":"debug.binary"}"#)
        let seen = try await events(of: connection, limit: 4) { _ in false }
        #expect(seen.count == 4)
        guard seen.count == 4, case .error(let error) = seen[1], case .sessionCreated = seen[3] else {
            Issue.record("events: \(seen)")
            return
        }
        #expect(error.error.code == "unknown_event")
        #expect(error.error.eventID == "evt_9")
        #expect(seen[2] == .unknown(.object(["type": .string("future.event"), "x": .integer(1)])))
        await connection.close()
    }

    @Test(arguments: WebSocketImplementation.allCases)
    func pingsAreAnsweredBothWays(_ implementation: WebSocketImplementation) async throws {
        let connection = try await LoopbackSession.connect(implementation)
        try await connection.socket.ping()   // the server's pong arrives
        try await connection.sendRaw(#"{"type":"debug.ping"}"#)
        let seen = try await events(of: connection) { $0.unknownType == "debug.pong" }
        #expect(seen.last?.unknownObject?["payload"] == .string("p"))
        await connection.close()
    }

    @Test(arguments: WebSocketImplementation.allCases)
    func aServerCloseInTheMiddleEndsTheEventsWithItsCode(_ implementation: WebSocketImplementation) async throws {
        let connection = try await LoopbackSession.connect(implementation)
        try await connection.send(.responseCreate(.init()))
        try await connection.sendRaw(#"{"type":"debug.close","code":1011,"reason":"overloaded"}"#)
        var count = 0
        do {
            for try await _ in connection.events { count += 1 }
            Issue.record("the events ended without an error")
        } catch let error as AIClientError {
            #expect(error.kind == .connectionClosed)
            #expect(error.closeCode == 1011)
            if implementation.keepsCloseReasons { #expect(error.closeReason == "overloaded") }
        }
        #expect(count == 7)   // session.created and the whole response before the close
    }

    @Test(arguments: WebSocketImplementation.allCases)
    func aServerClosingWith1000EndsTheEventsNormally(_ implementation: WebSocketImplementation) async throws {
        let connection = try await LoopbackSession.connect(implementation)
        try await connection.sendRaw(#"{"type":"debug.close","code":1000}"#)
        var count = 0
        for try await _ in connection.events { count += 1 }
        #expect(count == 1)
    }

    @Test(arguments: WebSocketImplementation.allCases)
    func aDropWithoutACloseFrameIs1006(_ implementation: WebSocketImplementation) async throws {
        let connection = try await LoopbackSession.connect(implementation)
        try await connection.sendRaw(#"{"type":"debug.drop"}"#)
        await #expect { for try await _ in connection.events {} } throws: { ($0 as? AIClientError)?.closeCode == 1006 }
    }

    /// Reconnect only when asked: the server restarts (1012) after session.created; what is
    /// sent meanwhile goes out on the new connection, nothing else is replayed.
    @Test(arguments: WebSocketImplementation.allCases)
    func reconnectsWhenAskedAndSendsWhatWasQueued(_ implementation: WebSocketImplementation) async throws {
        let key = UUID().uuidString
        let hookCalls = HookCalls()
        let options = RealtimeConnectOptions(
            onReconnecting: { attempt in
                await hookCalls.add(attempt.closeCode)
                return .proceedWith(extraHeaders: ["X-Attempt": "\(attempt.attempt)"])
            },
            reconnectPolicy: WebSocketReconnectPolicy(maxAttempts: 5, initialDelay: 0.3, maxDelay: 1))
        let connection = try await LoopbackSession.connect(implementation, query: [("key", key), ("drop_first", "1012")], options: options)
        // Send once the drop was seen (at most 5 s), so the message waits in the queue.
        for _ in 0..<500 {
            if await connection.socket.isReconnecting { break }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(await connection.socket.isReconnecting)
        try await connection.sendRaw(#"{"type":"queued.while.reconnecting"}"#)
        // Two session.created events: one per connection.
        _ = try await events(of: connection, limit: 2) { _ in false }
        let seen = try await inspect(connection)
        #expect(seen["connection"] == .integer(2))
        guard case .array(let received)? = seen["received"], case .object(let headers)? = seen["headers"] else {
            Issue.record("inspect: \(seen)")
            return
        }
        #expect(received.first == .string(#"{"type":"queued.while.reconnecting"}"#))
        #expect(received.count == 2)
        #expect(headers["x-attempt"] == .string("1"))
        #expect(await hookCalls.codes == [1012])
        await connection.close()
    }

    @Test(arguments: WebSocketImplementation.allCases)
    func withoutAHookThereIsNoReconnect(_ implementation: WebSocketImplementation) async throws {
        let connection = try await LoopbackSession.connect(implementation, query: [("key", UUID().uuidString), ("drop_first", "1012")])
        await #expect { for try await _ in connection.events {} } throws: { ($0 as? AIClientError)?.closeCode == 1012 }
    }

    @Test(arguments: WebSocketImplementation.allCases)
    func aRefusedHandshakeIsAnErrorWithTheStatusAndNoSecret(_ implementation: WebSocketImplementation) async throws {
        do {
            _ = try await LoopbackSession.connect(implementation, query: [("refuse", "401")])
            Issue.record("connected")
        } catch let error as AIClientError {
            #expect(error.kind == .handshakeRefused)
            #expect(error.status == 401)
            #expect(error.requestID == "req_refused")
            if implementation.keepsHandshakeBodies {
                #expect(error.providerError?.code == "invalid_api_key")
                #expect(error.providerError?.message == "Incorrect API key provided.")
                #expect(error.bodySnippet?.contains("invalid_api_key") == true)
            }
            for text in [error.description, error.message ?? "", String(reflecting: error), "\(error)"] {
                #expect(!text.contains(LoopbackSession.apiKey))
            }
        }
    }

    /// One frame over the limit, and five fragments each under it that together are over it.
    @Test(arguments: WebSocketImplementation.allCases, ["1", "5"])
    func anOversizedMessageEndsTheEvents(_ implementation: WebSocketImplementation, fragments: String) async throws {
        let connection = try await LoopbackSession.connect(
            implementation, query: [("fragment", fragments)], options: RealtimeConnectOptions(maxMessageBytes: 64 << 10))
        try await connection.sendRaw(#"{"type":"debug.big","size":100000}"#)
        await #expect { for try await _ in connection.events {} } throws: { ($0 as? AIClientError)?.kind == .responseTooLarge }
    }

    @Test(arguments: WebSocketImplementation.allCases)
    func aMessageUnderTheLimitArrivesWhole(_ implementation: WebSocketImplementation) async throws {
        let connection = try await LoopbackSession.connect(implementation, query: [("fragment", "5")])
        try await connection.sendRaw(#"{"type":"debug.big","size":1000000}"#)
        let seen = try await events(of: connection) { $0.unknownType == "debug.big" }
        guard case .string(let pad)? = seen.last?.unknownObject?["pad"] else {
            Issue.record("no big event")
            return
        }
        #expect(pad.utf8.count == 1_000_000 - 29)
        await connection.close()
    }

    /// A task that stops waiting for events (cancelled) ends the loop at once.
    @Test(arguments: WebSocketImplementation.allCases)
    func cancellingTheReaderEndsTheLoop(_ implementation: WebSocketImplementation) async throws {
        let connection = try await LoopbackSession.connect(implementation)
        let reader = Task {
            var count = 0
            for try await _ in connection.events { count += 1 }
            return count
        }
        try await Task.sleep(nanoseconds: 200_000_000)
        let started = Date()
        reader.cancel()
        _ = try? await reader.value
        #expect(Date().timeIntervalSince(started) < 5)
        await connection.close()
    }

    /// Audio goes out in slices, each an `input_audio_buffer.append` of its base64.
    @Test(arguments: WebSocketImplementation.allCases)
    func audioIsAppendedInChunks(_ implementation: WebSocketImplementation) async throws {
        let connection = try await LoopbackSession.connect(implementation)
        let pcm = Data((0..<10_000).map { UInt8($0 % 251) })
        try await connection.appendAudio(pcm, chunkBytes: 4_001)
        guard case .array(let received)? = try await inspect(connection)["received"] else {
            Issue.record("nothing received")
            return
        }
        let chunks = received.dropLast().compactMap { value -> Data? in
            guard case .string(let text) = value,
                  case .object(let event)? = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)),
                  event["type"] == .string("input_audio_buffer.append"), case .string(let audio)? = event["audio"] else { return nil }
            return Data(base64Encoded: audio)
        }
        #expect(chunks.map(\.count) == [4_000, 4_000, 2_000])
        #expect(chunks.reduce(Data(), +) == pcm)
        await connection.close()
    }
}

actor HookCalls {
    var codes: [Int] = []
    func add(_ code: Int) { codes.append(code) }
}
