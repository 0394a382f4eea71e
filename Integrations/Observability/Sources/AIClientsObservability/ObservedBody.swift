// Built only with the Observability trait (or in Integrations/Observability), when swift-log,
// swift-metrics and swift-distributed-tracing are in the graph: otherwise an empty module.
#if canImport(Logging) && canImport(Metrics) && canImport(Tracing)
import AIClientRuntime
import Foundation

/// A streamed body read through: each chunk goes on to the caller as it arrives (pulled, so
/// nothing is buffered ahead of the caller), its server-sent events are read for what they say
/// about the call (``GenAICall/read(event:)``), and `onEnd` runs once when the stream ends, fails,
/// or its reader goes away (``GenAICall/errorType`` `cancelled`).
final class ObservedBody: @unchecked Sendable {
    private var iterator: HTTPResponseBody.Iterator
    private let body: HTTPResponseBody
    private let start: ContinuousClock.Instant
    private let onEnd: @Sendable (GenAICall, Duration) -> Void
    // Touched only by the one reader of the stream (the iterator's `next`), and by `deinit`.
    private var call: GenAICall
    private var line: [UInt8] = []
    private var event = Data()
    private var ended = false

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
        return HTTPResponseBody(stream, onCancel: { observed.body.cancel() })
    }

    func next() async throws -> Data? {
        do {
            guard let chunk = try await iterator.next() else {
                scan(Data("\n\n".utf8))
                end(nil)
                return nil
            }
            if call.timeToFirstEvent == nil { call.timeToFirstEvent = ContinuousClock.now - start }
            scan(chunk)
            return chunk
        } catch {
            end(error)
            throw error
        }
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
                if !event.isEmpty, event != Data("[DONE]".utf8) { call.read(event: event) }
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

    private func end(_ error: (any Error)?) {
        guard !ended else { return }
        ended = true
        if let error { call.read(error: error) }
        onEnd(call, ContinuousClock.now - start)
    }

    deinit {
        // The reader left before the end: the stream was cancelled.
        if !ended {
            call.errorType = "cancelled"
            onEnd(call, ContinuousClock.now - start)
        }
    }
}
#endif
