import Foundation

/// One API call described relative to a client's base URL: method, path, query, headers and
/// body. Generated operations fill one in and hand it to ``APIClientCore``; you can too, for
/// an endpoint the spec does not have.
///
/// ```swift
/// var request = try RequestComponents(
///     method: "GET", pathTemplate: "/threads/{thread_id}/messages", parameters: ["thread_id": threadID])
/// request.query.append("limit", 20)
/// request.query.append("include", ["a", "b"], style: .bracketed)
/// let page = try await client.core.send(request, as: ListMessagesResponse.self).value
/// ```
public struct RequestComponents: Sendable {
    /// What a request sends.
    public enum Body: Sendable {
        /// Encoded JSON (`Content-Type: application/json`); ``RequestOptions/extraBody`` fields
        /// are merged into its top-level object.
        case json(Data)
        /// Bytes held in memory with their content type.
        case data(Data, contentType: String)
        /// A body produced in chunks (multipart uploads). ``APIClientCore`` drains it once
        /// into a temporary file and re-sends that on retries and redirects.
        case stream(length: Int64?, contentType: String, makeChunks: @Sendable () -> AsyncThrowingStream<Data, any Error>)

        /// Whether the same bytes can be sent again on a retry: always, since a streamed body
        /// is spooled to a temporary file before the first attempt.
        public var isReplayable: Bool { true }

        var contentType: String {
            switch self {
            case .json: "application/json"
            case .data(_, let contentType), .stream(_, let contentType, _): contentType
            }
        }
    }

    /// The HTTP method (`GET`, `POST`, …).
    public var method: String
    /// The percent-encoded path relative to the base URL, starting with `/`.
    public var path: String
    /// Query parameters, encoded when the request is built.
    public var query: QueryItems
    /// Header parameters; they win over the client's default headers.
    public var headers: HTTPHeaders
    /// Header values that join rather than replace: each is comma-joined after what the
    /// client's default headers and the call's `extraHeaders` give for the same name, every
    /// value once (a method's fixed `anthropic-beta` after the caller's betas).
    public var joinedHeaders: HTTPHeaders = [:]
    /// The body, if any.
    public var body: Body?
    /// The `model` a multipart body names (set by `setMultipartBody`), for providers that
    /// route by model (Azure deployments); JSON bodies are read by ``bodyModel()``.
    public var multipartModel: String?
    /// Whether ``body`` already holds the ``RequestOptions/extraBody`` fields (a multipart
    /// form places them itself, see `setMultipartBody(_:extraFields:)`).
    public var extraBodyIncluded = false
    /// The operation's own server, when the spec gives it one (see ``OperationServer``).
    public var operationServer: OperationServer?
    /// The spec's operation id (`createChatCompletion`), for middlewares (``MiddlewareContext``);
    /// nil for a request made by hand.
    public var operationID: String?

    /// A request for an already encoded `path` (use the template initializer for parameters).
    public init(method: String, path: String, query: QueryItems = [], headers: HTTPHeaders = [:], body: Body? = nil, operation: String? = nil) {
        self.operationID = operation
        self.method = method
        self.path = path.hasPrefix("/") ? path : "/" + path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// A request whose path is `template` (`/threads/{thread_id}/runs/{run_id}`) with every
    /// `{name}` replaced by `parameters[name]`, percent-encoded as one path segment.
    ///
    /// - Throws: ``AIClientError/Kind/invalidRequest`` when a parameter is missing, empty,
    ///   `.` or `..`, before anything is sent.
    public init(method: String, pathTemplate template: String, parameters: [String: String],
                query: QueryItems = [], headers: HTTPHeaders = [:], body: Body? = nil, operation: String? = nil) throws(AIClientError) {
        let path = try Self.expand(template, parameters: parameters, method: method)
        self.init(method: method, path: path, query: query, headers: headers, body: body, operation: operation)
    }

    /// Encodes `value` with the shared encoder as the JSON body.
    public mutating func setJSONBody(_ value: some Encodable) throws(AIClientError) {
        body = .json(try JSONCoding.encode(value))
    }

    /// Expands a path template; see ``init(method:pathTemplate:parameters:query:headers:body:)``.
    public static func expand(_ template: String, parameters: [String: String], method: String = "") throws(AIClientError) -> String {
        var path = ""
        var rest = Substring(template)
        let operation = method.isEmpty ? template : "\(method) \(template)"
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw AIClientError.invalidRequest("unbalanced '{' in the path template of \(operation)")
            }
            path += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            guard let value = parameters[name] else {
                throw AIClientError.invalidRequest("no value for path parameter '\(name)' of \(operation)")
            }
            path += try pathSegment(value, name: name, operation: operation)
            rest = rest[rest.index(after: close)...]
        }
        path += rest
        return path
    }

    /// `value` percent-encoded as a single path segment (`/` becomes `%2F`).
    ///
    /// - Throws: ``AIClientError/Kind/invalidRequest`` for an empty value (it would silently
    ///   address a different endpoint, e.g. a list instead of one item) and for `.`/`..`.
    public static func pathSegment(_ value: String, name: String, operation: String = "") throws(AIClientError) -> String {
        let location = operation.isEmpty ? "" : " of \(operation)"
        if value.isEmpty {
            throw AIClientError.invalidRequest("path parameter '\(name)'\(location) is empty")
        }
        if value == "." || value == ".." {
            throw AIClientError.invalidRequest("path parameter '\(name)'\(location) cannot be '\(value)'")
        }
        return PercentEncoding.encode(value)
    }
}
