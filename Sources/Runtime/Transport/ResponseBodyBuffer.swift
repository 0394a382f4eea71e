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
///   waits on disk, up to `limit` bytes: a fast server and a slow reader once filled 575 MB
///   in 5 s. The disk holds segments of `spillSegmentSize` (64 MiB), each deleted once read, so
///   what stays on disk is the unread bytes plus at most one segment, even when a reader that
///   is always a little behind never catches up. Past the limit the transfer is cancelled and the body ends, after every byte that
///   waited, with ``AIClientError/Kind/responseTooLarge`` (``ResponseSpillLimitError``). That
///   the delegate itself keeps up with the network is the job of ``ThrottledDelegateQueue``.
final class ResponseBodyBuffer: @unchecked Sendable {
    enum Overflow: Sendable {
        case pauseProducer(pause: @Sendable () -> Void, resume: @Sendable () -> Void)
        case spillToDisk(directory: URL, limit: Int?)
    }

    private let lock = NSLock()
    private let memoryLimit: Int
    private let overflow: Overflow
    private let cancelProducer: @Sendable () -> Void
    private let url: URL?
    private let spillSegmentSize: Int64

    // All guarded by `lock`.
    private var chunks: [Data] = []
    private var head = 0
    private var memoryBytes = 0
    /// Oldest first: written to the last, read from the first.
    private var spills: [SpillFile] = []
    private var ending: Result<Void, any Error>?
    private var waiter: CheckedContinuation<Data?, any Error>?
    private var paused = false
    private var consumerGone = false
    private var received: Int64 = 0

    /// `cancelProducer` stops the transfer when the consumer goes away early.
    init(
        memoryLimit: Int, overflow: Overflow, url: URL? = nil, spillSegmentSize: Int64 = 64 << 20,
        cancelProducer: @escaping @Sendable () -> Void
    ) {
        self.memoryLimit = max(1, memoryLimit)
        self.overflow = overflow
        self.url = url
        self.spillSegmentSize = max(1, spillSegmentSize)
        self.cancelProducer = cancelProducer
    }

    /// Spill files open now, and the bytes they hold on disk, read or not (for tests).
    var spillFileCount: Int { lock.withLock { spills.count } }
    var spillBytesOnDisk: Int64 { lock.withLock { spills.reduce(0) { $0 + $1.written } } }

    /// Body bytes that have arrived so far.
    var bytesReceived: Int64 { lock.withLock { received } }

    // MARK: Producer side (URLSession's serial delegate queue)

    func append(_ data: Data) {
        guard !data.isEmpty else { return }
        lock.lock()
        guard !consumerGone, ending == nil else { return lock.unlock() }
        received += Int64(data.count)
        if let waiter, head == chunks.count, spills.isEmpty {
            self.waiter = nil
            lock.unlock()
            return waiter.resume(returning: data)
        }
        var pause: (@Sendable () -> Void)?
        switch overflow {
        case .spillToDisk(let directory, let limit) where !spills.isEmpty || memoryBytes + data.count > memoryLimit:
            if let limit, spills.reduce(0, { $0 + $1.size }) + Int64(data.count) > Int64(limit) {
                // Too far ahead of the reader: stop here. What waits is still read first.
                failLocked(AIClientError.responseTooLarge(
                    limit: limit, underlying: ResponseSpillLimitError(limit: limit), url: url))
                lock.unlock()
                return cancelProducer()
            }
            do {
                if let last = spills.last, last.written < spillSegmentSize {
                    try last.write(data)
                } else {
                    let file = try SpillFile(directory: directory)
                    try file.write(data)
                    spills.append(file)
                }
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
        closeSpillsLocked()
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
        // Bounded by the number of segments: each turn reads one or removes one.
        while let file = spills.first {
            do {
                let chunk = try file.read(upTo: TransientBuffer.size)
                if file.isDrained {
                    // Read whole: its disk space goes now.
                    file.close()
                    spills.removeFirst()
                }
                if !chunk.isEmpty { return chunk }
            } catch {
                closeSpillsLocked()
                let failure = AIClientError.transport(error, url: nil)
                failLocked(failure)
                throw failure
            }
        }
        return nil
    }

    private func closeSpillsLocked() {
        for file in spills { file.close() }
        spills = []
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
        for file in spills { file.close() }
    }
}

/// Why a body ended with ``AIClientError/Kind/responseTooLarge`` on Linux: it arrived so much
/// faster than it was read that more than `limit` bytes waited in a temporary file.
public struct ResponseSpillLimitError: Error, Sendable, CustomStringConvertible {
    /// ``URLSessionTransport/Configuration/responseSpillLimit``.
    public var limit: Int

    public var description: String {
        "more than \(limit) bytes of the body arrived ahead of the reader and waited on disk (URLSessionTransport.Configuration.responseSpillLimit); read the body faster, or raise the limit (nil: none)"
    }
}
