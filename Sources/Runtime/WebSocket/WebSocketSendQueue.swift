import AIClientRuntime
import Foundation

/// Messages sent while a connection reconnects, bounded by their total size in bytes (1 MiB by
/// default, as the official SDKs): a message that does not fit is refused with
/// ``AIClientError/Kind/queueFull`` and the queue keeps what it had.
public struct WebSocketSendQueue: Sendable {
    public let limit: Int
    public private(set) var byteCount = 0
    private var messages: [WebSocketMessage] = []

    public init(limit: Int = 1 << 20) { self.limit = limit }

    public var isEmpty: Bool { messages.isEmpty }
    public var count: Int { messages.count }

    public mutating func enqueue(_ message: WebSocketMessage) throws(AIClientError) {
        let size = Self.size(of: message)
        guard byteCount + size <= limit else { throw AIClientError.queueFull(limit: limit) }
        messages.append(message)
        byteCount += size
    }

    /// Every queued message in order, leaving the queue empty.
    public mutating func drain() -> [WebSocketMessage] {
        defer { messages = []; byteCount = 0 }
        return messages
    }

    /// Puts messages that could not be sent back in front, in order (they were in the queue
    /// before, so they fit).
    mutating func requeue(_ unsent: [WebSocketMessage]) {
        messages = unsent + messages
        byteCount = messages.reduce(0) { $0 + Self.size(of: $1) }
    }

    static func size(of message: WebSocketMessage) -> Int {
        switch message {
        case .text(let text): text.utf8.count
        case .binary(let data): data.count
        }
    }
}
