// Built only with the AsyncHTTPClientTransport trait (or in Integrations/AsyncHTTPClient), when
// async-http-client is in the graph: otherwise this product is an empty module.
#if canImport(AsyncHTTPClient)
import AIClientRuntime
import AsyncHTTPClient
import Foundation
import NIOCore

/// An ``HTTPTransport`` on swift-server/async-http-client, for server apps (Vapor, Hummingbird)
/// that run on SwiftNIO and want the clients to share their event loops and connection pool.
///
/// It behaves like `URLSessionTransport` towards the runtime:
/// - `send` returns when the response head arrives; the body streams chunk by chunk, and at
///   most ``Configuration/responseMemoryLimit`` bytes wait for a slow reader (the connection
///   is read no faster than the body is consumed).
/// - It never re-sends a request and never follows a redirect: retries are the client's
///   `RetryPolicy`'s alone, and `APIClientCore` follows redirects (re-sending 307/308 bodies
///   and dropping credentials on other origins). A 3xx comes back as a response.
/// - Timeouts throw ``AIClientError/Kind/timeout``; a connection that fails before the head
///   throws ``AIClientError/Kind/transport``, after it the body ends with
///   ``AIClientError/Kind/streamInterrupted``; cancelling the calling task (or the task that
///   reads the body, or dropping the body) cancels the request and closes its connection.
/// - Streamed bodies (multipart uploads) are sent as they are produced, with `Content-Length`
///   when known; the runtime makes them replayable from a file for retries and redirects.
///
/// Nothing is logged; requests and errors describe themselves without credentials.
public final class AsyncHTTPClientTransport: HTTPTransport {
    /// Timeouts and buffering.
    public struct Configuration: Sendable {
        /// Seconds to wait for the head or the next body bytes before failing with
        /// ``AIClientError/Kind/timeout``, when ``HTTPRequest/timeout`` does not say.
        public var timeout: TimeInterval
        /// Seconds one request may take in total, streaming included, when
        /// ``HTTPRequest/totalTimeout`` does not say (nil: no limit).
        public var totalTimeout: TimeInterval?
        /// Response body bytes held in memory per request while the reader is slower than the
        /// connection.
        public var responseMemoryLimit: Int

        public init(timeout: TimeInterval = 600, totalTimeout: TimeInterval? = nil, responseMemoryLimit: Int = 1 << 20) {
            self.timeout = timeout
            self.totalTimeout = totalTimeout
            self.responseMemoryLimit = responseMemoryLimit
        }
    }

    /// A transport on ``defaultHTTPClient``, shared by the clients that are given it.
    public static let shared = AsyncHTTPClientTransport()

    /// The HTTP client every request goes through.
    public let httpClient: HTTPClient
    public let configuration: Configuration

    /// A transport on a caller's `HTTPClient` (and so on its event loop group and pool).
    ///
    /// Create that client with ``recommendedHTTPClientConfiguration()`` or at least with
    /// `redirectConfiguration: .disallow`: an `HTTPClient` that follows redirects would do so
    /// before the runtime sees them, keeping headers such as `api-key` on another origin. A
    /// redirect it followed makes the call fail with ``AIClientError/Kind/invalidRequest``.
    /// The caller owns the client and shuts it down.
    public init(httpClient: HTTPClient, configuration: Configuration = Configuration()) {
        self.httpClient = httpClient
        self.configuration = configuration
    }

    /// A transport on ``defaultHTTPClient`` (NIO's singleton event loop group).
    public convenience init(configuration: Configuration = Configuration()) {
        self.init(httpClient: Self.defaultHTTPClient, configuration: configuration)
    }

    /// A client on NIO's singleton event loop group with ``recommendedHTTPClientConfiguration()``.
    /// It lives as long as the process and is never shut down.
    public static let defaultHTTPClient = HTTPClient(
        eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: recommendedHTTPClientConfiguration())

    /// The `HTTPClient` configuration this transport expects: no redirects (the runtime
    /// follows them), no read timeout of its own (the transport keeps exact per-request
    /// timeouts), no compression negotiated, and a refused connection fails at once instead of
    /// being retried until the connect timeout (the runtime's retry policy decides).
    public static func recommendedHTTPClientConfiguration() -> HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(connect: .seconds(10)),
            decompression: .disabled)
        configuration.connectionPool.retryConnectionEstablishment = false
        return configuration
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw AIClientError.invalidRequest("only http and https URLs can be sent, not \(request.description)")
        }
        let attempt = AsyncHTTPClientAttempt(
            request: request, client: httpClient,
            idle: request.timeout ?? configuration.timeout,
            total: request.totalTimeout ?? configuration.totalTimeout,
            memoryLimit: configuration.responseMemoryLimit)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                attempt.start(continuation)
            }
        } onCancel: {
            attempt.cancelBeforeHead()
        }
    }
}
#endif
