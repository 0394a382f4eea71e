import Foundation

/// Decodes a JSON Lines body into values, one per line, as the lines arrive.
public enum JSONLines {
    /// The longest JSON line any reader of the runtime accepts, in bytes: 64 MiB. The one limit
    /// for ``JSONLineSplitter``, ``decode(_:from:)``, batch results (``BatchResultLines``) and
    /// event streams with ``EventStreamFormat/Framing/jsonLines`` framing. A longer line throws
    /// ``AIClientError/Kind/responseTooLarge`` carrying a ``JSONLineTooLong``, so a server that
    /// never ends a line cannot fill memory. 64 MiB holds any batch result line the providers
    /// send (a whole response with its longest output is a few MiB).
    public static let maximumLineLength = 64 << 20

    /// A stream of `Element`s decoded from `body`, read lazily: nothing is read until the stream
    /// is iterated, and at most one chunk is held beyond the current line. A line that fails
    /// to decode ends the stream with a ``AIClientError/Kind/decoding`` error naming the line
    /// (batch results instead go on past such a line: ``BatchResultLines``).
    public static func decode<Element: Decodable & Sendable>(
        _ type: Element.Type, from body: HTTPResponseBody
    ) -> AsyncThrowingStream<Element, any Error> {
        let reader = Reader(body: body)
        return AsyncThrowingStream(unfolding: {
            guard let line = try await reader.next() else { return nil }
            return try decode(Element.self, line: line)
        })
    }

    /// `line` decoded as `Element` with the response decoder.
    ///
    /// - Throws: ``AIClientError/Kind/decoding`` naming the line.
    static func decode<Element: Decodable>(_ type: Element.Type, line: JSONLineCursor.Line) throws(AIClientError) -> Element {
        do {
            return try line.bytes.withUnsafeBytes { try JSONCoding.responseDecoder.decode(Element.self, fromUTF8: $0) }
        } catch {
            throw AIClientError.decoding(error, payload: Data(line.bytes), type: Element.self, context: "JSON line \(line.number)")
        }
    }

    /// Pulls chunks and hands over their lines where they are (a ``JSONLineCursor`` over the
    /// body). `AsyncThrowingStream(unfolding:)` calls it from one consumer at a time, which is
    /// what makes the unchecked state safe.
    final class Reader: @unchecked Sendable {
        private var iterator: HTTPResponseBody.AsyncIterator
        private var cursor: JSONLineCursor
        private var ended = false

        init(body: HTTPResponseBody, maximumLineLength: Int = JSONLines.maximumLineLength) {
            iterator = body.makeAsyncIterator()
            cursor = JSONLineCursor(maximumLineLength: maximumLineLength)
        }

        /// The next line; nil at the end of the body.
        ///
        /// - Throws: ``AIClientError/Kind/responseTooLarge`` for a line over the limit, and
        ///   what the body throws.
        func next() async throws -> JSONLineCursor.Line? {
            while !ended {
                do {
                    if let line = try cursor.next() { return line }
                } catch {
                    ended = true
                    throw AIClientError.responseTooLarge(limit: error.limit, underlying: error)
                }
                if let chunk = try await iterator.next() {
                    cursor.append(chunk)
                } else {
                    ended = true
                    return cursor.finish()
                }
            }
            return nil
        }
    }
}
