import AIClientRuntime
import Foundation

extension APIClientCore {
    /// The handshake for a WebSocket endpoint at `path` (`/realtime`): the URL the HTTP calls
    /// would use with `ws`/`wss` for `http`/`https`, and the same headers (authentication,
    /// organization, project, user agent, default headers) plus `extraHeaders`.
    public func webSocketRequest(
        path: String, query: QueryItems = [], extraHeaders: HTTPHeaders = [:], maxMessageBytes: Int = 32 << 20
    ) async throws -> WebSocketRequest {
        var options = RequestOptions()
        options.extraHeaders = extraHeaders
        let request = try await authentication.authorizeRegistering(
            try makeRequest(RequestComponents(method: "GET", path: path, query: query), options: options))
        guard var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) else {
            throw AIClientError.invalidRequest("'\(SecretRedaction.redact(request.url))' is not a valid WebSocket URL")
        }
        switch components.scheme?.lowercased() {
        case "https", "wss": components.scheme = "wss"
        case "http", "ws": components.scheme = "ws"
        default: throw AIClientError.invalidRequest("a WebSocket needs an http(s) or ws(s) base URL")
        }
        guard let url = components.url else {
            throw AIClientError.invalidRequest("'\(SecretRedaction.redact(request.url))' is not a valid WebSocket URL")
        }
        var headers = request.headers
        headers["Accept"] = nil
        headers["Content-Type"] = nil
        if let problem = headers.sendingProblem { throw AIClientError.invalidRequest(problem) }
        return WebSocketRequest(url: url, headers: headers, maxMessageBytes: maxMessageBytes)
    }
}

extension APIClientCore {
    /// Opens a WebSocket endpoint of this client as a ``ReconnectingWebSocket``: every attempt
    /// (the first and each reconnect) builds its handshake with ``webSocketRequest(path:query:extraHeaders:maxMessageBytes:)``
    /// from `query` and `headers` plus the attempt's extra query items and headers.
    public func openWebSocket(
        path: String, query: QueryItems = [], headers: HTTPHeaders = [:], transport: (any WebSocketTransport)? = nil,
        extraQuery: QueryItems = [], extraHeaders: HTTPHeaders = [:],
        onReconnecting: ReconnectingWebSocket.ReconnectHook? = nil, policy: WebSocketReconnectPolicy = .init(),
        queueLimit: Int = 1 << 20, maxMessageBytes: Int = 32 << 20
    ) async throws -> ReconnectingWebSocket {
        try await ReconnectingWebSocket(
            transport: transport ?? webSocketTransport ?? WebSocketTransports.platformDefault, extraQuery: extraQuery, extraHeaders: extraHeaders,
            onReconnecting: onReconnecting, policy: policy, queueLimit: queueLimit
        ) { extraQuery, extraHeaders in
            var allQuery = query
            allQuery.append(contentsOf: extraQuery)
            var allHeaders = headers
            for field in extraHeaders { allHeaders[field.name] = field.value }
            return try await webSocketRequest(path: path, query: allQuery, extraHeaders: allHeaders, maxMessageBytes: maxMessageBytes)
        }
    }
}
