// The family's product re-exports the runtime module it adds (opening and reconnecting WebSocket connections).
@_exported import AIClientWebSocket
import Foundation

/// How ``OpenAIClient/Realtime/connect(model:callID:options:)`` connects.
public struct RealtimeConnectOptions: Sendable {
    /// Query items added to the URL (after `model` / `call_id`).
    public var extraQuery: QueryItems
    /// Headers added to the handshake, after the client's own (authorization, organization,
    /// project, default headers).
    public var extraHeaders: HTTPHeaders
    /// Sends `OpenAI-Beta: realtime=v1` for the beta event family; the GA endpoint gets no
    /// beta header. Beta events whose type the GA union knows decode as GA events, the others
    /// arrive as `.unknown` with their JSON.
    public var beta: Bool
    /// Asked before each reconnect attempt after a recoverable close (1001, 1005, 1006, 1011,
    /// 1012, 1013, 1015); nil (the default): no reconnect, a drop ends ``RealtimeConnection/events``
    /// with ``AIClientError/Kind/connectionClosed``.
    public var onReconnecting: ReconnectingWebSocket.ReconnectHook?
    public var reconnectPolicy: WebSocketReconnectPolicy
    /// Bytes of messages sent while reconnecting that may wait (1 MiB).
    public var maxQueueBytes: Int
    /// The largest incoming message (32 MiB).
    public var maxMessageBytes: Int
    /// The WebSocket client; nil: the client's `core.webSocketTransport`.
    public var transport: (any WebSocketTransport)?

    public init(
        extraQuery: QueryItems = [], extraHeaders: HTTPHeaders = [:], beta: Bool = false,
        onReconnecting: ReconnectingWebSocket.ReconnectHook? = nil, reconnectPolicy: WebSocketReconnectPolicy = .init(),
        maxQueueBytes: Int = 1 << 20, maxMessageBytes: Int = 32 << 20, transport: (any WebSocketTransport)? = nil
    ) {
        self.extraQuery = extraQuery
        self.extraHeaders = extraHeaders
        self.beta = beta
        self.onReconnecting = onReconnecting
        self.reconnectPolicy = reconnectPolicy
        self.maxQueueBytes = maxQueueBytes
        self.maxMessageBytes = maxMessageBytes
        self.transport = transport
    }

    /// The options as every WebSocket endpoint of the client takes them.
    var webSocket: WebSocketConnectOptions {
        WebSocketConnectOptions(
            extraQuery: extraQuery, extraHeaders: extraHeaders, onReconnecting: onReconnecting, reconnectPolicy: reconnectPolicy,
            maxQueueBytes: maxQueueBytes, maxMessageBytes: maxMessageBytes, transport: transport)
    }
}

extension OpenAIClient.Realtime {
    /// Opens a Realtime session over WebSocket (`wss://…/v1/realtime?model=…`) with the
    /// client's credentials and headers.
    ///
    /// - Parameters:
    ///   - model: the model (`gpt-realtime`); give it or `callID`.
    ///   - callID: joins the session of a WebRTC or SIP call as a sideband connection.
    /// - Throws: ``AIClientError`` (``AIClientError/Kind/handshakeRefused`` with the status,
    ///   ``AIClientError/Kind/webSocketUnavailable`` on Linux without `NIOWebSocketTransport`).
    public func connect(model: String? = nil, callID: String? = nil, options: RealtimeConnectOptions = .init()) async throws -> RealtimeConnection {
        var query = QueryItems()
        if let model { query.append("model", model) }
        if let callID { query.append("call_id", callID) }
        guard !query.isEmpty else { throw AIClientError.invalidRequest("connect needs a model or a call_id") }
        var headers = HTTPHeaders()
        if options.beta { headers["OpenAI-Beta"] = "realtime=v1" }
        return try await core.openEventConnection(path: "/realtime", query: query, headers: headers, options: options.webSocket) { .unknown($0) }
    }
}

/// An open Realtime session: ``WebSocketEventConnection/events`` yields the server's events,
/// ``WebSocketEventConnection/send(_:)`` sends the client's, each as one text frame with only
/// the fields you set.
///
/// ```swift
/// let session = try await client.realtime.connect(model: "gpt-realtime")
/// try await session.send(.responseCreate(.init()))
/// for try await event in session.events {
///     if case .responseOutputTextDelta(let delta) = event { print(delta.delta, terminator: "") }
///     if case .responseDone = event { break }
/// }
/// await session.close()
/// ```
///
/// Error events arrive as `.error` events (the connection stays open); events this version
/// does not know arrive as `.unknown` with their JSON. Binary messages are read as JSON too.
public typealias RealtimeConnection = WebSocketEventConnection<RealtimeClientEvent, RealtimeServerEvent>
