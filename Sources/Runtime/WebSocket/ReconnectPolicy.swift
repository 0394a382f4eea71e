import AIClientRuntime
import Foundation

/// When and how often a WebSocket connection opens again after the server dropped it, as the
/// official SDKs do: only on close codes that say "try again" (1001, 1005, 1006, 1011, 1012,
/// 1013, 1015), up to ``maxAttempts`` times, waiting ``initialDelay`` doubled per attempt up
/// to ``maxDelay``, times a jitter factor in 0.75…1.
public struct WebSocketReconnectPolicy: Sendable, Hashable {
    public var maxAttempts: Int
    public var initialDelay: TimeInterval
    public var maxDelay: TimeInterval

    public init(maxAttempts: Int = 5, initialDelay: TimeInterval = 0.5, maxDelay: TimeInterval = 8) {
        self.maxAttempts = maxAttempts
        self.initialDelay = initialDelay
        self.maxDelay = maxDelay
    }

    /// The close codes after which a reconnect is worth trying (RFC 6455 §7.4.1).
    public static let recoverableCloseCodes: Set<Int> = [1001, 1005, 1006, 1011, 1012, 1013, 1015]

    public static func isRecoverable(closeCode: Int) -> Bool { recoverableCloseCodes.contains(closeCode) }

    /// The wait before `attempt` (1-based); `jitter` in 0…1 (random in use) scales the base
    /// delay by 0.75…1.
    public func delay(attempt: Int, jitter: Double) -> TimeInterval {
        let exponent = Double(max(0, min(attempt - 1, 30)))
        let base = min(initialDelay * pow(2, exponent), maxDelay)
        return base * (0.75 + 0.25 * min(max(jitter, 0), 1))
    }
}

/// What a reconnect hook learns before each attempt.
public struct WebSocketReconnectAttempt: Sendable {
    /// 1-based.
    public var attempt: Int
    public var maxAttempts: Int
    /// Seconds waited before this attempt connects.
    public var delay: TimeInterval
    /// The close code that ended the previous connection.
    public var closeCode: Int
    /// The query items and headers the next connection would use (the hook may change them:
    /// a fresh ephemeral key, another `call_id`).
    public var extraQuery: QueryItems
    public var extraHeaders: HTTPHeaders
}

/// The hook's answer: go on (with changed query or headers) or stop reconnecting.
public enum WebSocketReconnectDecision: Sendable {
    case proceed
    case proceedWith(extraQuery: QueryItems? = nil, extraHeaders: HTTPHeaders? = nil)
    case abort
}
