import Foundation

/// Hands response body chunks from URLSession's delegate queue to the body's one consumer,
/// in order, with memory bounded however slowly the consumer reads.
///
/// Above `memoryLimit` queued bytes the buffer applies its ``Overflow`` policy:
/// - `.pauseProducer`: suspend the URLSession task (Darwin: a suspended data task stops reading
///   from the socket, so TCP flow control slows the server) and resume it below half the limit.
/// - `.spillToDisk`: append further chunks to a temporary file and read them back in order.
///   Used on Linux, where swift-corelibs-foundation implements `suspend()` by removing the
///   transfer from libcurl, which drops the connection and sends the request again on
///   `resume()` (measured: two requests reach the server, the body arrives twice), and where
///   the delegate is called asynchronously, so blocking it does not stop libcurl reading.
///   Memory stays at `memoryLimit` (plus one 64 KiB write block); the unread rest of the body
///   waits on disk. That the delegate itself keeps up with the network is the job of
///   ``ThrottledDelegateQueue``.
final class ResponseBodyBuffer: @unchecked Sendable {
    enum Overflow: Sendable {
        case pauseProducer(pause: @Sendable () -> Void, resume: @Sendable () -> Void)
        case spillToDisk(directory: URL)
    }

    private let lock = NSLock()
    private let memoryLimit: Int
    private let overflow: Overflow
    private let cancelProducer: @Sendable () -> Void

    // All guarded by `lock`.
    private var chunks: [Data] = []
    private var head = 0
    private var memoryBytes = 0
    private var spill: SpillFile?
    private var ending: Result<Void, any Error>?
    private var waiter: CheckedContinuation<Data?, any Error>?
    private var paused = false
    private var consumerGone = false
    private var received: Int64 = 0

    /// `cancelProducer` stops the transfer when the consumer goes away early.
    init(memoryLimit: Int, overflow: Overflow, cancelProducer: @escaping @Sendable () -> Void) {
        self.memoryLimit = max(1, memoryLimit)
        self.overflow = overflow
        self.cancelProducer = cancelProducer
    }

    /// Body bytes that have arrived so far.
    var bytesReceived: Int64 { lock.withLock { received } }

    // MARK: Producer side (URLSession's serial delegate queue)

    func append(_ data: Data) {
        guard !data.isEmpty else { return }
        lock.lock()
        guard !consumerGone, ending == nil else { return lock.unlock() }
        received += Int64(data.count)
        if let waiter, head == chunks.count, spill == nil {
            self.waiter = nil
            lock.unlock()
            return waiter.resume(returning: data)
        }
        var pause: (@Sendable () -> Void)?
        switch overflow {
        case .spillToDisk(let directory) where spill != nil || memoryBytes + data.count > memoryLimit:
            do {
                if spill == nil { spill = try SpillFile(directory: directory) }
                try spill?.write(data)
            } catch {
                failLocked(AIClientError.transport(error, url: nil))
                lock.unlock()
                return cancelProducer()
            }
        case .pauseProducer(let pauseProducer, _):
            enqueueLocked(data)
            if memoryBytes > memoryLimit, !paused {
                paused = true
                pause = pauseProducer
            }
        case .spillToDisk:
            enqueueLocked(data)
        }
        lock.unlock()
        pause?()
    }

    /// Ends the body: `error == nil` after the last byte, or the failure that cut it short.
    /// Chunks already queued are still delivered first.
    func finish(error: (any Error)?) {
        lock.lock()
        guard ending == nil else { return lock.unlock() }
        ending = error.map { .failure($0) } ?? .success(())
        let waiter = self.waiter
        self.waiter = nil
        lock.unlock()
        if let waiter { deliverEnd(to: waiter) }
    }

    // MARK: Consumer side

    /// The next chunk, or nil at the end of the body.
    func next() async throws -> Data? {
        switch try poll() {
        case .chunk(let chunk): return chunk
        case .end: return nil
        case .wait: break
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data?, any Error>) in
                lock.lock()
                if consumerGone {
                    lock.unlock()
                    return continuation.resume(throwing: CancellationError())
                }
                do {
                    if let chunk = try takeLocked() {
                        let resume = resumeProducerIfDrainedLocked()
                        lock.unlock()
                        resume?()
                        return continuation.resume(returning: chunk)
                    }
                } catch {
                    lock.unlock()
                    return continuation.resume(throwing: error)
                }
                if ending != nil {
                    lock.unlock()
                    return deliverEnd(to: continuation)
                }
                waiter = continuation
                lock.unlock()
            }
        } onCancel: {
            self.consumerStopped()
        }
    }

    /// The consumer is gone (its task was cancelled, or the body was dropped): stop the
    /// transfer if it is still running and free what is queued.
    func consumerStopped() {
        lock.lock()
        guard !consumerGone else { return lock.unlock() }
        consumerGone = true
        let stillRunning = ending == nil
        chunks = []
        head = 0
        memoryBytes = 0
        spill?.close()
        spill = nil
        let waiter = self.waiter
        self.waiter = nil
        lock.unlock()
        waiter?.resume(throwing: CancellationError())
        if stillRunning { cancelProducer() }
    }

    // MARK: Private

    private enum Poll { case chunk(Data), end, wait }

    /// What the consumer gets without suspending: a chunk, the clean end, or nothing yet.
    private func poll() throws -> Poll {
        if Task.isCancelled {
            consumerStopped()
            throw CancellationError()
        }
        lock.lock()
        if consumerGone {
            lock.unlock()
            throw CancellationError()
        }
        let chunk: Data?
        do {
            chunk = try takeLocked()
        } catch {
            lock.unlock()
            throw error
        }
        if let chunk {
            let resume = resumeProducerIfDrainedLocked()
            lock.unlock()
            resume?()
            return .chunk(chunk)
        }
        let ending = self.ending
        lock.unlock()
        switch ending {
        case .success?: return .end
        case .failure(let error)?: throw error
        case nil: return .wait
        }
    }

    private func enqueueLocked(_ data: Data) {
        chunks.append(data)
        memoryBytes += data.count
    }

    private func takeLocked() throws -> Data? {
        if head < chunks.count {
            let chunk = chunks[head]
            head += 1
            memoryBytes -= chunk.count
            // Compact now and then rather than shifting the array on every chunk.
            if head == chunks.count {
                chunks.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 64, head * 2 >= chunks.count {
                chunks.removeFirst(head)
                head = 0
            }
            return chunk
        }
        guard let file = spill else { return nil }
        do {
            let chunk = try file.read(upTo: TransientBuffer.size)
            if file.isDrained {
                file.close()
                spill = nil
            }
            return chunk.isEmpty ? nil : chunk
        } catch {
            file.close()
            spill = nil
            let failure = AIClientError.transport(error, url: nil)
            failLocked(failure)
            throw failure
        }
    }

    private func resumeProducerIfDrainedLocked() -> (@Sendable () -> Void)? {
        guard paused, memoryBytes <= memoryLimit / 2, case .pauseProducer(_, let resume) = overflow else { return nil }
        paused = false
        return resume
    }

    private func failLocked(_ error: any Error) {
        if ending == nil { ending = .failure(error) }
    }

    private func deliverEnd(to continuation: CheckedContinuation<Data?, any Error>) {
        switch lock.withLock({ ending }) {
        case .failure(let error)?: continuation.resume(throwing: error)
        default: continuation.resume(returning: nil)
        }
    }

    deinit {
        spill?.close()
    }
}
