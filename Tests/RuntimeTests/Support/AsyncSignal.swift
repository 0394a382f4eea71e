import Foundation

/// A one-shot signal a test can wait for with a bounded timeout.
final class AsyncSignal: @unchecked Sendable {
    struct TimedOut: Error, CustomStringConvertible {
        var description: String { "the signal did not fire in time" }
    }

    private let lock = NSLock()
    private var fired = false

    func fire() { lock.withLock { fired = true } }

    var isFired: Bool { lock.withLock { fired } }

    /// Waits until `fire()` was called, polling every 10 ms, for at most `timeout` seconds.
    func wait(timeout: TimeInterval) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !isFired {
            guard Date() < deadline else { throw TimedOut() }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
    }
}
