import Testing
@testable import AIClientRuntime

@Suite struct SSEParserFieldTests {
    @Test func multipleDataLinesJoinWithLineFeed() throws {
        #expect(try SSEFeed.whole("data: {\ndata:   \"a\": 1\ndata: }\n\n") == [ServerSentEvent(data: "{\n  \"a\": 1\n}")])
    }

    @Test func onlyOneSpaceAfterTheColonIsRemoved() throws {
        #expect(try SSEFeed.whole("data:x\n\ndata:  y\n\ndata:\tz\n\n").map(\.data) == ["x", " y", "\tz"])
    }

    @Test func emptyDataFieldsStillMakeAnEvent() throws {
        #expect(try SSEFeed.whole("data:\n\ndata\n\ndata\ndata\n\n").map(\.data) == ["", "", "\n"])
    }

    @Test func fieldWithoutColonHasEmptyValue() throws {
        let events = try SSEFeed.whole("data: x\nevent\n\n")
        #expect(events == [ServerSentEvent(event: nil, data: "x")])
    }

    @Test func eventNameAppliesToItsOwnEventOnly() throws {
        let events = try SSEFeed.whole("event: first\ndata: 1\n\ndata: 2\n\nevent: a\nevent: b\ndata: 3\n\n")
        #expect(events.map(\.event) == ["first", nil, "b"])
    }

    @Test func blockWithoutDataIsNotDispatchedAndForgetsItsEventName() throws {
        let events = try SSEFeed.whole("event: lonely\n\n\n\ndata: x\n\n")
        #expect(events == [ServerSentEvent(data: "x")])
    }

    @Test func manyDistinctEventNamesKeepTheirOwnNames() throws {
        // More names than the parser keeps for reuse, in a repeating cycle.
        let names = (0..<40).map { "type.\($0)" }
        let text = (names + names).map { "event: \($0)\ndata: \($0)\n\n" }.joined()
        let events = try SSEFeed.whole(text)
        #expect(events.map(\.event) == names + names)
        #expect(events.allSatisfy { $0.event == $0.data })
    }

    @Test func commentLinesAreIgnored() throws {
        let events = try SSEFeed.whole(": ping\n:\ndata: a\n: between\ndata: b\n\n: keep-alive\n\n")
        #expect(events == [ServerSentEvent(data: "a\nb")])
    }

    @Test func unknownFieldsAreIgnoredAndNamesAreCaseSensitive() throws {
        let events = try SSEFeed.whole("foo: bar\nData: no\nEVENT: no\ndata: yes\n\n")
        #expect(events == [ServerSentEvent(data: "yes")])
    }

    @Test func idPersistsUntilChangedAndEmptyIdClearsIt() throws {
        var parser = SSEParser()
        let events = try parser.parse(Array("id: 1\ndata: a\n\ndata: b\n\nid: 2\ndata: c\n\nid\ndata: d\n\n".utf8))
        #expect(events.map(\.id) == ["1", "1", "2", nil])
        #expect(parser.lastEventID == nil)
    }

    @Test func idContainingNulIsIgnored() throws {
        let events = try SSEFeed.whole("id: 7\ndata: a\n\nid: 8\u{0}9\ndata: b\n\n")
        #expect(events.map(\.id) == ["7", "7"])
    }

    @Test func idWithoutDataStillSetsTheLastEventID() throws {
        var parser = SSEParser()
        #expect(try parser.parse(Array("id: 42\n\n".utf8)).isEmpty)
        #expect(parser.lastEventID == "42")
        _ = try parser.finish()
        #expect(parser.lastEventID == "42", "kept for a reconnection")
    }

    @Test func retryAcceptsOnlyAsciiDigits() throws {
        let text = "retry: 1500\ndata: a\n\nretry: 15s\ndata: b\n\nretry: -1\nretry:\nretry: 99999999999999999999999\ndata: c\n\n"
        #expect(try SSEFeed.whole(text).map(\.retry) == [1500, nil, nil])
    }

    @Test func retryFromABlockWithoutDataGoesWithTheNextEvent() throws {
        let events = try SSEFeed.whole("retry: 10\n\ndata: a\n\ndata: b\n\n")
        #expect(events.map(\.retry) == [10, nil])
    }

    @Test func doneSentinelPassesThroughAsData() throws {
        let events = try SSEFeed.whole("data: {\"x\":1}\n\ndata: [DONE]\n\n")
        #expect(events.map(\.data) == ["{\"x\":1}", "[DONE]"])
    }

    @Test func byteOrderMarkIsSkippedAtStreamStartOnly() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let bytes = bom + Array("data: a\n\n".utf8) + bom + Array("data: b\n\ndata: c\n\n".utf8)
        // The second BOM makes "\u{FEFF}data" an unknown field name, so "b" is dropped.
        let events = try SSEFeed.expectSameEventsForEveryChunking(bytes, pairs: true)
        #expect(events.map(\.data) == ["a", "c"])
    }

    @Test func byteOrderMarkIsSkippedOnlyOnce() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try SSEFeed.whole(bom + bom + Array("data: a\n\n".utf8)).isEmpty)
        #expect(try SSEFeed.whole(bom + Array("\ndata: a\n\n".utf8)).map(\.data) == ["a"])
    }

    @Test func invalidUTF8BecomesReplacementCharacters() throws {
        let bytes = Array("data: a".utf8) + [0xFF, 0xC3] + Array("\n\n".utf8)
        #expect(try SSEFeed.whole(bytes).map(\.data) == ["a\u{FFFD}\u{FFFD}"])
    }

    @Test func multibyteCharactersSplitAcrossChunksSurvive() throws {
        let events = try SSEFeed.expectSameEventsForEveryChunking(Array("event: é\ndata: 日本 🙂\n\n".utf8))
        #expect(events == [ServerSentEvent(event: "é", data: "日本 🙂")])
    }
}
