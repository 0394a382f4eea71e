import Foundation

/// Why a polling helper stopped before the resource reached a final state, and the state it
/// was in then.
///
/// A final state that means failure (`failed`, `cancelled`, `expired`) is not an error: the
/// helper returns the resource, as the official SDKs do, and you check its status.
public struct PollingError: Error, Sendable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// The helper's timeout passed while the resource was still pending.
        case timedOut
        /// The task that was polling was cancelled.
        case cancelled
    }

    public var reason: Reason
    /// What was polled (`batch batch_abc123`).
    public var subject: String
    /// The status the last response reported (`in_progress`); nil when none arrived.
    public var lastState: String?
    /// The last resource received (an `OpenAI.Batch`, `Anthropic.MessageBatch`, …); nil when
    /// none arrived. ``lastValue(as:)`` gives it typed.
    public var lastValue: (any Sendable)?
    /// Requests sent.
    public var polls: Int
    /// Seconds from the first request to the stop.
    public var elapsed: TimeInterval

    public init(reason: Reason, subject: String, lastState: String?, lastValue: (any Sendable)?, polls: Int, elapsed: TimeInterval) {
        self.reason = reason
        self.subject = subject
        self.lastState = lastState
        self.lastValue = lastValue
        self.polls = polls
        self.elapsed = elapsed
    }

    /// The last resource received, as `type`.
    public func lastValue<Value>(as type: Value.Type) -> Value? {
        lastValue as? Value
    }

    public var description: String {
        let state = lastState.map { "in state '\($0)'" } ?? "before any response"
        let time = String(format: "%.1f", elapsed)
        switch reason {
        case .timedOut: return "gave up waiting for \(subject) after \(time) s (\(polls) polls), \(state)"
        case .cancelled: return "stopped waiting for \(subject) after \(time) s (\(polls) polls): the task was cancelled, \(state)"
        }
    }
}
