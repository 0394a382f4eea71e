import Foundation
import Testing
@testable import AIClientRuntime

/// Cancelling the task that iterates an `EventStream` while an event is half received: the
/// body just ends (as a cancelled `AsyncThrowingStream` does) and the parser then hands over
/// the event it was in the middle of, which must not be decoded as if it were whole.
@Suite(.timeLimit(.minutes(10)))
struct EventStreamCancellationTests {
    typealias Event = EventStreamFramingTests.Event

    @Test func cancellingInTheMiddleOfAnEventIsACancellationNotABrokenEvent() async throws {
        let (chunks, producer) = AsyncThrowingStream.makeStream(of: Data.self)
        // One whole event and the start of the next; the body then stays open.
        producer.yield(Data("data: {\"type\":\"a\"}\n\ndata: {\"type\":\"content_block_st".utf8))
        let stream = EventStream<Event>(
            body: HTTPResponseBody(chunks), format: EventStreamFormat(terminator: "[DONE]"),
            info: HTTPResponseInfo(status: 200, headers: [:]))
        let (arrivals, arrived) = AsyncStream.makeStream(of: Event.self)
        let consumer = Task {
            for try await event in stream { arrived.yield(event) }
        }
        var received: [Event] = []
        // Bounded by the suite's time limit.
        for await event in arrivals {
            received.append(event)
            break
        }
        consumer.cancel()
        let result = await consumer.result
        producer.finish()
        #expect(received == [Event(type: "a")])
        #expect(throws: CancellationError.self) { try result.get() }
    }
}
