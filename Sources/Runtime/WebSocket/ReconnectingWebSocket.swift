import AIClientRuntime
import Foundation

/// A WebSocket connection that opens again after a recoverable drop when its owner asked for
/// it (a reconnect hook), queuing what is sent meanwhile: the engine under the Realtime and
/// Responses-over-WebSocket connections.
///
/// - Without a hook a drop ends ``messages`` with the error.
/// - With one, a close with a recoverable code (``WebSocketReconnectPolicy/recoverableCloseCodes``)
///   starts attempts with backoff; before each the hook may change the query and headers, or
///   abort. Messages sent meanwhile wait in a bounded queue (``WebSocketSendQueue``) and go
///   out, in order, as soon as a new connection is open. Nothing else is replayed: the
///   server's state of the old connection is gone.
/// - As the official SDKs count them, attempts add up over reconnects until the server sends
///   an event that is not an error (a JSON object whose `type` is a string other than
///   `"error"`): a server that accepts each handshake and drops the connection again gets
///   `maxAttempts` reconnects in all, then ``messages`` ends with the close that ended the
///   last one.
/// - Incoming messages wait in a bounded buffer (``WebSocketMessageBuffer``): when the app
///   reads slower than the server sends, the connection stops reading the socket.
/// - ``close(code:reason:)`` closes with 1000 by default and ends ``messages`` normally.
public actor ReconnectingWebSocket {
    /// Builds the handshake for the query items and headers of an attempt.
    public typealias RequestMaker = @Sendable (_ extraQuery: QueryItems, _ extraHeaders: HTTPHeaders) async throws -> WebSocketRequest
    public typealias ReconnectHook = @Sendable (WebSocketReconnectAttempt) async -> WebSocketReconnectDecision

    /// Every incoming message of every connection, in order; iterate it once.
    public nonisolated let messages: AsyncThrowingStream<WebSocketMessage, any Error>
    private let output: WebSocketMessageBuffer

    private let transport: any WebSocketTransport
    private let makeRequest: RequestMaker
    private var extraQuery: QueryItems
    private var extraHeaders: HTTPHeaders
    private let onReconnecting: ReconnectHook?
    private let policy: WebSocketReconnectPolicy
    private let random: @Sendable () -> Double
    private var queue: WebSocketSendQueue
    private var connection: (any WebSocketConnection)?
    private var reconnecting = false
    private var closed = false
    private var pump: Task<Void, Never>?
    /// How many connections were opened (1 + successful reconnects).
    public private(set) var connectionCount = 0
    /// Reconnect attempts made since the server last sent an event that is not an error.
    public private(set) var attemptsSinceProgress = 0

    /// Opens the first connection; throws what the transport threw.
    public init(
        transport: any WebSocketTransport, extraQuery: QueryItems = [], extraHeaders: HTTPHeaders = [:],
        onReconnecting: ReconnectHook? = nil, policy: WebSocketReconnectPolicy = .init(), queueLimit: Int = 1 << 20,
        bufferLimits: WebSocketMessageBuffer.Limits = .init(),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0...1) },
        makeRequest: @escaping RequestMaker
    ) async throws {
        self.transport = transport
        self.makeRequest = makeRequest
        self.extraQuery = extraQuery
        self.extraHeaders = extraHeaders
        self.onReconnecting = onReconnecting
        self.policy = policy
        self.random = random
        self.queue = WebSocketSendQueue(limit: queueLimit)
        output = WebSocketMessageBuffer(limits: bufferLimits)
        messages = output.messages
        let first = try await transport.connect(try await makeRequest(extraQuery, extraHeaders))
        connection = first
        connectionCount = 1
        startPump(first)
    }

    /// A connection dropped without ``close(code:reason:)`` closes: the pump's cancellation
    /// ends its reading of the transport's messages, which closes that connection.
    deinit {
        pump?.cancel()
    }

    private func startPump(_ connection: any WebSocketConnection) {
        output.setCancelHandler { [weak self] in
            guard let self else { return }
            Task { await self.close() }
        }
        let output = output
        // After a reconnect, the first event that is not an error resets the attempt count.
        var watching = attemptsSinceProgress > 0
        pump = Task { [weak self] in
            var failure: (any Error)?
            do {
                for try await message in connection.messages {
                    guard await output.push(message) else { break }
                    if watching, Self.isProgress(message) {
                        watching = false
                        await self?.madeProgress()
                    }
                }
            } catch {
                failure = error
            }
            await self?.ended(connection, failure: failure)
        }
    }

    private func madeProgress() { attemptsSinceProgress = 0 }

    /// Whether a message shows that the connection works: a JSON object whose `type` is a
    /// string other than `"error"`, as the official SDKs decide.
    static func isProgress(_ message: WebSocketMessage) -> Bool {
        guard let probe = try? JSONCoding.decoder.decode(EventTypeProbe.self, from: message.data),
              let type = probe.type else { return false }
        return !type.isEmpty && type != "error"
    }

    private struct EventTypeProbe: Decodable {
        var type: String?
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            type = try? container.decodeIfPresent(String.self, forKey: AnyCodingKey("type"))
        }
    }

    /// The current connection ended: finish, or reconnect when asked to.
    private func ended(_ ended: any WebSocketConnection, failure: (any Error)?) async {
        guard ended === connection else { return }
        guard let failure, !closed else {
            output.finish()
            return
        }
        guard let hook = onReconnecting, let clientError = failure as? AIClientError,
              let code = clientError.closeCode, WebSocketReconnectPolicy.isRecoverable(closeCode: code) else {
            output.finish(throwing: failure)
            return
        }
        let maxAttempts = max(1, policy.maxAttempts)
        guard attemptsSinceProgress < maxAttempts else {
            output.finish(throwing: failure)
            return
        }
        reconnecting = true
        defer { reconnecting = false }
        for attempt in (attemptsSinceProgress + 1)...maxAttempts {
            attemptsSinceProgress = attempt
            let delay = policy.delay(attempt: attempt, jitter: random())
            let decision = await hook(WebSocketReconnectAttempt(
                attempt: attempt, maxAttempts: policy.maxAttempts, delay: delay, closeCode: code,
                extraQuery: extraQuery, extraHeaders: extraHeaders))
            switch decision {
            case .abort:
                output.finish(throwing: failure)
                return
            case .proceed:
                break
            case .proceedWith(let query, let headers):
                if let query { extraQuery = query }
                if let headers { extraHeaders = headers }
            }
            do {
                try await ClampedSleep.sleep(seconds: delay)
            } catch {
                output.finish(throwing: CancellationError())
                return
            }
            if closed {
                output.finish()
                return
            }
            guard let next = try? await transport.connect(try await makeRequest(extraQuery, extraHeaders)) else { continue }
            connection = next
            connectionCount += 1
            // Sends stay queued until the queue is empty, so none overtakes a queued one.
            while !queue.isEmpty, await flushQueue(next) {}
            startPump(next)
            return
        }
        output.finish(throwing: failure)
    }

    /// Sends what is queued; false when the new connection failed already (what is left stays
    /// queued for the next one).
    private func flushQueue(_ connection: any WebSocketConnection) async -> Bool {
        let pending = queue.drain()
        for (index, message) in pending.enumerated() {
            do {
                try await connection.send(message)
            } catch {
                queue.requeue(Array(pending[index...]))
                return false
            }
        }
        return true
    }

    /// Sends one message; while reconnecting, queues it (``AIClientError/Kind/queueFull`` when
    /// it does not fit).
    public func send(_ message: WebSocketMessage) async throws {
        if closed { throw AIClientError.connectionClosed(code: WebSocketCloseCode.normal, reason: "closed by the client") }
        if reconnecting || connection == nil {
            try queue.enqueue(message)
            return
        }
        guard let connection else { return }
        try await connection.send(message)
    }

    /// Sends a ping on the current connection and waits for its pong.
    public func ping() async throws {
        guard let connection, !reconnecting else { return }
        try await connection.ping()
    }

    /// Closes the connection (1000 by default), stops reconnecting and ends ``messages``.
    public func close(code: Int = WebSocketCloseCode.normal, reason: String = "") async {
        guard !closed else { return }
        closed = true
        let current = connection
        connection = nil
        await current?.close(code: code, reason: reason)
        pump?.cancel()
        output.finish()
    }

    /// Whether the connection dropped and a new one is being opened (sends are queued).
    public var isReconnecting: Bool { reconnecting }

    /// Bytes waiting in the send queue.
    public var queuedBytes: Int { queue.byteCount }
}
