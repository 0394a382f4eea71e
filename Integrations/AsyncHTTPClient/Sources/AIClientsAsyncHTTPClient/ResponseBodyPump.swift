// Built only with the AsyncHTTPClientTransport trait (or in Integrations/AsyncHTTPClient), when
// async-http-client is in the graph: otherwise this product is an empty module.
#if canImport(AsyncHTTPClient)
import AIClientRuntime
import Foundation

/// Hands response body chunks from the task that reads them off the connection to the
/// consumer, holding at most `limit` bytes in between.
///
/// The reader waits while the pump is full, so it stops asking AsyncHTTPClient for more; NIO
/// then stops reading the socket and TCP flow control slows the server. Memory per response
/// stays bounded however slowly an SSE stream is consumed.
final class ResponseBodyPump: @unchecked Sendable {
    private let lock = NSLock()
    private let limit: Int

    // Guarded by `lock`.
    private var chunks: [Data] = []
    private var buffered = 0
    private var received: Int64 = 0
    private var ending: (any Error)??
    private var consumerGone = false
    private var consumer: CheckedContinuation<Data?, any Error>?
    private var producer: CheckedContinuation<Void, Never>?
    /// Called once when the consumer goes away before the end (cancelled, or the body dropped).
    private var onConsumerGone: (@Sendable () -> Void)?

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Sets what stops the producer when the consumer goes away before the end.
    func whenConsumerGone(_ action: @escaping @Sendable () -> Void) {
        lock.withLock { onConsumerGone = action }
    }

    /// Bytes handed in so far.
    var bytesReceived: Int64 { lock.withLock { received } }

    // MARK: Producer

    /// Adds a chunk, waiting while the pump is full; false when the consumer is gone (stop reading).
    func push(_ data: Data) async -> Bool {
        switch add(data) {
        case .stop: return false
        case .continue: return true
        case .full:
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                waitForRoom(continuation)
            }
            return lock.withLock { !consumerGone && ending == nil }
        }
    }

    private enum Added { case stop, `continue`, full }

    private func add(_ data: Data) -> Added {
        lock.lock()
        guard !consumerGone, ending == nil else { lock.unlock(); return .stop }
        received += Int64(data.count)
        if let consumer {
            self.consumer = nil
            lock.unlock()
            consumer.resume(returning: data)
            return .continue
        }
        chunks.append(data)
        buffered += data.count
        let full = buffered >= limit
        lock.unlock()
        return full ? .full : .continue
    }

    private func waitForRoom(_ continuation: CheckedContinuation<Void, Never>) {
        lock.lock()
        if buffered < limit || consumerGone || ending != nil {
            lock.unlock()
            continuation.resume()
        } else {
            producer = continuation
            lock.unlock()
        }
    }

    /// Ends the body: the consumer gets every chunk already in the pump, then `error` (or the
    /// end). Only the first call counts.
    func finish(error: (any Error)?) {
        lock.lock()
        guard ending == nil else { return lock.unlock() }
        ending = .some(error)
        let producer = self.producer
        self.producer = nil
        var consumer: CheckedContinuation<Data?, any Error>?
        if chunks.isEmpty {
            consumer = self.consumer
            self.consumer = nil
        }
        lock.unlock()
        producer?.resume()
        if let consumer {
            if let error { consumer.resume(throwing: error) } else { consumer.resume(returning: nil) }
        }
    }

    // MARK: Consumer

    /// The next chunk, nil at the end; throws the error the body ended with, or
    /// `CancellationError` when the consuming task is cancelled (which stops the transfer).
    func next() async throws -> Data? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data?, any Error>) in
                lock.lock()
                if !chunks.isEmpty {
                    let chunk = chunks.removeFirst()
                    buffered -= chunk.count
                    let producer = buffered < limit ? self.producer : nil
                    if producer != nil { self.producer = nil }
                    lock.unlock()
                    producer?.resume()
                    continuation.resume(returning: chunk)
                } else if consumerGone {
                    lock.unlock()
                    continuation.resume(throwing: CancellationError())
                } else if let ending {
                    lock.unlock()
                    if let error = ending { continuation.resume(throwing: error) } else { continuation.resume(returning: nil) }
                } else {
                    consumer = continuation
                    lock.unlock()
                }
            }
        } onCancel: {
            self.consumerStopped()
        }
    }

    /// The consumer is gone: drops what is buffered and stops the producer.
    func consumerStopped() {
        lock.lock()
        guard !consumerGone else { return lock.unlock() }
        consumerGone = true
        let finished = ending != nil && chunks.isEmpty
        chunks = []
        buffered = 0
        let consumer = self.consumer
        self.consumer = nil
        let producer = self.producer
        self.producer = nil
        let onConsumerGone = self.onConsumerGone
        self.onConsumerGone = nil
        lock.unlock()
        consumer?.resume(throwing: CancellationError())
        producer?.resume()
        if !finished { onConsumerGone?() }
    }

    /// The body as a pull-based stream: chunks leave the pump only when the consumer asks.
    /// Dropping the last copy of the stream stops the transfer.
    func makeStream() -> AsyncThrowingStream<Data, any Error> {
        let token = ConsumerToken(pump: self)
        return AsyncThrowingStream(unfolding: { try await token.pump.next() })
    }
}

/// Tells the pump that its consumer is gone when the body stream is freed.
private final class ConsumerToken: Sendable {
    let pump: ResponseBodyPump

    init(pump: ResponseBodyPump) { self.pump = pump }

    deinit { pump.consumerStopped() }
}
#endif
