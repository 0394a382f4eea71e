import Testing
@testable import AIClientRuntime

@Suite struct SSEParserLineEndingTests {
    @Test(arguments: ["\n", "\r", "\r\n"])
    func everyLineEndingEndsLinesAndEvents(_ ending: String) throws {
        let text = ["event: a", "data: 1", "data: 2", "", "data: 3", "", ""].joined(separator: ending)
        let events = try SSEFeed.expectSameEventsForEveryChunking(Array(text.utf8), pairs: true)
        #expect(events == [ServerSentEvent(event: "a", data: "1\n2"), ServerSentEvent(data: "3")])
    }

    @Test func mixedLineEndingsInOneStream() throws {
        let events = try SSEFeed.whole("data: a\rdata: b\r\ndata: c\n\r\ndata: d\r\r")
        #expect(events == [ServerSentEvent(data: "a\nb\nc"), ServerSentEvent(data: "d")])
    }

    @Test func carriageReturnEndingAChunkAndLineFeedStartingTheNextEndOneLine() throws {
        // Were the LF taken as a second line end, the blank line would split this into two events.
        let events = try SSEFeed.chunks(["data: a\r", "\ndata: b\r", "\n\r", "\n"])
        #expect(events == [ServerSentEvent(data: "a\nb")])
    }

    @Test func carriageReturnEndingAChunkStillEndsItsLineWhenNoLineFeedFollows() throws {
        #expect(try SSEFeed.chunks(["data: a\r", "data: b\r", "\r"]) == [ServerSentEvent(data: "a\nb")])
        #expect(try SSEFeed.chunks(["data: a\r", "\r", "data: b\n\n"]) == [ServerSentEvent(data: "a"), ServerSentEvent(data: "b")])
    }

    @Test func emptyChunkBetweenCarriageReturnAndLineFeedChangesNothing() throws {
        #expect(try SSEFeed.chunks(["data: a\r", "", "\n", "\n"]) == [ServerSentEvent(data: "a")])
    }

    @Test func twoLineFeedsAfterCarriageReturnAreOneLineEndAndOneBlankLine() throws {
        #expect(try SSEFeed.chunks(["data: a\r", "\n\n"]) == [ServerSentEvent(data: "a")])
        #expect(try SSEFeed.chunks(["data: a\r", "\n", "data: b\n\n"]) == [ServerSentEvent(data: "a\nb")])
    }

    @Test func longLineSpanningManyChunks() throws {
        let payload = String(repeating: "x", count: 300_000)
        let bytes = Array("data: \(payload)\r\n\r\n".utf8)
        let chunked = stride(from: 0, to: bytes.count, by: 4096).map { Array(bytes[$0..<min($0 + 4096, bytes.count)]) }
        let events = try SSEFeed.chunks(chunked)
        #expect(events == [ServerSentEvent(data: payload)])
        #expect(try SSEFeed.whole(bytes) == events)
    }
}
