import Foundation

/// Code that every call of a client passes through: logging, tracing, metrics, a model
/// fallback chain, a header of your own. Add middlewares to a client
/// (`client.core.middlewares`) or to one call (``RequestOptions/middlewares``).
///
/// A middleware gets the request as it will be sent, before authentication, with a body that
/// can be sent again (``HTTPRequestBody/data(_:)``, or ``HTTPRequestBody/file(_:length:)`` for a
/// streamed upload the client has written to a temporary file), the call's ``MiddlewareContext``, and `next`, which sends it. It may change
/// the request, call `next` any number of times (a fallback does), change or replace the
/// response, or throw.
///
/// The order, from the outside in, is ``APIClientCore/requestPath``:
/// 1. the client's middlewares, in order; then the call's;
/// 2. the client's own steps, each a middleware too: masking the credentials yours added,
///    retries with backoff and `retry-after` (``RetryPolicy``; `next` returns after the last
///    attempt, so a middleware sees one call, however many attempts it took), redirects, the
///    response check and body limits, credentials (``Authentication``, applied per attempt
///    and never across origins) and the transport.
///
/// What `next` returns is a 2xx response; anything else is thrown as an ``AIClientError``. A
/// call whose body is read whole (JSON replies, ``APIClientCore/sendData(_:options:)``) gets a
/// body already read inside the retry loop, so a cut-off body is retried before a middleware
/// sees it; a stream or download (``MiddlewareContext/isStreaming``) gets its body unread, and
/// a middleware that wraps it sees each chunk as it arrives. Credentials a middleware adds to
/// the request's headers or query are masked in every error of the call, as the client's are.
public protocol ClientMiddleware: Sendable {
    func intercept(_ request: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse
}

/// The rest of the chain after a middleware: the next middleware, or the retry loop.
public typealias MiddlewareNext = @Sendable (HTTPRequest, MiddlewareContext) async throws -> HTTPResponse

/// What a middleware knows about the call besides its request.
public struct MiddlewareContext: Sendable {
    /// The spec's operation id (`createChatCompletion`, `messages_post`), or nil for a call
    /// made by hand (`core.raw`, a ``RequestComponents`` without one).
    public var operationID: String?
    /// The HTTP method and the path after the client's base URL (`/chat/completions`), with
    /// parameters filled in.
    public var method: String
    public var path: String
    /// The client's base URL (`https://api.openai.com/v1`): which provider is called.
    public var baseURL: URL
    /// Whether the body is handed over unread (server-sent events, JSON Lines, downloads).
    public var isStreaming: Bool
    /// The attempts the retry loop has sent for this call so far (redirects not counted), over
    /// every `next` of the chain: after `next` returns or throws, how many it took.
    public var attempts: Int { attemptCount.value }

    let attemptCount = AttemptCount()
    /// Whether credentials go with this hop: false after a redirect to another origin.
    var sendsCredentials = true

    public init(operationID: String?, method: String, path: String, baseURL: URL, isStreaming: Bool) {
        self.operationID = operationID
        self.method = method
        self.path = path
        self.baseURL = baseURL
        self.isStreaming = isStreaming
    }
}

/// The attempts of one call, counted by the retry loop and read by middlewares.
final class AttemptCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}

extension HTTPRequest {
    /// The JSON object of the body, or nil when the body is not one (a middleware that reads
    /// or rewrites a member such as `model`).
    public var jsonObject: [String: JSONValue]? {
        guard case .data(let data)? = body, case .object(let members)? = try? JSONCoding.decoder.decode(JSONValue.self, from: data) else {
            return nil
        }
        return members
    }

    /// Replaces the body with `object` as JSON (the `Content-Type` stays).
    public mutating func setJSONObject(_ object: [String: JSONValue]) throws(AIClientError) {
        body = .data(try JSONCoding.encode(JSONValue.object(object)))
    }
}
