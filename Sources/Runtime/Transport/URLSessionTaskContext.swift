import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The state of one request in flight: who waits for the response head, and where its body
/// chunks go.
final class URLSessionTaskContext: @unchecked Sendable {
    private let lock = NSLock()
    private let url: URL
    private let task: URLSessionTask
    private let memoryLimit: Int
    private let spillDirectory: URL
    private let spillLimit: Int?
    private let cleanup: @Sendable () -> Void

    // Guarded by `lock`.
    private var headContinuation: CheckedContinuation<HTTPResponse, any Error>?
    private var cancelledBeforeHead = false
    private var buffer: ResponseBodyBuffer?
    private var completed = false
    private var abandoned = false
    private var timer: AttemptTimer?

    init(task: URLSessionTask, url: URL, memoryLimit: Int, spillDirectory: URL, spillLimit: Int?, cleanup: @escaping @Sendable () -> Void) {
        self.task = task
        self.url = url
        self.memoryLimit = memoryLimit
        self.spillDirectory = spillDirectory
        self.spillLimit = spillLimit
        self.cleanup = cleanup
    }

    /// Watches the attempt's idle and total timeouts (seconds, nil for none) from `start` on.
    func watch(idle: TimeInterval?, total: TimeInterval?) {
        timer = AttemptTimer(idle: idle, total: total) { [weak self] _ in
            self?.abandon(with: AIClientError.timeout(url: self?.url, underlying: URLError(.timedOut)))
        }
    }

    /// Starts the task; `continuation` gets the response head or the failure to get one.
    func start(_ continuation: CheckedContinuation<HTTPResponse, any Error>) {
        lock.lock()
        if cancelledBeforeHead {
            lock.unlock()
            return continuation.resume(throwing: CancellationError())
        }
        headContinuation = continuation
        let timer = self.timer
        lock.unlock()
        timer?.start()
        task.resume()
    }

    /// Ends the attempt with `error` (a timeout, a connection the HTTP stack would re-send on
    /// its own): whoever waits for the head or reads the body gets it after every chunk that
    /// arrived, and the task is cancelled.
    func abandon(with error: AIClientError) {
        lock.lock()
        guard !completed, !abandoned else { return lock.unlock() }
        abandoned = true
        let continuation = headContinuation
        headContinuation = nil
        let buffer = self.buffer
        lock.unlock()
        timer?.stop()
        if let continuation {
            continuation.resume(throwing: error)
        } else if let buffer {
            let ended: AIClientError = error.kind == .timeout ? error : AIClientError.streamInterrupted(
                bytesReceived: buffer.bytesReceived, underlying: error, url: url)
            buffer.finish(error: ended)
        }
        Self.cancelOffThePool(task)
    }

    /// swift-corelibs-foundation wants to re-send the request by itself (libcurl found the
    /// reused connection dead): it cannot replay the body, and would send its `Content-Length`
    /// with no bytes and hang. The attempt fails instead, and the caller's retry policy decides.
    func bodyReplayRequested() {
        abandon(with: AIClientError.transport(URLError(.networkConnectionLost), url: url))
    }

    /// The caller's task was cancelled while it waited for the head.
    func cancelBeforeHead() {
        lock.lock()
        cancelledBeforeHead = true
        let continuation = headContinuation
        headContinuation = nil
        lock.unlock()
        continuation?.resume(throwing: CancellationError())
        Self.cancelOffThePool(task)
    }

    // MARK: Delegate callbacks (serial delegate queue)

    func didReceive(_ response: URLResponse) {
        let task = self.task
        let overflow: ResponseBodyBuffer.Overflow
        #if canImport(Darwin)
        // On Apple platforms a suspended data task stops reading and resumes where it was.
        overflow = .pauseProducer(pause: { task.suspend() }, resume: { task.resume() })
        #else
        overflow = .spillToDisk(directory: spillDirectory, limit: spillLimit)
        #endif
        let buffer = ResponseBodyBuffer(memoryLimit: memoryLimit, overflow: overflow, url: url, cancelProducer: {
            Self.cancelOffThePool(task)
        })
        let head = HTTPResponse(
            status: (response as? HTTPURLResponse)?.statusCode ?? 0,
            headers: Self.headers(of: response),
            body: HTTPResponseBody(Self.stream(reading: buffer), onCancel: { [weak buffer] in buffer?.consumerStopped() }))
        lock.lock()
        self.buffer = buffer
        let continuation = headContinuation
        headContinuation = nil
        lock.unlock()
        timer?.touch()
        if let continuation {
            continuation.resume(returning: head)
        } else {
            // Nobody waits any more (cancelled just now): stop the transfer.
            buffer.consumerStopped()
        }
    }

    func didReceive(_ data: Data) {
        timer?.touch()
        lock.withLock { buffer }?.append(data)
    }

    func didComplete(error: (any Error)?) {
        lock.lock()
        guard !completed else { return lock.unlock() }
        completed = true
        let continuation = headContinuation
        headContinuation = nil
        let buffer = self.buffer
        let cancelled = cancelledBeforeHead
        let abandoned = self.abandoned
        lock.unlock()
        timer?.stop()
        cleanup()
        if abandoned { return }
        if let continuation {
            if cancelled {
                continuation.resume(throwing: CancellationError())
            } else if error == nil, let redirect = task.response as? HTTPURLResponse {
                // A redirect we declined to follow: the transfer ends with its head only.
                continuation.resume(returning: HTTPResponse(
                    status: redirect.statusCode, headers: Self.headers(of: redirect), body: HTTPResponseBody(Data())))
            } else {
                let failure = error ?? URLError(.badServerResponse)
                continuation.resume(throwing: AIClientError.transport(failure, url: url))
            }
        } else if let buffer {
            if let urlError = error as? URLError, urlError.code == .cancelled {
                // Only the caller or the consumer cancels tasks.
                buffer.finish(error: CancellationError())
            } else if let urlError = error as? URLError, urlError.code == .timedOut {
                // The HTTP stack's own idle timeout: a stall, not a lost connection.
                buffer.finish(error: AIClientError.timeout(url: url, underlying: urlError))
            } else if let error {
                buffer.finish(error: AIClientError.streamInterrupted(
                    bytesReceived: buffer.bytesReceived, underlying: error, url: url))
            } else {
                buffer.finish(error: nil)
            }
        }
    }

    // MARK: Helpers

    /// Cancels `task` on a thread of its own, now.
    ///
    /// Asynchronously, because this may run on the delegate queue, and on Linux `cancel()`
    /// waits for the session's work queue, which may be waiting for the delegate queue. Not on
    /// `DispatchQueue.global()`: on Linux Swift's cooperative threads are that pool's threads
    /// (one per core), so while an app's tasks keep them busy (decoding, a tool's work) a
    /// cancel queued there waited for them, and a stream left with `break` kept its connection,
    /// and the model generating, for as long (measured: 2.8 s behind two 3 s tasks on 2 cores).
    /// A serial queue runs on a thread outside that pool; one per cancel, because a cancel
    /// waits for its session's work queue and must not hold up another session's.
    static func cancelOffThePool(_ task: URLSessionTask) {
        DispatchQueue(label: "AIClientRuntime.URLSessionTransport.cancel").async { task.cancel() }
    }

    /// A pull-based stream: chunks leave the buffer only when the consumer asks, which is what
    /// keeps the buffer's bound meaningful. The token's deinit tells the buffer when the
    /// stream is dropped (its closure is released when the consuming task is cancelled or the
    /// last copy of the body goes away).
    private static func stream(reading buffer: ResponseBodyBuffer) -> AsyncThrowingStream<Data, any Error> {
        let token = ConsumerToken(buffer: buffer)
        return AsyncThrowingStream(unfolding: { try await token.buffer.next() })
    }

    private static func headers(of response: URLResponse) -> HTTPHeaders {
        guard let http = response as? HTTPURLResponse else { return HTTPHeaders() }
        let pairs = http.allHeaderFields.compactMap { key, value -> (String, String)? in
            guard let name = key as? String else { return nil }
            return (name, value as? String ?? String(describing: value))
        }
        // allHeaderFields is a dictionary: sort so the order is stable from run to run.
        return HTTPHeaders(pairs.sorted { $0.0.lowercased() < $1.0.lowercased() })
    }
}

/// Tells a ``ResponseBodyBuffer`` that its consumer is gone when the body stream is freed.
private final class ConsumerToken: Sendable {
    let buffer: ResponseBodyBuffer

    init(buffer: ResponseBodyBuffer) { self.buffer = buffer }

    deinit { buffer.consumerStopped() }
}
