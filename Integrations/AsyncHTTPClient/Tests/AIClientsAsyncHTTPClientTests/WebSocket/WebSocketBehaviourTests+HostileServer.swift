import AIClientsAsyncHTTPClient
import Foundation
import OpenAIRealtime
import Testing

/// A connection through the seam alone (no `ReconnectingWebSocket`, no decoding), closed after at
/// most `seconds` whatever the test does, so that no loop over its messages can hang.
enum RawSession {
    static func url(query: [(String, String)] = []) async throws -> URL {
        let server = try await WebSocketTestServer.shared()
        var components = URLComponents()
        components.scheme = "ws"
        components.host = "127.0.0.1"
        components.port = server.port
        components.path = "/v1/realtime"
        components.queryItems = [URLQueryItem(name: "model", value: "gpt-realtime")] + query.map { URLQueryItem(name: $0.0, value: $0.1) }
        guard let url = components.url else { throw TestServer.Failure.notStarted("no URL") }
        return url
    }

    static func connect(
        _ transport: any WebSocketTransport, query: [(String, String)] = [], maxMessageBytes: Int = 32 << 20, seconds: Double = 20
    ) async throws -> any WebSocketConnection {
        let request = WebSocketRequest(url: try await url(query: query), maxMessageBytes: maxMessageBytes)
        let connection = try await transport.connect(request)
        Task { [weak connection] in
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            await connection?.close()
        }
        return connection
    }

    static func send(_ connection: any WebSocketConnection, _ json: [String: JSONValue]) async throws {
        let data = try JSONEncoder().encode(JSONValue.object(json))
        try await connection.send(.text(String(decoding: data, as: UTF8.self)))
    }

    /// The JSON object of a text or binary message, nil when it is not one.
    static func object(_ message: WebSocketMessage) -> [String: JSONValue]? {
        guard case .object(let members)? = try? JSONDecoder().decode(JSONValue.self, from: message.data) else { return nil }
        return members
    }

    /// Messages until one whose `type` is `type` (inclusive), at most `limit`.
    static func messages(
        of connection: any WebSocketConnection, limit: Int = 100, until type: String
    ) async throws -> [WebSocketMessage] {
        var seen: [WebSocketMessage] = []
        for try await message in connection.messages {
            seen.append(message)
            if object(message)?["type"] == .string(type) || seen.count >= limit { break }
        }
        return seen
    }

    /// The error that ended the messages (nil when they ended normally), reading at most `limit`.
    static func ending(of connection: any WebSocketConnection, limit: Int = 100) async -> (any Error)? {
        var count = 0
        do {
            for try await _ in connection.messages {
                count += 1
                if count >= limit { return nil }
            }
            return nil
        } catch {
            return error
        }
    }

    /// The `n` of a `debug.flood` message, read without a JSON decoder (100,000 of them).
    static func floodNumber(_ message: WebSocketMessage) -> Int? {
        let prefix = #"{"type":"debug.flood","n":"#
        guard case .text(let text) = message, text.hasPrefix(prefix) else { return nil }
        let digits = text.utf8.dropFirst(prefix.utf8.count).prefix { $0 != UInt8(ascii: ",") }
        return Int(String(decoding: digits, as: UTF8.self))
    }

    static func isFloodEnd(_ message: WebSocketMessage) -> Bool {
        if case .text(let text) = message { text.hasPrefix(#"{"type":"debug.flood_end""#) } else { false }
    }

    /// One server frame: FIN, `opcode`, unmasked, `payload`.
    static func frame(_ opcode: UInt8, _ payload: [UInt8]) -> String {
        var bytes: [UInt8] = [0x80 | opcode]
        if payload.count < 126 {
            bytes.append(UInt8(payload.count))
        } else {
            bytes += [126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        return Data(bytes + payload).base64EncodedString()
    }
}

/// This process's resident set (Linux: `/proc/self/statm`), nil elsewhere.
func residentBytes() -> Int? {
    #if os(Linux)
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
    return nil
    #endif
}

/// A close the server sends, and what the client makes of it.
struct OddClose: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable { case normalEnd, closed(code: Int, reason: String), protocolViolation }
    var name: String
    /// The server's close frame payload (nil: an empty close frame).
    var payload: [UInt8]?
    var outcome: Outcome
    /// Only clients that check frames strictly are held to it.
    var strictOnly = false

    var testDescription: String { name }

    static func code(_ code: Int, _ reason: String) -> [UInt8] { [UInt8(code >> 8), UInt8(code & 0xFF)] + Array(reason.utf8) }

    static let all: [OddClose] = [
        OddClose(name: "4000 with a UTF-8 reason", payload: code(4000, "café ☕ quota"), outcome: .closed(code: 4000, reason: "café ☕ quota")),
        OddClose(name: "3000 without reason", payload: code(3000, ""), outcome: .closed(code: 3000, reason: "")),
        OddClose(name: "1003 with a 123-byte reason", payload: code(1003, String(repeating: "r", count: 123)),
                 outcome: .closed(code: 1003, reason: String(repeating: "r", count: 123))),
        OddClose(name: "1000 with a reason", payload: code(1000, "bye"), outcome: .normalEnd),
        OddClose(name: "empty close frame", payload: nil, outcome: .closed(code: 1005, reason: "")),
        OddClose(name: "one-byte payload", payload: [0x03], outcome: .protocolViolation, strictOnly: true),
        OddClose(name: "code 999", payload: code(999, ""), outcome: .protocolViolation, strictOnly: true),
        OddClose(name: "code 1006 on the wire", payload: code(1006, "fake"), outcome: .protocolViolation, strictOnly: true),
        OddClose(name: "reason not UTF-8", payload: code(4001, "") + [0xC3, 0x28], outcome: .protocolViolation, strictOnly: true),
    ]
}

/// What a hostile or broken server may do, on every implementation: the connection ends with a
/// typed error (or goes on), in bounded time and memory.
extension WebSocketBehaviourTests {
    @Test(arguments: WebSocketImplementation.allCases)
    func aMessageThatIsNotJSONEndsTheEventsWithAProtocolViolation(_ implementation: WebSocketImplementation) async throws {
        let connection = try await LoopbackSession.connect(implementation)
        try await connection.sendRaw(#"{"type":"debug.raw","frame_b64":"\#(RawSession.frame(0x1, Array("{not json".utf8)))"}"#)
        var count = 0
        do {
            for try await _ in connection.events {
                count += 1
                if count > 10 { break }
            }
            Issue.record("the events ended without an error")
        } catch let error as AIClientError {
            #expect(error.kind == .protocolViolation)
            #expect(error.message?.contains("not JSON") == true)
        }
        #expect(count == 1)   // session.created
    }

    /// Binary frames arrive byte for byte (not as text); a binary message that is not JSON ends
    /// the events as text that is not JSON does.
    @Test(arguments: WebSocketImplementation.allCases)
    func binaryFramesArriveByteForByte(_ implementation: WebSocketImplementation) async throws {
        let connection = try await RawSession.connect(implementation.transport)
        let bytes = (0..<256).map { UInt8($0) } + [0xFF, 0xFE, 0x00]
        try await RawSession.send(connection, ["type": "debug.raw", "frame_b64": .string(RawSession.frame(0x2, bytes))])
        try await RawSession.send(connection, ["type": "debug.raw", "frame_b64": .string(RawSession.frame(0x2, []))])
        try await RawSession.send(connection, ["type": "debug.unknown"])
        let seen = try await RawSession.messages(of: connection, until: "future.event")
        #expect(seen.count == 4)
        guard seen.count == 4 else { return }
        #expect(seen[1] == .binary(Data(bytes)))
        #expect(seen[2] == .binary(Data()))
        await connection.close()

        let events = try await LoopbackSession.connect(implementation)
        try await events.sendRaw(#"{"type":"debug.raw","frame_b64":"\#(RawSession.frame(0x2, bytes))"}"#)
        await #expect { for try await _ in events.events {} } throws: { ($0 as? AIClientError)?.kind == .protocolViolation }
    }

    /// A text frame that is not UTF-8 breaks the protocol (RFC 6455 §8.1): it is not handed out
    /// repaired.
    @Test(arguments: WebSocketImplementation.checkingFramesStrictly)
    func aTextFrameThatIsNotUTF8IsAProtocolViolation(_ implementation: WebSocketImplementation) async throws {
        let connection = try await RawSession.connect(implementation.transport)
        try await RawSession.send(connection, ["type": "debug.raw", "frame_b64": .string(RawSession.frame(0x1, [0x7B, 0xC3, 0x28, 0x7D]))])
        let error = await RawSession.ending(of: connection)
        #expect((error as? AIClientError)?.kind == .protocolViolation, "\(String(describing: error))")
    }

    /// A frame that says it is 100 MiB (the limit here is 1 MiB) is refused at its header, as
    /// `.responseTooLarge`, which no reconnect hook is asked about (1009, not 1006).
    @Test(arguments: WebSocketImplementation.allCases)
    func aFrameFarOverTheLimitIsResponseTooLargeAndNotReconnected(_ implementation: WebSocketImplementation) async throws {
        let hookCalls = HookCalls()
        let options = RealtimeConnectOptions(
            onReconnecting: { attempt in
                await hookCalls.add(attempt.closeCode)
                return .proceed
            },
            reconnectPolicy: WebSocketReconnectPolicy(maxAttempts: 2, initialDelay: 0.1, maxDelay: 0.2),
            maxMessageBytes: 1 << 20)
        let connection = try await LoopbackSession.connect(implementation, options: options)
        let started = Date()
        try await connection.sendRaw(#"{"type":"debug.huge_frame","size":104857600,"send":2097152}"#)
        var failure: AIClientError?
        do {
            for try await _ in connection.events {}
        } catch let error as AIClientError {
            failure = error
        }
        #expect(failure?.kind == .responseTooLarge, "\(String(describing: failure))")
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(await hookCalls.codes == [])
        #expect(await connection.socket.connectionCount == 1)
    }

    /// The exact case of the report on the transport: the default 32 MiB limit, a 100 MiB frame.
    @Test(arguments: WebSocketImplementation.checkingFramesStrictly)
    func a100MiBFrameIsResponseTooLargeAtTheDefaultLimit(_ implementation: WebSocketImplementation) async throws {
        let connection = try await RawSession.connect(implementation.transport)
        try await RawSession.send(connection, ["type": "debug.huge_frame", "size": 104_857_600, "send": 65536])
        let error = await RawSession.ending(of: connection) as? AIClientError
        #expect(error?.kind == .responseTooLarge, "\(String(describing: error))")
        #expect(error?.closeCode == nil)
    }

    /// 100,000 messages of 2 KiB (200 MB) while the reader sleeps: the connection stops reading
    /// the socket when its buffer is full, so the process grows by far less than what was sent;
    /// then every message arrives, in order.
    @Test(arguments: WebSocketImplementation.allCases)
    func smallMessagesWhileTheReaderSleepsKeepMemoryBounded(_ implementation: WebSocketImplementation) async throws {
        let count = 100_000
        let connection = try await RawSession.connect(implementation.transport, seconds: 120)
        let before = residentBytes()
        try await RawSession.send(connection, ["type": "debug.flood", "count": .integer(count), "size": 2048])
        try await Task.sleep(nanoseconds: 3_000_000_000)
        let asleep = residentBytes()
        var next = 0, ended = false
        let started = Date()
        for try await message in connection.messages {
            if RawSession.isFloodEnd(message) {
                ended = true
                break
            }
            guard let number = RawSession.floodNumber(message) else { continue }   // session.created
            guard number == next else { break }
            next += 1
            if next > count || Date().timeIntervalSince(started) > 100 { break }
        }
        #expect(ended)
        #expect(next == count)
        if let before, let asleep {
            let grown = asleep - before
            print("RSS before \(before >> 20) MiB, after 3 s asleep \(asleep >> 20) MiB (+\(grown >> 20) MiB; \((count * 2048) >> 20) MiB sent)")
            #expect(grown < 64 << 20, "grew by \(grown >> 20) MiB")
        }
        await connection.close()
    }

    @Test(arguments: WebSocketImplementation.allCases, OddClose.all)
    func oddCloseCodesAndReasons(_ implementation: WebSocketImplementation, close: OddClose) async throws {
        if close.strictOnly && !implementation.checksFramesStrictly { return }
        let connection = try await RawSession.connect(implementation.transport)
        let payload = close.payload ?? []
        try await RawSession.send(connection, ["type": "debug.raw", "frame_b64": .string(RawSession.frame(0x8, payload))])
        let error = await RawSession.ending(of: connection) as? AIClientError
        switch close.outcome {
        case .normalEnd:
            #expect(error == nil)
        case .closed(let code, let reason):
            #expect(error?.kind == .connectionClosed, "\(String(describing: error))")
            #expect(error?.closeCode == code)
            if implementation.keepsCloseReasons { #expect(error?.closeReason == reason) }
        case .protocolViolation:
            #expect(error?.kind == .protocolViolation, "\(String(describing: error))")
        }
    }

    /// 100,000 pings at once: they are answered (several may share one pong, RFC 6455 §5.5.3),
    /// the message after them arrives and the connection goes on.
    @Test(arguments: WebSocketImplementation.allCases)
    func aPingFloodIsAnsweredAndTheConnectionGoesOn(_ implementation: WebSocketImplementation) async throws {
        let connection = try await RawSession.connect(implementation.transport, seconds: 60)
        let before = residentBytes()
        try await RawSession.send(connection, ["type": "debug.ping_flood", "count": 100_000])
        let seen = try await RawSession.messages(of: connection, until: "debug.ping_flood_end")
        #expect(seen.count == 2)
        try await RawSession.send(connection, ["type": "debug.inspect"])
        let inspected = try await RawSession.messages(of: connection, until: "debug.inspect").last.flatMap(RawSession.object)
        guard case .integer(let pongs)? = inspected?["pongs"] else {
            Issue.record("inspect: \(String(describing: inspected))")
            return
        }
        #expect(pongs >= 1 && pongs <= 100_000)
        if let before, let after = residentBytes() { #expect(after - before < 64 << 20, "grew by \((after - before) >> 20) MiB") }
        await connection.close()
    }

    /// A refused handshake whose body is large, or ends only when the server closes: the error
    /// comes with the status and the start of the body, in bounded time.
    @Test(arguments: WebSocketImplementation.allCases, [[("refuse_pad", "3000000")], [("refuse_framing", "close")]])
    func aRefusedHandshakeWithALargeOrCloseDelimitedBody(_ implementation: WebSocketImplementation, query: [(String, String)]) async throws {
        let started = Date()
        do {
            let connection = try await RawSession.connect(implementation.transport, query: [("refuse", "403")] + query)
            await connection.close()
            Issue.record("connected")
        } catch let error as AIClientError {
            #expect(error.kind == .handshakeRefused)
            #expect(error.status == 403)
            if implementation.keepsHandshakeBodies {
                #expect(error.providerError?.code == "invalid_api_key")
                #expect((error.bodySnippet?.utf8.count ?? 0) <= AIClientError.snippetLimit + 16)
            }
        }
        #expect(Date().timeIntervalSince(started) < 10)
    }
}
