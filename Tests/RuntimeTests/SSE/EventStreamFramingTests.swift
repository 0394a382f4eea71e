import AIClientsTestSupport
import Foundation
import Testing
@testable import AIClientRuntime

/// `EventStream` over a real loopback connection whose body arrives in small, delayed pieces:
/// framing (splits at every byte, line endings, multi-line data, comments, the terminator).
@Suite(.timeLimit(.minutes(10)))
struct EventStreamFramingTests {
    struct Event: Decodable, Sendable, Equatable {
        var type: String
        var text: String?
    }

    static let openAIFormat = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true)

    /// Sends one request to `script` and collects every event with the time it arrived.
    static func collect(
        _ script: StreamScript, format: EventStreamFormat = openAIFormat
    ) async throws -> (events: [Event], stream: EventStream<Event>) {
        let core = APIClientCore(baseURL: script.baseURL, transport: URLSessionTransport.shared, retryPolicy: .none)
        let stream = try await core.sendEvents(RequestComponents(method: "POST", path: "/events"), of: Event.self, format: format)
        var events: [Event] = []
        for try await event in stream { events.append(event) }
        return (events, stream)
    }

    @Test func anEventSplitAtEveryByteBoundaryArrivesWhole() async throws {
        let body = "event: message\ndata: {\"type\":\"delta\",\"text\":\"h\u{e9}llo \u{1F30D}\"}\n\ndata: [DONE]\n\n"
        let length = body.utf8.count
        // One request per cut: the two pieces 15 ms apart, so the client reads them separately,
        // even when the cut falls inside a multi-byte character or between `\n` and `\n`.
        for cut in 1..<length {
            let script = try await StreamScript.start(body, .init(cuts: [cut], delayMS: 15))
            let (events, _) = try await Self.collect(script)
            #expect(events == [Event(type: "delta", text: "h\u{e9}llo \u{1F30D}")], "cut at byte \(cut) of \(length)")
        }
    }

    @Test func everyByteAsItsOwnChunk() async throws {
        let body = "data: {\"type\":\"a\"}\n\n: keep-alive\n\ndata: {\"type\":\"b\",\"text\":\"2\"}\n\ndata: [DONE]\n\n"
        let script = try await StreamScript.start(body, .init(chunk: 1, delayMS: 1))
        let (events, _) = try await Self.collect(script)
        #expect(events == [Event(type: "a"), Event(type: "b", text: "2")])
    }

    @Test(arguments: ["\r\n", "\r", "\n"])
    func lineEndings(_ ending: String) async throws {
        let lines = ["event: delta", "data: {\"type\":\"a\",\"text\":\"x\"}", "", "data: {\"type\":\"b\"}", "", "data: [DONE]", "", ""]
        let script = try await StreamScript.start(lines.joined(separator: ending), .init(chunk: 3, delayMS: 2))
        let (events, _) = try await Self.collect(script)
        #expect(events == [Event(type: "a", text: "x"), Event(type: "b")])
    }

    @Test func multiLineDataIsJoinedWithNewlines() async throws {
        // The JSON spans three `data:` lines; joined with "\n" it is one object whose string
        // member has no newline (JSON whitespace between members).
        let body = "data: {\"type\":\"multi\",\ndata:  \"text\":\ndata: \"joined\"}\n\ndata: [DONE]\n\n"
        let script = try await StreamScript.start(body, .init(chunk: 5, delayMS: 2))
        let (events, _) = try await Self.collect(script)
        #expect(events == [Event(type: "multi", text: "joined")])
    }

    @Test func commentsPingsAndEmptyDataAreSkipped() async throws {
        let body = ": OPENROUTER PROCESSING\n\nevent: ping\ndata:\n\n:\n\ndata: {\"type\":\"a\"}\nid: 7\nretry: 100\n\n: trailing\n\ndata: [DONE]\n\n"
        let script = try await StreamScript.start(body, .init(chunk: 4, delayMS: 2))
        let (events, _) = try await Self.collect(script)
        #expect(events == [Event(type: "a")])
    }

    @Test func theTerminatorEndsTheStreamAndWhatFollowsIsIgnored() async throws {
        let body = "data: {\"type\":\"a\"}\n\ndata: [DONE]\n\ndata: {\"type\":\"after\"}\n\n"
        let script = try await StreamScript.start(body, .init(chunk: 8, delayMS: 2))
        let (events, _) = try await Self.collect(script)
        #expect(events == [Event(type: "a")])
    }

    @Test func aLastEventWithoutItsBlankLineIsDelivered() async throws {
        let script = try await StreamScript.start("data: {\"type\":\"a\"}\n\ndata: {\"type\":\"b\"}", .init(chunk: 6, delayMS: 2))
        let (events, _) = try await Self.collect(script)
        #expect(events == [Event(type: "a"), Event(type: "b")])
    }

    @Test func wrappedEventNamesDecodeFromTheEventLine() async throws {
        // Assistants streams name the type only on the `event:` line.
        struct Wrapped: Decodable, Sendable, Equatable { var event: String; var data: JSONValue }
        let body = "event: thread.run.created\ndata: {\"id\":\"run_1\"}\n\nevent: done\ndata: [DONE]\n\n"
        let script = try await StreamScript.start(body, .init(chunk: 7, delayMS: 2))
        let core = APIClientCore(baseURL: script.baseURL, transport: URLSessionTransport.shared, retryPolicy: .none)
        let format = EventStreamFormat(terminator: "[DONE]", wrapsEventName: true)
        var events: [Wrapped] = []
        for try await event in try await core.sendEvents(RequestComponents(method: "POST", path: "/runs"), of: Wrapped.self, format: format) {
            events.append(event)
        }
        #expect(events == [Wrapped(event: "thread.run.created", data: ["id": "run_1"])])
    }

    @Test func theRequestAsksForAnEventStreamAndTheHeadIsKept() async throws {
        let script = try await StreamScript.start("data: [DONE]\n\n", .init(headers: ["x-request-id": "req_stream_1"]))
        let (events, stream) = try await Self.collect(script)
        #expect(events.isEmpty)
        #expect(stream.info.requestID == "req_stream_1")
        #expect(try await script.log().acceptHeaders == ["text/event-stream"])
    }
}
