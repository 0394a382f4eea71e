#if canImport(AsyncHTTPClient)
import AIClientRuntime
import Foundation
import NIOCore

/// The incoming messages of one connection, between the event loop (which pushes) and the app
/// (which takes): bounded, with backpressure. Once `readAheadBytes` or `readAheadMessages` wait,
/// `push` says so and the frame handler stops reading the socket; when the app has taken them
/// down to half, the inbox calls `resume` and the handler reads again. The server's sends then
/// back up in TCP, not in memory.
final class NIOWebSocketInbox: @unchecked Sendable {
    private enum End {
        case finished
        case failed(any Error)
    }

    private let lock = NSLock()
    private var queue = CircularBuffer<(message: WebSocketMessage, size: Int)>()
    private var bytes = 0
    private var end: End?
    private var endDelivered = false
    private var cancelled = false
    private var waiter: CheckedContinuation<WebSocketMessage?, any Error>?
    private var producerPaused = false
    private var resume: (@Sendable () -> Void)?
    private let readAheadBytes: Int
    private let readAheadMessages: Int

    init(readAheadBytes: Int, readAheadMessages: Int) {
        self.readAheadBytes = max(1, readAheadBytes)
        self.readAheadMessages = max(1, readAheadMessages)
    }

    /// What to call (on any thread) when a paused producer may read again; nil breaks the cycle
    /// with the handler once the connection is gone.
    func onResume(_ resume: (@Sendable () -> Void)?) {
        lock.withLock { self.resume = resume }
    }

    /// Event loop: adds a message of `size` bytes; true when the producer should stop reading.
    func push(_ message: WebSocketMessage, size: Int) -> Bool {
        let (waiter, full) = lock.withLock { () -> (CheckedContinuation<WebSocketMessage?, any Error>?, Bool) in
            guard end == nil else { return (nil, false) }
            if let waiter = self.waiter {
                self.waiter = nil
                return (waiter, false)
            }
            queue.append((message, size))
            bytes += size
            let full = bytes >= readAheadBytes || queue.count >= readAheadMessages
            if full { producerPaused = true }
            return (nil, full)
        }
        waiter?.resume(returning: message)
        return full
    }

    /// Ends the messages after those waiting: normally (nil) or with `error`. The first end wins.
    func finish(_ error: (any Error)?) {
        let waiter = lock.withLock { () -> CheckedContinuation<WebSocketMessage?, any Error>? in
            guard end == nil else { return nil }
            end = error.map(End.failed) ?? .finished
            guard queue.isEmpty, let waiter = self.waiter else { return nil }
            self.waiter = nil
            endDelivered = true
            return waiter
        }
        if let error { waiter?.resume(throwing: error) } else { waiter?.resume(returning: nil) }
    }

    /// The app closed the connection: what waits is dropped and the messages end.
    func discard() {
        let waiter = lock.withLock { () -> CheckedContinuation<WebSocketMessage?, any Error>? in
            queue.removeAll()
            bytes = 0
            end = .finished
            endDelivered = true
            defer { self.waiter = nil }
            return self.waiter
        }
        waiter?.resume(returning: nil)
    }

    /// The task waiting for the next message was cancelled: it gets nil, and so does every later call.
    func cancelWaiting() {
        let waiter = lock.withLock { () -> CheckedContinuation<WebSocketMessage?, any Error>? in
            cancelled = true
            defer { self.waiter = nil }
            return self.waiter
        }
        waiter?.resume(returning: nil)
    }

    /// The app: the next message, nil at the end; the error that ended the messages is thrown once.
    func next() async throws -> WebSocketMessage? {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<WebSocketMessage?, any Error>) in
            enum Step {
                case deliver(WebSocketMessage, resume: (@Sendable () -> Void)?)
                case end((any Error)?)
                case wait
            }
            let step = lock.withLock { () -> Step in
                if cancelled { return .end(nil) }
                if let first = queue.popFirst() {
                    bytes -= first.size
                    var resume: (@Sendable () -> Void)?
                    if producerPaused, bytes <= readAheadBytes / 2, queue.count <= readAheadMessages / 2 {
                        producerPaused = false
                        resume = self.resume
                    }
                    return .deliver(first.message, resume: resume)
                }
                switch end {
                case nil:
                    waiter = continuation
                    return .wait
                case .finished?:
                    endDelivered = true
                    return .end(nil)
                case .failed(let error)?:
                    defer { endDelivered = true }
                    return .end(endDelivered ? nil : error)
                }
            }
            switch step {
            case .deliver(let message, let resume):
                continuation.resume(returning: message)
                resume?()
            case .end(let error?):
                continuation.resume(throwing: error)
            case .end(nil):
                continuation.resume(returning: nil)
            case .wait:
                break
            }
        }
    }
}
#endif
