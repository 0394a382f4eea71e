// Built only with the Observability trait (or in Integrations/Observability), when swift-log,
// swift-metrics and swift-distributed-tracing are in the graph: otherwise an empty module.
#if canImport(Logging) && canImport(Metrics) && canImport(Tracing)
import AIClientRuntime
import Foundation

/// A streamed body read through: each chunk goes on to the caller as it arrives (pulled, so
/// nothing is buffered ahead of the caller), its server-sent events are read for what they say
/// about the call (``GenAICall/read(event:)``), and `onEnd` runs once, when the first of these
/// happens:
/// - the body's reader finishes it (``HTTPResponseBody/finish(_:)``): an event stream read to
///   its terminator (a success), or one that failed on an event (that error);
/// - the bytes end, or fail;
/// - the body is cancelled, or its reader goes away before the end (``GenAICall/errorType``
///   `cancelled`).
///
/// The body the caller reads holds this object only weakly in its `onCancel` and `onFinish`,
/// so that a stream value still in scope never keeps the connection open once its loop is left.
final class ObservedBody: @unchecked Sendable {
    private var iterator: HTTPResponseBody.Iterator
    private let body: HTTPResponseBody
    private let start: ContinuousClock.Instant
    private let onEnd: @Sendable (GenAICall, Duration) -> Void
    private let lock = NSLock()
    // Guarded by `lock`: the reader's `next` scans while `cancel()` may end it from any task.
    private var call: GenAICall
    private var ended = false
    // Touched only by the one reader of the stream (the iterator's `next`).
    private var line: [UInt8] = []
    private var event = Data()

    init(_ response: HTTPResponse, call: GenAICall, start: ContinuousClock.Instant, onEnd: @escaping @Sendable (GenAICall, Duration) -> Void) {
        self.body = response.body
        self.iterator = response.body.makeAsyncIterator()
        self.call = call
        self.start = start
        self.onEnd = onEnd
    }

    /// The body the caller reads.
    static func body(of response: HTTPResponse, call: GenAICall, start: ContinuousClock.Instant, onEnd: @escaping @Sendable (GenAICall, Duration) -> Void) -> HTTPResponseBody {
        let observed = ObservedBody(response, call: call, start: start, onEnd: onEnd)
        let stream = AsyncThrowingStream<Data, any Error> { try await observed.next() }
        return HTTPResponseBody(
            stream,
            onCancel: { [weak observed] in observed?.cancel() },
            onFinish: { [weak observed] error in observed?.finish(error) })
    }

    func next() async throws -> Data? {
        do {
            guard let chunk = try await iterator.next() else {
                scan(Data("\n\n".utf8))
                end(nil)
                return nil
            }
            lock.withLock {
                if call.timeToFirstEvent == nil { call.timeToFirstEvent = ContinuousClock.now - start }
            }
            scan(chunk)
            return chunk
        } catch {
            end(error)
            throw error
        }
    }

    /// The reader is done: the stream ended as the API says (`error == nil`), or failed.
    func finish(_ error: (any Error)?) {
        end(error)
        body.finish(error)
    }

    func cancel() {
        end(CancellationError())
        body.cancel()
    }

    /// Splits the bytes into lines and hands each complete event's `data` to the call.
    private func scan(_ chunk: Data) {
        for byte in chunk {
            guard byte == UInt8(ascii: "\n") else {
                line.append(byte)
                continue
            }
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            if line.isEmpty {
                if !event.isEmpty, event != Data("[DONE]".utf8) {
                    let data = event
                    lock.withLock { call.read(event: data) }
                }
                event.removeAll(keepingCapacity: true)
            } else if line.starts(with: Array("data:".utf8)) {
                var payload = line.dropFirst(5)
                if payload.first == UInt8(ascii: " ") { payload = payload.dropFirst() }
                if !event.isEmpty { event.append(UInt8(ascii: "\n")) }
                event.append(contentsOf: payload)
            }
            line.removeAll(keepingCapacity: true)
        }
    }

    /// Reports the call once, with `error` (nil: a success).
    private func end(_ error: (any Error)?) {
        let ending: GenAICall? = lock.withLock {
            guard !ended else { return nil }
            ended = true
            if let error { call.read(error: error) }
            return call
        }
        if let ending { onEnd(ending, ContinuousClock.now - start) }
    }

    deinit {
        // The reader left before the end: the stream was cancelled.
        end(CancellationError())
    }
}
#endif
