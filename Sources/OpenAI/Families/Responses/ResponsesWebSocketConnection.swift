// The family's product re-exports the runtime module it adds (opening and reconnecting WebSocket connections).
@_exported import AIClientWebSocket
import Foundation

/// How ``OpenAIClient/Responses/connect(options:)`` connects.
public struct ResponsesConnectOptions: Sendable {
    public var extraQuery: QueryItems
    public var extraHeaders: HTTPHeaders
    /// Asked before each reconnect attempt after a recoverable close; nil: no reconnect.
    public var onReconnecting: ReconnectingWebSocket.ReconnectHook?
    public var reconnectPolicy: WebSocketReconnectPolicy
    /// Bytes of messages sent while reconnecting that may wait (1 MiB).
    public var maxQueueBytes: Int
    /// The largest incoming message (32 MiB).
    public var maxMessageBytes: Int
    /// The WebSocket client; nil: the client's `core.webSocketTransport`.
    public var transport: (any WebSocketTransport)?

    public init(
        extraQuery: QueryItems = [], extraHeaders: HTTPHeaders = [:], onReconnecting: ReconnectingWebSocket.ReconnectHook? = nil,
        reconnectPolicy: WebSocketReconnectPolicy = .init(), maxQueueBytes: Int = 1 << 20, maxMessageBytes: Int = 32 << 20,
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

    /// The options as every WebSocket endpoint of the client takes them.
    var webSocket: WebSocketConnectOptions {
        WebSocketConnectOptions(
            extraQuery: extraQuery, extraHeaders: extraHeaders, onReconnecting: onReconnecting, reconnectPolicy: reconnectPolicy,
            maxQueueBytes: maxQueueBytes, maxMessageBytes: maxMessageBytes, transport: transport)
    }
}

extension OpenAIClient.Responses {
    /// Opens the Responses API in WebSocket mode (`wss://…/v1/responses`): `response.create`
    /// events in, the response's stream events out, on one connection for many responses.
    public func connect(options: ResponsesConnectOptions = .init()) async throws -> ResponsesWebSocketConnection {
        try await core.openEventConnection(path: "/responses", options: options.webSocket) { .unknown($0) }
    }
}

/// The Responses API over one WebSocket: ``create(_:)`` sends a `response.create` event;
/// `events` yields every server event of every response. To run several responses at once,
/// give each a `streamID` and read its lane with ``lanes()``.
public typealias ResponsesWebSocketConnection = WebSocketEventConnection<ResponsesClientEvent, ResponsesServerEvent>

extension ResponsesWebSocketConnection {
    /// Sends `response.create` with every field of `request` you set (`stream` and
    /// `background` do not apply over WebSocket).
    public func create(_ request: ResponsesClientEventResponseCreate) async throws {
        try await send(request)
    }

    /// Splits the events into lanes by `stream_id`; read ``events`` or the lanes, not both.
    public func lanes() -> ResponsesLanes {
        ResponsesLanes(connection: self)
    }
}

/// The events of one connection, split by their `stream_id`: each lane is an async sequence
/// of its response's events, as the existing `ResponseStreamEvent` union (so a
/// `ResponseAccumulator` builds its `Response`). Events without a `stream_id` go to the lane
/// `""`. Lanes are read concurrently; one task reads the socket and routes each event.
public final class ResponsesLanes: Sendable {
    private let connection: ResponsesWebSocketConnection
    private let router: LaneRouter

    init(connection: ResponsesWebSocketConnection) {
        self.connection = connection
        self.router = LaneRouter(messages: connection.socket.messages)
    }

    /// Sends `request` with `stream_id` set to `streamID` and returns that lane's events,
    /// which end after `response.completed`, `response.failed` or `response.incomplete`.
    public func create(_ request: ResponsesClientEventResponseCreate, streamID: String) async throws -> AsyncThrowingStream<ResponseStreamEvent, any Error> {
        var request = request
        request.streamID = streamID
        let lane = router.lane(streamID)
        try await connection.create(request)
        return lane
    }

    /// The events of lane `streamID` (registered before its first event arrives).
    public func lane(_ streamID: String) -> AsyncThrowingStream<ResponseStreamEvent, any Error> {
        router.lane(streamID)
    }
}

/// Reads the socket once and yields each event to its lane.
final class LaneRouter: @unchecked Sendable {
    private let lock = NSLock()
    private var lanes: [String: AsyncThrowingStream<ResponseStreamEvent, any Error>.Continuation] = [:]
    /// Events of lanes nobody asked for yet, kept until they are (bounded).
    private var early: [String: [ResponseStreamEvent]] = [:]
    private var ended: Result<Void, any Error>?
    private var reader: Task<Void, Never>?

    init(messages: AsyncThrowingStream<WebSocketMessage, any Error>) {
        reader = Task { [weak self] in
            do {
                for try await message in messages {
                    guard let self else { return }
                    self.route(message)
                }
                self?.finish(.success(()))
            } catch {
                self?.finish(.failure(error))
            }
        }
    }

    deinit { reader?.cancel() }

    func lane(_ id: String) -> AsyncThrowingStream<ResponseStreamEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream<ResponseStreamEvent, any Error>.makeStream()
        // A lane keeps the router (and its reader) alive until the lane ends.
        continuation.onTermination = { _ in withExtendedLifetime(self) {} }
        let (pending, end) = lock.withLock { () -> ([ResponseStreamEvent], Result<Void, any Error>?) in
            lanes[id] = continuation
            return (early.removeValue(forKey: id) ?? [], ended)
        }
        for event in pending { deliver(event, to: continuation, lane: id) }
        if let end { Self.finish(continuation, end) }
        return stream
    }

    private func route(_ message: WebSocketMessage) {
        let data = message.data
        let streamID: String
        if case .object(let members)? = try? JSONCoding.decoder.decode(JSONValue.self, from: data),
           case .string(let id)? = members["stream_id"] {
            streamID = id
        } else {
            streamID = ""
        }
        let event: ResponseStreamEvent
        do {
            event = try JSONCoding.decoder.decode(ResponseStreamEvent.self, from: data)
        } catch {
            guard let json = try? JSONCoding.decoder.decode(JSONValue.self, from: data) else { return }
            event = .unknown(json)
        }
        let continuation = lock.withLock { () -> AsyncThrowingStream<ResponseStreamEvent, any Error>.Continuation? in
            if let continuation = lanes[streamID] { return continuation }
            if early[streamID, default: []].count < 10_000 { early[streamID, default: []].append(event) }
            return nil
        }
        if let continuation { deliver(event, to: continuation, lane: streamID) }
    }

    private func deliver(_ event: ResponseStreamEvent, to continuation: AsyncThrowingStream<ResponseStreamEvent, any Error>.Continuation, lane: String) {
        continuation.yield(event)
        switch event {
        case .completed, .failed, .incomplete:
            continuation.finish()
            _ = lock.withLock { lanes.removeValue(forKey: lane) }
        default:
            break
        }
    }

    private func finish(_ result: Result<Void, any Error>) {
        let open = lock.withLock { () -> [AsyncThrowingStream<ResponseStreamEvent, any Error>.Continuation] in
            ended = result
            defer { lanes = [:] }
            return Array(lanes.values)
        }
        for continuation in open { Self.finish(continuation, result) }
    }

    private static func finish(_ continuation: AsyncThrowingStream<ResponseStreamEvent, any Error>.Continuation, _ result: Result<Void, any Error>) {
        switch result {
        case .success: continuation.finish()
        case .failure(let error): continuation.finish(throwing: error)
        }
    }
}
