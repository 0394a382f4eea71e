// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Starts `process` with no signals blocked.
///
/// On Linux, Foundation's `Process` gives the child the signal mask of the thread that starts
/// it, and the threads of the concurrency pool block nearly every signal: a server started from
/// async code would ignore `terminate()` (SIGTERM) and every other signal for its whole life.
/// So it is started from a thread of its own whose mask is empty. Apple's Foundation resets the
/// child's mask itself.
func launch(_ process: Process) throws {
    #if canImport(Darwin)
    try process.run()
    #else
    let outcome = LaunchOutcome()
    let thread = Thread {
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        do { try process.run() } catch { outcome.error = error }
        outcome.done.signal()
    }
    thread.start()
    outcome.done.wait()
    if let error = outcome.error { throw error }
    #endif
}

private final class LaunchOutcome: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    var error: (any Error)?
}

final class LockedPipes: @unchecked Sendable {
    private let lock = NSLock()
    private var pipes: [Pipe] = []
    func withLock(_ body: (inout [Pipe]) -> Void) { lock.withLock { body(&pipes) } }
}

/// The end of a server (its process exited, or its connection broke), for calls waiting on it.
/// A call registers what to do when the server ends and forgets it when the call ends, so a
/// long-lived server keeps nothing of the calls made to it. The first end reported is the one
/// every call sees.
final class ServerEnd: @unchecked Sendable {
    /// Why the server ended, as an ``MCPBridgeError``'s kind and message.
    struct Reason: Sendable {
        var kind: MCPBridgeError.Kind
        var message: String
    }

    private let lock = NSLock()
    private var reason: Reason?
    private var waiting: [Int: @Sendable (Reason) -> Void] = [:]
    private var nextToken = 0

    /// Reports the end; a later report changes nothing.
    func ended(_ reason: Reason) {
        let handlers = lock.withLock { () -> [@Sendable (Reason) -> Void] in
            guard self.reason == nil else { return [] }
            self.reason = reason
            defer { waiting = [:] }
            return waiting.sorted { $0.key < $1.key }.map(\.value)
        }
        for handler in handlers { handler(reason) }
    }

    func ended(status: Int32) {
        ended(Reason(kind: .serverExited, message: "the server process exited with status \(status)"))
    }

    /// Why the server ended; nil while it has not.
    var endReason: Reason? { lock.withLock { reason } }

    /// Runs `handler` when the server ends (now, if it has); the token to ``forget(_:)`` it
    /// with, nil when it already ran.
    @discardableResult
    func whenEnded(_ handler: @escaping @Sendable (Reason) -> Void) -> Int? {
        let (ended, token) = lock.withLock { () -> (Reason?, Int?) in
            guard reason == nil else { return (reason, nil) }
            nextToken += 1
            waiting[nextToken] = handler
            return (nil, nextToken)
        }
        if let ended { handler(ended) }
        return token
    }

    /// Drops the handler registered under `token` (a call that ended before the server).
    func forget(_ token: Int?) {
        guard let token else { return }
        _ = lock.withLock { waiting.removeValue(forKey: token) }
    }

    /// How many handlers wait for the server's end (for tests).
    var waitingCount: Int { lock.withLock { waiting.count } }
}

/// The first result of a race, delivered once.
final class Outcome<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    private var early: Result<T, any Error>?
    private var done = false
    private var onFinish: [@Sendable () -> Void] = []

    func set(_ continuation: CheckedContinuation<T, any Error>) {
        let result = lock.withLock { () -> Result<T, any Error>? in
            if let early { return early }
            self.continuation = continuation
            return nil
        }
        if let result { continuation.resume(with: result) }
    }

    func finish(_ result: Result<T, any Error>) {
        let (continuation, handlers) = lock.withLock { () -> (CheckedContinuation<T, any Error>?, [@Sendable () -> Void]) in
            guard !done else { return (nil, []) }
            done = true
            if self.continuation == nil { early = result }
            defer { self.continuation = nil; onFinish = [] }
            return (self.continuation, onFinish)
        }
        continuation?.resume(with: result)
        for handler in handlers { handler() }
    }

    func whenFinished(_ handler: @escaping @Sendable () -> Void) {
        let finished = lock.withLock { () -> Bool in
            if !done { onFinish.append(handler) }
            return done
        }
        if finished { handler() }
    }
}

/// How ``MCPToolbox`` names tools (for tests and for apps that show the names).
public enum MCPToolboxNames {
    /// The names ``MCPToolbox/handlers()`` gives tools of `(server, tool)`, in order.
    public static func unique(_ tools: [(server: String, tool: String)]) -> [String] {
        MCPToolbox.uniqueNames(tools)
    }
}
#endif
