import Foundation

/// One WebSocket message: a text frame's UTF-8 text or a binary frame's bytes (fragments
/// already joined).
public enum WebSocketMessage: Sendable, Hashable {
    case text(String)
    case binary(Data)

    /// The message's bytes (text as UTF-8).
    public var data: Data {
        switch self {
        case .text(let text): Data(text.utf8)
        case .binary(let data): data
        }
    }
}

/// What opens a WebSocket connection: the URL (`ws` or `wss`), the handshake's headers and
/// the largest message the connection accepts.
public struct WebSocketRequest: Sendable {
    public var url: URL
    public var headers: HTTPHeaders
    /// Incoming messages larger than this fail the connection with
    /// ``AIClientError/Kind/responseTooLarge``.
    public var maxMessageBytes: Int

    public init(url: URL, headers: HTTPHeaders = [:], maxMessageBytes: Int = 32 << 20) {
        self.url = url
        self.headers = headers
        self.maxMessageBytes = maxMessageBytes
    }
}

/// Opens WebSocket connections: the one seam between the Realtime and Responses-over-WebSocket
/// connections and a WebSocket client.
///
/// The runtime has ``URLSessionWebSocketTransport`` (Apple platforms); the
/// `AIClientsAsyncHTTPClient` product (trait `AsyncHTTPClientTransport`) has
/// `NIOWebSocketTransport` (Linux and servers).
/// ``WebSocketTransports/platformDefault`` picks what this platform has.
///
/// `connect` throws ``AIClientError`` of kind ``AIClientError/Kind/handshakeRefused`` when the
/// server answers the handshake with another status than 101, ``AIClientError/Kind/transport``
/// when no connection could be made, and `CancellationError` when the calling task is cancelled.
public protocol WebSocketTransport: Sendable {
    func connect(_ request: WebSocketRequest) async throws -> any WebSocketConnection
}

/// An open WebSocket connection.
///
/// ``messages`` yields each complete incoming message once. It finishes without an error when
/// the connection was closed by ``close(code:reason:)`` or by the server with code 1000, and
/// throws ``AIClientError`` when it ended otherwise: ``AIClientError/Kind/connectionClosed``
/// with the server's close code and reason (1006 when it dropped without a close frame),
/// ``AIClientError/Kind/responseTooLarge`` for a message over the request's limit,
/// ``AIClientError/Kind/protocolViolation`` when the server broke the protocol. Pings from
/// the server are answered by the implementation. A reader that stops waiting for ``messages``
/// (its task cancelled) closes the connection.
public protocol WebSocketConnection: AnyObject, Sendable {
    /// The incoming messages; iterate it once.
    var messages: AsyncThrowingStream<WebSocketMessage, any Error> { get }
    /// Sends one message as one frame (text or binary).
    func send(_ message: WebSocketMessage) async throws
    /// Sends a ping and returns when its pong arrived.
    func ping() async throws
    /// Sends a close frame with `code` and `reason` and ends ``messages``.
    func close(code: Int, reason: String) async
}

extension WebSocketConnection {
    /// Closes with 1000 (normal closure), as the official SDKs do.
    public func close() async { await close(code: WebSocketCloseCode.normal, reason: "") }
}

/// The close codes of RFC 6455 §7.4.1 the connections use.
public enum WebSocketCloseCode {
    public static let normal = 1000
    public static let goingAway = 1001
    public static let protocolError = 1002
    public static let noStatus = 1005
    public static let abnormal = 1006
    public static let messageTooBig = 1009
    public static let internalError = 1011
    public static let serviceRestart = 1012
    public static let tryAgainLater = 1013
    public static let tlsHandshake = 1015
}
