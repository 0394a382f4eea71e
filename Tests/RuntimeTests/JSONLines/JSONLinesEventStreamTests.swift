import AIClientsTestSupport
import Foundation
import Testing
@testable import AIClientRuntime

/// An `EventStream` with JSON Lines framing: the same events wherever the body is cut into
/// chunks, and the same failures as an SSE stream (an over-long line, a cut line, an error
/// line, a body with nothing in it).
@Suite(.timeLimit(.minutes(10)))
struct JSONLinesEventStreamTests {
    struct Chunk: Decodable, Sendable, Equatable {
        struct Message: Decodable, Sendable, Equatable { var content: String }
        var message: Message?
        var done: Bool
    }

    static let format = EventStreamFormat(errorEnvelopes: true, framing: .jsonLines)

    static func events(_ chunks: [Data], format: EventStreamFormat = format) async throws -> [Chunk] {
        let stream = EventStream<Chunk>(
            body: HTTPResponseBody(AsyncThrowingStream { continuation in
                for chunk in chunks { continuation.yield(chunk) }
                continuation.finish()
            }),
            format: format, info: HTTPResponseInfo(status: 200, headers: [:]))
        var events: [Chunk] = []
        for try await event in stream { events.append(event) }
        return events
    }

    @Test func everyByteBoundaryGivesTheSameEvents() async throws {
        let body = try SharedFixture.ollamaChatStream()
        let whole = try await Self.events([body])
        #expect(whole.count == 6)
        #expect(whole.map { $0.message?.content ?? "" }.joined() == "Swift is a café language 🙂 for \"apps\"\n")
        #expect(whole.last?.done == true)
        // Two chunks, cut at every offset (inside lines, newlines and multi-byte characters).
        for cut in 1..<body.count {
            let split = try await Self.events([body.prefix(cut), body.dropFirst(cut)])
            #expect(split == whole, "cut at byte \(cut)")
            if split != whole { break }
        }
        // One byte at a time.
        #expect(try await Self.events(body.map { Data([$0]) }) == whole)
    }

    @Test func aLastLineWithoutANewlineIsAnEventWhenItIsWholeJSON() async throws {
        let events = try await Self.events([Data("{\"done\":false}\r\n\n  \n{\"done\":true}".utf8)])
        #expect(events == [Chunk(message: nil, done: false), Chunk(message: nil, done: true)])
    }

    @Test func aBodyCutInsideALineIsAnIncompleteStream() async throws {
        do {
            _ = try await Self.events([Data("{\"done\":false}\n{\"message\":{\"cont".utf8)])
            Issue.record("a cut line must throw")
        } catch let error as AIClientError {
            #expect(error.kind == .incompleteStream)
            #expect(error.eventsReceived == 1)
            #expect("\(error)".contains("ended inside a line"))
        }
    }

    @Test func anErrorLineIsAProviderError() async throws {
        do {
            _ = try await Self.events([Data("{\"done\":false}\n{\"error\":\"out of memory\"}\n{\"done\":true}\n".utf8)])
            Issue.record("an error line must throw")
        } catch let error as AIClientError {
            #expect(error.kind == .streamError)
            #expect(error.providerError?.message == "out of memory")
            #expect(error.eventsReceived == 1)
        }
    }

    @Test func aLineLongerThanTheLimitIsResponseTooLarge() async throws {
        // 65 MiB without a newline, in 1 MiB chunks: refused once past the 64 MiB limit.
        let chunk = Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
        do {
            _ = try await Self.events(Array(repeating: chunk, count: 65))
            Issue.record("an endless line must throw")
        } catch let error as AIClientError {
            #expect(error.kind == .responseTooLarge)
        }
    }

    @Test func anEmptyBodyIsAnIncompleteStream() async throws {
        do {
            _ = try await Self.events([Data("\n\n".utf8)])
            Issue.record("an empty stream must throw")
        } catch let error as AIClientError {
            #expect(error.kind == .incompleteStream)
        }
    }
}
