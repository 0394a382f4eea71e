// Built only with the AsyncHTTPClientTransport trait (or in Integrations/AsyncHTTPClient), when
// async-http-client is in the graph: otherwise this product is an empty module.
#if canImport(AsyncHTTPClient)
import AIClientRuntime
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import WebSocketKit

/// A `WebSocketTransport` on SwiftNIO (vapor/websocket-kit): Realtime and Responses over
/// WebSocket on Linux, where URLSession has no WebSocket support, and on servers that already
/// run an event loop group. `wss` URLs use TLS (NIOSSL, the system's trust roots).
///
/// ```swift
/// var client = OpenAIClient(apiKey: key)
/// client.core.webSocketTransport = NIOWebSocketTransport()   // Vapor: eventLoopGroup: app.eventLoopGroup
/// ```
///
/// websocket-kit keeps neither the body of a refused handshake nor the reason of a close frame:
/// `handshakeRefused` errors carry the status and headers, `connectionClosed` errors the code.
public struct NIOWebSocketTransport: WebSocketTransport {
    public let eventLoopGroup: any EventLoopGroup

    public init(eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton) {
        self.eventLoopGroup = eventLoopGroup
    }

    public func connect(_ request: WebSocketRequest) async throws -> any WebSocketConnection {
        let url = request.url
        guard let scheme = url.scheme?.lowercased(), scheme == "ws" || scheme == "wss", let host = url.host, !host.isEmpty else {
            throw AIClientError.invalidRequest("'\(SecretRedaction.redact(url))' is not a ws or wss URL")
        }
        let port = url.port ?? (scheme == "wss" ? 443 : 80)
        let path = url.path.isEmpty ? "/" : url.path
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery
        // websocket-kit reports a frame over its limit as a dropped connection (1006), so it reads
        // up to twice the limit and `NIOWebSocketConnection` refuses what is over the limit.
        let readLimit = min(max(request.maxMessageBytes, 1 << 14), Int(UInt32.max) / 2) * 2
        var configuration = WebSocketClient.Configuration(maxFrameSize: readLimit)
        configuration.maxAccumulatedFrameSize = readLimit
        let client = WebSocketClient(eventLoopGroupProvider: .shared(eventLoopGroup), configuration: configuration)
        var headers = NIOHTTP1.HTTPHeaders()
        for field in request.headers { headers.add(name: field.name, value: field.value) }
        let connection = NIOWebSocketConnection(url: url, limit: request.maxMessageBytes)
        let connect = client.connect(
            scheme: scheme, host: host, port: port, path: path, query: query, headers: headers,
            onUpgrade: { socket in connection.attach(socket) })
        do {
            try await withTaskCancellationHandler {
                try await connect.get()
            } onCancel: {
                connection.abandon()
            }
        } catch WebSocketClient.Error.invalidResponseStatus(let head) {
            throw AIClientError.handshakeRefused(
                HTTPResponseInfo(status: Int(head.status.code), headers: AIClientRuntime.HTTPHeaders(head.headers.map { ($0.name, $0.value) })),
                body: Data(), url: url)
        } catch {
            try Task.checkCancellation()
            throw AIClientError.transport(error, url: url)
        }
        // websocket-kit completes the connect future before it hands out the socket.
        try await connection.waitUntilAttached()
        try Task.checkCancellation()
        return connection
    }
}

/// One open connection: websocket-kit's callbacks feed `messages`; its close code says how the
/// connection ended.
final class NIOWebSocketConnection: WebSocketConnection, @unchecked Sendable {
    let messages: AsyncThrowingStream<WebSocketMessage, any Error>
    private let continuation: AsyncThrowingStream<WebSocketMessage, any Error>.Continuation
    private let url: URL
    private let limit: Int
    private let lock = NSLock()
    private var socket: WebSocket?
    private var closedByUs = false
    private var abandoned = false
    private var pongWaiters: [CheckedContinuation<Void, any Error>] = []
    private var attachWaiters: [CheckedContinuation<Void, Never>] = []

    init(url: URL, limit: Int) {
        self.url = url
        self.limit = limit
        (messages, continuation) = AsyncThrowingStream.makeStream()
        continuation.onTermination = { [weak self] termination in
            guard case .cancelled = termination, let self else { return }
            Task { await self.close(code: WebSocketCloseCode.normal, reason: "") }
        }
    }

    /// Called on the event loop once the upgrade succeeded, before any frame is read.
    func attach(_ socket: WebSocket) {
        let (abandon, waiters) = lock.withLock { () -> (Bool, [CheckedContinuation<Void, Never>]) in
            self.socket = socket
            defer { attachWaiters = [] }
            return (abandoned, attachWaiters)
        }
        defer { for waiter in waiters { waiter.resume() } }
        let continuation = continuation
        socket.onText { [weak self] socket, text in
            guard let self, self.accept(text.utf8.count, on: socket) else { return }
            continuation.yield(.text(text))
        }
        socket.onBinary { [weak self] socket, buffer in
            guard let self, self.accept(buffer.readableBytes, on: socket) else { return }
            continuation.yield(.binary(Data(buffer.readableBytesView)))
        }
        socket.onPong { [weak self] _, _ in self?.pongArrived() }
        socket.onClose.whenComplete { [weak self] _ in self?.ended(code: socket.closeCode) }
        if abandon { _ = socket.close(code: .normalClosure) }
    }

    /// A message over the limit closes the connection with 1009 and ends the messages with
    /// `responseTooLarge`.
    private func accept(_ size: Int, on socket: WebSocket) -> Bool {
        guard size > limit else { return true }
        lock.withLock { closedByUs = true }
        continuation.finish(throwing: AIClientError.responseTooLarge(limit: limit, url: url))
        _ = socket.close(code: .messageTooLarge)
        return false
    }

    /// Returns once `attach` ran, or throws after a second without it: websocket-kit never
    /// hands out the socket of a connection that closed during the upgrade.
    func waitUntilAttached() async throws {
        let attached = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                    let attached = self.lock.withLock { () -> Bool in
                        if self.socket != nil { return true }
                        self.attachWaiters.append(waiter)
                        return false
                    }
                    if attached { waiter.resume() }
                }
                return true
            }
            group.addTask {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                return false
            }
            let first = await group.next() ?? false
            if !first {
                // Let the waiter go.
                let waiters = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
                    defer { attachWaiters = [] }
                    return attachWaiters
                }
                for waiter in waiters { waiter.resume() }
            }
            group.cancelAll()
            return first
        }
        guard attached else {
            throw AIClientError.connectionClosed(
                code: WebSocketCloseCode.abnormal, reason: "the connection closed during the handshake", url: url)
        }
    }

    /// The connecting task was cancelled: close as soon as the upgrade is done.
    func abandon() {
        let socket = lock.withLock { () -> WebSocket? in
            abandoned = true
            closedByUs = true
            return self.socket
        }
        _ = socket?.close(code: .normalClosure)
    }

    private func pongArrived() {
        let waiter = lock.withLock { pongWaiters.isEmpty ? nil : pongWaiters.removeFirst() }
        waiter?.resume()
    }

    private func ended(code: WebSocketErrorCode?) {
        let (ours, waiters) = lock.withLock { () -> (Bool, [CheckedContinuation<Void, any Error>]) in
            defer { pongWaiters = [] }
            return (closedByUs, pongWaiters)
        }
        let number = code.map { Int(UInt16(webSocketErrorCode: $0)) } ?? WebSocketCloseCode.abnormal
        let failure: AIClientError? = switch number {
        case _ where ours, WebSocketCloseCode.normal: nil
        case WebSocketCloseCode.messageTooBig: .responseTooLarge(limit: limit, url: url)
        case WebSocketCloseCode.protocolError, 1007:
            .protocolViolation("the connection was closed with code \(number) (\(number == 1007 ? "data inconsistent with the message type" : "protocol error"))")
        default: .connectionClosed(code: number, url: url)
        }
        for waiter in waiters { waiter.resume(throwing: failure ?? AIClientError.connectionClosed(code: number, url: url)) }
        if let failure { continuation.finish(throwing: failure) } else { continuation.finish() }
    }

    private func currentSocket() throws -> WebSocket {
        guard let socket = lock.withLock({ self.socket }), !socket.isClosed else {
            throw AIClientError.connectionClosed(code: WebSocketCloseCode.abnormal, reason: "the connection is closed", url: url)
        }
        return socket
    }

    func send(_ message: WebSocketMessage) async throws {
        let socket = try currentSocket()
        let promise = socket.eventLoop.makePromise(of: Void.self)
        switch message {
        case .text(let text): socket.send(text, promise: promise)
        case .binary(let data): socket.send(raw: data, opcode: .binary, promise: promise)
        }
        try await promise.futureResult.get()
    }

    func ping() async throws {
        let socket = try currentSocket()
        try await withCheckedThrowingContinuation { (waiter: CheckedContinuation<Void, any Error>) in
            lock.withLock { pongWaiters.append(waiter) }
            socket.sendPing()
        }
    }

    func close(code: Int, reason: String) async {
        let socket = lock.withLock { () -> WebSocket? in
            closedByUs = true
            return self.socket
        }
        guard let socket else {
            continuation.finish()
            return
        }
        // Returns once the close frame is written; the channel closes when the server answers
        // it. The messages end now: what arrives after our close is not read.
        try? await socket.close(code: WebSocketErrorCode(codeNumber: code)).get()
        continuation.finish()
    }
}
#endif
