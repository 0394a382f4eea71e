import AIClientRuntime
import Foundation
import OpenAILive
import Testing

/// What the Live connections ask for and what goes into and comes out of their frames, without a
/// network (the loopback server's suite is `LiveConnectionTests` in Integrations): the handshake
/// URL, query and headers of `client.live.connect()`, `client.live.forks.connect(sessionID:)` and
/// `client.live.sideband.connect(sessionID:)` as openai-python 3.57.0 builds them, and the
/// events as its models spell them.
@Suite struct LiveConnectionRequestTests {
    /// Records the handshake and refuses it, so that no connection opens.
    final class Recorder: WebSocketTransport, @unchecked Sendable {
        private let lock = NSLock()
        private var requests: [WebSocketRequest] = []

        var seen: [WebSocketRequest] { lock.withLock { requests } }

        func connect(_ request: WebSocketRequest) async throws -> any WebSocketConnection {
            lock.withLock { requests.append(request) }
            throw AIClientError.invalidRequest("recorded")
        }
    }

    static func client(_ recorder: Recorder) -> OpenAIClient {
        var client = OpenAIClient(
            apiKey: "sk-live-test", organization: "org-live", project: "proj-live",
            baseURL: URL(string: "https://api.example.com/v1") ?? URL(fileURLWithPath: "/"), environment: [:])
        client.core.webSocketTransport = recorder
        return client
    }

    @Test func theSessionForkAndSidebandURLsAreTheSDKs() async throws {
        let recorder = Recorder()
        let client = Self.client(recorder)
        _ = try? await client.live.connect()
        _ = try? await client.live.forks.connect(sessionID: "sess/1")
        _ = try? await client.live.sideband.connect(sessionID: "sess_2", gracefulClose: true)
        _ = try? await client.live.sideband.connect(sessionID: "sess_3")
        let urls = recorder.seen.map(\.url.absoluteString)
        #expect(urls == [
            "wss://api.example.com/v1/live/sessions",
            "wss://api.example.com/v1/live/sessions/sess%2F1/fork",
            "wss://api.example.com/v1/live/sessions/sess_2/attach?graceful_close=true",
            "wss://api.example.com/v1/live/sessions/sess_3/attach",
        ])
        for request in recorder.seen {
            #expect(request.headers["Authorization"] == "Bearer sk-live-test")
            #expect(request.headers["OpenAI-Organization"] == "org-live")
            #expect(request.headers["OpenAI-Project"] == "proj-live")
            // The Live API has no beta header, and a handshake carries no body headers.
            #expect(request.headers["OpenAI-Beta"] == nil)
            #expect(request.headers["Content-Type"] == nil)
        }
    }

    @Test func extraQueryAndHeadersGoAfterTheEndpointsOwn() async throws {
        let recorder = Recorder()
        let options = LiveConnectOptions(extraQuery: [("trace", "1")], extraHeaders: ["X-Live": "yes"])
        _ = try? await Self.client(recorder).live.sideband.connect(sessionID: "s", gracefulClose: false, options: options)
        let request = try #require(recorder.seen.first)
        #expect(request.url.absoluteString == "wss://api.example.com/v1/live/sessions/s/attach?graceful_close=false&trace=1")
        #expect(request.headers["X-Live"] == "yes")
    }

    @Test func anEmptySessionIDIsRefusedBeforeAnyHandshake() async throws {
        let recorder = Recorder()
        await #expect { _ = try await Self.client(recorder).live.forks.connect(sessionID: "") }
            throws: { ($0 as? AIClientError)?.kind == .invalidRequest }
        #expect(recorder.seen.isEmpty)
    }

    static func text<Event: Encodable>(_ event: Event) throws -> String {
        String(decoding: try JSONCoding.encode(event), as: UTF8.self)
    }

    @Test func sessionStartHasOnlyTheFieldsGiven() throws {
        #expect(try Self.text(LiveClientEvent.sessionStart(.init(session: .init(model: "gpt-live-1"))))
            == #"{"session":{"model":"gpt-live-1"},"type":"session.start"}"#)
        // A fork starts with overrides, which may be empty; the model is inherited.
        #expect(try Self.text(LiveForkClientEvent.sessionStart(.init(session: .init(), eventID: "evt_1")))
            == #"{"event_id":"evt_1","session":{},"type":"session.start"}"#)
        #expect(try Self.text(LiveClientEvent.sessionClose(.init())) == #"{"type":"session.close"}"#)
    }

    @Test func serverEventsDecodeByTypeAndUnknownOnesKeepTheirJSON() throws {
        let started = try WebSocketEventSequence<LiveServerEvent>.decode(.text(#"""
            {"type":"session.started","event_id":"e1","client_event_id":"evt_1",
             "session":{"id":"sess_1","expires_at":1772016228,"model":"gpt-live-1","status":"active"}}
            """#)) { .unknown($0) }
        guard case .sessionStarted(let event) = started else {
            Issue.record("decoded \(started)")
            return
        }
        #expect(event.session.id == "sess_1")
        #expect(event.clientEventID == "evt_1")
        let error = try WebSocketEventSequence<LiveForkServerEvent>.decode(.text(#"""
            {"type":"error","event_id":"e2","error":{"type":"invalid_request_error","code":"unknown_event","message":"No."}}
            """#)) { .unknown($0) }
        guard case .error(let failure) = error else {
            Issue.record("decoded \(error)")
            return
        }
        #expect(failure.error.code == "unknown_event")
        let future = try WebSocketEventSequence<LiveConnectServerEvent>.decode(.text(#"{"type":"future.event","x":1}"#)) { .unknown($0) }
        #expect(future == .unknown(.object(["type": .string("future.event"), "x": .integer(1)])))
    }
}
