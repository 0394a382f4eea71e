import Foundation

/// Gives back the HTTP response of any call — status, headers, request id, rate limits —
/// without a second variant of every method:
///
/// ```swift
/// let (page, response) = try await HTTPResponseInfo.capture {
///     try await client.files.list()
/// }
/// print(response?.requestID ?? "", response?.rateLimits.requests?.remaining ?? 0)
/// ```
///
/// Scoped to the task (a task-local), so concurrent calls elsewhere never mix in. When the
/// closure makes several calls, `response` is the last one's; `captureAll` gives every one.
extension HTTPResponseInfo {
    public static func capture<Value>(
        _ body: () async throws -> Value, isolation: isolated (any Actor)? = #isolation
    ) async rethrows -> (value: Value, response: HTTPResponseInfo?) {
        let (value, responses) = try await captureAll(body)
        return (value, responses.last)
    }

    /// Every response the calls in `body` received, in order (retried attempts included).
    public static func captureAll<Value>(
        _ body: () async throws -> Value, isolation: isolated (any Actor)? = #isolation
    ) async rethrows -> (value: Value, responses: [HTTPResponseInfo]) {
        let recorder = ResponseCapture.Recorder()
        let value = try await ResponseCapture.$recorder.withValue(recorder) {
            try await body()
        }
        return (value, recorder.responses)
    }
}

enum ResponseCapture {
    @TaskLocal static var recorder: Recorder?

    static func record(_ info: HTTPResponseInfo) {
        recorder?.append(info)
    }

    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [HTTPResponseInfo] = []

        func append(_ info: HTTPResponseInfo) {
            lock.lock()
            storage.append(info)
            lock.unlock()
        }

        var responses: [HTTPResponseInfo] {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
    }
}
