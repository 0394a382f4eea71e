import Foundation
import Testing
@testable import AIClientRuntime

@Suite(.timeLimit(.minutes(10))) struct ServerSentEventSequenceTests {
    struct Interrupted: Error {}

    @Test func responseBodyYieldsEventsAcrossChunksAndTheTrailingEvent() async throws {
        let chunks = ["event: a\nda", "ta: 1\r", "\n\r\ndata: 2\n", "\n: ping\n\ndata: [DONE]"]
        let body = HTTPResponseBody(AsyncThrowingStream { continuation in
            for chunk in chunks { continuation.yield(Data(chunk.utf8)) }
            continuation.finish()
        })
        var events: [ServerSentEvent] = []
        for try await event in body.serverSentEvents { events.append(event) }
        #expect(events == [ServerSentEvent(event: "a", data: "1"), ServerSentEvent(data: "2"), ServerSentEvent(data: "[DONE]")])
    }

    @Test func eachEventIsYieldedBeforeTheNextChunkIsProduced() async throws {
        // The producer sends a chunk only after the consumer saw the previous event: a sequence
        // that read ahead would wait forever (bounded by the suite's time limit).
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
        var iterator = HTTPResponseBody(stream).serverSentEvents.makeAsyncIterator()
        continuation.yield(Data("data: first\n\ndata: second\n\nda".utf8))
        #expect(try await iterator.next()?.data == "first")
        #expect(try await iterator.next()?.data == "second")
        continuation.yield(Data("ta: third\n\n".utf8))
        #expect(try await iterator.next()?.data == "third")
        continuation.finish()
        #expect(try await iterator.next() == nil)
        #expect(try await iterator.next() == nil)
    }

    @Test func worksOverAnyContiguousByteChunks() async throws {
        let stream = AsyncStream<ArraySlice<UInt8>> { continuation in
            let bytes = Array("data: x\n\ndata: y\n\n".utf8)
            for start in stride(from: 0, to: bytes.count, by: 3) { continuation.yield(bytes[start..<min(start + 3, bytes.count)]) }
            continuation.finish()
        }
        var data: [String] = []
        for try await event in ServerSentEventSequence(stream) { data.append(event.data) }
        #expect(data == ["x", "y"])
    }

    @Test func errorOfTheBaseEndsTheSequenceAfterTheEventsBeforeIt() async throws {
        let body = HTTPResponseBody(AsyncThrowingStream { continuation in
            continuation.yield(Data("data: a\n\ndata: cut".utf8))
            continuation.finish(throwing: Interrupted())
        })
        var iterator = body.serverSentEvents.makeAsyncIterator()
        #expect(try await iterator.next()?.data == "a")
        // The half-received event is not delivered: the stream did not end cleanly.
        await #expect(throws: Interrupted.self) { try await iterator.next() }
        #expect(try await iterator.next() == nil)
    }

    @Test func oversizedEventEndsTheSequenceWithSSEErrorAfterTheEventsBeforeIt() async throws {
        let body = HTTPResponseBody(Data(("data: a\n\ndata: b\n\ndata: " + String(repeating: "c", count: 100) + "\n\n").utf8))
        var iterator = ServerSentEventSequence(body, maximumEventSize: 50).makeAsyncIterator()
        #expect(try await iterator.next()?.data == "a")
        #expect(try await iterator.next()?.data == "b")
        await #expect(throws: SSEError.self) { try await iterator.next() }
        #expect(try await iterator.next() == nil)
    }

    @Test(arguments: SSEFixtures.names)
    func recordedStreamGivesTheParsersEvents(_ name: String) async throws {
        let bytes = try SSEFixtures.bytes(name)
        let body = HTTPResponseBody(AsyncThrowingStream { continuation in
            for start in stride(from: 0, to: bytes.count, by: 100) {
                continuation.yield(Data(bytes[start..<min(start + 100, bytes.count)]))
            }
            continuation.finish()
        })
        var events: [ServerSentEvent] = []
        for try await event in body.serverSentEvents { events.append(event) }
        #expect(events == (try SSEFeed.whole(bytes)))
    }
}
