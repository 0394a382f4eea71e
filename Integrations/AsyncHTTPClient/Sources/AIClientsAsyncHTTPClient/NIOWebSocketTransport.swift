// Built only with the AsyncHTTPClientTransport trait (or in Integrations/AsyncHTTPClient), when
// async-http-client is in the graph: otherwise this product is an empty module.
#if canImport(AsyncHTTPClient)
import AIClientRuntime
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import NIOWebSocket

/// A `WebSocketTransport` on SwiftNIO (its HTTP/1 upgrade and WebSocket codec): Realtime and
/// Responses over WebSocket on Linux, where URLSession has no WebSocket support, and on servers
/// that already run an event loop group. `wss` URLs use TLS (NIOSSL, the system's trust roots).
///
/// ```swift
/// var client = OpenAIClient(apiKey: key)
/// client.core.webSocketTransport = NIOWebSocketTransport()   // Vapor: eventLoopGroup: app.eventLoopGroup
/// ```
///
/// - A refused handshake is `.handshakeRefused` with the status, headers and body (the
///   provider's error); a server's close is `.connectionClosed` with its code and reason.
/// - Incoming messages wait in a bounded buffer (`readAheadBytes`): while it is full the
///   connection stops reading the socket, so a server that sends faster than the app reads
///   is slowed down by TCP instead of growing memory.
/// - A keepalive ping goes out every `pingInterval` (20 s, as the official SDKs' client); no pong
///   within `pongTimeout` (20 s) ends the messages with `.connectionClosed` 1006.
public struct NIOWebSocketTransport: WebSocketTransport {
    /// SwiftNIO's POSIX event loops (`MultiThreadedEventLoopGroup`, what Vapor and Hummingbird run).
    public let eventLoopGroup: any EventLoopGroup
    /// Seconds between keepalive pings; nil sends none.
    public var pingInterval: TimeInterval?
    /// Seconds a keepalive ping or ``WebSocketConnection/ping()`` waits for its pong.
    public var pongTimeout: TimeInterval
    /// Seconds the TCP connect, TLS and the upgrade may take together (then `.timeout`).
    public var connectTimeout: TimeInterval
    /// Bytes of incoming messages read ahead of the app (at least one message, at most 4,096
    /// messages); when that many wait, the connection stops reading until the app took half.
    public var readAheadBytes: Int

    public init(
        eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton,
        pingInterval: TimeInterval? = 20, pongTimeout: TimeInterval = 20, connectTimeout: TimeInterval = 10,
        readAheadBytes: Int = 1 << 20
    ) {
        self.eventLoopGroup = eventLoopGroup
        self.pingInterval = pingInterval
        self.pongTimeout = pongTimeout
        self.connectTimeout = connectTimeout
        self.readAheadBytes = readAheadBytes
    }

    public func connect(_ request: WebSocketRequest) async throws -> any WebSocketConnection {
        let url = request.url
        let target = try NIOWebSocketTarget(url)
        let eventLoop = eventLoopGroup.next()
        guard let bootstrap = ClientBootstrap(validatingGroup: eventLoop) else {
            throw AIClientError.invalidRequest("NIOWebSocketTransport needs SwiftNIO's POSIX event loops (MultiThreadedEventLoopGroup)")
        }
        let tls: NIOSSLContext?
        do {
            tls = target.usesTLS ? try NIOSSLContext(configuration: .makeClientConfiguration()) : nil
        } catch {
            throw AIClientError.transport(error, url: url)
        }
        var headers = NIOHTTP1.HTTPHeaders()
        if request.headers["Host"] == nil { headers.add(name: "Host", value: target.hostHeader) }
        for field in request.headers { headers.add(name: field.name, value: field.value) }
        let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: target.requestTarget, headers: headers)
        let settings = NIOWebSocketFrameHandler.Settings(
            url: url, maxMessageBytes: max(0, request.maxMessageBytes), pingInterval: pingInterval.map { max($0, 0.001) },
            pongTimeout: max(pongTimeout, 0.001))
        let readAhead = (bytes: max(readAheadBytes, 1), messages: 4096)
        let timeout = connectTimeout
        let upgraded = eventLoop.makePromise(of: NIOWebSocketConnection.self)
        let opened = bootstrap
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .connectTimeout(.interval(timeout))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try Self.configure(
                        channel, target: target, tls: tls, head: head, timeout: timeout, settings: settings, readAhead: readAhead,
                        upgraded: upgraded)
                }
            }
            .connect(host: target.host, port: target.port)
        let attempt = NIOWebSocketConnectAttempt()
        opened.whenComplete { result in
            switch result {
            case .success(let channel):
                attempt.opened(channel)
                channel.closeFuture.whenComplete { _ in
                    upgraded.fail(AIClientError.connectionClosed(
                        code: WebSocketCloseCode.abnormal, reason: "the connection closed during the handshake", url: url))
                }
            case .failure(let error):
                if case ChannelError.connectTimeout = error {
                    upgraded.fail(AIClientError.timeout(url: url, underlying: error))
                } else {
                    upgraded.fail(AIClientError.transport(error, url: url))
                }
            }
        }
        let connection: NIOWebSocketConnection
        do {
            connection = try await withTaskCancellationHandler {
                try await upgraded.futureResult.get()
            } onCancel: {
                upgraded.fail(CancellationError())
                attempt.cancel()
            }
        } catch {
            // Whatever ended the handshake, its socket is closed.
            attempt.cancel()
            if error is CancellationError || Task.isCancelled { throw CancellationError() }
            throw (error as? AIClientError) ?? AIClientError.transport(error, url: url)
        }
        if Task.isCancelled {
            connection.abort()
            throw CancellationError()
        }
        return connection
    }

    /// The pipeline of a new channel: TLS, HTTP/1 with the upgrade to WebSocket, the handshake
    /// handler; after a 101 the WebSocket codec (frames up to the message limit) and the frame handler.
    private static func configure(
        _ channel: any Channel, target: NIOWebSocketTarget, tls: NIOSSLContext?, head: HTTPRequestHead, timeout: TimeInterval,
        settings: NIOWebSocketFrameHandler.Settings, readAhead: (bytes: Int, messages: Int),
        upgraded: EventLoopPromise<NIOWebSocketConnection>
    ) throws {
        let pipeline = channel.pipeline.syncOperations
        if let tls {
            try pipeline.addHandler(NIOSSLClientHandler(context: tls, serverHostname: target.hostIsIPAddress ? nil : target.host))
        }
        let handshake = NIOWebSocketHandshakeHandler(head: head, url: settings.url, timeout: timeout, promise: upgraded)
        let handshakeBox = NIOLoopBound(handshake, eventLoop: channel.eventLoop)
        // A frame over the message limit is refused at its header (1009, `.responseTooLarge`).
        // The frame handler answers the codec's errors: NIO's automatic handler would close the
        // channel before the handler learnt why (a drop, 1006).
        let upgrader = NIOWebSocketClientUpgrader(
            maxFrameSize: min(max(settings.maxMessageBytes, 125), Int(UInt32.max)), automaticErrorHandling: false
        ) { channel, _ in
            channel.eventLoop.makeCompletedFuture {
                let inbox = NIOWebSocketInbox(readAheadBytes: readAhead.bytes, readAheadMessages: readAhead.messages)
                let handler = NIOWebSocketFrameHandler(settings: settings, inbox: inbox)
                try channel.pipeline.syncOperations.addHandler(handler)
                upgraded.succeed(NIOWebSocketConnection(channel: channel, handler: handler, url: settings.url))
            }
        }
        try pipeline.addHTTPClientHandlers(
            leftOverBytesStrategy: .forwardBytes,
            withClientUpgrade: (upgraders: [upgrader], completionHandler: { context in
                context.pipeline.syncOperations.removeHandler(handshakeBox.value, promise: nil)
            }))
        try pipeline.addHandler(handshake)
    }
}

/// The channel of a connect in progress, closed when the connect is cancelled or fails (also
/// when the channel opens only after that).
final class NIOWebSocketConnectAttempt: @unchecked Sendable {
    private let lock = NSLock()
    private var channel: (any Channel)?
    private var cancelled = false

    func opened(_ channel: any Channel) {
        let close = lock.withLock { () -> Bool in
            self.channel = channel
            return cancelled
        }
        if close { channel.close(promise: nil) }
    }

    func cancel() {
        let channel = lock.withLock { () -> (any Channel)? in
            cancelled = true
            return self.channel
        }
        channel?.close(promise: nil)
    }
}
#endif
