import AIClientsTestSupport
import Foundation
import Testing
@testable import AIClientRuntime

/// How an `EventStream` over a real loopback connection fails: provider error events, a
/// dropped connection, an HTTP error before the stream, a bad event, cancellation.
@Suite(.timeLimit(.minutes(10)))
struct EventStreamFailureTests {
    typealias Event = EventStreamFramingTests.Event

    static let anthropicFormat = EventStreamFormat(errorEvents: ["error"])

    /// Events delivered before the stream failed, and the failure.
    static func consume(
        _ script: StreamScript, format: EventStreamFormat, retryPolicy: RetryPolicy = .none
    ) async throws -> (events: [Event], error: (any Error)?) {
        let core = APIClientCore(baseURL: script.baseURL, transport: URLSessionTransport.shared, retryPolicy: retryPolicy)
        let stream = try await core.sendEvents(RequestComponents(method: "POST", path: "/messages"), of: Event.self, format: format)
        var events: [Event] = []
        do {
            for try await event in stream { events.append(event) }
            return (events, nil)
        } catch {
            return (events, error)
        }
    }

    @Test func anErrorEventThrowsTheProvidersErrorAfterTheEarlierEvents() async throws {
        let body = """
            event: message_start
            data: {"type":"message_start"}

            event: content_block_delta
            data: {"type":"content_block_delta","text":"Hel"}

            event: error
            data: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}

            event: content_block_delta
            data: {"type":"content_block_delta","text":"never"}


            """
        let script = try await StreamScript.start(body, .init(chunk: 9, delayMS: 2))
        let (events, failure) = try await Self.consume(script, format: Self.anthropicFormat)
        #expect(events == [Event(type: "message_start"), Event(type: "content_block_delta", text: "Hel")])
        let error = try #require(failure as? AIClientError)
        #expect(error.kind == .streamError)
        #expect(error.providerError?.type == "overloaded_error")
        #expect(error.providerError?.message == "Overloaded")
        #expect(error.eventsReceived == 2)
    }

    @Test func anErrorEnvelopeInTheDataThrowsTheProvidersError() async throws {
        let body = "data: {\"type\":\"a\"}\n\ndata: {\"error\":{\"message\":\"The server had an error\",\"type\":\"server_error\",\"code\":\"internal\"}}\n\n"
        let script = try await StreamScript.start(body, .init(chunk: 11, delayMS: 2))
        let (events, failure) = try await Self.consume(script, format: EventStreamFramingTests.openAIFormat)
        #expect(events == [Event(type: "a")])
        let error = try #require(failure as? AIClientError)
        #expect(error.kind == .streamError)
        #expect(error.providerError?.type == "server_error")
        #expect(error.providerError?.code == "internal")
    }

    @Test func aDroppedConnectionDeliversTheWholeEventsFirst() async throws {
        let first = "data: {\"type\":\"a\",\"text\":\"1\"}\n\n"
        let second = "data: {\"type\":\"b\",\"text\":\"2\"}\n\n"
        let body = first + second + "data: {\"type\":\"c\",\"text\":\"never whole\"}\n\ndata: [DONE]\n\n"
        // Cut 10 bytes into the third event.
        let cut = (first + second).utf8.count + 10
        let script = try await StreamScript.start(body, .init(chunk: 7, delayMS: 2, dropAfter: cut))
        let (events, failure) = try await Self.consume(script, format: EventStreamFramingTests.openAIFormat)
        #expect(events == [Event(type: "a", text: "1"), Event(type: "b", text: "2")])
        let error = try #require(failure as? AIClientError)
        #expect(error.kind == .streamInterrupted)
        #expect(error.eventsReceived == 2)
        #expect(error.bytesReceived == Int64(cut))
    }

    @Test(arguments: [(400, RetryPolicy.default), (529, RetryPolicy.none)])
    func anHTTPErrorBeforeTheStreamIsTheErrorOfAPlainCall(status: Int, retryPolicy: RetryPolicy) async throws {
        let errorBody = #"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_1"}"#
        let script = try await StreamScript.start("", .init(status: status, errorBody: errorBody, headers: ["request-id": "req_1"]))
        let core = APIClientCore(baseURL: script.baseURL, transport: URLSessionTransport.shared, retryPolicy: retryPolicy)
        let streamError = await #expect(throws: AIClientError.self) {
            _ = try await core.sendEvents(RequestComponents(method: "POST", path: "/messages"), of: Event.self, format: Self.anthropicFormat)
        }
        // Exactly one request: the error was read from the stream's own response.
        #expect(try await script.log().requests == 1)
        let plainError = await #expect(throws: AIClientError.self) {
            _ = try await core.send(RequestComponents(method: "POST", path: "/messages"), as: JSONValue.self)
        }
        #expect(try await script.log().requests == 2)
        #expect(streamError?.kind == .http)
        #expect(streamError?.status == status)
        #expect(streamError?.providerError?.type == "overloaded_error")
        #expect(streamError?.providerError?.message == "Overloaded")
        #expect(streamError?.requestID == "req_1")
        #expect(streamError?.kind == plainError?.kind)
        #expect(streamError?.providerError == plainError?.providerError)
        #expect(streamError?.status == plainError?.status)
    }

    @Test func anEventThatDoesNotDecodeIsADecodingErrorThatSaysWhich() async throws {
        let body = "data: {\"type\":\"a\"}\n\ndata: {\"type\":42}\n\n"
        let script = try await StreamScript.start(body, .init(chunk: 10, delayMS: 2))
        let (events, failure) = try await Self.consume(script, format: EventStreamFramingTests.openAIFormat)
        #expect(events == [Event(type: "a")])
        let error = try #require(failure as? AIClientError)
        #expect(error.kind == .decoding)
        #expect(error.codingPath == "type")
        #expect(error.payloadSnippet == "{\"type\":42}")
        #expect(error.description.contains("event 2"))
    }

    @Test func cancellingTheConsumerClosesTheConnectionWithinASecond() async throws {
        // An endless stream: the body is replayed for 20 s, an event every 20 ms.
        let script = try await StreamScript.start("data: {\"type\":\"tick\"}\n\n", .init(chunk: 64, delayMS: 20, repeatFor: 20))
        let firstEvent = AsyncSignal()
        let consumer = Task {
            let core = APIClientCore(baseURL: script.baseURL, transport: URLSessionTransport.shared, retryPolicy: .none)
            let stream = try await core.sendEvents(
                RequestComponents(method: "POST", path: "/events"), of: Event.self, format: EventStreamFramingTests.openAIFormat)
            var count = 0
            for try await _ in stream {
                count += 1
                firstEvent.fire()
            }
            return count
        }
        // Set-up, not the measure: under CI's parallel run the first event once took over 5 s
        // to be delivered (the cooperative threads were busy), so the wait is generous.
        try await firstEvent.wait(timeout: 30)
        consumer.cancel()
        let cancelledAt = Date().timeIntervalSince1970
        // Cancelled, the iteration ends with CancellationError: never as if the stream were complete.
        let result = await consumer.result
        #expect(throws: CancellationError.self) { _ = try result.get() }
        let closedAt = try #require(try await script.waitForClose(timeout: 3), "the server never saw the connection close")
        #expect(closedAt - cancelledAt < 1.0)
        #expect(try await script.log().completed == false)
    }
}
