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

    /// Pulls chunks, splits them, decodes lines. `AsyncThrowingStream(unfolding:)` calls it
    /// from one consumer at a time, which is what makes the unchecked state safe.
    private final class Reader<Element: Decodable & Sendable>: @unchecked Sendable {
        private var iterator: HTTPResponseBody.AsyncIterator
        private var splitter = JSONLineSplitter()
        private var ready: [Data] = []
        private var lineNumber = 0
        private var ended = false

        init(body: HTTPResponseBody) {
            iterator = body.makeAsyncIterator()
        }

        func next() async throws -> Element? {
            while ready.isEmpty {
                guard !ended else { return nil }
                if let chunk = try await iterator.next() {
                    ready = try splitter.append(chunk)
                } else {
                    ended = true
                    if let last = splitter.finish() { ready = [last] }
                }
            }
            let line = ready.removeFirst()
            lineNumber += 1
            do {
                return try JSONCoding.responseDecoder.decode(Element.self, from: line)
            } catch {
                throw AIClientError.decoding(error, payload: line, type: Element.self, context: "JSON line \(lineNumber)")
            }
        }
    }
}
