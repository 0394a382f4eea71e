import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import AIClientRuntime
@testable import AIClientWebSocket

/// `message` is a sentence for every kind (issue 33): `print(error.message ?? "")` never prints
/// an empty line, transport and timeout failures included, and it masks secrets as
/// `description` does. `retryAfter` forwards the parsed `retry-after` headers.
@Suite struct AIClientErrorMessageTests {
    struct SomeFailure: Error, CustomStringConvertible {
        var description: String { "the proxy refused the tunnel" }
    }

    /// One error of every kind, and the message each must have.
    static let cases: [(AIClientError, String)] = [
        (.http(HTTPResponseInfo(status: 401, headers: [:]),
               body: Data(#"{"error": {"message": "Incorrect API key provided", "type": "invalid_request_error"}}"#.utf8)),
         "Incorrect API key provided"),
        (.http(HTTPResponseInfo(status: 502, headers: [:]), body: Data("<html>Bad gateway</html>".utf8)),
         "HTTP 502: <html>Bad gateway</html>"),
        (.http(HTTPResponseInfo(status: 404, headers: [:]), body: Data()), "HTTP 404"),
        (.http(HTTPResponseInfo(status: 429, headers: [:]), body: Data(#"{"error": {"type": "rate_limit_error"}}"#.utf8)),
         "HTTP 429 rate_limit_error"),
        (.transport(URLError(.cannotConnectToHost), url: URL(string: "https://api.example.com/v1/models")),
         "the request failed before a response arrived: URLError -1004 (cannot connect to host)"),
        (.transport(SomeFailure(), url: nil), "the request failed before a response arrived: the proxy refused the tunnel"),
        (.transport(URLError(.timedOut), url: nil), "the request timed out"),
        (.timeout(url: nil), "the request timed out"),
        (.timeout(url: nil, underlying: SomeFailure()), "the request timed out: the proxy refused the tunnel"),
        (.decoding(DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON")), payload: Data("x".utf8),
                   type: Int.self),
         "could not decode Int at the top level: not JSON"),
        (.streamInterrupted(bytesReceived: 120, eventsReceived: 3, underlying: URLError(.networkConnectionLost)),
         "the response stream was interrupted after 120 bytes (3 events): URLError -1005 (network connection lost)"),
        (.invalidRequest("path parameter 'id' is empty"), "path parameter 'id' is empty"),
        (.streamError(ProviderError(type: "overloaded_error", message: "Overloaded"), eventsReceived: 4), "Overloaded"),
        (.streamError(ProviderError(type: "overloaded_error"), eventsReceived: 4), "overloaded_error"),
        (.incompleteStream("no message_start event", eventsReceived: 0), "no message_start event"),
        (.responseTooLarge(limit: 1024, declaredLength: 4096), "the response is larger than the limit of 1024 bytes (Content-Length: 4096)"),
        (.unexpectedContentType(HTTPResponseInfo(status: 200, headers: ["Content-Type": "text/html"]), body: Data("<html>".utf8),
                                expected: "text/event-stream"),
         "HTTP 200 answered with 'text/html' where text/event-stream was expected"),
        (.handshakeRefused(HTTPResponseInfo(status: 401, headers: [:]),
                           body: Data(#"{"error": {"message": "Incorrect API key provided", "type": "invalid_request_error"}}"#.utf8)),
         "Incorrect API key provided"),
        (.handshakeRefused(HTTPResponseInfo(status: 403, headers: [:]), body: Data()), "the WebSocket handshake was refused with HTTP 403"),
        (.connectionClosed(code: 1011, reason: "internal error"), "the server closed the WebSocket connection with code 1011: internal error"),
        (.connectionClosed(code: 1006), "the WebSocket connection dropped without a close frame (1006)"),
        (.protocolViolation("a WebSocket message is not JSON"), "a WebSocket message is not JSON"),
        (.queueFull(limit: 1024), "the WebSocket send queue is full (limit 1024 bytes)"),
        (.webSocketUnavailable(UnavailableWebSocketTransport.message), UnavailableWebSocketTransport.message),
    ]

    @Test func everyKindHasAMessage() {
        for (error, expected) in Self.cases {
            #expect(error.message == expected, "\(error.kind)")
        }
        // Every kind this file knows is covered.
        let kinds = Set(Self.cases.map(\.0.kind.description))
        #expect(kinds == ["http", "transport", "timeout", "decoding", "streamInterrupted", "invalidRequest", "streamError",
                          "incompleteStream", "responseTooLarge", "unexpectedContentType", "handshakeRefused",
                          "connectionClosed", "protocolViolation", "queueFull", "webSocketUnavailable"])
    }

    @Test func messagesMaskSecrets() {
        let secret = "sk-message-" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
        let lease = SecretLease([secret])
        let errors: [AIClientError] = [
            .transport(SomeSecretFailure(secret: secret), url: nil),
            .timeout(url: nil, underlying: SomeSecretFailure(secret: secret)),
            .http(HTTPResponseInfo(status: 500, headers: [:]), body: Data("upstream said \(secret)".utf8)),
            .streamInterrupted(bytesReceived: 1, underlying: SomeSecretFailure(secret: secret)),
            .handshakeRefused(HTTPResponseInfo(status: 401, headers: [:]), body: Data("bad key \(secret)".utf8)),
            .connectionClosed(code: 1008, reason: "key \(secret) revoked"),
            .protocolViolation("a WebSocket message is not JSON: \(secret)"),
        ]
        for error in errors {
            let message = error.message ?? ""
            #expect(!message.isEmpty)
            #expect(!message.contains(secret), "\(error.kind): \(message)")
        }
        withExtendedLifetime(lease) {}
    }

    struct SomeSecretFailure: Error, CustomStringConvertible {
        var secret: String
        var description: String { "proxy rejected key \(secret)" }
    }

    @Test func retryAfterForwardsTheRateLimits() {
        let limited = AIClientError.http(
            HTTPResponseInfo(status: 429, headers: ["retry-after-ms": "1500", "retry-after": "9"]), body: Data())
        #expect(limited.retryAfter == 1.5)
        #expect(limited.retryAfter == limited.rateLimits?.retryAfter)
        let seconds = AIClientError.http(HTTPResponseInfo(status: 503, headers: ["Retry-After": "7"]), body: Data())
        #expect(seconds.retryAfter == 7)
        #expect(AIClientError.http(HTTPResponseInfo(status: 500, headers: [:]), body: Data()).retryAfter == nil)
        #expect(AIClientError.transport(URLError(.cannotConnectToHost), url: nil).retryAfter == nil)
    }

    /// The spelling the `Kind` doc comment and the README show compiles: kinds are open, so a
    /// `switch` over them has a `default:`.
    @Test func aSwitchOverKindsNeedsADefault() {
        func summary(_ error: AIClientError) -> String {
            switch error.kind {
            case .http where error.status == 429: "rate limited; retry after \(error.retryAfter ?? 1) s"
            case .transport, .timeout: "network: \(error.message ?? "")"
            default: error.message ?? ""
            }
        }
        #expect(summary(.http(HTTPResponseInfo(status: 429, headers: ["retry-after": "2"]), body: Data())) == "rate limited; retry after 2.0 s")
        #expect(summary(.timeout(url: nil)) == "network: the request timed out")
        #expect(summary(.invalidRequest("bad")) == "bad")
    }
}
