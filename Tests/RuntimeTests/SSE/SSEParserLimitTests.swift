import Testing
@testable import AIClientRuntime

@Suite struct SSEParserLimitTests {
    @Test func lineLongerThanTheLimitAcrossChunksThrows() throws {
        var parser = SSEParser(maximumEventSize: 1000)
        _ = try parser.parse(Array("data: ok\n\n".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 400)
        _ = try parser.parse(chunk)
        _ = try parser.parse(chunk)
        let error = #expect(throws: SSEError.self) { try parser.parse(chunk) }
        #expect(error?.kind == .lineTooLong)
        #expect(error?.limit == 1000)
        #expect(error?.streamOffset == 10, "where the long line starts")
        #expect(error?.description == "server-sent events: the line starting at byte 10 of the stream is longer than the limit of 1000 bytes (maximumEventSize)")
    }

    @Test func eventWhoseDataLinesTogetherExceedTheLimitThrows() throws {
        let line = "data: " + String(repeating: "y", count: 99) + "\n"
        let error = #expect(throws: SSEError.self) {
            try SSEFeed.whole(Array(String(repeating: line, count: 11).utf8), maximumEventSize: 1000)
        }
        #expect(error?.kind == .eventTooLarge)
        #expect(error?.streamOffset == 10 * line.utf8.count, "the eleventh line")
        #expect(error?.description.contains("the data of an event exceeds the limit of 1000 bytes") == true)
    }

    @Test func limitGivesTheSameErrorHoweverTheStreamIsCut() throws {
        let bytes = Array("data: a\n\n: a comment longer than the limit\ndata: b\n\n".utf8)
        var expected: SSEError?
        for cut in 0...bytes.count {
            let error = #expect(throws: SSEError.self, "cut at \(cut)") {
                try SSEFeed.split(bytes, at: [cut], maximumEventSize: 20)
            }
            #expect(error?.kind == .lineTooLong)
            #expect(error?.streamOffset == 9)
            if expected == nil { expected = error }
            #expect(error == expected)
        }
    }

    @Test func eventExactlyAtTheLimitIsAccepted() throws {
        // Ten lines of 99 bytes plus nine joining line feeds: 999 bytes of data.
        let line = "data: " + String(repeating: "z", count: 99) + "\n"
        let events = try SSEFeed.whole(Array((String(repeating: line, count: 10) + "\n").utf8), maximumEventSize: 999)
        #expect(events.first?.data.utf8.count == 999)
    }

    @Test func manyEventsEachUnderTheLimitAreAccepted() throws {
        let event = "data: " + String(repeating: "w", count: 90) + "\n\n"
        let events = try SSEFeed.whole(Array(String(repeating: event, count: 100).utf8), maximumEventSize: 100)
        #expect(events.count == 100)
    }

    @Test func parserIsResetAfterAnError() throws {
        var parser = SSEParser(maximumEventSize: 10)
        #expect(throws: SSEError.self) { try parser.parse(Array("data: 0123456789".utf8)) }
        #expect(try parser.parse(Array("data: a\n\n".utf8)) == [ServerSentEvent(data: "a")])
    }
}
