// The family's product re-exports the runtime module it adds (opening and reconnecting WebSocket connections).
@_exported import AIClientWebSocket
import Foundation

/// How the Live connections connect: extra query items and headers, the reconnect hook and
/// policy, the bounds. The send queue holds 2 MiB unless `maxQueueBytes` says otherwise (as
/// openai-python sizes it: a 30-second audio fixture is 1.9 MB of base64).
public typealias LiveConnectOptions = WebSocketConnectOptions

/// A Live session on its primary WebSocket (`client.live.connect()`): `events` yields
/// `LiveServerEvent`s, `send(_:)` sends `LiveClientEvent`s. Send `.sessionStart` first, then
/// wait for `.sessionStarted`.
///
/// Error events arrive as `.error` events (the connection stays open); events this version
/// does not know arrive as `.unknown` with their JSON. Closing, reconnecting and the send queue
/// are as for ``RealtimeConnection``'s (``WebSocketEventConnection``).
public typealias LiveConnection = WebSocketEventConnection<LiveClientEvent, LiveServerEvent>

/// A fork of a stored Live session (`client.live.forks.connect(sessionID:)`): send
/// `.sessionStart` with the overrides (which may be empty; the model is inherited), then wait
/// for `.sessionStarted`.
public typealias LiveForkConnection = WebSocketEventConnection<LiveForkClientEvent, LiveForkServerEvent>

/// A sideband connection to a running Live session (`client.live.sideband.connect(sessionID:)`),
/// for a server beside a WebRTC or SIP call: it does not send `session.start`.
public typealias LiveSidebandConnection = WebSocketEventConnection<LiveConnectClientEvent, LiveConnectServerEvent>

extension OpenAIClient.Live {
    /// The send queue's bound of the Live connections when the options leave it (2 MiB).
    public static let defaultQueueBytes = 2_097_152

    /// Opens a Live session over WebSocket (`wss://…/v1/live/sessions`, no query) with the
    /// client's credentials and headers, for the `gpt-live-1` models. Nothing is sent until you
    /// send `.sessionStart` with the model and the session's configuration.
    ///
    /// - Throws: ``AIClientError`` (``AIClientError/Kind/handshakeRefused`` with the status,
    ///   ``AIClientError/Kind/webSocketUnavailable`` on Linux without `NIOWebSocketTransport`).
    public func connect(options: LiveConnectOptions = .init()) async throws -> LiveConnection {
        try await core.openEventConnection(
            path: "/live/sessions", options: options, defaultQueueBytes: Self.defaultQueueBytes) { .unknown($0) }
    }

    /// Forks of stored Live sessions, over WebSocket.
    public var forks: Forks { Forks(core: core) }

    /// Sideband connections to running Live sessions.
    public var sideband: Sideband { Sideband(core: core) }

    /// `client.live.forks`.
    public struct Forks: Sendable {
        let core: APIClientCore

        /// Forks the stored Live session `sessionID` over WebSocket
        /// (`wss://…/v1/live/sessions/{session_id}/fork`).
        ///
        /// - Throws: ``AIClientError/Kind/invalidRequest`` for an empty id, and as
        ///   ``OpenAIClient/Live/connect(options:)``.
        public func connect(sessionID: String, options: LiveConnectOptions = .init()) async throws -> LiveForkConnection {
            let id = try RequestComponents.pathSegment(sessionID, name: "session_id", operation: "live.forks.connect")
            return try await core.openEventConnection(
                path: "/live/sessions/\(id)/fork", options: options, defaultQueueBytes: OpenAIClient.Live.defaultQueueBytes) { .unknown($0) }
        }
    }

    /// `client.live.sideband`.
    public struct Sideband: Sendable {
        let core: APIClientCore

        /// Attaches to the running Live session `sessionID` (`wss://…/v1/live/sessions/{session_id}/attach`).
        ///
        /// - Parameter gracefulClose: asks for the WebSocket closing handshake when the session
        ///   ends (`graceful_close=true`); nil leaves it to the server.
        public func connect(
            sessionID: String, gracefulClose: Bool? = nil, options: LiveConnectOptions = .init()
        ) async throws -> LiveSidebandConnection {
            let id = try RequestComponents.pathSegment(sessionID, name: "session_id", operation: "live.sideband.connect")
            var query = QueryItems()
            if let gracefulClose { query.append("graceful_close", gracefulClose ? "true" : "false") }
            return try await core.openEventConnection(
                path: "/live/sessions/\(id)/attach", query: query, options: options,
                defaultQueueBytes: OpenAIClient.Live.defaultQueueBytes) { .unknown($0) }
        }
    }
}
