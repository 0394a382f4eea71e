import Foundation

/// A large stream made by repeating real recorded API streams, split into equal chunks.
struct Workload {
    var name: String
    var bytes: [UInt8]
    var chunkSize: Int

    /// Views into `bytes`, so every contender reads the same memory in the same pieces.
    var chunks: [ArraySlice<UInt8>] {
        stride(from: 0, to: bytes.count, by: chunkSize).map { bytes[$0..<min($0 + chunkSize, bytes.count)] }
    }

    /// The recorded streams each workload repeats (files in `Tests/RuntimeTests/Fixtures/sse`).
    static let sources: [(name: String, files: [String])] = [
        // Chat Completions: `data:` lines only, ending in `data: [DONE]`.
        ("openai-chat", ["openai-chat-tool-call", "openai-chat-done", "openai-completions"]),
        // Responses and Assistants: an `event:` line before every `data:` line.
        ("openai-responses", ["openai-responses", "openai-assistants-run"]),
        // Messages: small events, `ping`s, JSON padded with spaces.
        ("anthropic-messages", ["anthropic-messages-ping", "anthropic-messages-tool-search"]),
    ]

    static let defaultFixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/RuntimeTests/Fixtures/sse")

    /// Repeats the recorded files of `name` until the stream holds at least `size` bytes.
    static func make(name: String, files: [String], fixtures: URL, size: Int, chunkSize: Int) throws -> Workload {
        var unit: [UInt8] = []
        for file in files {
            unit += try Data(contentsOf: fixtures.appendingPathComponent("\(file).txt"))
        }
        guard !unit.isEmpty else { throw BenchmarkError("the fixtures of \(name) are empty") }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + unit.count)
        while bytes.count < size { bytes += unit }
        return Workload(name: name, bytes: bytes, chunkSize: chunkSize)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// An async sequence over chunks already in memory that never suspends, so that what is
/// measured is the SSE decoding and not a producer.
struct ChunkSequence<Chunk: Sendable>: AsyncSequence, Sendable {
    let chunks: [Chunk]

    struct AsyncIterator: AsyncIteratorProtocol {
        let chunks: [Chunk]
        var index = 0

        mutating func next() async -> Chunk? {
            guard index < chunks.count else { return nil }
            defer { index += 1 }
            return chunks[index]
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(chunks: chunks) }
}
