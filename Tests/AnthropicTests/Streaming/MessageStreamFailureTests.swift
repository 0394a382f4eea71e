import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// How `claude.messages.stream` fails, through a real loopback connection: a provider error
/// event, an HTTP error before the stream, a dropped connection, cancellation; and how it
/// goes on past event types it does not know.
@Suite(.timeLimit(.minutes(10)))
struct MessageStreamFailureTests {
    static let request = CreateMessageParams(model: "claude-sonnet-4-5", messages: [.init(content: "Hi", role: .user)], maxTokens: 64)

    /// The first `count` events of the smallest recorded plain-text stream, as SSE text.
    static func recordedPrefix(_ count: Int) throws -> (text: String, events: [RawEvent]) {
        let recording = try #require(RecordedStreams.messages.filter { !$0.body.contains("tool_use") }.min { $0.body.count < $1.body.count })
        let events = Array(recording.rawEvents.prefix(count))
        return (events.map { "event: \($0.name ?? "")\ndata: \($0.data)\n\n" }.joined(), events)
    }

    static func client(_ script: StreamScript, retryPolicy: RetryPolicy = .none) -> AnthropicClient {
        AnthropicClient(apiKey: "sk-ant-test", baseURL: script.baseURL, retryPolicy: retryPolicy)
    }

    @Test func anOverloadedErrorEventThrowsAfterTheEarlierEvents() async throws {
        let (prefix, sent) = try Self.recordedPrefix(3)
        let body = prefix + "event: error\ndata: {\"type\": \"error\", \"error\": {\"type\": \"overloaded_error\", \"message\": \"Overloaded\"}}\n\n"
        let script = try await StreamScript.start(body, .init(chunk: 29, delayMS: 2))
        var received: [MessageStreamEvent] = []
        let error = await #expect(throws: AIClientError.self) {
            for try await event in try await Self.client(script).messages.stream(Self.request) { received.append(event) }
        }
        #expect(received.count == sent.count)
        if case .messageStart(let start)? = received.first {
            #expect(start.message.id == (sent.first?.object?["message"] as? [String: Any])?["id"] as? String)
        } else {
            Issue.record("the first event is \(String(describing: received.first)), not message_start")
        }
        #expect(error?.kind == .streamError)
        #expect(error?.providerError?.type == "overloaded_error")
        #expect(error?.providerError?.message == "Overloaded")
        #expect(error?.eventsReceived == sent.count)
    }

    @Test func anHTTPErrorBeforeTheStreamIsTheErrorOfCreateFromOneRequest() async throws {
        let errorBody = #"{"type":"error","error":{"type":"invalid_request_error","message":"max_tokens: must be at least 1"},"request_id":"req_011C"}"#
        let script = try await StreamScript.start("", .init(status: 400, errorBody: errorBody, headers: ["request-id": "req_011C"]))
        // The default retry policy: a 400 is never retried, so one request is all there is.
        let client = Self.client(script, retryPolicy: .default)
        let streamError = await #expect(throws: AIClientError.self) { _ = try await client.messages.stream(Self.request) }
        #expect(try await script.log().requests == 1)
        let createError = await #expect(throws: AIClientError.self) { _ = try await client.messages.create(Self.request) }
        #expect(streamError?.kind == .http)
        #expect(streamError?.status == 400)
        #expect(streamError?.providerError?.type == "invalid_request_error")
        #expect(streamError?.providerError?.message == "max_tokens: must be at least 1")
        #expect(streamError?.requestID == "req_011C")
        #expect(streamError?.providerError == createError?.providerError)
        #expect(streamError?.status == createError?.status)
        #expect(streamError?.requestID == createError?.requestID)
    }

    @Test func aDroppedConnectionDeliversTheEventsSoFarThenInterrupts() async throws {
        let (prefix, sent) = try Self.recordedPrefix(4)
        // Cut in the middle of the next event.
        let body = prefix + "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"lost\"}}\n\n"
        let script = try await StreamScript.start(body, .init(chunk: 31, delayMS: 2, dropAfter: prefix.utf8.count + 40))
        var accumulator = MessageAccumulator()
        let error = await #expect(throws: AIClientError.self) {
            for try await event in try await Self.client(script).messages.stream(Self.request) { accumulator.add(event) }
        }
        #expect(error?.kind == .streamInterrupted)
        #expect(error?.eventsReceived == sent.count)
        #expect(accumulator.eventCount == sent.count)
        #expect(error?.bytesReceived == Int64(prefix.utf8.count + 40))
        // What arrived is kept, but it is not a whole message.
        #expect(throws: AIClientError.self) { try accumulator.result() }
    }

    @Test func unknownEventTypesArriveAsUnknownAndTheStreamGoesOn() async throws {
        let recording = try #require(RecordedStreams.messages.first { !$0.body.contains("tool_use") })
        var events = recording.rawEvents
        events.insert(RawEvent(name: "citation_snapshot", data: #"{"type":"citation_snapshot","index":0,"items":[]}"#), at: 1)
        events.insert(RawEvent(name: "content_block_delta", data: #"{"type":"content_block_delta","index":0,"delta":{"type":"future_delta","x":1}}"#), at: 3)
        let body = events.map { "event: \($0.name ?? "")\ndata: \($0.data)\n\n" }.joined()
        let script = try await StreamScript.start(body, .init(chunk: 41, delayMS: 1))
        var accumulator = MessageAccumulator()
        var unknown: [JSONValue] = []
        for try await event in try await Self.client(script).messages.stream(Self.request) {
            if case .unknown(let value) = event { unknown.append(value) }
            accumulator.add(event)
        }
        #expect(unknown == [["type": "citation_snapshot", "index": 0, "items": []]])
        #expect(accumulator.eventCount == events.count)
        let expectedText = recording.rawEvents.compactMap { ($0.object?["delta"] as? [String: Any])?["text"] as? String }.joined()
        #expect(!expectedText.isEmpty)
        #expect(accumulator.text == expectedText)
        #expect(try accumulator.result().content.count == recording.rawEvents.filter { $0.type == "content_block_start" }.count)
    }

    @Test func cancellingTheConsumerClosesTheConnectionWithinASecond() async throws {
        let ping = "event: ping\ndata: {\"type\": \"ping\"}\n\n"
        let (prefix, _) = try Self.recordedPrefix(2)
        let script = try await StreamScript.start(prefix + ping, .init(chunk: 256, delayMS: 20, repeatFor: 20))
        let client = Self.client(script)
        let (arrivals, arrived) = AsyncStream.makeStream(of: Void.self)
        let consumer = Task {
            for try await _ in try await client.messages.stream(Self.request) { arrived.yield() }
        }
        // Bounded by the suite's time limit.
        for await _ in arrivals { break }
        consumer.cancel()
        let cancelledAt = Date().timeIntervalSince1970
        let result = await consumer.result
        #expect(throws: CancellationError.self) { try result.get() }
        let closedAt = try #require(try await script.waitForClose(timeout: 3), "the server never saw the connection close")
        #expect(closedAt - cancelledAt < 1.0)
    }
}
