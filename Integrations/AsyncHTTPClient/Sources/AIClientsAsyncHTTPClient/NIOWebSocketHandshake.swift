#if canImport(AsyncHTTPClient)
import AIClientRuntime
import Foundation
import NIOCore
import NIOHTTP1

/// Where a `ws`/`wss` URL connects, and the request line and `Host` of its handshake.
struct NIOWebSocketTarget: Sendable {
    var host: String
    var port: Int
    var usesTLS: Bool
    /// The host as `Host` spells it: IPv6 literals in brackets, the port unless it is the
    /// scheme's default (RFC 9110 §7.2).
    var hostHeader: String
    /// Path and query, percent-encoded as in the URL.
    var requestTarget: String

    init(_ url: URL) throws {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let scheme = components.scheme?.lowercased(), scheme == "ws" || scheme == "wss",
              var host = components.host, !host.isEmpty else {
            throw AIClientError.invalidRequest("'\(SecretRedaction.redact(url))' is not a ws or wss URL")
        }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.host = host
        usesTLS = scheme == "wss"
        let defaultPort = usesTLS ? 443 : 80
        port = components.port ?? defaultPort
        let bracketed = host.contains(":") ? "[\(host)]" : host
        hostHeader = port == defaultPort ? bracketed : "\(bracketed):\(port)"
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        requestTarget = path + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
    }

    /// Whether `host` is an IP address (TLS sends no server name for those).
    var hostIsIPAddress: Bool {
        (try? SocketAddress(ipAddress: host, port: port)) != nil
    }
}

/// Sends the opening handshake and, when the server answers with something other than 101,
/// reads that response (its head and up to 1 MiB of body) into `.handshakeRefused`. A 101 is
/// taken by `NIOHTTPClientUpgradeHandler`, which removes this handler. The whole handshake,
/// TCP connect included, has `timeout`.
final class NIOWebSocketHandshakeHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundOut = HTTPClientRequestPart

    static let maxBodyBytes = 1 << 20

    private let head: HTTPRequestHead
    private let url: URL
    private let promise: EventLoopPromise<NIOWebSocketConnection>
    private let timeout: TimeInterval
    private var requestSent = false
    private var done = false
    private var refused: HTTPResponseHead?
    private var body = ByteBuffer()
    private var timer: Scheduled<Void>?

    init(head: HTTPRequestHead, url: URL, timeout: TimeInterval, promise: EventLoopPromise<NIOWebSocketConnection>) {
        self.head = head
        self.url = url
        self.timeout = timeout
        self.promise = promise
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: .interval(timeout)) { [weak self] in
            guard let self else { return }
            if self.refused != nil {
                self.finishRefused()
            } else {
                self.fail(AIClientError.timeout(url: self.url, underlying: NIOWebSocketHandshakeTimeout(seconds: self.timeout)))
            }
            loopBound.value.close(promise: nil)
        }
        if context.channel.isActive { sendRequest(context: context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
    }

    func channelActive(context: ChannelHandlerContext) {
        sendRequest(context: context)
        context.fireChannelActive()
    }

    private func sendRequest(context: ChannelHandlerContext) {
        guard !requestSent else { return }
        requestSent = true
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let response):
            refused = response
        case .body(var part):
            let room = Self.maxBodyBytes - body.readableBytes
            if part.readableBytes > room, let start = part.readSlice(length: room) {
                // Enough to read the error: the rest is not waited for.
                var start = start
                body.writeBuffer(&start)
                finishRefused()
                context.close(promise: nil)
            } else {
                body.writeBuffer(&part)
            }
        case .end:
            finishRefused()
            context.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if refused != nil {
            // A body that ends with the connection.
            finishRefused()
        } else {
            fail(AIClientError.connectionClosed(
                code: WebSocketCloseCode.abnormal, reason: "the connection closed during the handshake", url: url))
        }
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if refused != nil {
            finishRefused()
        } else if let upgradeError = error as? NIOHTTPClientUpgradeError {
            fail(AIClientError.protocolViolation("the server's answer to the WebSocket handshake is not a valid upgrade (\(upgradeError))"))
        } else {
            fail(AIClientError.transport(error, url: url))
        }
        context.close(promise: nil)
    }

    private func finishRefused() {
        guard let refused else { return }
        var headers = AIClientRuntime.HTTPHeaders()
        for field in refused.headers { headers.add(field.name, field.value) }
        fail(AIClientError.handshakeRefused(
            HTTPResponseInfo(status: Int(refused.status.code), headers: headers), body: Data(body.readableBytesView), url: url))
    }

    private func fail(_ error: AIClientError) {
        guard !done else { return }
        done = true
        timer?.cancel()
        promise.fail(error)
    }
}

/// Why a handshake timed out (the underlying error of its `.timeout`).
struct NIOWebSocketHandshakeTimeout: Error, CustomStringConvertible {
    var seconds: TimeInterval
    var description: String { "the WebSocket handshake took longer than \(NIOWebSocketPongTimeout.format(seconds)) s" }
}
#endif
