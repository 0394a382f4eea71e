import Foundation

/// The one error the runtime and the generated clients throw (besides `CancellationError`
/// when the calling task is cancelled).
///
/// A struct over a private code, so that a new kind of failure never breaks a `switch` in
/// your code: match on ``kind`` instead.
///
/// ```swift
/// do {
///     _ = try await client.models.retrieve(model: "gpt-4o")
/// } catch let error as AIClientError where error.kind == .http {
///     print(error.status ?? 0, error.providerError?.message ?? "", error.requestID ?? "")
/// }
/// ```
///
/// `description` never contains credentials: no request headers are kept, and secret-looking
/// query parameters of URLs are redacted. Every text an error keeps (body snippets, the
/// provider's message, response header values, URLs, underlying errors) is masked when the
/// error is made, while the client's and the call's credentials are registered, so an error
/// printed after its client went shows none either (see ``SecretRedaction``).
public struct AIClientError: Error, Sendable {
    /// What went wrong, as an open set of values to compare with `==` or to `switch` over.
    ///
    /// The set is open by design: a later release may add a kind (as `responseTooLarge` and
    /// `unexpectedContentType` were added) without breaking your code, so a `switch` needs a
    /// `default:` (without one, Swift says "switch must be exhaustive"):
    ///
    /// ```swift
    /// switch error.kind {
    /// case .http where error.status == 429: print("rate limited; retry after", error.retryAfter ?? 1, "s")
    /// case .transport, .timeout: print("network:", error.message ?? "")
    /// default: print(error.message ?? "")   // every other kind, and the ones to come
    /// }
    /// ```
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The server answered with a non-2xx status.
        public static let http = Kind("http")
        /// The request never got a complete response head (connection refused, DNS, TLS, …).
        public static let transport = Kind("transport")
        /// The request or the wait for its next bytes took longer than the timeout.
        public static let timeout = Kind("timeout")
        /// A response body did not decode into the expected type.
        public static let decoding = Kind("decoding")
        /// A response body (often a stream of events) ended early, after its head arrived.
        public static let streamInterrupted = Kind("streamInterrupted")
        /// The request was rejected before anything was sent (an empty path parameter, …).
        public static let invalidRequest = Kind("invalidRequest")
        /// The server reported an error inside an event stream that had started well
        /// (Anthropic's `event: error`, e.g. `overloaded_error`; OpenAI's `error` events).
        public static let streamError = Kind("streamError")
        /// An event stream ended without what was needed to assemble its result (a
        /// `message_start`, any chunk at all, …), so an accumulator cannot build it.
        public static let incompleteStream = Kind("incompleteStream")
        /// A response (or one event of a stream) is larger than the configured limit
        /// (``APIClientCore/maxResponseBytes``, `SSEParser.maximumEventSize`); detected from
        /// `Content-Length` before anything is buffered, or while buffering.
        public static let responseTooLarge = Kind("responseTooLarge")
        /// A successful response whose content type is not what the call reads: a streaming
        /// call answered with JSON, HTML or nothing instead of `text/event-stream`. The error
        /// carries the status, headers and the start of the body.
        public static let unexpectedContentType = Kind("unexpectedContentType")
        /// A WebSocket server answered the opening handshake with something other than
        /// `101 Switching Protocols`: ``status``, ``responseInfo`` and, when the WebSocket
        /// client kept it, the body (``providerError``, ``bodySnippet``).
        public static let handshakeRefused = Kind("handshakeRefused")
        /// The server closed a WebSocket connection with a code other than 1000, or the
        /// connection dropped (1006): ``closeCode`` and ``closeReason``.
        public static let connectionClosed = Kind("connectionClosed")
        /// A WebSocket peer broke the protocol (an unmasked or malformed frame, text that is not
        /// UTF-8, a message that is not JSON where events are expected).
        public static let protocolViolation = Kind("protocolViolation")
        /// A message sent while a WebSocket connection was reconnecting did not fit the send
        /// queue (``sizeLimit`` bytes); it was not queued.
        public static let queueFull = Kind("queueFull")
        /// No WebSocket client on this platform: on Linux, add the `AIClientsAsyncHTTPClient`
        /// product (trait `AsyncHTTPClientTransport`) and set `NIOWebSocketTransport`.
        public static let webSocketUnavailable = Kind("webSocketUnavailable")

        public var description: String { name }
    }

    enum Code: Sendable {
        case http(HTTPFailure)
        case transport(underlying: any Error, url: URL?)
        case timeout(underlying: (any Error)?, url: URL?)
        case decoding(DecodingFailure)
        case streamInterrupted(StreamInterruption)
        case invalidRequest(message: String)
        case streamError(ProviderError, eventsReceived: Int, url: URL?)
        case incompleteStream(message: String, eventsReceived: Int)
        case responseTooLarge(limit: Int, declaredLength: Int64?, eventsReceived: Int?, underlying: (any Error)?, url: URL?)
        case unexpectedContentType(HTTPFailure, expected: String)
        case handshakeRefused(HTTPFailure)
        case connectionClosed(code: Int, reason: String, url: URL?)
        case protocolViolation(message: String)
        case queueFull(limit: Int)
        case webSocketUnavailable(message: String)
    }

    struct HTTPFailure: Sendable {
        var info: HTTPResponseInfo
        /// With every registered secret masked.
        var providerError: ProviderError?
        /// Masked before it was cut (see `SecretRedaction.snippet(of:limit:dataIsPartial:)`).
        var bodySnippet: String
        /// Bytes of the body that arrived (the body may be longer when `bodyIsPartial`).
        var bodyLength: Int
        var bodyIsPartial: Bool
        var url: URL?
    }

    struct DecodingFailure: Sendable {
        var typeName: String?
        var context: String?
        var codingPath: String
        var detail: String
        /// Masked before it was cut.
        var payloadSnippet: String
        var payloadLength: Int
        var underlying: any Error
    }

    struct StreamInterruption: Sendable {
        var bytesReceived: Int64
        var eventsReceived: Int?
        var underlying: (any Error)?
        var url: URL?
    }

    let code: Code

    init(_ code: Code) { self.code = code }

    /// What went wrong.
    public var kind: Kind {
        switch code {
        case .http: .http
        case .transport: .transport
        case .timeout: .timeout
        case .decoding: .decoding
        case .streamInterrupted: .streamInterrupted
        case .invalidRequest: .invalidRequest
        case .streamError: .streamError
        case .incompleteStream: .incompleteStream
        case .responseTooLarge: .responseTooLarge
        case .unexpectedContentType: .unexpectedContentType
        case .handshakeRefused: .handshakeRefused
        case .connectionClosed: .connectionClosed
        case .protocolViolation: .protocolViolation
        case .queueFull: .queueFull
        case .webSocketUnavailable: .webSocketUnavailable
        }
    }

    /// How many bytes of a response body are kept for ``bodySnippet`` and ``payloadSnippet``.
    public static let snippetLimit = 1024
}

// MARK: - Making errors

extension AIClientError {
    /// An HTTP error from a response head and (the start of) its body.
    ///
    /// `bodyIsPartial` says that `body` is only the start of the body (read up to a limit).
    public static func http(_ info: HTTPResponseInfo, body: Data, bodyIsPartial: Bool = false, url: URL? = nil) -> AIClientError {
        AIClientError(.http(HTTPFailure(info: info, body: body, bodyIsPartial: bodyIsPartial, url: url)))
    }

    /// A failure to get a response. A `URLError.timedOut` becomes ``Kind/timeout``.
    public static func transport(_ underlying: any Error, url: URL?) -> AIClientError {
        if let urlError = underlying as? URLError, urlError.code == .timedOut {
            return AIClientError(.timeout(underlying: SecretRedaction.sanitized(underlying), url: masked(url)))
        }
        return AIClientError(.transport(underlying: SecretRedaction.sanitized(underlying), url: masked(url)))
    }

    /// A timeout, with the error that reported it if any.
    public static func timeout(url: URL?, underlying: (any Error)? = nil) -> AIClientError {
        AIClientError(.timeout(underlying: underlying.map(SecretRedaction.sanitized), url: masked(url)))
    }

    /// `url` with its credentials masked, for an error to keep.
    private static func masked(_ url: URL?) -> URL? {
        url.map(SecretRedaction.redactedURL)
    }

    /// A decoding failure; reads the coding path out of a `DecodingError`. `context` says which
    /// part of a response failed (`JSON line 3`, `event 12`) when it is not the whole body.
    public static func decoding(_ underlying: any Error, payload: Data, type: Any.Type? = nil, context: String? = nil) -> AIClientError {
        // Masked now, while the call's own credentials are registered: when the error is read
        // the call may be over and its per-call token no longer known as a secret.
        let (path, detail) = DecodingErrorFormatter.describe(underlying)
        return AIClientError(.decoding(DecodingFailure(
            typeName: type.map { String(describing: $0) }, context: context.map(SecretRedaction.redact),
            codingPath: SecretRedaction.redact(path), detail: SecretRedaction.redact(detail),
            payloadSnippet: SecretRedaction.snippet(of: payload, limit: snippetLimit), payloadLength: payload.count,
            underlying: SecretRedaction.sanitized(underlying))))
    }

    /// A body that ended early: `bytesReceived` (and `eventsReceived` for event streams) tell
    /// how much had been delivered before.
    public static func streamInterrupted(
        bytesReceived: Int64, eventsReceived: Int? = nil, underlying: (any Error)? = nil, url: URL? = nil
    ) -> AIClientError {
        AIClientError(.streamInterrupted(StreamInterruption(
            bytesReceived: bytesReceived, eventsReceived: eventsReceived, underlying: underlying.map(SecretRedaction.sanitized),
            url: masked(url))))
    }

    /// An error the server sent as an event of a stream, after `eventsReceived` events.
    public static func streamError(_ error: ProviderError, eventsReceived: Int, url: URL? = nil) -> AIClientError {
        AIClientError(.streamError(SecretRedaction.redacted(error), eventsReceived: eventsReceived, url: masked(url)))
    }

    /// A stream that ended after `eventsReceived` events without the piece that `message`
    /// names (`no message_start event`), so its result cannot be assembled.
    public static func incompleteStream(_ message: String, eventsReceived: Int) -> AIClientError {
        AIClientError(.incompleteStream(message: message, eventsReceived: eventsReceived))
    }

    /// A response (or one of its events) larger than `limit` bytes; `declaredLength` is its
    /// `Content-Length` when that is what gave it away.
    public static func responseTooLarge(
        limit: Int, declaredLength: Int64? = nil, eventsReceived: Int? = nil, underlying: (any Error)? = nil, url: URL? = nil
    ) -> AIClientError {
        AIClientError(.responseTooLarge(
            limit: limit, declaredLength: declaredLength, eventsReceived: eventsReceived,
            underlying: underlying.map(SecretRedaction.sanitized), url: masked(url)))
    }

    /// A 2xx response whose `Content-Type` is not `expected`, with (the start of) its body.
    public static func unexpectedContentType(_ info: HTTPResponseInfo, body: Data, expected: String, url: URL? = nil) -> AIClientError {
        AIClientError(.unexpectedContentType(HTTPFailure(info: info, body: body, bodyIsPartial: false, url: url), expected: expected))
    }

    /// A WebSocket opening handshake answered with `info` (not 101) and (the start of) `body`,
    /// empty when the WebSocket client did not keep it.
    public static func handshakeRefused(_ info: HTTPResponseInfo, body: Data, url: URL? = nil) -> AIClientError {
        AIClientError(.handshakeRefused(HTTPFailure(info: info, body: body, bodyIsPartial: false, url: url)))
    }

    /// A WebSocket connection the server closed with `code` and `reason` (1006 and an empty
    /// reason when it dropped without a close frame).
    public static func connectionClosed(code: Int, reason: String = "", url: URL? = nil) -> AIClientError {
        AIClientError(.connectionClosed(code: code, reason: SecretRedaction.redact(reason), url: masked(url)))
    }

    /// A WebSocket peer that broke the protocol; `message` says how.
    public static func protocolViolation(_ message: String) -> AIClientError {
        AIClientError(.protocolViolation(message: SecretRedaction.redact(message)))
    }

    /// A message that did not fit a send queue of `limit` bytes.
    public static func queueFull(limit: Int) -> AIClientError {
        AIClientError(.queueFull(limit: limit))
    }

    /// No WebSocket client is available; `message` says what to add.
    public static func webSocketUnavailable(_ message: String) -> AIClientError {
        AIClientError(.webSocketUnavailable(message: message))
    }

    /// A request rejected before sending; `message` says which input and why.
    public static func invalidRequest(_ message: String) -> AIClientError {
        AIClientError(.invalidRequest(message: message))
    }
}

extension AIClientError.HTTPFailure {
    init(info: HTTPResponseInfo, body: Data, bodyIsPartial: Bool, url: URL?) {
        // A server may echo a credential in a header too (values only: names such as
        // `x-ratelimit-remaining-tokens` are not secrets).
        var maskedInfo = info
        let maskedHeaders = HTTPHeaders(info.headers.map { ($0.name, SecretRedaction.redact($0.value)) })
        if maskedHeaders != info.headers { maskedInfo.headers = maskedHeaders }
        self.init(
            info: maskedInfo, providerError: ProviderError(json: body).map(SecretRedaction.redacted),
            bodySnippet: SecretRedaction.snippet(of: body, limit: AIClientError.snippetLimit, dataIsPartial: bodyIsPartial),
            bodyLength: body.count, bodyIsPartial: bodyIsPartial, url: url.map(SecretRedaction.redactedURL))
    }
}
