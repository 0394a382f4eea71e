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
        /// package (`Transports/AsyncHTTPClient`) and set `NIOWebSocketTransport`.
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
        let (path, detail) = DecodingErrorFormatter.describe(underlying)
        return AIClientError(.decoding(DecodingFailure(
            typeName: type.map { String(describing: $0) }, context: context, codingPath: path, detail: detail,
            payloadSnippet: SecretRedaction.snippet(of: payload, limit: snippetLimit), payloadLength: payload.count,
            underlying: underlying)))
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

// MARK: - Reading errors

extension AIClientError {
    /// The HTTP status of an ``Kind/http`` error.
    public var status: Int? { responseInfo?.status }

    /// The response head of an ``Kind/http`` or ``Kind/unexpectedContentType`` error.
    public var responseInfo: HTTPResponseInfo? {
        switch code {
        case .http(let failure), .unexpectedContentType(let failure, _), .handshakeRefused(let failure): failure.info
        default: nil
        }
    }

    /// The error the provider described in the body of an ``Kind/http`` error, with every
    /// configured secret masked.
    public var providerError: ProviderError? {
        switch code {
        case .http(let failure), .unexpectedContentType(let failure, _), .handshakeRefused(let failure):
            failure.providerError.map(SecretRedaction.redacted)
        case .streamError(let error, _, _): SecretRedaction.redacted(error)
        default: nil
        }
    }

    /// The provider's request id of an ``Kind/http`` error.
    public var requestID: String? { responseInfo?.requestID }

    /// The parsed rate-limit headers of an ``Kind/http`` error.
    public var rateLimits: RateLimits? { responseInfo?.rateLimits }

    /// The start (at most ``snippetLimit`` characters, `…` when cut) of the body of an
    /// ``Kind/http`` or ``Kind/unexpectedContentType`` error, as text, with every configured
    /// secret masked.
    public var bodySnippet: String? {
        switch code {
        case .http(let failure), .unexpectedContentType(let failure, _), .handshakeRefused(let failure):
            SecretRedaction.redact(failure.bodySnippet)
        default: nil
        }
    }

    /// How many bytes the body of an ``Kind/http`` or ``Kind/unexpectedContentType`` error had
    /// (of an error body, what was read: at most 64 KiB), or the length of the payload of a
    /// ``Kind/decoding`` error.
    public var bodyLength: Int? {
        switch code {
        case .http(let failure), .unexpectedContentType(let failure, _), .handshakeRefused(let failure): failure.bodyLength
        case .decoding(let failure): failure.payloadLength
        default: nil
        }
    }

    /// The limit a ``Kind/responseTooLarge`` error exceeded, in bytes.
    public var sizeLimit: Int? {
        switch code {
        case .responseTooLarge(let limit, _, _, _, _), .queueFull(let limit): limit
        default: nil
        }
    }

    /// The close code of a ``Kind/connectionClosed`` error (1006: dropped without a close frame).
    public var closeCode: Int? {
        if case .connectionClosed(let code, _, _) = code { return code }
        return nil
    }

    /// The reason the server gave with its close frame, for a ``Kind/connectionClosed`` error
    /// (empty when it gave none or the WebSocket client did not keep it).
    public var closeReason: String? {
        if case .connectionClosed(_, let reason, _) = code { return SecretRedaction.redact(reason) }
        return nil
    }

    /// Where the coding failed, as a readable path such as `choices[0].message.content`
    /// (empty for the top level).
    public var codingPath: String? {
        if case .decoding(let failure) = code { return failure.codingPath }
        return nil
    }

    /// The start (at most ``snippetLimit`` characters) of the payload that failed to decode,
    /// with every configured secret masked.
    public var payloadSnippet: String? {
        if case .decoding(let failure) = code { return SecretRedaction.redact(failure.payloadSnippet) }
        return nil
    }

    /// Body bytes delivered before a ``Kind/streamInterrupted`` error.
    public var bytesReceived: Int64? {
        if case .streamInterrupted(let interruption) = code { return interruption.bytesReceived }
        return nil
    }

    /// Events delivered before a ``Kind/streamInterrupted``, ``Kind/streamError`` or
    /// ``Kind/incompleteStream`` error, when an event parser counted them.
    public var eventsReceived: Int? {
        switch code {
        case .streamInterrupted(let interruption): interruption.eventsReceived
        case .streamError(_, let events, _): events
        case .incompleteStream(_, let events): events
        case .responseTooLarge(_, _, let events, _, _): events
        default: nil
        }
    }

    /// The error this one wraps (a `URLError`, a `DecodingError`, …), without credentials: a
    /// `URLError`'s failing URL is masked as ``url`` is, and an error whose description holds a
    /// configured secret is a ``RedactedError`` with the masked text.
    public var underlyingError: (any Error)? { unredactedUnderlyingError.map(SecretRedaction.sanitized) }

    private var unredactedUnderlyingError: (any Error)? {
        switch code {
        case .transport(let underlying, _): underlying
        case .timeout(let underlying, _): underlying
        case .decoding(let failure): failure.underlying
        case .streamInterrupted(let interruption): interruption.underlying
        case .responseTooLarge(_, _, _, let underlying, _): underlying
        case .http, .invalidRequest, .streamError, .incompleteStream, .unexpectedContentType, .handshakeRefused,
             .connectionClosed, .protocolViolation, .queueFull, .webSocketUnavailable: nil
        }
    }

    /// The URL of the request, when known, with user info, secret-looking query values and
    /// configured secrets masked.
    public var url: URL? { requestURL.map(SecretRedaction.redactedURL) }

    private var requestURL: URL? {
        switch code {
        case .http(let failure), .unexpectedContentType(let failure, _), .handshakeRefused(let failure): failure.url
        case .connectionClosed(_, _, let url): url
        case .transport(_, let url), .timeout(_, let url): url
        case .responseTooLarge(_, _, _, _, let url): url
        case .streamInterrupted(let interruption): interruption.url
        case .streamError(_, _, let url): url
        case .decoding, .invalidRequest, .incompleteStream, .protocolViolation, .queueFull, .webSocketUnavailable: nil
        }
    }

    /// A sentence a person can read, for every kind of error: the provider's message of an
    /// ``Kind/http`` or ``Kind/streamError`` error (or the status and the start of the body
    /// when there is none), the message of an ``Kind/invalidRequest`` or
    /// ``Kind/incompleteStream`` error, and for the others what failed and the underlying
    /// error (`the request failed before a response arrived: URLError -1004 (cannot connect
    /// to host)`). Every configured secret is masked. Unlike ``description``, it leaves out
    /// the URL and the payload.
    ///
    /// Never nil: `print(error.message ?? "")` always prints something. It stays a `String?`
    /// so that code written when it could be nil still compiles.
    public var message: String? { SecretRedaction.redact(unredactedMessage) }

    /// How long the server asked to wait before trying again (`retry-after-ms` or
    /// `retry-after`, in seconds), on a 429 or 503 that said so; the same as
    /// `rateLimits?.retryAfter`.
    public var retryAfter: TimeInterval? { rateLimits?.retryAfter }
}
