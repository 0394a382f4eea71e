import Foundation

/// The engine behind every polling helper: asks for a resource until it reaches a final
/// state, waiting between requests as the server asks (`openai-poll-after-ms`) or as the
/// caller chose, within a timeout, and stopping at once when the task is cancelled.
///
/// The helpers (`client.batches.poll`, `client.messages.batches.poll`, …) are thin: they say
/// how to fetch the resource and which of its states are final.
public enum Polling {
    /// The response header whose value (milliseconds) says when to ask again.
    public static let pollAfterHeader = "openai-poll-after-ms"

    /// Where a resource stands.
    public enum Phase: Sendable, Hashable {
        /// Still working: ask again.
        case pending
        /// Done (succeeded or not): return it.
        case final
    }

    /// Fetches until `phase` says final and returns that value.
    ///
    /// - Parameters:
    ///   - subject: What is polled, for ``PollingError`` (`batch batch_abc`).
    ///   - options: Interval, timeout and request options from the caller.
    ///   - defaultInterval: Seconds between polls when neither the caller nor the server says.
    ///   - defaultTimeout: Seconds to wait in all when the caller does not say.
    ///   - fetch: One request for the resource, with the options to send it with.
    ///   - state: The resource's status name and phase.
    ///   - update: Called with every value received, final or not (progress reporting).
    /// - Throws: ``PollingError`` on timeout or cancellation; what `fetch` throws otherwise.
    public static func poll<Value: Sendable>(
        _ subject: String,
        options: PollingOptions,
        defaultInterval: TimeInterval = 1,
        defaultTimeout: TimeInterval,
        fetch: (RequestOptions) async throws -> Value,
        state: (Value) -> (name: String, phase: Phase),
        update: ((Value) async throws -> Void)? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        let clock = ContinuousClock()
        let start = clock.now
        let timeout = max(0, options.timeout ?? defaultTimeout)
        let requestOptions = options.pollRequestOptions
        var polls = 0
        var last: (value: Value, state: String)?

        func elapsed() -> TimeInterval {
            let duration = clock.now - start
            return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
        func stop(_ reason: PollingError.Reason) -> PollingError {
            PollingError(reason: reason, subject: subject, lastState: last?.state, lastValue: last?.value,
                         polls: polls, elapsed: elapsed())
        }

        while true {
            if Task.isCancelled { throw stop(.cancelled) }
            let captured: (value: Value, response: HTTPResponseInfo?)
            do {
                captured = try await HTTPResponseInfo.capture { try await fetch(requestOptions) }
            } catch {
                // A cancelled request may surface as a transport error; the task says why.
                if error is CancellationError || Task.isCancelled { throw stop(.cancelled) }
                throw error
            }
            polls += 1
            let value = captured.value
            let response = captured.response
            let current = state(value)
            last = (value, current.name)
            try await update?(value)
            if current.phase == .final { return value }

            let remaining = timeout - elapsed()
            guard remaining > 0 else { throw stop(.timedOut) }
            let wait = min(interval(options: options, response: response, default: defaultInterval), remaining)
            do {
                try await ClampedSleep.sleep(seconds: wait)
            } catch {
                throw stop(.cancelled)
            }
        }
    }

    /// The caller's interval, else the server's `openai-poll-after-ms`, else the default.
    static func interval(options: PollingOptions, response: HTTPResponseInfo?, default fallback: TimeInterval) -> TimeInterval {
        if let interval = options.interval { return max(0, interval) }
        if let text = response?.headers[pollAfterHeader]?.trimmingCharacters(in: .whitespaces),
           let milliseconds = Double(text), milliseconds.isFinite, milliseconds >= 0 {
            // A server asking for more than an hour is capped, like any other wait we honour.
            return min(milliseconds / 1000, 3600)
        }
        return fallback
    }
}
