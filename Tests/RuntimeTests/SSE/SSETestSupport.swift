import Foundation
import Testing
@testable import AIClientRuntime

/// Ways of feeding a stream to a fresh parser; every one must yield the same events.
enum SSEFeed {
    /// All bytes in one chunk, then `finish()`.
    static func whole(_ bytes: [UInt8], maximumEventSize: Int = SSEParser.defaultMaximumEventSize) throws -> [ServerSentEvent] {
        try chunks([bytes], maximumEventSize: maximumEventSize)
    }

    static func whole(_ text: String) throws -> [ServerSentEvent] {
        try whole(Array(text.utf8))
    }

    /// The given chunks in order (empty chunks included), then `finish()`.
    static func chunks(_ chunks: [[UInt8]], maximumEventSize: Int = SSEParser.defaultMaximumEventSize) throws -> [ServerSentEvent] {
        var parser = SSEParser(maximumEventSize: maximumEventSize)
        var events: [ServerSentEvent] = []
        for chunk in chunks {
            events += try parser.parse(chunk)
        }
        if let last = try parser.finish() { events.append(last) }
        return events
    }

    static func chunks(_ texts: [String]) throws -> [ServerSentEvent] {
        try chunks(texts.map { Array($0.utf8) })
    }

    static func byteByByte(_ bytes: [UInt8]) throws -> [ServerSentEvent] {
        try chunks(bytes.map { [$0] })
    }

    /// `bytes` cut at the given ascending offsets.
    static func split(
        _ bytes: [UInt8], at offsets: [Int], maximumEventSize: Int = SSEParser.defaultMaximumEventSize
    ) throws -> [ServerSentEvent] {
        var pieces: [[UInt8]] = []
        var start = 0
        for offset in offsets + [bytes.count] {
            pieces.append(Array(bytes[start..<offset]))
            start = offset
        }
        return try chunks(pieces, maximumEventSize: maximumEventSize)
    }

    /// Parses `bytes` whole, byte by byte, and cut at every position (at every pair of
    /// positions when `pairs`), expects identical events from each, and returns them.
    @discardableResult
    static func expectSameEventsForEveryChunking(
        _ bytes: [UInt8], pairs: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [ServerSentEvent] {
        let expected = try whole(bytes)
        #expect(try byteByByte(bytes) == expected, "byte by byte", sourceLocation: sourceLocation)
        for cut in 0...bytes.count {
            let events = try split(bytes, at: [cut])
            #expect(events == expected, "cut at \(cut)", sourceLocation: sourceLocation)
            guard events == expected else { break }
        }
        if pairs {
            outer: for first in 0...bytes.count {
                for second in first...bytes.count {
                    let events = try split(bytes, at: [first, second])
                    #expect(events == expected, "cut at \(first) and \(second)", sourceLocation: sourceLocation)
                    guard events == expected else { break outer }
                }
            }
        }
        return expected
    }
}

/// The recorded streams in `Tests/RuntimeTests/Fixtures/sse` (see the README there).
enum SSEFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/sse")

    static let names = [
        "anthropic-complete-crlf-ping", "anthropic-messages-ping", "anthropic-messages-tool-search",
        "openai-assistants-run", "openai-chat-done", "openai-chat-tool-call", "openai-completions",
        "openai-responses", "openai-transcription-crlf",
    ]

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent("\(name).txt")))
    }
}
