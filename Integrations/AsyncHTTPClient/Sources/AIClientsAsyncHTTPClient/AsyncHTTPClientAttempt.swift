// Built only with the AsyncHTTPClientTransport trait (or in Integrations/AsyncHTTPClient), when
// async-http-client is in the graph: otherwise this product is an empty module.
#if canImport(AsyncHTTPClient)
import AIClientRuntime
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// One request in flight: a task that sends it and reads the body into a
/// ``ResponseBodyPump``, the continuation that waits for the head, and the watchdog of its
/// timeouts. Whatever ends the attempt first (the body's end, an error, a timeout, the caller
/// or the reader going away) decides what the others see.
final class AsyncHTTPClientAttempt: @unchecked Sendable {
    private let lock = NSLock()
    private let request: HTTPRequest
    private let client: HTTPClient
    private let idle: TimeInterval?
    private let total: TimeInterval?
    private let watchdog: AttemptWatchdog
    private let pump: ResponseBodyPump

    // Guarded by `lock`.
    private var headContinuation: CheckedContinuation<HTTPResponse, any Error>?
    private var headDelivered = false
    private var reader: Task<Void, Never>?
    private var cancelled = false
    private var ended = false

    init(request: HTTPRequest, client: HTTPClient, idle: TimeInterval?, total: TimeInterval?, memoryLimit: Int) {
        self.request = request
        self.client = client
        self.idle = idle
        self.total = total
        self.watchdog = AttemptWatchdog(idle: idle, total: total)
        self.pump = ResponseBodyPump(limit: memoryLimit)
        pump.whenConsumerGone { [weak self] in self?.stop() }
    }

    /// Sends the request; `continuation` gets the head or the failure to get one.
    func start(_ continuation: CheckedContinuation<HTTPResponse, any Error>) {
        lock.lock()
        guard !cancelled else {
            lock.unlock()
            return continuation.resume(throwing: CancellationError())
        }
        headContinuation = continuation
        reader = Task { await self.run() }
        lock.unlock()
        watchdog.start { [weak self] in self?.end(with: HTTPClientError.readTimeout, timedOut: true) }
    }

    /// The caller's task was cancelled while it waited for the head.
    func cancelBeforeHead() {
        lock.lock()
        guard !headDelivered else { return lock.unlock() }
        cancelled = true
        let continuation = headContinuation
        headContinuation = nil
        let reader = self.reader
        lock.unlock()
        watchdog.stop()
        continuation?.resume(throwing: CancellationError())
        reader?.cancel()
    }

    /// The body's reader went away: stop reading (AsyncHTTPClient closes the connection).
    private func stop() {
        lock.lock()
        cancelled = true
        let reader = self.reader
        lock.unlock()
        watchdog.stop()
        reader?.cancel()
    }

    private func run() async {
        do {
            let response = try await client.execute(try makeClientRequest(), deadline: headDeadline(), logger: nil)
            watchdog.touch()
            guard response.history.count <= 1 else {
                throw AIClientError.invalidRequest(
                    "the HTTPClient followed a redirect itself; create it with AsyncHTTPClientTransport.recommendedHTTPClientConfiguration() (redirectConfiguration: .disallow), so that the client follows redirects")
            }
            let head = HTTPResponse(
                status: Int(response.status.code),
                headers: AIClientRuntime.HTTPHeaders(response.headers.map { ($0.name, $0.value) }),
                body: HTTPResponseBody(pump.makeStream(), onCancel: { [weak pump = self.pump] in pump?.consumerStopped() }))
            guard deliver(head) else { return }
            for try await buffer in response.body {
                watchdog.touch()
                guard await pump.push(buffer.withUnsafeReadableBytes { Data($0) }) else { break }
            }
            end(with: nil)
        } catch {
            end(with: error)
        }
    }

    private func deliver(_ head: HTTPResponse) -> Bool {
        let continuation = lock.withLock { () -> CheckedContinuation<HTTPResponse, any Error>? in
            defer { headContinuation = nil }
            headDelivered = headContinuation != nil
            return headContinuation
        }
        continuation?.resume(returning: head)
        return continuation != nil
    }

    /// Ends the attempt once: with the body's end (`error` nil) or a failure, mapped to what
    /// `URLSessionTransport` throws in the same case.
    private func end(with error: (any Error)?, timedOut: Bool = false) {
        lock.lock()
        guard !ended else { return lock.unlock() }
        ended = true
        let continuation = headContinuation
        headContinuation = nil
        let cancelled = self.cancelled
        let reader = self.reader
        lock.unlock()
        watchdog.stop()
        let mapped = error.map {
            Self.map($0, url: request.url, timedOut: timedOut, cancelled: cancelled,
                     bytesReceived: continuation == nil ? pump.bytesReceived : nil)
        }
        if let continuation {
            continuation.resume(throwing: mapped ?? AIClientError.transport(HTTPClientError.remoteConnectionClosed, url: request.url))
        } else {
            pump.finish(error: mapped)
        }
        if timedOut { reader?.cancel() }
    }

    /// The error `URLSessionTransport` gives in the same case: timeouts as `timeout`, a
    /// failure before the head as `transport`, after it as `streamInterrupted`, and
    /// `CancellationError` when the caller or the reader cancelled.
    static func map(_ error: any Error, url: URL, timedOut: Bool, cancelled: Bool, bytesReceived: Int64?) -> any Error {
        if timedOut { return AIClientError.timeout(url: url, underlying: error) }
        if cancelled || error is CancellationError { return CancellationError() }
        if let error = error as? AIClientError { return error }
        if let error = error as? HTTPClientError {
            if timeouts.contains(error) { return AIClientError.timeout(url: url, underlying: error) }
            // Only this transport cancels its requests.
            if error == .cancelled { return CancellationError() }
        }
        if let bytesReceived {
            return AIClientError.streamInterrupted(bytesReceived: bytesReceived, underlying: error, url: url)
        }
        return AIClientError.transport(error, url: url)
    }

    private static let timeouts: [HTTPClientError] = [
        .deadlineExceeded, .readTimeout, .writeTimeout, .connectTimeout, .getConnectionFromPoolTimeout,
        .tlsHandshakeTimeout, .socksHandshakeTimeout, .httpProxyHandshakeTimeout,
    ]

    /// AsyncHTTPClient's deadline covers the wait for the head; the watchdog the rest.
    private func headDeadline() -> NIODeadline {
        guard let limit = [idle, total].compactMap({ $0 }).min() else { return .distantFuture }
        return .now() + .nanoseconds(Int64(min(max(limit, 0.001), 1e9) * 1e9))
    }

    private func makeClientRequest() throws -> HTTPClientRequest {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method.uppercased())
        for field in request.headers {
            outgoing.headers.add(name: field.name, value: field.value)
        }
        switch request.body {
        case nil:
            break
        case .data(let data)?:
            outgoing.body = .bytes(ByteBuffer(bytes: data))
        case let body?:
            // A new sequence per attempt: a spooled upload (`.file`) is read again from its start.
            let chunks = body.chunks().map { ByteBuffer(bytes: $0) }
            outgoing.body = .stream(chunks, length: body.length.map { .known($0) } ?? .unknown)
        }
        return outgoing
    }
}
#endif
