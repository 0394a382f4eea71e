import Foundation

/// The events of a Server-Sent Events byte stream, as an async sequence.
///
/// Each event is yielded as soon as the chunk that completes it arrives: the sequence reads the
/// next chunk only when every event of the previous one was consumed. When the base sequence
/// ends, a last event that lacks its final blank line is still delivered (see `SSEParser`).
/// Errors of the base sequence, and `SSEError` for oversized events, end the sequence.
public struct ServerSentEventSequence<Base: AsyncSequence>: AsyncSequence where Base.Element: ContiguousBytes {
    public typealias Element = ServerSentEvent

    @usableFromInline let base: Base
    @usableFromInline let maximumEventSize: Int

    /// Parses the byte chunks of `base`, failing on any line or event larger than `maximumEventSize` bytes.
    public init(_ base: Base, maximumEventSize: Int = SSEParser.defaultMaximumEventSize) {
        self.base = base
        self.maximumEventSize = maximumEventSize
    }

    @inlinable
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), parser: SSEParser(maximumEventSize: maximumEventSize))
    }

    /// Reads chunks from the base sequence only when no parsed event is waiting.
    // Inlinable so that it is specialized for the caller's base sequence: unspecialized generic
    // code cost more per event than parsing it.
    public struct AsyncIterator: AsyncIteratorProtocol {
        @usableFromInline var base: Base.AsyncIterator
        @usableFromInline var parser: SSEParser
        /// Events completed by the latest chunk, in reverse order so that each is moved out by `popLast`.
        @usableFromInline var pending: [ServerSentEvent] = []
        @usableFromInline var isFinished = false
        /// A parse error, thrown once the events that the same chunk completed before it are delivered.
        @usableFromInline var pendingError: (any Error)?

        @inlinable
        init(base: Base.AsyncIterator, parser: SSEParser) {
            self.base = base
            self.parser = parser
        }

        @inlinable
        public mutating func next() async throws -> ServerSentEvent? {
            while true {
                if let event = pending.popLast() { return event }
                if let error = pendingError.take() { throw error }
                if isFinished { return nil }
                let chunk: Base.Element?
                do {
                    chunk = try await base.next()
                } catch {
                    isFinished = true
                    throw error
                }
                try receive(chunk)
            }
        }

        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        @inlinable
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> ServerSentEvent? {
            // Stays on the caller's executor: without this, each event would cost a hop.
            while true {
                if let event = pending.popLast() { return event }
                if let error = pendingError.take() { throw error }
                if isFinished { return nil }
                let chunk: Base.Element?
                do {
                    chunk = try await base.next(isolation: actor)
                } catch {
                    isFinished = true
                    throw error
                }
                try receive(chunk)
            }
        }

        /// Parses the next chunk into `pending`, or finishes the parse when the base ended.
        @inlinable
        mutating func receive(_ chunk: Base.Element?) throws {
            guard let chunk else {
                isFinished = true
                if let last = try parser.finish() { pending.append(last) }
                return
            }
            // Moved out of `self` so that the closure may append while `parser` is mutated.
            var events: [ServerSentEvent] = []
            swap(&events, &pending)
            do {
                try chunk.withUnsafeBytes { bytes in
                    try parser.parse(bytes) { events.append($0) }
                }
            } catch {
                isFinished = true
                pendingError = error
            }
            events.reverse()
            swap(&events, &pending)
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
