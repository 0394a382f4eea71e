import AIClientRuntime
import Foundation

extension APIClientCore {
    /// Opens a WebSocket endpoint of this client (`path` with `query` and `headers`, then the
    /// options' extra query items and headers) as a connection of typed JSON events.
    ///
    /// - Parameters:
    ///   - defaultQueueBytes: the send queue's bound when `options.maxQueueBytes` is nil.
    ///   - unknown: keeps a server message that is JSON but no known event (the union's
    ///     `.unknown` case).
    public func openEventConnection<ClientEvent, ServerEvent>(
        path: String, query: QueryItems = [], headers: HTTPHeaders = [:], options: WebSocketConnectOptions,
        defaultQueueBytes: Int = WebSocketConnectOptions.defaultQueueBytes,
        unknown: @escaping WebSocketEventSequence<ServerEvent>.Fallback
    ) async throws -> WebSocketEventConnection<ClientEvent, ServerEvent> {
        let socket = try await openWebSocket(
            path: path, query: query, headers: headers, transport: options.transport, extraQuery: options.extraQuery,
            extraHeaders: options.extraHeaders, onReconnecting: options.onReconnecting, policy: options.reconnectPolicy,
            queueLimit: options.maxQueueBytes ?? defaultQueueBytes, maxMessageBytes: options.maxMessageBytes)
        return WebSocketEventConnection(socket: socket, unknown: unknown)
    }
}

/// An open WebSocket session of typed JSON events: ``events`` yields the server's, ``send(_:)``
/// sends the client's, each as one text frame with only the fields you set. The Realtime,
/// Realtime translation, Responses and Live connections are this type with their event unions
/// (`RealtimeConnection`, `LiveConnection`, …); what one of them adds is an extension.
///
/// Error events arrive as events (the connection stays open); events this version does not know
/// arrive as the union's `.unknown` case with their JSON. Binary messages are read as JSON too.
/// Reconnecting, the send queue and the bounds are ``ReconnectingWebSocket``'s.
public final class WebSocketEventConnection<ClientEvent: Encodable & Sendable, ServerEvent: Decodable & Sendable>: Sendable {
    /// The server's events, in order; iterate once. Ends when you ``close()`` or the server
    /// closes with 1000; throws ``AIClientError`` when the connection ends otherwise.
    public let events: WebSocketEventSequence<ServerEvent>
    /// The connection under the events (for ``ReconnectingWebSocket/queuedBytes``, pings).
    public let socket: ReconnectingWebSocket

    public init(socket: ReconnectingWebSocket, unknown: @escaping WebSocketEventSequence<ServerEvent>.Fallback) {
        self.socket = socket
        self.events = WebSocketEventSequence(messages: socket.messages, fallback: unknown)
    }

    /// Sends one client event as one text frame (while reconnecting: queued).
    public func send(_ event: ClientEvent) async throws {
        try await socket.send(.text(String(decoding: try JSONCoding.encode(event), as: UTF8.self)))
    }

    /// Sends text exactly as given (an event this version has no type for).
    public func sendRaw(_ text: String) async throws {
        try await socket.send(.text(text))
    }

    /// Sends a message exactly as given, text or binary.
    public func sendRaw(_ message: WebSocketMessage) async throws {
        try await socket.send(message)
    }

    /// Closes with 1000 and ends ``events``.
    public func close() async {
        await socket.close()
    }
}
