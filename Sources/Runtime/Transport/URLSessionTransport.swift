import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default ``HTTPTransport``: Foundation's URLSession (FoundationNetworking on Linux),
/// with response bodies streamed chunk by chunk.
///
/// - `send` returns as soon as the response head arrives; the body's chunks are delivered as
///   they arrive, through a data delegate (`URLSession.bytes(for:)` does not exist on Linux).
/// - Memory per response is bounded by ``Configuration/responseMemoryLimit`` however slowly
///   the body is read: Apple platforms suspend the task (TCP flow control slows the server),
///   Linux spills the excess to a temporary file (see ``ResponseBodyBuffer``), of at most
///   ``Configuration/responseSpillLimit`` bytes.
/// - Cancelling the task that awaits `send` or reads the body, leaving the loop that reads it,
///   or ``HTTPResponseBody/cancel()``, cancels the URLSession task and closes the connection. `send` then throws `CancellationError`;
///   a body being read throws it too, or simply ends, as `AsyncThrowingStream` does once its
///   task is cancelled, so check `Task.isCancelled` before trusting a body that ended.
/// - A connection lost mid-body ends the body with an ``AIClientError/Kind/streamInterrupted``
///   error after every chunk received before it.
/// - ``HTTPRequestBody/file(_:length:)`` bodies are uploaded from their file, and
///   ``HTTPRequestBody/stream(length:makeChunks:)`` bodies are first written to a temporary
///   file, which keeps memory flat on Linux and Apple platforms (see ``RequestBodySpool``).
///
/// One URLSession per transport; it is invalidated (after its running tasks finish) when the
/// transport is released. Share one transport between clients to share connections.
public final class URLSessionTransport: HTTPTransport {
    /// Timeouts and buffering.
    public struct Configuration: Sendable {
        /// Seconds to wait for the next bytes (head or body chunk) before failing with
        /// ``AIClientError/Kind/timeout``; a stream that keeps delivering is never cut by it.
        /// ``HTTPRequest/timeout`` overrides it per request. Exact below one second too.
        public var timeout: TimeInterval
        /// Seconds one request may take in total, streaming included, when
        /// ``HTTPRequest/totalTimeout`` does not say.
        public var resourceTimeout: TimeInterval
        /// Response body bytes held in memory per request before the overflow policy applies.
        public var responseMemoryLimit: Int
        /// Where streamed request bodies and overflowing response bodies are written.
        public var temporaryDirectory: URL
        /// Linux only: response body bytes that may wait on disk, beyond
        /// ``responseMemoryLimit``, for a reader slower than the network (nil: no limit). One
        /// GiB by default. A body that gets further ahead of its reader ends, after every byte
        /// that waited was read, with ``AIClientError/Kind/responseTooLarge`` whose `sizeLimit`
        /// is this limit, and its connection is closed. Raise it for a large download read
        /// slower than it arrives (into a slow sink); Apple platforms pause the transfer
        /// instead and never spill.
        public var responseSpillLimit: Int?

        public init(
            timeout: TimeInterval = 600,
            resourceTimeout: TimeInterval = 7 * 24 * 3600,
            responseMemoryLimit: Int = 1 << 20,
            temporaryDirectory: URL = FileManager.default.temporaryDirectory,
            responseSpillLimit: Int? = 1 << 30
        ) {
            self.timeout = timeout
            self.resourceTimeout = resourceTimeout
            self.responseMemoryLimit = responseMemoryLimit
            self.temporaryDirectory = temporaryDirectory
            self.responseSpillLimit = responseSpillLimit
        }
    }

    /// A transport with the default configuration, shared by every client that is not given
    /// one, so they share connections.
    public static let shared = URLSessionTransport()

    public let configuration: Configuration
    private let session: URLSession

    /// The configuration's: where the client spools a streamed upload, and this transport
    /// spills large responses.
    public var temporaryDirectory: URL { configuration.temporaryDirectory }
    private let delegate: URLSessionTransportDelegate

    /// A transport with its own URLSession built from `sessionConfiguration` (copied; caching
    /// and cookies are turned off, since API responses must never be served from a cache).
    public init(configuration: Configuration = Configuration(), sessionConfiguration: URLSessionConfiguration = .default) {
        self.configuration = configuration
        let sessionConfiguration = sessionConfiguration.copy() as? URLSessionConfiguration ?? .default
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.httpShouldSetCookies = false
        sessionConfiguration.httpCookieAcceptPolicy = .never
        sessionConfiguration.timeoutIntervalForRequest = Self.effectiveTimeout(configuration.timeout)
        sessionConfiguration.timeoutIntervalForResource = configuration.resourceTimeout
        let delegate = URLSessionTransportDelegate()
        // A serial delegate queue keeps body chunks in order.
        #if canImport(FoundationNetworking)
        // At most 512 KiB of 16 KiB chunks in flight between libcurl and the delegate. The
        // chunks are allocated on whichever Dispatch thread runs libcurl's work queue, so each
        // of glibc's malloc arenas those threads use keeps what was in flight there once freed
        // (measured with 256 slots: 4 MiB of freed 16 KiB chunks per arena, 20 MiB in all
        // while a batch job's results downloaded).
        let queue: OperationQueue = ThrottledDelegateQueue(limit: 32)
        #else
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        #endif
        queue.name = "AIClientRuntime.URLSessionTransport"
        self.delegate = delegate
        self.session = URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: queue)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// swift-corelibs-foundation truncates the timeout to whole seconds (0.5 s would become
    /// "time out at once"), so its own timeout is only a backstop a second after ours
    /// (``AttemptTimer``), which keeps the exact value.
    static func effectiveTimeout(_ seconds: TimeInterval) -> TimeInterval {
        #if canImport(Darwin)
        return seconds
        #else
        return max(1, seconds.rounded(.up)) + 1
        #endif
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw AIClientError.invalidRequest("only http and https URLs can be sent, not \(request.url.redactedForDisplay)")
        }
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.timeoutInterval = Self.effectiveTimeout(request.timeout ?? configuration.timeout)
        urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
        for field in request.headers {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }

        let task: URLSessionTask
        var uploadFile: URL?
        switch request.body {
        case nil:
            task = session.dataTask(with: urlRequest)
        case .data(let data)?:
            urlRequest.httpBody = data
            task = session.dataTask(with: urlRequest)
        case .file(let file, let length)?:
            // The caller's file (the client's spool, deleted by the client after the last attempt).
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.int64Value
            if size == length {
                task = session.uploadTask(with: urlRequest, fromFile: file)
            } else {
                // Only a prefix of the file is the body: send a copy of that prefix.
                let copy = try await RequestBodySpool.write(
                    RequestBodySpool.chunks(of: file, length: length), expectedLength: length, directory: configuration.temporaryDirectory)
                uploadFile = copy
                task = session.uploadTask(with: urlRequest, fromFile: copy)
            }
        case .stream(let length, let makeChunks)?:
            let file = try await RequestBodySpool.write(
                makeChunks(), expectedLength: length, directory: configuration.temporaryDirectory)
            uploadFile = file
            task = session.uploadTask(with: urlRequest, fromFile: file)
        }

        let context = URLSessionTaskContext(
            task: task, url: request.url, memoryLimit: configuration.responseMemoryLimit,
            spillDirectory: configuration.temporaryDirectory, spillLimit: configuration.responseSpillLimit,
            cleanup: { [uploadFile] in
                if let uploadFile { try? FileManager.default.removeItem(at: uploadFile) }
            })
        #if canImport(Darwin)
        // URLSession keeps exact idle timeouts there, and pauses a task whose reader is slow.
        context.watch(idle: nil, total: request.totalTimeout)
        #else
        context.watch(idle: request.timeout ?? configuration.timeout, total: request.totalTimeout)
        #endif
        delegate.register(context, for: task)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                context.start(continuation)
            }
        } onCancel: {
            context.cancelBeforeHead()
        }
    }
}
