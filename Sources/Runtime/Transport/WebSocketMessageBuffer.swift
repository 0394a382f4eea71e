import Foundation

/// The incoming messages of a WebSocket connection between the task that reads the socket and
/// the app that reads ``messages``, bounded: when ``Limits/messages`` messages or
/// ``Limits/bytes`` bytes wait unread, ``push(_:)`` suspends, so the reader stops reading the
/// socket until the app catches up (the peer then sees TCP's own backpressure). A single message
/// larger than the byte limit still passes when nothing else waits.
///
/// ``messages`` is pull-based: a loop that leaves with `break` keeps the rest for the next loop;
/// a reader whose task is cancelled ends it and calls `onCancel` (the connection closes).
public final class WebSocketMessageBuffer: @unchecked Sendable {
    /// How much may wait unread before the socket's reader stops.
    public struct Limits: Sendable, Hashable {
        public var messages: Int
        public var bytes: Int

        /// 1,024 messages or 16 MiB: a Realtime session's audio deltas for minutes, never the
        /// gigabyte an unbounded buffer reaches under a fast peer.
        public init(messages: Int = 1024, bytes: Int = 16 << 20) {
            self.messages = max(1, messages)
            self.bytes = max(1, bytes)
        }
    }

    public let limits: Limits
    private let lock = NSLock()
    private var items: [WebSocketMessage] = []
    private var head = 0
    private var byteCount = 0
    /// Set once: how the messages end after what is buffered.
    private var end: (any Error)??
    private var readerGone = false
    private var consumer: CheckedContinuation<WebSocketMessage?, any Error>?
    private var producer: CheckedContinuation<Bool, Never>?
    private var onCancel: (@Sendable () -> Void)?

    /// `onCancel` runs once when the app's reader is cancelled (close the connection there).
    public init(limits: Limits = .init(), onCancel: (@Sendable () -> Void)? = nil) {
        self.limits = limits
        self.onCancel = onCancel
    }

    /// Sets what runs when the app's reader is cancelled, for an owner that exists only after
    /// its buffer.
    public func setCancelHandler(_ handler: @escaping @Sendable () -> Void) {
        lock.withLock { onCancel = handler }
    }

    /// The messages, in order, then the end given to ``finish(throwing:)``.
    public var messages: AsyncThrowingStream<WebSocketMessage, any Error> {
        AsyncThrowingStream(unfolding: { [self] in try await next() })
    }

    /// Messages waiting unread.
    public var count: Int { lock.withLock { items.count - head } }

    /// Hands one message to the app. Suspends while the buffer is full; returns false when the
    /// app's reader is gone or the messages ended, so the caller stops reading the socket.
    @discardableResult
    public func push(_ message: WebSocketMessage) async -> Bool {
        let size = Self.size(of: message)
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let waiting: CheckedContinuation<WebSocketMessage?, any Error>? = lock.withLock {
                if readerGone || end != nil {
                    continuation.resume(returning: false)
                    return nil
                }
                if let consumer {
                    // The app waits: the message goes straight to it.
                    self.consumer = nil
                    continuation.resume(returning: true)
                    return consumer
                }
                items.append(message)
                byteCount += size
                if isFull { producer = continuation } else { continuation.resume(returning: true) }
                return nil
            }
            waiting?.resume(returning: message)
        }
    }

    /// Ends the messages after what is buffered: normally (nil) or with `error`.
    public func finish(throwing error: (any Error)? = nil) {
        let (waiting, blocked): (CheckedContinuation<WebSocketMessage?, any Error>?, CheckedContinuation<Bool, Never>?) = lock.withLock {
            guard end == nil else { return (nil, nil) }
            end = .some(error)
            let blocked = producer
            producer = nil
            guard head == items.count, let consumer else { return (nil, blocked) }
            self.consumer = nil
            return (consumer, blocked)
        }
        blocked?.resume(returning: false)
        if let waiting {
            if let error { waiting.resume(throwing: error) } else { waiting.resume(returning: nil) }
        }
    }

    private var isFull: Bool { items.count - head >= limits.messages || byteCount >= limits.bytes }

    private static func size(of message: WebSocketMessage) -> Int {
        switch message {
        case .text(let text): text.utf8.count
        case .binary(let data): data.count
        }
    }

    /// The next message, waiting for one; nil at the end or when the reading task is cancelled.
    func next() async throws -> WebSocketMessage? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<WebSocketMessage?, any Error>) in
                enum Outcome { case message(WebSocketMessage, CheckedContinuation<Bool, Never>?), end((any Error)?), wait }
                let outcome: Outcome = lock.withLock {
                    if head < items.count {
                        let message = items[head]
                        head += 1
                        byteCount -= Self.size(of: message)
                        if head > 64 && head * 2 > items.count {
                            items.removeFirst(head)
                            head = 0
                        }
                        var released: CheckedContinuation<Bool, Never>?
                        if !isFull, let producer {
                            released = producer
                            self.producer = nil
                        }
                        return .message(message, released)
                    }
                    if readerGone { return .end(nil) }
                    if let end { return .end(end) }
                    consumer = continuation
                    return .wait
                }
                switch outcome {
                case .message(let message, let released):
                    released?.resume(returning: true)
                    continuation.resume(returning: message)
                case .end(let error):
                    if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: nil) }
                case .wait:
                    break
                }
            }
        } onCancel: {
            cancelReader()
        }
    }

    /// The app's reader was cancelled: the messages end for it, the socket's reader stops, and
    /// the owner learns it once.
    private func cancelReader() {
        let (waiting, blocked, handler): (CheckedContinuation<WebSocketMessage?, any Error>?, CheckedContinuation<Bool, Never>?, (@Sendable () -> Void)?) = lock.withLock {
            let handler = readerGone ? nil : onCancel
            readerGone = true
            items.removeAll()
            head = 0
            byteCount = 0
            defer { consumer = nil; producer = nil }
            return (consumer, producer, handler)
        }
        waiting?.resume(returning: nil)
        blocked?.resume(returning: false)
        handler?()
    }
}
