import Foundation

/// What a streaming tool loop (`runToolsStreaming` in each client) yields, request after request.
public enum ToolLoopEvent<Event: Sendable, Result: Sendable>: Sendable {
    /// An event of the current request's stream, as it arrived (text deltas among them).
    case event(Event)
    /// A request's finished result, after its last event. The loop's last element is the
    /// result in which the model answered without calling a tool.
    case result(Result)
    /// A tool's answer to one call, after the result that asked for it and before the next
    /// request sends it back.
    case toolResult(ToolCallResult)
}

/// A tool call the loop answered.
public struct ToolCallResult: Sendable, Hashable {
    /// The tool's name.
    public var name: String
    /// The call's id, as the model gave it.
    public var callID: String
    /// The text the handler returned, sent back to the model.
    public var output: String

    public init(name: String, callID: String, output: String) {
        self.name = name
        self.callID = callID
        self.output = output
    }
}

/// The engine of the clients' streaming tool loops: sends a request as a stream, yields its
/// events, accumulates them into the request's result, and asks the client for the next
/// request (nil when the model stopped calling tools).
///
/// Nothing runs ahead of the consumer: each element is produced when the consumer asks for it,
/// in the consumer's task, so cancelling that task cancels the request in flight and ends the
/// loop. So do leaving the `for try await` loop (the request's connection closes even while
/// the stream value is in scope) and ``CancellableStream/cancel()``. At most `maxRounds` requests are sent; a model that still calls tools after them ends
/// the stream with `ToolHandler.tooManyRounds`.
public enum ToolLoopStream {
    /// What one request gives the next one: the request to send and the tool results it carries.
    public typealias FollowUp<Request> = (request: Request, results: [ToolCallResult])

    /// The loop as a stream of ``ToolLoopEvent``s.
    ///
    /// - Parameters:
    ///   - request: The first request.
    ///   - send: Sends a request as a stream.
    ///   - accumulator: A fresh accumulator for each request.
    ///   - add: Adds an event to the accumulator.
    ///   - finish: The accumulated result (throws when the stream ended without one).
    ///   - followUp: Runs the result's tool calls and returns the next request, or nil when
    ///     the result calls no tool.
    public static func make<Request: Sendable, Event: Decodable & Sendable, Accumulator: Sendable, Result: Sendable>(
        _ request: Request, maxRounds: Int,
        send: @escaping @Sendable (Request) async throws -> EventStream<Event>,
        accumulator: @escaping @Sendable () -> Accumulator,
        add: @escaping @Sendable (inout Accumulator, Event) -> Void,
        finish: @escaping @Sendable (Accumulator) throws -> Result,
        followUp: @escaping @Sendable (Request, Result) async throws -> FollowUp<Request>?
    ) -> CancellableStream<ToolLoopEvent<Event, Result>> {
        let state = State<Request, Event, Accumulator, Result>(
            request: request, maxRounds: max(1, maxRounds), send: send, accumulator: accumulator,
            add: add, finish: finish, followUp: followUp)
        let cancellation = state.cancellation
        return CancellableStream(unfolding: { try await state.next() }, onCancel: { cancellation.cancel() })
    }

    /// Whether the loop was cancelled, and the stream of the request in flight, which
    /// ``CancellableStream/cancel()`` ends from any task.
    final class Cancellation: @unchecked Sendable {
        private let lock = NSLock()
        // Guarded by `lock`.
        private var cancelled = false
        private var current: (@Sendable () -> Void)?

        func cancel() {
            let current = lock.withLock { () -> (@Sendable () -> Void)? in
                cancelled = true
                defer { self.current = nil }
                return self.current
            }
            current?()
        }

        /// Records the stream now read; a loop cancelled meanwhile cancels it and throws.
        func reading(_ cancel: @escaping @Sendable () -> Void) throws {
            let cancelled = lock.withLock { () -> Bool in
                if !self.cancelled { current = cancel }
                return self.cancelled
            }
            if cancelled {
                cancel()
                throw CancellationError()
            }
        }
    }

    /// The loop's state. ``CancellableStream`` asks for one element at a time from its single
    /// consumer, so `next()` never runs twice at once: that is what makes the unchecked
    /// `Sendable` sound (``Cancellation`` is what other tasks touch).
    final class State<Request: Sendable, Event: Decodable & Sendable, Accumulator: Sendable, Result: Sendable>: @unchecked Sendable {
        enum Phase {
            case ready(Request)
            case streaming(Request, EventStream<Event>.Iterator, Accumulator)
            case finished
        }

        var phase: Phase
        let cancellation = Cancellation()
        var pending: [ToolCallResult] = []
        var rounds = 0
        let maxRounds: Int
        let send: @Sendable (Request) async throws -> EventStream<Event>
        let accumulator: @Sendable () -> Accumulator
        let add: @Sendable (inout Accumulator, Event) -> Void
        let finish: @Sendable (Accumulator) throws -> Result
        let followUp: @Sendable (Request, Result) async throws -> FollowUp<Request>?

        init(request: Request, maxRounds: Int,
             send: @escaping @Sendable (Request) async throws -> EventStream<Event>,
             accumulator: @escaping @Sendable () -> Accumulator,
             add: @escaping @Sendable (inout Accumulator, Event) -> Void,
             finish: @escaping @Sendable (Accumulator) throws -> Result,
             followUp: @escaping @Sendable (Request, Result) async throws -> FollowUp<Request>?) {
            self.phase = .ready(request)
            self.maxRounds = maxRounds
            self.send = send
            self.accumulator = accumulator
            self.add = add
            self.finish = finish
            self.followUp = followUp
        }

        func next() async throws -> ToolLoopEvent<Event, Result>? {
            do {
                return try await step()
            } catch {
                phase = .finished
                pending = []
                throw error
            }
        }

        private func step() async throws -> ToolLoopEvent<Event, Result>? {
            if !pending.isEmpty { return .toolResult(pending.removeFirst()) }
            try Task.checkCancellation()
            switch phase {
            case .finished:
                return nil
            case .ready(let request):
                guard rounds < maxRounds else { throw ToolHandler.tooManyRounds(maxRounds) }
                rounds += 1
                let stream = try await send(request)
                try cancellation.reading { stream.cancel() }
                phase = .streaming(request, stream.makeAsyncIterator(), accumulator())
                return try await step()
            case .streaming(let request, var iterator, var accumulated):
                phase = .finished
                if let event = try await iterator.next() {
                    add(&accumulated, event)
                    phase = .streaming(request, iterator, accumulated)
                    return .event(event)
                }
                let result = try finish(accumulated)
                if let next = try await followUp(request, result) {
                    pending = next.results
                    phase = .ready(next.request)
                }
                return .result(result)
            }
        }
    }
}
