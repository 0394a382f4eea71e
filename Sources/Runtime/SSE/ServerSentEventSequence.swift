import Foundation

/// The events of a Server-Sent Events byte stream, as an async sequence.
///
/// Each event is yielded as soon as the chunk that completes it arrives: the sequence reads the
/// next chunk only when every event of the previous one was consumed. When the base sequence
/// ends, a last event that lacks its final blank line is still delivered (see `SSEParser`).
/// Errors of the base sequence, and `SSEError` for oversized events, end the sequence.
public struct ServerSentEventSequence<Base: AsyncSequence>: AsyncSequence where Base.Element: ContiguousBytes {
    public typealias Element = ServerSentEvent

    private let base: Base
    private let maximumEventSize: Int

    /// Parses the byte chunks of `base`, failing on any line or event larger than `maximumEventSize` bytes.
    public init(_ base: Base, maximumEventSize: Int = SSEParser.defaultMaximumEventSize) {
        self.base = base
        self.maximumEventSize = maximumEventSize
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), parser: SSEParser(maximumEventSize: maximumEventSize))
    }

    /// Reads chunks from the base sequence only when no parsed event is waiting.
    public struct AsyncIterator: AsyncIteratorProtocol {
        private var base: Base.AsyncIterator
        private var parser: SSEParser
        /// Events completed by the latest chunk, delivered from `nextPending` on.
        private var pending: [ServerSentEvent] = []
        private var nextPending = 0
        private var isFinished = false

        init(base: Base.AsyncIterator, parser: SSEParser) {
            self.base = base
            self.parser = parser
        }

        public mutating func next() async throws -> ServerSentEvent? {
            while true {
                if nextPending < pending.count {
                    nextPending += 1
                    return pending[nextPending - 1]
                }
                if isFinished { return nil }
                pending.removeAll(keepingCapacity: true)
                nextPending = 0
                do {
                    guard let chunk = try await base.next() else {
                        isFinished = true
                        return try parser.finish()
                    }
                    var events: [ServerSentEvent] = []
                    swap(&events, &pending)
                    defer { swap(&events, &pending) }
                    try chunk.withUnsafeBytes { bytes in
                        try parser.parse(bytes) { events.append($0) }
                    }
                } catch {
                    isFinished = true
                    pending.removeAll()
                    throw error
                }
            }
        }
    }
}

extension ServerSentEventSequence: Sendable where Base: Sendable {}

extension HTTPResponseBody {
    /// The body parsed as a `text/event-stream`, event by event as the bytes arrive.
    public var serverSentEvents: ServerSentEventSequence<HTTPResponseBody> {
        ServerSentEventSequence(self)
    }
}
