import AIClientRuntime
import Foundation

/// How a client opens one of its WebSocket endpoints (the Live connections take it as it is; the
/// Realtime and Responses options become one): what the connection adds to the handshake, whether
/// and how it reconnects, and its bounds.
public struct WebSocketConnectOptions: Sendable {
    /// Query items added to the URL (after the endpoint's own).
    public var extraQuery: QueryItems
    /// Headers added to the handshake, after the client's own (authorization, organization,
    /// project, default headers).
    public var extraHeaders: HTTPHeaders
    /// Asked before each reconnect attempt after a recoverable close (1001, 1005, 1006, 1011,
    /// 1012, 1013, 1015); nil (the default): no reconnect, a drop ends the events with
    /// ``AIClientError/Kind/connectionClosed``.
    public var onReconnecting: ReconnectingWebSocket.ReconnectHook?
    public var reconnectPolicy: WebSocketReconnectPolicy
    /// Bytes of messages sent while reconnecting that may wait; nil: the endpoint's default (as
    /// the official SDK has it: 2 MiB for Live, 1 MiB for the others).
    public var maxQueueBytes: Int?
    /// The largest incoming message (32 MiB).
    public var maxMessageBytes: Int
    /// The WebSocket client; nil: the client's `core.webSocketTransport`.
    public var transport: (any WebSocketTransport)?

    public init(
        extraQuery: QueryItems = [], extraHeaders: HTTPHeaders = [:], onReconnecting: ReconnectingWebSocket.ReconnectHook? = nil,
        reconnectPolicy: WebSocketReconnectPolicy = .init(), maxQueueBytes: Int? = nil, maxMessageBytes: Int = 32 << 20,
        transport: (any WebSocketTransport)? = nil
    ) {
        self.extraQuery = extraQuery
        self.extraHeaders = extraHeaders
        self.onReconnecting = onReconnecting
        self.reconnectPolicy = reconnectPolicy
        self.maxQueueBytes = maxQueueBytes
        self.maxMessageBytes = maxMessageBytes
        self.transport = transport
    }

    /// The send queue's bound when ``maxQueueBytes`` leaves it to the endpoint.
    public static let defaultQueueBytes = 1 << 20
}
