import Foundation

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
