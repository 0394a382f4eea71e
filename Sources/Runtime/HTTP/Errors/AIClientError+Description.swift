import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension AIClientError: CustomStringConvertible, CustomDebugStringConvertible, LocalizedError {
    /// The same as ``description``.
    public var debugDescription: String { description }

    /// Characters of a body or payload a description shows.
    static let descriptionSnippetLimit = 200

    /// One line that says what failed and where, without credentials (configured secrets are
    /// masked wherever they appear, provider messages included).
    public var description: String { SecretRedaction.redact(unredactedDescription) }

    private var unredactedDescription: String {
        switch code {
        case .http(let failure):
            var text = "HTTP \(failure.info.status)"
            if let providerError = failure.providerError {
                text += " " + SecretRedaction.bounded(providerError.description, limit: Self.descriptionSnippetLimit)
            } else if !failure.bodySnippet.isEmpty {
                text += ": " + Self.snippet(failure.bodySnippet, length: failure.bodyLength, partial: failure.bodyIsPartial)
            }
            if let requestID = failure.info.requestID { text += " [request id: \(requestID)]" }
            if let url = failure.url { text += " (\(url.redactedForDisplay))" }
            return text
        case .transport(let underlying, let url):
            return "transport failure\(Self.at(url)): \(Self.describe(underlying))"
        case .timeout(_, let url):
            return "the request timed out\(Self.at(url))"
        case .decoding(let failure):
            var text = "could not decode \(failure.typeName ?? "the response")"
            if let context = failure.context { text += " in \(context)" }
            text += failure.codingPath.isEmpty ? " at the top level" : " at \(failure.codingPath)"
            text += ": \(failure.detail)"
            if !failure.payloadSnippet.isEmpty {
                text += "; payload: " + Self.snippet(failure.payloadSnippet, length: failure.payloadLength, partial: false)
            }
            return text
        case .streamInterrupted(let interruption):
            var text = "the response stream was interrupted after \(interruption.bytesReceived) bytes"
            if let events = interruption.eventsReceived { text += " (\(events) events)" }
            text += Self.at(interruption.url)
            if let underlying = interruption.underlying { text += ": \(Self.describe(underlying))" }
            return text
        case .invalidRequest(let message):
            return "invalid request: \(message)"
        case .streamError(let error, let events, let url):
            return "the stream reported an error after \(events) events\(Self.at(url)): "
                + SecretRedaction.bounded(error.description, limit: Self.descriptionSnippetLimit)
        case .incompleteStream(let message, let events):
            return "the stream ended after \(events) events without the pieces of its result: \(message)"
        case .responseTooLarge(let limit, let declared, let events, let underlying, let url):
            var text = "the response is larger than the limit of \(limit) bytes"
            if let declared { text += " (Content-Length: \(declared))" }
            if let events { text += " after \(events) events" }
            text += Self.at(url)
            if let underlying { text += ": \(Self.describe(underlying))" }
            return text
        case .unexpectedContentType(let failure, let expected):
            let type = failure.info.headers["Content-Type"].map { "'\($0)'" } ?? "no content type"
            var text = "HTTP \(failure.info.status) answered with \(type) where \(expected) was expected"
            if !failure.bodySnippet.isEmpty {
                text += ": " + Self.snippet(failure.bodySnippet, length: failure.bodyLength, partial: failure.bodyIsPartial)
            }
            if let url = failure.url { text += " (\(url.redactedForDisplay))" }
            return text
        case .handshakeRefused(let failure):
            var text = "the WebSocket handshake was refused with HTTP \(failure.info.status)"
            if let providerError = failure.providerError {
                text += " " + SecretRedaction.bounded(providerError.description, limit: Self.descriptionSnippetLimit)
            } else if !failure.bodySnippet.isEmpty {
                text += ": " + Self.snippet(failure.bodySnippet, length: failure.bodyLength, partial: failure.bodyIsPartial)
            }
            if let requestID = failure.info.requestID { text += " [request id: \(requestID)]" }
            if let url = failure.url { text += " (\(url.redactedForDisplay))" }
            return text
        case .connectionClosed(let code, let reason, let url):
            return Self.closed(code: code, reason: reason) + Self.at(url)
        case .protocolViolation(let message):
            return "WebSocket protocol violation: \(message)"
        case .queueFull(let limit):
            return "the WebSocket send queue is full (limit \(limit) bytes); the message was not queued"
        case .webSocketUnavailable(let message):
            return message
        }
    }

    private static func closed(code: Int, reason: String) -> String {
        var text = "the server closed the WebSocket connection with code \(code)"
        if code == 1006 { text = "the WebSocket connection dropped without a close frame (1006)" }
        if !reason.isEmpty { text += ": \(SecretRedaction.bounded(reason, limit: descriptionSnippetLimit))" }
        return text
    }

    public var errorDescription: String? { description }

    /// The text of ``message``, before secrets are masked: the description without the URL
    /// and the payload, or the provider's own words when it sent some.
    var unredactedMessage: String {
        switch code {
        case .http(let failure):
            if let message = failure.providerError?.message, !message.isEmpty { return message }
            var text = "HTTP \(failure.info.status)"
            if let providerError = failure.providerError {
                text += " " + SecretRedaction.bounded(providerError.description, limit: Self.descriptionSnippetLimit)
            } else if !failure.bodySnippet.isEmpty {
                text += ": " + Self.snippet(failure.bodySnippet, length: failure.bodyLength, partial: failure.bodyIsPartial)
            }
            return text
        case .transport(let underlying, _):
            return "the request failed before a response arrived: \(Self.describe(underlying))"
        case .timeout(let underlying, _):
            // A URLError.timedOut says nothing the sentence does not.
            guard let underlying, (underlying as? URLError)?.code != .timedOut else { return "the request timed out" }
            return "the request timed out: \(Self.describe(underlying))"
        case .decoding(let failure):
            var text = "could not decode \(failure.typeName ?? "the response")"
            if let context = failure.context { text += " in \(context)" }
            return text + (failure.codingPath.isEmpty ? " at the top level" : " at \(failure.codingPath)") + ": \(failure.detail)"
        case .streamInterrupted(let interruption):
            var text = "the response stream was interrupted after \(interruption.bytesReceived) bytes"
            if let events = interruption.eventsReceived { text += " (\(events) events)" }
            if let underlying = interruption.underlying { text += ": \(Self.describe(underlying))" }
            return text
        case .invalidRequest(let message), .incompleteStream(let message, _):
            return message
        case .streamError(let error, _, _):
            if let message = error.message, !message.isEmpty { return message }
            return SecretRedaction.bounded(error.description, limit: Self.descriptionSnippetLimit)
        case .responseTooLarge(let limit, let declared, _, _, _):
            var text = "the response is larger than the limit of \(limit) bytes"
            if let declared { text += " (Content-Length: \(declared))" }
            return text
        case .unexpectedContentType(let failure, let expected):
            let type = failure.info.headers["Content-Type"].map { "'\($0)'" } ?? "no content type"
            return "HTTP \(failure.info.status) answered with \(type) where \(expected) was expected"
        case .handshakeRefused(let failure):
            if let message = failure.providerError?.message, !message.isEmpty { return message }
            return "the WebSocket handshake was refused with HTTP \(failure.info.status)"
        case .connectionClosed(let code, let reason, _):
            return Self.closed(code: code, reason: reason)
        case .protocolViolation(let message), .webSocketUnavailable(let message):
            return message
        case .queueFull(let limit):
            return "the WebSocket send queue is full (limit \(limit) bytes)"
        }
    }

    /// The start of a (masked) snippet for a description, saying how long the whole was when
    /// it is cut: `<html>…… (5120 bytes in all)`.
    private static func snippet(_ snippet: String, length: Int, partial: Bool) -> String {
        let shown = snippet.hasSuffix("…") ? String(snippet.dropLast()) : snippet
        guard shown.count > descriptionSnippetLimit || snippet.hasSuffix("…") || partial else { return shown }
        return String(shown.prefix(descriptionSnippetLimit)) + "… (\(partial ? "more than " : "")\(length) bytes in all)"
    }

    private static func at(_ url: URL?) -> String {
        url.map { " (\($0.redactedForDisplay))" } ?? ""
    }

    /// A short description of an underlying error. `URLError`s are described by code, since
    /// their user info repeats the full URL (query included).
    static func describe(_ error: any Error) -> String {
        if let urlError = error as? URLError {
            return "URLError \(urlError.code.rawValue) (\(urlErrorName(urlError.code)))"
        }
        if let clientError = error as? AIClientError { return clientError.description }
        return String(describing: SecretRedaction.sanitized(error))
    }

    private static func urlErrorName(_ code: URLError.Code) -> String {
        switch code {
        case .cannotConnectToHost: "cannot connect to host"
        case .cannotFindHost: "cannot find host"
        case .networkConnectionLost: "network connection lost"
        case .notConnectedToInternet: "not connected to the internet"
        case .timedOut: "timed out"
        case .cancelled: "cancelled"
        case .badServerResponse: "bad server response"
        case .secureConnectionFailed: "secure connection failed"
        case .dnsLookupFailed: "DNS lookup failed"
        case .badURL: "bad URL"
        case .unsupportedURL: "unsupported URL"
        case .cannotParseResponse: "cannot parse response"
        case .zeroByteResource: "zero byte resource"
        case .cannotDecodeContentData: "cannot decode content data"
        default: "URL loading error"
        }
    }
}
