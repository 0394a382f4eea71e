import Foundation

/// An async sequence read by one loop, whose work (the HTTP stream under it, a tool loop's
/// request in flight) ends as soon as that loop stops: when the loop is left (`break`,
/// `return`, a thrown error), when the reading task is cancelled, or when ``cancel()`` is
/// called, even while the stream value is still in scope.
///
/// What the clients' stream transforms return (structured output streams, text streams,
/// streaming tool loops). An `AsyncThrowingStream` would not do: its producer lives as long as
/// any copy of the stream, so a `break` left the connection open, and the model generating,
/// until the stream value went out of scope. Here the first iterator takes the producer over,
/// and dropping that iterator releases it, and with it the event stream it reads.
///
/// A second loop over the same stream throws ``AIClientError/Kind/invalidRequest``; to read it
/// in parts, keep one iterator (`var events = stream.makeAsyncIterator()`).
public struct CancellableStream<Element: Sendable>: AsyncSequence, Sendable {
    private let source: Source

    /// A stream whose elements `produce` makes one at a time, until it returns nil or throws.
    ///
    /// `produce` is called by one iterator, never twice at once, and released with that
    /// iterator (or by ``cancel()`` when no loop took it yet), which must release the work it
    /// holds. `onCancel` stops that work at once on ``cancel()``, from any task, so that a loop
    /// waiting for the next element wakes (cancel the ``EventStream`` being read).
    public init(unfolding produce: @escaping @Sendable () async throws -> Element?, onCancel: @escaping @Sendable () -> Void) {
        source = Source(produce: produce, onCancel: onCancel)
    }

    public func makeAsyncIterator() -> Iterator {
        source.makeIterator()
    }

    /// Ends the stream and the request it reads (closing its connection): a loop waiting for
    /// the next element, and every later read, throws `CancellationError`. Safe from any task,
    /// more than once, and after the stream ended.
    public func cancel() {
        source.cancel()
    }

    /// Reads the elements; the only owner of the stream's producer.
    public struct Iterator: AsyncIteratorProtocol {
        private var produce: (@Sendable () async throws -> Element?)?
        private var failure: (any Error)?
        private let source: Source

        fileprivate init(produce: (@Sendable () async throws -> Element?)?, failure: (any Error)?, source: Source) {
            self.produce = produce
            self.failure = failure
            self.source = source
        }

        public mutating func next() async throws -> Element? {
            if let failure {
                self.failure = nil
                throw failure
            }
            guard let produce else { return nil }
            do {
                if source.isCancelled { throw CancellationError() }
                guard let element = try await produce() else {
                    // Ended: release what the producer holds now, not when the iterator goes.
                    self.produce = nil
                    return nil
                }
                if source.isCancelled { throw CancellationError() }
                return element
            } catch {
                self.produce = nil
                throw error
            }
        }
    }

    /// What the copies of a stream share: the producer until an iterator takes it.
    fileprivate final class Source: @unchecked Sendable {
        private let lock = NSLock()
        // Guarded by `lock`.
        private var produce: (@Sendable () async throws -> Element?)?
        private var onCancel: (@Sendable () -> Void)?
        private var cancelled = false

        init(produce: @escaping @Sendable () async throws -> Element?, onCancel: @escaping @Sendable () -> Void) {
            self.produce = produce
            self.onCancel = onCancel
        }

        var isCancelled: Bool { lock.withLock { cancelled } }

        func makeIterator() -> Iterator {
            lock.lock()
            let cancelled = self.cancelled
            // Only the iterator keeps the producer from here on: when it goes, so does the work.
            let produce = self.produce
            self.produce = nil
            lock.unlock()
            if cancelled { return Iterator(produce: nil, failure: CancellationError(), source: self) }
            guard let produce else {
                return Iterator(produce: nil, failure: AIClientError.invalidRequest(
                    "a stream can be iterated only once, and leaving the loop that reads it ends its request: read it in one loop, or keep one iterator to read it in parts"),
                    source: self)
            }
            return Iterator(produce: produce, failure: nil, source: self)
        }

        func cancel() {
            lock.lock()
            guard !cancelled else { return lock.unlock() }
            cancelled = true
            // Released after the lock: when no loop took it, this ends the work it holds.
            let produce = self.produce
            self.produce = nil
            let onCancel = self.onCancel
            self.onCancel = nil
            lock.unlock()
            withExtendedLifetime(produce) {}
            onCancel?()
        }
    }
}
