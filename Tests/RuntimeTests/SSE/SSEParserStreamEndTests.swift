import Testing
@testable import AIClientRuntime

@Suite struct SSEParserStreamEndTests {
    @Test func pendingEventWithoutFinalBlankLineIsDeliveredAtFinish() throws {
        var parser = SSEParser()
        #expect(try parser.parse(Array("data: a\n\nevent: last\ndata: b\n".utf8)) == [ServerSentEvent(data: "a")])
        #expect(try parser.finish() == ServerSentEvent(event: "last", data: "b"))
    }

    @Test func unterminatedLastLineCountsAtFinish() throws {
        #expect(try SSEFeed.whole("data: a\ndata: b") == [ServerSentEvent(data: "a\nb")])
        #expect(try SSEFeed.whole("event: x\ndata") == [ServerSentEvent(event: "x", data: "")])
    }

    @Test func pendingBlockWithoutDataIsDroppedAtFinish() throws {
        #expect(try SSEFeed.whole("data: a\n\nevent: x\nid: 3\n").map(\.data) == ["a"])
        #expect(try SSEFeed.whole(": just a comment").isEmpty)
        #expect(try SSEFeed.whole("").isEmpty)
    }

    @Test func finishMakesTheParserReadyForANewStream() throws {
        var parser = SSEParser()
        _ = try parser.parse(Array("event: x\ndata: partial\r".utf8))
        #expect(try parser.finish() == ServerSentEvent(event: "x", data: "partial"))
        // A new stream: no leftover CR state, event name or data, and its BOM is skipped again.
        let events = try parser.parse([0xEF, 0xBB, 0xBF] + Array("\ndata: new\n\n".utf8))
        #expect(events == [ServerSentEvent(data: "new")])
        #expect(try parser.finish() == nil)
    }
}
