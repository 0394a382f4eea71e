// Built only with the AsyncHTTPClientTransport trait (or in Integrations/AsyncHTTPClient), when
// async-http-client is in the graph: otherwise this product is an empty module.
#if canImport(AsyncHTTPClient)
import Foundation

/// The idle and total timeouts of one attempt, measured here rather than by AsyncHTTPClient,
/// whose read timeout belongs to the whole `HTTPClient` while ``HTTPRequest/timeout`` is per
/// request. `idle` is the longest gap between signs of life (``touch()``: the head, each body
/// chunk); `total` the longest the attempt may take. Fires `onExpiry` at most once.
final class AttemptWatchdog: @unchecked Sendable {
    private let lock = NSLock()
    private let idle: UInt64?
    private let total: UInt64?
    private let started: UInt64
    // Guarded by `lock`.
    private var lastActivity: UInt64
    private var task: Task<Void, Never>?
    private var done = false

    init(idle: TimeInterval?, total: TimeInterval?) {
        self.idle = idle.map(Self.nanoseconds)
        self.total = total.map(Self.nanoseconds)
        started = Self.now()
        lastActivity = started
    }

    /// Starts watching. The loop sleeps until the earliest possible expiry, so it wakes about
    /// once per idle period of a stream that keeps delivering, and ends with the attempt.
    func start(onExpiry: @escaping @Sendable () -> Void) {
        guard idle != nil || total != nil else { return }
        let task = Task { [weak self] in
            while let wait = self?.nanosecondsUntilExpiry() {
                if wait == 0 {
                    if self?.expire() == true { onExpiry() }
                    return
                }
                do { try await Task.sleep(nanoseconds: wait) } catch { return }
            }
        }
        lock.lock()
        if done {
            lock.unlock()
            task.cancel()
        } else {
            self.task = task
            lock.unlock()
        }
    }

    /// Records a sign of life (restarts the idle limit).
    func touch() {
        let now = Self.now()
        lock.withLock { lastActivity = now }
    }

    /// Stops watching; `onExpiry` is not called after this returns.
    func stop() {
        let task = lock.withLock { () -> Task<Void, Never>? in
            done = true
            defer { self.task = nil }
            return self.task
        }
        task?.cancel()
    }

    /// Nanoseconds until a limit runs out (0: it has), nil once stopped.
    private func nanosecondsUntilExpiry() -> UInt64? {
        let now = Self.now()
        return lock.withLock { () -> UInt64? in
            guard !done else { return nil }
            var deadlines: [UInt64] = []
            if let idle { deadlines.append(lastActivity &+ idle) }
            if let total { deadlines.append(started &+ total) }
            guard let first = deadlines.min() else { return nil }
            return first > now ? first - now : 0
        }
    }

    private func expire() -> Bool {
        lock.withLock {
            guard !done else { return false }
            done = true
            task = nil
            return true
        }
    }

    private static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    private static func nanoseconds(_ seconds: TimeInterval) -> UInt64 {
        UInt64(min(max(seconds, 0.001), 1e9) * 1e9)
    }
}
#endif
