import Testing
@testable import AIClientRuntime

/// Real recorded API streams, checked against a deliberately naive reference parse.
@Suite struct SSERecordedStreamTests {
    /// Splits on blank lines and reads `event:`/`data:` lines: enough for these well-formed streams.
    static func referenceEvents(_ bytes: [UInt8]) -> [(event: String?, data: String)] {
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return text.components(separatedBy: "\n\n").compactMap { block in
            let lines = block.split(separator: "\n", omittingEmptySubsequences: true)
            let data = lines.filter { $0.hasPrefix("data:") }.map { $0.dropFirst(5).drop(while: { $0 == " " }) }
            guard !data.isEmpty else { return nil }
            let event = lines.last { $0.hasPrefix("event:") }.map { String($0.dropFirst(6).drop(while: { $0 == " " })) }
            return (event, data.joined(separator: "\n"))
        }
    }

    @Test(arguments: SSEFixtures.names)
    func recordedStreamMatchesReference(_ name: String) throws {
        let bytes = try SSEFixtures.bytes(name)
        let reference = Self.referenceEvents(bytes)
        let events = try SSEFeed.whole(bytes)
        #expect(!events.isEmpty)
        #expect(events.count == reference.count)
        #expect(events.map(\.event) == reference.map(\.event))
        #expect(events.map(\.data) == reference.map(\.data))
    }

    @Test(arguments: SSEFixtures.names)
    func recordedStreamIsTheSameInAnyChunking(_ name: String) throws {
        let bytes = try SSEFixtures.bytes(name)
        let expected = try SSEFeed.expectSameEventsForEveryChunking(bytes)
        for size in [2, 3, 7, 64, 1000] {
            let chunks = stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
            #expect(try SSEFeed.chunks(chunks) == expected, "chunks of \(size)")
        }
    }

    @Test func recordedStreamsKeepTheirPingsAndTerminators() throws {
        let anthropic = try SSEFeed.whole(SSEFixtures.bytes("anthropic-messages-ping"))
        #expect(anthropic.filter { $0.event == "ping" }.count == 3)
        #expect(anthropic.last?.event == "message_stop")
        let crlf = try SSEFeed.whole(SSEFixtures.bytes("anthropic-complete-crlf-ping"))
        #expect(crlf.contains { $0.event == "ping" && $0.data == #"{"type": "ping"}"# })
        let chat = try SSEFeed.whole(SSEFixtures.bytes("openai-chat-done"))
        #expect(chat.last == ServerSentEvent(data: "[DONE]"))
        let run = try SSEFeed.whole(SSEFixtures.bytes("openai-assistants-run"))
        #expect(run.last == ServerSentEvent(event: "done", data: "[DONE]"))
    }
}
