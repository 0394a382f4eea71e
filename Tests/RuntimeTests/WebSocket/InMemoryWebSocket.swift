import Foundation
@testable import AIClientRuntime

/// A WebSocket transport with no network: each `connect` records its request and hands out a
/// connection whose incoming messages and end the test scripts.
final class InMemoryWebSocketTransport: WebSocketTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var _requests: [WebSocketRequest] = []
    private var _connections: [InMemoryWebSocketConnection] = []
    /// Connect attempts (by index) that fail with a transport error.
    var failingAttempts: Set<Int> = []
    /// What the server does on each new connection (the index is the connection's), after the
    /// handshake: a server that sends and drops on its own.
    var script: (@Sendable (Int, InMemoryWebSocketConnection) -> Void)?

    var requests: [WebSocketRequest] { lock.withLock { _requests } }
    var connections: [InMemoryWebSocketConnection] { lock.withLock { _connections } }

    func connect(_ request: WebSocketRequest) async throws -> any WebSocketConnection {
        let (connection, index) = try lock.withLock {
            let attempt = _requests.count
            _requests.append(request)
            if failingAttempts.contains(attempt) { throw AIClientError.transport(URLError(.cannotConnectToHost), url: request.url) }
            let connection = InMemoryWebSocketConnection()
            _connections.append(connection)
            return (connection, _connections.count - 1)
        }
        script?(index, connection)
        return connection
    }

    /// Waits (a bounded number of times) until `count` connections were opened.
    func waitForConnections(_ count: Int) async -> Bool {
        for _ in 0..<500 {
            if connections.count >= count { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return false
    }
}

final class InMemoryWebSocketConnection: WebSocketConnection, @unchecked Sendable {
    let messages: AsyncThrowingStream<WebSocketMessage, any Error>
    private let continuation: AsyncThrowingStream<WebSocketMessage, any Error>.Continuation
    private let lock = NSLock()
    private var _sent: [WebSocketMessage] = []
    private var _closeCode: Int?

    init() {
        (messages, continuation) = AsyncThrowingStream.makeStream()
        // As the transports do: a reader that stops (cancelled) closes the connection.
        continuation.onTermination = { [weak self] termination in
            guard case .cancelled = termination, let self else { return }
            self.lock.withLock { if self._closeCode == nil { self._closeCode = WebSocketCloseCode.normal } }
        }
    }

    var sent: [WebSocketMessage] { lock.withLock { _sent } }
    var closeCode: Int? { lock.withLock { _closeCode } }
    var sentTexts: [String] { sent.compactMap { if case .text(let text) = $0 { text } else { nil } } }

    func receive(_ text: String) { continuation.yield(.text(text)) }
    func serverCloses(code: Int, reason: String = "") {
        continuation.finish(throwing: code == 1000 ? nil : AIClientError.connectionClosed(code: code, reason: reason))
    }

    func send(_ message: WebSocketMessage) async throws {
        lock.withLock { _sent.append(message) }
    }

    func ping() async throws {}

    func close(code: Int, reason: String) async {
        lock.withLock { _closeCode = code }
        continuation.finish()
    }
}
