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
        /// The next line of `ready` to decode (an index, not `removeFirst`: a 1 MiB chunk of
        /// batch results holds thousands of lines).
        private var readyIndex = 0
        private var lineNumber = 0
        private var ended = false

        init(body: HTTPResponseBody) {
            iterator = body.makeAsyncIterator()
        }

        func next() async throws -> Element? {
            while readyIndex == ready.count {
                guard !ended else { return nil }
                readyIndex = 0
                if let chunk = try await iterator.next() {
                    ready = try splitter.append(chunk)
                } else {
                    ended = true
                    ready = splitter.finish().map { [$0] } ?? []
                }
            }
            let line = ready[readyIndex]
            readyIndex += 1
            lineNumber += 1
            do {
                return try JSONCoding.responseDecoder.decode(Element.self, from: line)
            } catch {
                throw AIClientError.decoding(error, payload: line, type: Element.self, context: "JSON line \(lineNumber)")
            }
        }
    }
}
