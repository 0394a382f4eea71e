import Foundation

/// Decodes a JSON Lines body into values, one per line, as the lines arrive.
public enum JSONLines {
    /// A stream of `Element`s decoded from `body`, read lazily: nothing is read until the stream
    /// is iterated, and at most one chunk is held beyond the current line. A line that fails
    /// to decode ends the stream with a ``AIClientError/Kind/decoding`` error naming the line.
    public static func decode<Element: Decodable & Sendable>(
        _ type: Element.Type, from body: HTTPResponseBody
    ) -> AsyncThrowingStream<Element, any Error> {
        let reader = Reader<Element>(body: body)
        return AsyncThrowingStream(unfolding: { try await reader.next() })
    }

    /// Pulls chunks and decodes their lines where they are: a line inside a chunk is decoded
    /// from the chunk's bytes (no copy of its own); only a line split across chunks is
    /// gathered first. It splits as ``JSONLineSplitter`` does (lines end with `\n`, a `\r`
    /// before it is dropped, blank lines are skipped, a last line may lack its newline).
    /// `AsyncThrowingStream(unfolding:)` calls it from one consumer at a time, which is what
    /// makes the unchecked state safe.
    private final class Reader<Element: Decodable & Sendable>: @unchecked Sendable {
        private var iterator: HTTPResponseBody.AsyncIterator
        /// The chunk being read, and where its unread bytes start.
        private var chunk = Data()
        private var position = 0
        /// The start of a line that began in an earlier chunk.
        private var pending = Data()
        private let maxLineLength = JSONLineSplitter.defaultMaxLineLength
        private var lineNumber = 0
        private var ended = false

        init(body: HTTPResponseBody) {
            iterator = body.makeAsyncIterator()
        }

        func next() async throws -> Element? {
            while true {
                if let element = try decodeNextLine() { return element }
                guard !ended else { return nil }
                if let next = try await iterator.next() {
                    chunk = next
                    position = next.startIndex
                } else {
                    ended = true
                    chunk = Data()
                    position = 0
                    let last = pending
                    pending = Data()
                    if let line = JSONLineSplitter.trimmed(last[...]) { return try decode(line) }
                    return nil
                }
            }
        }

        /// Decodes the next whole line of the chunk; nil when the chunk has none left (its
        /// unfinished last line is then in `pending`).
        private func decodeNextLine() throws -> Element? {
            while position < chunk.endIndex {
                guard let newline = chunk[position...].firstIndex(of: UInt8(ascii: "\n")) else {
                    pending.append(chunk[position...])
                    position = chunk.endIndex
                    if pending.count > maxLineLength {
                        throw AIClientError.decoding(
                            JSONLineSplitter.LineTooLong(limit: maxLineLength), payload: pending.prefix(1024))
                    }
                    return nil
                }
                let start = position
                position = newline + 1
                let line: Data.SubSequence
                if pending.isEmpty {
                    line = chunk[start..<newline]
                } else {
                    pending.append(chunk[start..<newline])
                    line = pending[...]
                    pending = Data()
                }
                if let line = JSONLineSplitter.trimmed(line) { return try decode(line) }
            }
            return nil
        }

        private func decode(_ line: Data.SubSequence) throws -> Element {
            lineNumber += 1
            do {
                return try line.withUnsafeBytes { try JSONCoding.responseDecoder.decode(Element.self, fromUTF8: $0) }
            } catch {
                throw AIClientError.decoding(error, payload: Data(line), type: Element.self, context: "JSON line \(lineNumber)")
            }
        }
    }
}
