// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
import Foundation

final class LockedPipes: @unchecked Sendable {
    private let lock = NSLock()
    private var pipes: [Pipe] = []
    func withLock(_ body: (inout [Pipe]) -> Void) { lock.withLock { body(&pipes) } }
}

/// The end of a server process, for calls waiting on it.
final class ProcessExit: @unchecked Sendable {
    private let lock = NSLock()
    private var status: Int32?
    private var waiting: [@Sendable (Int32) -> Void] = []

    func ended(status: Int32) {
        let handlers = lock.withLock { () -> [@Sendable (Int32) -> Void] in
            self.status = status
            defer { waiting = [] }
            return waiting
        }
        for handler in handlers { handler(status) }
    }

    func whenEnded(_ handler: @escaping @Sendable (Int32) -> Void) {
        let ended = lock.withLock { () -> Int32? in
            if status == nil { waiting.append(handler) }
            return status
        }
        if let ended { handler(ended) }
    }
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
#endif
