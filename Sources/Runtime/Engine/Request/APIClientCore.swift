import Foundation

/// The provider-agnostic engine behind every generated client: builds a request from
/// ``RequestComponents``, authorizes and sends it through an ``HTTPTransport``, retries what
/// is safe to retry, turns non-2xx answers into ``AIClientError``s and decodes the body.
///
/// Everything provider-specific is data given here: the base URL (with any path prefix such
/// as `/v1`), default headers (`anthropic-version`, `OpenAI-Beta`), default query items
/// (Azure's `api-version`) and the ``Authentication``.
///
/// This type, ``RequestComponents``, ``QueryItems`` and ``JSONCoding`` are what generated code
/// calls. They are plain `public` rather than `@_spi(Generated)`: the same calls serve anyone
/// who adds an endpoint by hand (see the `raw` methods), code that `generate-client` writes
/// into a user's own target needs no special import, and keeping them stable is a promise
/// we make anyway because checked-in generated code depends on them.
public struct APIClientCore: Sendable {
    /// The URL every request path is appended to (`https://api.openai.com/v1`).
    public var baseURL: URL {
        didSet { registerSecrets() }
    }
    /// Headers sent with every request, below the operation's and the options' headers. The
    /// values of credential headers are masked by value while this core (or a copy) lives.
    public var defaultHeaders: HTTPHeaders {
        didSet { registerSecrets() }
    }
    /// Query items sent with every request, before the operation's own. The values of
    /// secret-looking names are masked by value while this core (or a copy) lives.
    public var defaultQuery: QueryItems {
        didSet { registerSecrets() }
    }
    /// Credentials, applied to every attempt.
    public var authentication: Authentication
    /// What sends the requests.
    public var transport: any HTTPTransport
    /// When failed requests are retried.
    public var retryPolicy: RetryPolicy
    /// Idle timeout: seconds to wait for the head or the next bytes of a call, per attempt
    /// (nil: the transport's default); see ``RequestOptions/timeout``.
    public var timeout: TimeInterval?
    /// Total timeout per attempt (nil: ``timeout`` for calls whose body is read whole, no
    /// limit for streams and downloads); see ``RequestOptions/totalTimeout``.
    public var totalTimeout: TimeInterval?
    /// The largest response body read into memory for decoding (downloads and streams are
    /// not limited).
    public var maxResponseBytes: Int
    /// What opens WebSocket connections (Realtime, Responses over WebSocket); nil (the default):
    /// the platform's, `WebSocketTransports.platformDefault` (module `AIClientWebSocket`, which
    /// the Realtime and Responses products re-export). On Linux set the
    /// `AIClientsAsyncHTTPClient` product's `NIOWebSocketTransport` (trait `AsyncHTTPClientTransport`).
    public var webSocketTransport: (any WebSocketTransport)?
    /// Changes each request before it is built (a provider's path rewriting); nil: none.
    public var requestRewrite: RequestRewrite?
    /// What every call passes through, outermost first, around the retries (``ClientMiddleware``).
    public var middlewares: [any ClientMiddleware] = []
    /// Keeps the credentials of the base URL, default headers and default query registered.
    private var secrets = SecretLease()

    public init(
        baseURL: URL, defaultHeaders: HTTPHeaders = [:], defaultQuery: QueryItems = [],
        authentication: Authentication = .none, transport: any HTTPTransport = URLSessionTransport.shared,
        retryPolicy: RetryPolicy = .default, timeout: TimeInterval? = nil, maxResponseBytes: Int = 256 << 20
    ) {
        self.baseURL = baseURL
        self.defaultHeaders = defaultHeaders
        self.defaultQuery = defaultQuery
        self.authentication = authentication
        self.transport = transport
        self.retryPolicy = retryPolicy
        self.timeout = timeout
        self.maxResponseBytes = maxResponseBytes
        registerSecrets()
    }

    /// A new lease for the current credentials (made before the old one goes, so a value that
    /// stays is never unregistered in between).
    private mutating func registerSecrets() {
        secrets = SecretLease(SecretRedaction.secrets(in: baseURL)
            + SecretRedaction.credentials(headers: defaultHeaders, query: defaultQuery))
    }

    /// Error bodies are read up to this size to find the provider's message.
    static let errorBodyLimit = 64 * 1024

    // MARK: Building

    /// The request as it will be sent, before authentication.
    public func makeRequest(_ components: RequestComponents, options: RequestOptions = .init()) throws(AIClientError) -> HTTPRequest {
        let components = try requestRewrite?.apply(components) ?? components
        var query = defaultQuery
        query.append(contentsOf: components.query)
        query.append(contentsOf: options.extraQuery)
        // A query on the base URL itself stays first; the path goes before it.
        var base = (components.operationServer?.url(forClientBase: baseURL) ?? baseURL).absoluteString
        var queryParts: [String] = []
        if let mark = base.firstIndex(of: "?") {
            let baseQuery = String(base[base.index(after: mark)...])
            if !baseQuery.isEmpty { queryParts.append(baseQuery) }
            base = String(base[..<mark])
        }
        while base.hasSuffix("/") { base.removeLast() }
        // A raw path may carry its own (already encoded) query.
        var path = components.path
        if let mark = path.firstIndex(of: "?") {
            let pathQuery = String(path[path.index(after: mark)...])
            if !pathQuery.isEmpty { queryParts.append(pathQuery) }
            path = String(path[..<mark])
        }
        if !query.isEmpty { queryParts.append(query.percentEncoded) }
        var text = base + path
        if !queryParts.isEmpty { text += "?" + queryParts.joined(separator: "&") }
        guard let url = URL(string: text) else {
            throw AIClientError.invalidRequest("'\(components.method) \(components.path)' does not form a valid URL")
        }

        var headers = HTTPHeaders()
        headers["Accept"] = "application/json"
        headers["User-Agent"] = UserAgent.value
        for field in defaultHeaders { headers[field.name] = field.value }
        var body: HTTPRequestBody?
        switch try Self.mergeExtraBody(components.body, extra: components.extraBodyIncluded ? [:] : options.extraBody) {
        case nil:
            body = nil
        case .json(let data)?:
            headers["Content-Type"] = "application/json"
            body = .data(data)
        case .data(let data, let contentType)?:
            headers["Content-Type"] = contentType
            body = .data(data)
        case .stream(let length, let contentType, let makeChunks)?:
            headers["Content-Type"] = contentType
            body = .stream(length: length, makeChunks: makeChunks)
        }
        for field in components.headers { headers[field.name] = field.value }
        for field in options.extraHeaders { headers[field.name] = field.value }
        for field in components.joinedHeaders {
            headers[field.name] = Self.joinedValue(
                [defaultHeaders[field.name], components.headers[field.name], options.extraHeaders[field.name], field.value])
        }
        return HTTPRequest(method: components.method, url: url, headers: headers, body: body,
                           timeout: options.timeout ?? timeout)
    }

    /// The comma-separated values of `parts`, in order, each once (`a,b` and `b,c` → `a,b,c`).
    static func joinedValue(_ parts: [String?]) -> String {
        var seen: Set<String> = []
        var values: [String] = []
        for part in parts.compactMap({ $0 }) {
            for value in part.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
            where !value.isEmpty && seen.insert(value).inserted {
                values.append(value)
            }
        }
        return values.joined(separator: ",")
    }

    /// Merges extra top-level fields into a JSON body (the body must then be a JSON object).
    static func mergeExtraBody(_ body: RequestComponents.Body?, extra: [String: JSONValue]) throws(AIClientError) -> RequestComponents.Body? {
        guard !extra.isEmpty else { return body }
        var object: [String: JSONValue] = [:]
        switch body {
        case nil:
            break
        case .json(let data)?:
            guard case .object(let members)? = try? JSONCoding.decoder.decode(JSONValue.self, from: data) else {
                throw AIClientError.invalidRequest("extra body fields need a JSON object body to merge into")
            }
            object = members
        case .data?, .stream?:
            throw AIClientError.invalidRequest("extra body fields can only be merged into a JSON body")
        }
        object.merge(extra) { _, extra in extra }
        return .json(try JSONCoding.encode(JSONValue.object(object)))
    }

    // MARK: Sending (the retry loop is in APIClientCore+Perform.swift)

    /// Up to `limit` bytes of a body; stops reading (which ends the transfer) after that, and
    /// keeps what arrived if the body fails.
    static func readPrefix(of body: HTTPResponseBody, limit: Int) async -> Data {
        var data = Data()
        do {
            for try await chunk in body {
                data.append(chunk.prefix(limit - data.count))
                if data.count >= limit { break }
            }
        } catch {
            // An error body that breaks off still says what it said so far.
        }
        return data
    }
}
