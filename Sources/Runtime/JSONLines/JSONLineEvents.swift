import Foundation

/// The lines of a JSON Lines body (`application/x-ndjson`) as events whose `data` is the line,
/// for an ``EventStream`` with ``EventStreamFormat/Framing/jsonLines`` framing.
///
/// Lines end with `\n` (a `\r` before it is dropped) and blank lines are skipped; a chunk
/// boundary may fall anywhere, inside a line or a multi-byte character. A line longer than
/// the limit throws ``SSEError`` as an over-long SSE line does. A body that ends inside a line
/// hands that line over only when it is whole JSON; otherwise the stream was cut, and
/// ``CutLine`` says so.
struct JSONLineEvents {
    private var iterator: HTTPResponseBody.AsyncIterator
    private var pending = Data()
    /// Where `pending` starts, in bytes from the start of the body.
    private var pendingOffset = 0
    private var ready: [String] = []
    private var readyIndex = 0
    private var ended = false
    let maximumLineLength: Int

    init(body: HTTPResponseBody, maximumLineLength: Int = SSEParser.defaultMaximumEventSize) {
        iterator = body.makeAsyncIterator()
        self.maximumLineLength = maximumLineLength
    }

    /// The body ended inside a line that is not JSON: the server or a proxy cut the stream.
    struct CutLine: Error, CustomStringConvertible {
        var length: Int
        var description: String {
            "the JSON Lines stream ended inside a line (\(length) bytes after the last newline, not a whole JSON value)"
        }
    }

    mutating func next() async throws -> ServerSentEvent? {
        while readyIndex == ready.count {
            ready.removeAll(keepingCapacity: true)
            readyIndex = 0
            if ended { return nil }
            if let chunk = try await iterator.next() {
                try split(chunk)
            } else {
                ended = true
                defer { pending = Data() }
                guard let last = JSONLineSplitter.trimmed(pending[...]) else { continue }
                guard (try? JSONSerialization.jsonObject(with: Data(last), options: [.fragmentsAllowed])) != nil else {
                    throw CutLine(length: last.count)
                }
                ready.append(String(decoding: last, as: UTF8.self))
            }
        }
        defer { readyIndex += 1 }
        return ServerSentEvent(data: ready[readyIndex])
    }

    /// Moves the lines `chunk` completes to `ready`; keeps the rest in `pending`.
    private mutating func split(_ chunk: Data) throws {
        var start = chunk.startIndex
        while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let length = pending.count + (newline - start)
            if length > maximumLineLength {
                throw SSEError.lineTooLong(limit: maximumLineLength, streamOffset: pendingOffset)
            }
            let line: Data.SubSequence
            if pending.isEmpty {
                line = chunk[start..<newline]
            } else {
                pending.append(chunk[start..<newline])
                line = pending[...]
            }
            if let trimmed = JSONLineSplitter.trimmed(line) {
                ready.append(String(decoding: trimmed, as: UTF8.self))
            }
            pending = Data()
            pendingOffset += length + 1
            start = chunk.index(after: newline)
        }
        pending.append(chunk[start...])
        if pending.count > maximumLineLength {
            throw SSEError.lineTooLong(limit: maximumLineLength, streamOffset: pendingOffset)
        }
    }
}
