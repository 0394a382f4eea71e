import Foundation

/// Waits that come from a server or a user's settings (`Retry-After`, a reconnect policy, a
/// polling interval) turned into `Task.sleep`'s nanoseconds without trapping: negative and NaN
/// waits are no wait, and huge or infinite ones are capped at 100 years (`UInt64(…)` of a value
/// out of its range stops the process).
package enum ClampedSleep {
    package static let longestWait: TimeInterval = 100 * 365 * 86_400

    package static func nanoseconds(_ seconds: TimeInterval) -> UInt64 {
        guard seconds > 0 else { return 0 }   // also NaN
        return UInt64(min(seconds, longestWait) * 1_000_000_000)
    }

    /// Sleeps `seconds` (clamped as above); throws `CancellationError` when cancelled.
    package static func sleep(seconds: TimeInterval) async throws {
        try await Task.sleep(nanoseconds: nanoseconds(seconds))
    }
}
