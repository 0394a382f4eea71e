import Foundation

/// The idle and total timeouts of one request attempt, measured by the runtime itself.
///
/// swift-corelibs-foundation truncates URLSession timeouts to whole seconds and counts a
/// stalled body as a lost connection; this timer keeps sub-second timeouts exact and reports
/// them as timeouts. `idle` is the longest gap between signs of life (``touch()``: the head,
/// each body chunk); `total` is the longest the whole attempt may take. It fires once.
final class AttemptTimer: @unchecked Sendable {
    /// Which limit ran out.
    enum Reason: Sendable { case idle, total }

    private let lock = NSLock()
    private let idle: UInt64?
    private let total: UInt64?
    private let started: UInt64
    private let onExpiry: @Sendable (Reason) -> Void
    // Guarded by `lock`.
    private var lastActivity: UInt64
    private var timer: DispatchSourceTimer?
    private var done = false

    /// A timer for the given limits in seconds, or nil when there is none to watch.
    init?(idle: TimeInterval?, total: TimeInterval?, onExpiry: @escaping @Sendable (Reason) -> Void) {
        guard idle != nil || total != nil else { return nil }
        self.idle = idle.map(Self.nanoseconds)
        self.total = total.map(Self.nanoseconds)
        self.onExpiry = onExpiry
        started = DispatchTime.now().uptimeNanoseconds
        lastActivity = started
    }

    /// Starts watching; checks a few times per limit so expiry is late by a few percent at most.
    func start() {
        let shortest = [idle, total].compactMap { $0 }.min() ?? 1_000_000_000
        let tick = min(max(shortest / 20, 5_000_000), 250_000_000)
        let timer = DispatchSource.makeTimerSource(queue: Self.queue)
        timer.schedule(deadline: .now() + .nanoseconds(Int(tick)), repeating: .nanoseconds(Int(tick)), leeway: .milliseconds(2))
        timer.setEventHandler { [weak self] in self?.check() }
        lock.lock()
        guard !done else { return lock.unlock() }
        self.timer = timer
        lock.unlock()
        timer.resume()
    }

    /// Records a sign of life (restarts the idle limit).
    func touch() {
        lock.withLock { lastActivity = DispatchTime.now().uptimeNanoseconds }
    }

    /// Stops watching (the attempt ended); the timer will not fire after this returns.
    func stop() {
        lock.lock()
        done = true
        let timer = self.timer
        self.timer = nil
        lock.unlock()
        timer?.cancel()
    }

    private func check() {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock()
        guard !done else { return lock.unlock() }
        var reason: Reason?
        if let total, now &- started >= total {
            reason = .total
        } else if let idle, now &- lastActivity >= idle {
            reason = .idle
        }
        guard let reason else { return lock.unlock() }
        done = true
        let timer = self.timer
        self.timer = nil
        lock.unlock()
        timer?.cancel()
        onExpiry(reason)
    }

    /// One serial queue for every timer: on Linux a serial queue gets a thread of its own
    /// even when the shared pool is busy (with `URLSessionTask.cancel()` calls, which wait),
    /// so timeouts fire on time under load. Handlers only flip state and hand work off.
    private static let queue = DispatchQueue(label: "AIClientRuntime.AttemptTimer")

    private static func nanoseconds(_ seconds: TimeInterval) -> UInt64 {
        UInt64(min(max(seconds, 0.001), 1e9) * 1e9)
    }
}
