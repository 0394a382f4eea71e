import AIClientRuntime
import Foundation

/// One run of a ``SessionRunner``. ``CancellableStream`` asks for one element at a time from
/// its single consumer, so `next()` never runs twice at once: that is what makes the unchecked
/// `Sendable` sound. The handlers' tasks touch only ``SessionRunShared``.
final class SessionRun<Session: AgentSessionAdapter>: @unchecked Sendable {
    let runner: SessionRunner<Session>
    let input: String?
    let shared = SessionRunShared()
    private var iterator: EventStream<Session.Event>.Iterator?
    private var opened = false
    /// A turn is known to run: the session's next idle after its turn's end ends the run. True
    /// from the start when the runner sends no input (it follows the session as it is).
    private var following: Bool
    private var turnOver = false
    /// The run's end is reached: only the results in flight are left to wait for.
    private var stopping = false
    private var finished = false
    /// Thrown once the run's end is reached (the stream ended too early).
    private var endError: (any Error)?
    /// Thrown at the next element, after the event that caused it.
    private var deferred: (any Error)?
    private var answered: Set<String> = []
    private var calls = 0
    private var received = 0

    init(runner: SessionRunner<Session>, input: String?) {
        self.runner = runner
        self.input = input
        following = input == nil
    }

    deinit {
        // The loop was left (or the stream dropped): close the connection, stop the handlers.
        shared.cancel()
    }

    func next() async throws -> SessionRunEvent<Session.Event>? {
        do {
            let element = try await step()
            if element == nil { finish() }
            return element
        } catch {
            // However the work in flight reports being cancelled, a cancelled run says so.
            let cancelled = shared.isCancelled
            finish()
            throw cancelled ? CancellationError() : error
        }
    }

    private func finish() {
        finished = true
        shared.cancel()
    }

    private func step() async throws -> SessionRunEvent<Session.Event>? {
        while true {
            if let result = shared.takeResult() { return .toolResult(result) }
            if let failure = shared.takeFailure() { throw failure }
            if let deferred {
                self.deferred = nil
                throw deferred
            }
            if finished { return nil }
            try Task.checkCancellation()
            if stopping {
                // Results still in flight are sent and yielded before the end.
                if await shared.waitForOne() { continue }
                if let endError { throw endError }
                finished = true
                return nil
            }
            if !opened { try await open() }
            guard var events = iterator else { return nil }
            let event: Session.Event?
            do {
                event = try await events.next()
            } catch {
                // A result that could not be sent cancels the stream to wake this read: that
                // failure, not the cancellation, is what the caller must see.
                if let failure = shared.takeFailure() { throw failure }
                if shared.isCancelled || error is CancellationError { throw error }
                // The stream failed: the results in flight are still sent and yielded first.
                iterator = nil
                stopping = true
                endError = error
                continue
            }
            guard let event else {
                iterator = nil
                stopping = true
                endError = AIClientError.incompleteStream("the session's event stream ended before the session went idle", eventsReceived: received)
                continue
            }
            iterator = events
            received += 1
            handle(runner.session.role(of: event))
            return .event(event)
        }
    }

    /// Opens the stream, then sends the input: every event of the turn it starts is read.
    /// Both run as work that ``SessionRunShared/cancel()`` cancels from any task.
    private func open() async throws {
        opened = true
        let session = runner.session
        let stream = try await shared.perform { try await session.openEvents() }
        try shared.reading { stream.cancel() }
        iterator = stream.makeAsyncIterator()
        if let input { try await shared.perform { try await session.sendInput(input) } }
    }

    private func handle(_ role: SessionEventRole) {
        switch role {
        case .other:
            break
        case .turnStarted:
            following = true
            turnOver = false
        case .toolCall(let call):
            // A call delivered twice (a replayed event) is answered once.
            guard answered.insert(call.id).inserted else { return }
            following = true
            turnOver = false
            guard calls < runner.maxToolCalls else {
                deferred = SessionRunner<Session>.tooManyToolCalls(runner.maxToolCalls)
                return
            }
            calls += 1
            do {
                start(call, handler: try ToolHandler.find(call.name, in: runner.tools))
            } catch {
                deferred = error
            }
        case .turnEnded:
            if following { turnOver = true }
        case .idle(let endsTurn):
            if following && (endsTurn || turnOver) { stopping = true }
        case .ended:
            // The session takes no more input: results in flight have nowhere to go.
            shared.cancelHandlers()
            stopping = true
        }
    }

    /// Runs the handler in a task of its own and sends its result; a handler's error is sent
    /// as a failed result.
    private func start(_ call: SessionToolCall, handler: ToolHandler) {
        let session = runner.session, errorText = runner.errorText, shared = self.shared
        shared.start {
            let result: SessionToolResult
            do {
                let output = try await handler(arguments: call.arguments)
                result = SessionToolResult(name: call.name, callID: call.id, output: output)
            } catch {
                if Task.isCancelled { return }
                result = SessionToolResult(name: call.name, callID: call.id, output: errorText(error), isError: true)
            }
            do {
                try Task.checkCancellation()
                try await session.send(result, for: call)
                shared.sent(result)
            } catch {
                if !Task.isCancelled { shared.failed(error) }
            }
        }
    }
}

/// What a run shares with its handlers' tasks and with ``CancellableStream/cancel()``: the
/// tasks, their results and first failure, and the stream being read.
final class SessionRunShared: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextTask = 0
    private var sentResults: [SessionToolResult] = []
    private var failure: (any Error)?
    private var cancelStream: (@Sendable () -> Void)?
    /// Cancels the request the reader waits for (opening the stream, sending the input).
    private var cancelRequest: (@Sendable () -> Void)?
    private var cancelled = false

    var isCancelled: Bool { lock.withLock { cancelled } }

    /// Runs `body` in a task that ``cancel()`` cancels, and waits for it.
    func perform<Value: Sendable>(_ body: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let task = Task { try await body() }
        let cancelled = lock.withLock { () -> Bool in
            if !self.cancelled { cancelRequest = { task.cancel() } }
            return self.cancelled
        }
        if cancelled { task.cancel() }
        defer { lock.withLock { cancelRequest = nil } }
        return try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() }
    }

    /// Records the stream now read; a run cancelled meanwhile cancels it and throws.
    func reading(_ cancel: @escaping @Sendable () -> Void) throws {
        let cancelled = lock.withLock { () -> Bool in
            if !self.cancelled { cancelStream = cancel }
            return self.cancelled
        }
        if cancelled {
            cancel()
            throw CancellationError()
        }
    }

    /// Starts `body` in a task that the run waits for and cancels; nothing once cancelled.
    func start(_ body: @escaping @Sendable () async -> Void) {
        lock.withLock {
            guard !cancelled else { return }
            let id = nextTask
            nextTask += 1
            tasks[id] = Task {
                await body()
                self.lock.withLock { _ = self.tasks.removeValue(forKey: id) }
            }
        }
    }

    /// Waits for one task in flight to end; false when none is left.
    func waitForOne() async -> Bool {
        guard let task = lock.withLock({ tasks.values.first }) else { return false }
        await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
        return true
    }

    func sent(_ result: SessionToolResult) {
        lock.withLock { sentResults.append(result) }
    }

    /// Records the first failure to send a result, and wakes the reader waiting for an event
    /// that will not come (the session waits for that result).
    func failed(_ error: any Error) {
        let cancel = lock.withLock { () -> (@Sendable () -> Void)? in
            if failure == nil { failure = error }
            return cancelStream
        }
        cancel?()
    }

    func takeResult() -> SessionToolResult? {
        lock.withLock { sentResults.isEmpty ? nil : sentResults.removeFirst() }
    }

    func takeFailure() -> (any Error)? {
        lock.withLock {
            defer { failure = nil }
            return failure
        }
    }

    /// Cancels the handlers running.
    func cancelHandlers() {
        let running = lock.withLock { Array(tasks.values) }
        for task in running { task.cancel() }
    }

    /// Ends the run: closes the stream and cancels the handlers. Safe from any task, more than
    /// once.
    func cancel() {
        let (running, stream, request) = lock.withLock { () -> ([Task<Void, Never>], (@Sendable () -> Void)?, (@Sendable () -> Void)?) in
            cancelled = true
            defer { cancelStream = nil }
            return (Array(tasks.values), cancelStream, cancelRequest)
        }
        request?()
        stream?()
        for task in running { task.cancel() }
    }
}
