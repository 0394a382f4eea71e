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
    public var baseURL: URL
    /// Headers sent with every request, below the operation's and the options' headers.
    public var defaultHeaders: HTTPHeaders
    /// Query items sent with every request, before the operation's own.
    public var defaultQuery: QueryItems
    /// Credentials, applied to every attempt.
    public var authentication: Authentication
    /// What sends the requests.
    public var transport: any HTTPTransport
    /// When failed requests are retried.
    public var retryPolicy: RetryPolicy
    /// Seconds to wait for the next bytes of a call (nil: the transport's default).
    public var timeout: TimeInterval?
    /// The largest response body read into memory for decoding (downloads and streams are
    /// not limited).
    public var maxResponseBytes: Int

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
    }

    /// Error bodies are read up to this size to find the provider's message.
    static let errorBodyLimit = 64 * 1024

    // MARK: Building

    /// The request as it will be sent, before authentication.
    public func makeRequest(_ components: RequestComponents, options: RequestOptions = .init()) throws(AIClientError) -> HTTPRequest {
        var query = defaultQuery
        query.append(contentsOf: components.query)
        query.append(contentsOf: options.extraQuery)
        // A query on the base URL itself stays first; the path goes before it.
        var base = baseURL.absoluteString
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
        for field in defaultHeaders { headers[field.name] = field.value }
        var body: HTTPRequestBody?
        switch try Self.mergeExtraBody(components.body, extra: options.extraBody) {
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
        return HTTPRequest(method: components.method, url: url, headers: headers, body: body,
                           timeout: options.timeout ?? timeout)
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

    // MARK: Sending

    /// Sends the request, retrying per ``retryPolicy``, and returns the response of the first
    /// 2xx answer with its body unread.
    ///
    /// - Throws: ``AIClientError`` (`http` with the provider's error for a non-2xx answer after
    ///   the retries, `transport`/`timeout`, `invalidRequest`), or `CancellationError`.
    public func perform(_ components: RequestComponents, options: RequestOptions = .init()) async throws -> HTTPResponse {
        let request = try makeRequest(components, options: options)
        let replayable = components.body?.isReplayable ?? true
        let maxRetries = replayable ? max(0, options.maxRetries ?? retryPolicy.maxRetries) : 0
        var retry = 0
        while true {
            try Task.checkCancellation()
            let authorized = try await authentication.authorize(request)
            let response: HTTPResponse
            do {
                response = try await transport.send(authorized)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                let failure = error as? AIClientError ?? AIClientError.transport(error, url: request.url)
                guard retry < maxRetries, retryPolicy.shouldRetry(failure) else { throw failure }
                try await sleep(retryPolicy.delay(beforeRetry: retry, retryAfter: nil))
                retry += 1
                continue
            }
            let info = HTTPResponseInfo(status: response.status, headers: response.headers)
            ResponseCapture.record(info)
            if (200..<300).contains(response.status) { return response }

            let body = await Self.readPrefix(of: response.body, limit: Self.errorBodyLimit)
            let failure = AIClientError.http(info, body: body, url: request.url)
            guard retry < maxRetries, retryPolicy.shouldRetry(status: response.status, headers: response.headers) else {
                throw failure
            }
            try await sleep(retryPolicy.delay(beforeRetry: retry, retryAfter: info.rateLimits.retryAfter))
            retry += 1
        }
    }

    private func sleep(_ seconds: TimeInterval) async throws {
        guard seconds > 0 else { return }
        try await Task.sleep(nanoseconds: UInt64(min(seconds, 3600) * 1_000_000_000))
    }

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
