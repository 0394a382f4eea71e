import Foundation

/// Sends one HTTP request and returns the response head with a streaming body.
///
/// The one seam between the generated clients and the network. The default is
/// `URLSessionTransport`; plug in your own (a proxy, a recorder, an AsyncHTTPClient adapter)
/// by conforming to this protocol. Cancelling the calling task must cancel the request.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse

    /// Where the client writes a streamed request body once (``HTTPRequestBody/file(_:length:)``)
    /// so that every attempt and redirect sends the same bytes. The system's temporary
    /// directory unless the transport says otherwise (``URLSessionTransport`` uses its
    /// configuration's; a wrapper, its base's).
    var temporaryDirectory: URL { get }
}

extension HTTPTransport {
    public var temporaryDirectory: URL { FileManager.default.temporaryDirectory }
}

/// An HTTP request as the transport sends it.
public struct HTTPRequest: Sendable, CustomStringConvertible {
    public var method: String
    public var url: URL
    public var headers: HTTPHeaders
    public var body: HTTPRequestBody?
    /// Idle timeout in seconds: the longest wait for the response head or for the next bytes
    /// of the body (nil: the transport's default).
    public var timeout: TimeInterval?
    /// Total timeout in seconds: the longest time this attempt may take, from sending to the
    /// last byte of the body (nil: no limit besides the transport's own).
    public var totalTimeout: TimeInterval?
    public init(
        method: String, url: URL, headers: HTTPHeaders = [:], body: HTTPRequestBody? = nil,
        timeout: TimeInterval? = nil, totalTimeout: TimeInterval? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.totalTimeout = totalTimeout
    }

    /// Method and URL only (secrets in the URL masked): headers may carry credentials and
    /// bodies may be large.
    public var description: String { "\(method) \(SecretRedaction.redact(url))" }
}

/// What a request sends as its body. Every transport reads it the same way: ``chunks()`` and
/// ``length``, or by case when it can do better (an upload straight from a file).
///
/// What a transport gets from ``APIClientCore`` can always be sent again: `data`, or a `file`
/// the client wrote once from a `stream` (and deletes when the call ends).
public enum HTTPRequestBody: Sendable {
    /// Bytes held in memory (JSON, small text, raw bodies).
    case data(Data)
    /// A body produced piece by piece and never held whole in memory (multipart uploads of
    /// large files). `length` is sent as `Content-Length` when known.
    case stream(length: Int64?, makeChunks: @Sendable () -> AsyncThrowingStream<Data, any Error>)
    /// The first `length` bytes of a file, read from its start by every attempt: a streamed
    /// body the client has spooled, or an upload of your own. The file is not deleted by the
    /// transport.
    case file(URL, length: Int64)

    /// The body's size in bytes, when known before it is read.
    public var length: Int64? {
        switch self {
        case .data(let data): Int64(data.count)
        case .stream(let length, _): length
        case .file(_, let length): length
        }
    }

    /// The body's bytes, chunk by chunk, from the start: a new sequence on every call.
    public func chunks() -> AsyncThrowingStream<Data, any Error> {
        switch self {
        case .data(let data):
            AsyncThrowingStream { continuation in
                if !data.isEmpty { continuation.yield(data) }
                continuation.finish()
            }
        case .stream(_, let makeChunks):
            makeChunks()
        case .file(let url, let length):
            RequestBodySpool.chunks(of: url, length: length)
        }
    }
}

/// A response head and its body, which arrives as a stream of chunks.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: HTTPResponseBody

    public init(status: Int, headers: HTTPHeaders, body: HTTPResponseBody) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// The body of a response as an async sequence of byte chunks, in arrival order.
///
/// A streamed body is read by one loop, and its connection ends as soon as that loop stops:
/// when the loop is left (`break`, `return`, a thrown error: its iterator is dropped), when the
/// reading task is cancelled, or when ``cancel()`` is called, even while copies of the body
/// are still in scope. A second loop over the same streamed body throws
/// ``AIClientError/Kind/invalidRequest``. A body made from `Data` can be read any number of times.
public struct HTTPResponseBody: AsyncSequence, Sendable {
    public typealias Element = Data

    private let source: Source

    /// A body read from `stream`.
    ///
    /// The first iterator takes the stream over: it is then the stream's only owner, so
    /// dropping that iterator releases the stream, which runs its `onTermination` handler (or
    /// frees what its unfolding closure holds) and so stops the transfer. `onCancel` stops the
    /// transfer at once on ``cancel()``, waking a reader that waits for the next chunk; without
    /// it, ``cancel()`` releases the stream when nobody reads it yet, and otherwise ends the
    /// reading loop when its next chunk arrives.
    ///
    /// `onFinish` runs once when the body's reader calls ``finish(_:)``: a body that wraps
    /// another (a middleware's) learns there whether its reader got the whole content.
    public init(
        _ stream: AsyncThrowingStream<Data, any Error>, onCancel: (@Sendable () -> Void)? = nil,
        onFinish: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        self.source = Source(stream: stream, onCancel: onCancel, onFinish: onFinish)
    }

    /// A body that is already complete.
    public init(_ data: Data) {
        self.source = Source(data: data)
    }

    public func makeAsyncIterator() -> Iterator {
        source.makeIterator()
    }

    /// Ends the body and stops its transfer (closing the connection it streams from): a reader
    /// waiting for the next chunk, and every later read, throws `CancellationError`. Safe to
    /// call from any task, more than once, and after the body ended (then it does nothing to
    /// what was read).
    public func cancel() {
        source.cancel()
    }

    /// Tells the body that its reader is done with it before its last byte: the content the
    /// reader parses ended (an event stream's terminator, `error == nil`), or failed with
    /// `error`, the error the reader throws. The reader then drops its iterator, which stops
    /// the transfer; `onFinish` tells a body that wraps this one (an observing middleware) that
    /// the stream ended as its reader wanted, not that it was left early.
    ///
    /// Called by the body's one reader. Only the first call counts, and none after
    /// ``cancel()``.
    public func finish(_ error: (any Error)? = nil) {
        source.finish(error)
    }

    /// Reads the body's chunks; the only owner of a streamed body's stream (see ``HTTPResponseBody``).
    public struct Iterator: AsyncIteratorProtocol {
        private var base: AsyncThrowingStream<Data, any Error>.AsyncIterator?
        private var failure: (any Error)?
        private let source: Source

        fileprivate init(base: AsyncThrowingStream<Data, any Error>.AsyncIterator?, failure: (any Error)?, source: Source) {
            self.base = base
            self.failure = failure
            self.source = source
        }

        public mutating func next() async throws -> Data? {
            guard try ready() else { return nil }
            do {
                return try ended(await base?.next())
            } catch {
                base = nil
                throw error
            }
        }

        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Data? {
            // Stays on the caller's executor, as the stream's own iterator does.
            guard try ready() else { return nil }
            do {
                return try ended(await base?.next(isolation: actor))
            } catch {
                base = nil
                throw error
            }
        }

        /// False once the body ended; throws a cancellation or a misuse once.
        private mutating func ready() throws -> Bool {
            if let failure {
                self.failure = nil
                throw failure
            }
            guard base != nil else { return false }
            if source.isCancelled {
                base = nil
                throw CancellationError()
            }
            return true
        }

        /// Releases the stream at its end (its transfer is over), and turns a chunk that
        /// arrived after ``HTTPResponseBody/cancel()`` into the cancellation.
        private mutating func ended(_ chunk: Data?) throws -> Data? {
            guard let chunk else {
                base = nil
                return nil
            }
            if source.isCancelled {
                base = nil
                throw CancellationError()
            }
            return chunk
        }
    }

    /// What the copies of a body share: the stream until an iterator takes it, and whether the
    /// body was cancelled.
    fileprivate final class Source: @unchecked Sendable {
        private let lock = NSLock()
        private let data: Data?
        // Guarded by `lock`.
        private var stream: AsyncThrowingStream<Data, any Error>?
        private var taken = false
        private var cancelled = false
        private var onCancel: (@Sendable () -> Void)?
        private var onFinish: (@Sendable ((any Error)?) -> Void)?

        init(stream: AsyncThrowingStream<Data, any Error>, onCancel: (@Sendable () -> Void)?, onFinish: (@Sendable ((any Error)?) -> Void)?) {
            self.data = nil
            self.stream = stream
            self.onCancel = onCancel
            self.onFinish = onFinish
        }

        init(data: Data) {
            self.data = data
        }

        var isCancelled: Bool { lock.withLock { cancelled } }

        /// The data of a body made complete, unless it was cancelled.
        var completeData: Data? {
            guard let data else { return nil }
            return isCancelled ? nil : data
        }

        func makeIterator() -> Iterator {
            lock.lock()
            if cancelled {
                lock.unlock()
                return Iterator(base: nil, failure: CancellationError(), source: self)
            }
            if let data {
                lock.unlock()
                let stream = AsyncThrowingStream<Data, any Error> { continuation in
                    if !data.isEmpty { continuation.yield(data) }
                    continuation.finish()
                }
                return Iterator(base: stream.makeAsyncIterator(), failure: nil, source: self)
            }
            guard let stream, !taken else {
                lock.unlock()
                return Iterator(base: nil, failure: AIClientError.invalidRequest(
                    "a streamed response body (or an event stream over it) can be iterated only once, and leaving the loop that reads it closes its connection: read it in one loop, or keep one iterator to read it in parts"),
                    source: self)
            }
            // Only the iterator keeps the stream from here on: when it goes, so does the transfer.
            self.stream = nil
            taken = true
            lock.unlock()
            return Iterator(base: stream.makeAsyncIterator(), failure: nil, source: self)
        }

        func cancel() {
            lock.lock()
            guard !cancelled else { return lock.unlock() }
            cancelled = true
            // Released after the lock: when no iterator took it, this was the last reference,
            // and releasing it stops the transfer.
            let stream = self.stream
            self.stream = nil
            let onCancel = self.onCancel
            self.onCancel = nil
            onFinish = nil
            lock.unlock()
            withExtendedLifetime(stream) {}
            onCancel?()
        }

        func finish(_ error: (any Error)?) {
            lock.lock()
            let onFinish = self.onFinish
            self.onFinish = nil
            lock.unlock()
            onFinish?(error)
        }
    }

    /// Reads the whole body, failing once more than `limit` bytes arrived, so a runaway
    /// response cannot exhaust memory.
    public func collect(upTo limit: Int) async throws -> Data {
        // A body that is already complete (read whole earlier on the request path) is its data.
        if let data = source.completeData {
            guard data.count <= limit else { throw HTTPBodyTooLargeError(limit: limit) }
            return data
        }
        var collected = Data()
        for try await chunk in self {
            guard collected.count + chunk.count <= limit else {
                throw HTTPBodyTooLargeError(limit: limit)
            }
            // A body of one chunk (most JSON replies) is that chunk, not a copy of it.
            if collected.isEmpty { collected = chunk } else { collected.append(chunk) }
        }
        return collected
    }
}

/// Thrown by `HTTPResponseBody.collect(upTo:)` when a body exceeds its limit.
public struct HTTPBodyTooLargeError: Error, Sendable, CustomStringConvertible {
    public var limit: Int
    public var description: String { "the response body is larger than the limit of \(limit) bytes" }
}
