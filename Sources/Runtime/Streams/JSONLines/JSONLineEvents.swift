import Foundation

/// The lines of a JSON Lines body (`application/x-ndjson`) as events whose `data` is the line,
/// for an ``EventStream`` with ``EventStreamFormat/Framing/jsonLines`` framing.
///
/// Lines are cut by a ``JSONLineCursor``, as every JSON Lines reader cuts them: a chunk
/// boundary may fall anywhere, and a line longer than ``JSONLines/maximumLineLength`` throws
/// ``JSONLineTooLong``. A body that ends inside a line hands that line over only when it is
/// whole JSON; otherwise the stream was cut, and ``CutLine`` says so.
struct JSONLineEvents {
    private var iterator: HTTPResponseBody.AsyncIterator
    private var cursor: JSONLineCursor
    private var ended = false

    init(body: HTTPResponseBody, maximumLineLength: Int = JSONLines.maximumLineLength) {
        iterator = body.makeAsyncIterator()
        cursor = JSONLineCursor(maximumLineLength: maximumLineLength)
    }

    /// The body ended inside a line that is not JSON: the server or a proxy cut the stream.
    struct CutLine: Error, CustomStringConvertible {
        var length: Int
        var description: String {
            "the JSON Lines stream ended inside a line (\(length) bytes after the last newline, not a whole JSON value)"
        }
    }

    mutating func next() async throws -> ServerSentEvent? {
        while !ended {
            if let line = try cursor.next() {
                return ServerSentEvent(data: String(decoding: line.bytes, as: UTF8.self))
            }
            if let chunk = try await iterator.next() {
                cursor.append(chunk)
                continue
            }
            ended = true
            guard let last = cursor.finish() else { return nil }
            // Parsed by the client's own parser: linear in the line, whatever its nesting.
            guard ClientJSONDecoder.isJSON(last.bytes) else { throw CutLine(length: last.bytes.count) }
            return ServerSentEvent(data: String(decoding: last.bytes, as: UTF8.self))
        }
        return nil
    }
}
