import AIClientsTestSupport
import Foundation
import Testing
@testable import AIClientRuntime

/// Every failure a call can meet surfaces as an `AIClientError` of a documented kind, keeping
/// what arrived (issue 12), and streams are never retried once they started.
@Suite(.timeLimit(.minutes(10)))
struct ErrorSurfaceFaultTests {
    private func events(_ core: APIClientCore, query: QueryItems, format: EventStreamFormat = EventStreamFormat()) async throws -> [JSONValue] {
        let stream = try await core.sendEvents(
            RequestComponents(method: "GET", path: "/fault/reply", query: query), of: JSONValue.self, format: format)
        var events: [JSONValue] = []
        for try await event in stream { events.append(event) }
        return events
    }

    @Test(arguments: [
        ("application/json", "{\"id\":\"chatcmpl_1\",\"object\":\"chat.completion\"}"),
        ("text/html", "<html><body>Gateway says hello</body></html>"),
        ("text/plain", ""),
    ])
    func aStreamAnsweredWithSomethingElseThrowsWithTheBody(contentType: String, body: String) async throws {
        let server = try await LoopbackServer.shared()
        let key = Faults.key()
        let (result, _) = await Faults.timed {
            try await events(Faults.core(server), query: [("key", key), ("content_type", contentType), ("text", body)])
        }
        let error = try #require(result.clientError)
        #expect(error.kind == .unexpectedContentType)
        #expect(error.status == 200)
        #expect(error.bodySnippet == body)
        #expect(error.description.contains(contentType))
        #expect(try await Faults.log(server, key: key).count == 1)
    }

    @Test func anEventAboveTheSizeLimitIsAClientError() async throws {
        let server = try await LoopbackServer.shared()
        let size = SSEParser.defaultMaximumEventSize + 1024
        let (result, _) = await Faults.timed {
            try await events(Faults.core(server), query: [
                ("content_type", "text/event-stream"), ("text", "x"), ("size", "\(size)"), ("length", "none"),
            ])
        }
        let error = try #require(result.clientError)
        #expect(error.kind == .responseTooLarge)
        #expect(error.sizeLimit == SSEParser.defaultMaximumEventSize)
        #expect(error.underlyingError is SSEError)
    }

    @Test func anOversizedBodyIsRefusedFromItsContentLength() async throws {
        let server = try await LoopbackServer.shared()
        var core = Faults.core(server)
        core.maxResponseBytes = 100_000
        let (result, _) = await Faults.timed {
            try await core.sendData(RequestComponents(method: "GET", path: "/fault/reply", query: [("size", "50000000")]))
        }
        let error = try #require(result.clientError)
        #expect(error.kind == .responseTooLarge)
        #expect(error.sizeLimit == 100_000)
        // Refused from the head (the error names the declared length, which only the head
        // has), not after buffering: shown by the event, not by a time a busy machine can pass.
        #expect(error.description.contains("Content-Length: 50000000"))
    }

    @Test func anOversizedBodyWithoutLengthFailsWhileBuffering() async throws {
        let server = try await LoopbackServer.shared()
        var core = Faults.core(server)
        core.maxResponseBytes = 100_000
        let (result, _) = await Faults.timed {
            try await core.sendData(RequestComponents(
                method: "GET", path: "/fault/reply", query: [("size", "5000000"), ("length", "none")]))
        }
        #expect(result.clientError?.kind == .responseTooLarge)
        #expect(result.clientError?.underlyingError is HTTPBodyTooLargeError)
    }

    /// An empty 200 `text/event-stream` reply (or one with only comments) is an error of a
    /// documented kind, not a stream of no events; `[DONE]` before any event still ends quietly.
    @Test(arguments: ["", ": keep-alive\n\n", "\n\n\n"])
    func anEmptyEventStreamIsAnIncompleteStream(body: String) async throws {
        let server = try await LoopbackServer.shared()
        let query: QueryItems = body.isEmpty
            ? [("content_type", "text/event-stream"), ("size", "0")]
            : [("content_type", "text/event-stream"), ("text", body)]
        let (result, _) = await Faults.timed { try await events(Faults.core(server), query: query) }
        let error = try #require(result.clientError, "\(result)")
        #expect(error.kind == .incompleteStream)
        #expect(error.eventsReceived == 0)
        #expect(error.description.contains("without any event"))
        let done = try await events(Faults.core(server), query: [("content_type", "text/event-stream"), ("text", "data: [DONE]\n\n")])
        #expect(done.isEmpty)
    }

    @Test func doneEndsAStreamWhoseFormatHasNoTerminator() async throws {
        let server = try await LoopbackServer.shared()
        let body = "event: message_stop\ndata: {\"type\":\"message_stop\"}\n\ndata: [DONE]\n\ndata: {\"type\":\"after\"}\n\n"
        let received = try await events(
            Faults.core(server), query: [("content_type", "text/event-stream"), ("text", body)],
            format: EventStreamFormat(errorEvents: ["error"]))
        #expect(received == [["type": "message_stop"]])
    }

    @Test func aStreamIsNeverRetriedAfterItsFirstEvent() async throws {
        let script = try await StreamScript.start(
            "data: {\"n\":1}\n\ndata: {\"n\":2}\n\ndata: {\"n\":3}\n\n", .init(chunk: 15, dropAfter: 30))
        let core = APIClientCore(baseURL: script.baseURL, transport: URLSessionTransport(), retryPolicy: Faults.fast)
        let stream = try await core.sendEvents(
            RequestComponents(method: "POST", path: "/chat"), of: JSONValue.self, format: EventStreamFormat())
        var received: [JSONValue] = []
        let (result, _) = await Faults.timed { for try await event in stream { received.append(event) } }
        #expect(result.clientError?.kind == .streamInterrupted)
        #expect(received == [["n": 1], ["n": 2]])
        #expect(try await script.log().requests == 1)
    }
}
