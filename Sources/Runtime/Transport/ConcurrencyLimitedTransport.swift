import Foundation

/// Wraps any ``HTTPTransport`` so that calls fanned out over many tasks share two limits:
/// at most `maxConcurrentRequests` requests in flight, and a pause for everyone after a
/// rate limit.
///
/// - A request holds its slot until its body is read to the end, fails, or is dropped, so a
///   stream counts for as long as it runs. Callers over the limit wait in arrival order.
/// - A 429 (or 503) with `retry-after-ms`/`retry-after` pauses every new attempt of every call
///   sharing the transport until that time, instead of each call retrying on its own schedule
///   (the `RetryPolicy` still decides whether and how often a call retries).
///
/// ```swift
/// let transport = ConcurrencyLimitedTransport(URLSessionTransport(), maxConcurrentRequests: 16)
/// let client = OpenAIClient(apiKey: key, transport: transport)
/// try await withThrowingTaskGroup(of: Void.self) { group in
///     for prompt in prompts {
///         group.addTask { _ = try await client.chat.completions.create(.init(messages: [.user(prompt)], model: "gpt-4o")) }
///     }
///     try await group.waitForAll()
/// }
/// ```
public final class ConcurrencyLimitedTransport: HTTPTransport {
    public let base: any HTTPTransport

    /// The base transport's.
    public var temporaryDirectory: URL { base.temporaryDirectory }
    public let maxConcurrentRequests: Int
    private let gate: RequestGate

    public init(_ base: any HTTPTransport, maxConcurrentRequests: Int) {
        self.base = base
        self.maxConcurrentRequests = max(1, maxConcurrentRequests)
        self.gate = RequestGate(limit: max(1, maxConcurrentRequests))
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await gate.acquire()
        let permit = RequestPermit(gate: gate)
        let response: HTTPResponse
        do {
            response = try await base.send(request)
        } catch {
            permit.release()
            throw error
        }
        if response.status == 429 || response.status == 503,
           let wait = HTTPResponseInfo(status: response.status, headers: response.headers).rateLimits.retryAfter, wait > 0 {
            await gate.pause(for: wait)
        }
        let body = BodyIterator(response.body.makeAsyncIterator())
        let stream = AsyncThrowingStream<Data, any Error>(unfolding: {
            do {
                let chunk = try await body.next()
                if chunk == nil { permit.release() }
                return chunk
            } catch {
                permit.release()
                throw error
            }
        })
        // Cancelling this body cancels the wrapped one, which stops its transfer at once.
        let inner = response.body
        return HTTPResponse(status: response.status, headers: response.headers, body: HTTPResponseBody(stream, onCancel: {
            inner.cancel()
            permit.release()
        }, onFinish: { error in
            // The reader has what it wanted (an event stream's terminator): the slot is free.
            inner.finish(error)
            permit.release()
        }))
    }
}

/// The slots and the shared pause.
private actor RequestGate {
    private let limit: Int
    private var inFlight = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var pausedUntil: Date?

    init(limit: Int) { self.limit = limit }

    func acquire() async throws {
        // Each turn either takes a slot, sleeps out a finite pause, or waits for a release.
        while true {
            try Task.checkCancellation()
            if let until = pausedUntil, until > Date() {
                try await ClampedSleep.sleep(seconds: min(until.timeIntervalSinceNow, 3600))
                continue
            }
            if inFlight < limit {
                inFlight += 1
                return
            }
            await withCheckedContinuation { waiters.append($0) }
        }
    }

    func release() {
        inFlight -= 1
        if !waiters.isEmpty { waiters.removeFirst().resume() }
    }

    func pause(for seconds: TimeInterval) {
        let until = Date().addingTimeInterval(min(seconds, 3600))
        if pausedUntil.map({ $0 < until }) ?? true { pausedUntil = until }
    }
}

/// One slot, given back once: at the body's end, on an error, or when the body is dropped.
private final class RequestPermit: @unchecked Sendable {
    private let lock = NSLock()
    private let gate: RequestGate
    private var released = false

    init(gate: RequestGate) { self.gate = gate }

    func release() {
        let first = lock.withLock { () -> Bool in
            defer { released = true }
            return !released
        }
        if first { Task { [gate] in await gate.release() } }
    }

    deinit { release() }
}

/// The wrapped body's iterator, used by one consumer at a time (the stream's unfolding closure).
private final class BodyIterator: @unchecked Sendable {
    private var iterator: HTTPResponseBody.AsyncIterator

    init(_ iterator: HTTPResponseBody.AsyncIterator) { self.iterator = iterator }

    func next() async throws -> Data? { try await iterator.next() }
}
