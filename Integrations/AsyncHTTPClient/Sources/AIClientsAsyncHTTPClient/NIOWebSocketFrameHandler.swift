#if canImport(AsyncHTTPClient)
import AIClientRuntime
import Foundation
import NIOCore
import NIOWebSocket

/// The client's end of an open connection, on the event loop after the upgrade: joins
/// fragments, checks what RFC 6455 asks a client to check, answers pings, sends keepalive pings,
/// and stops reading the socket while the app has `readAheadBytes` unread.
final class NIOWebSocketFrameHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    struct Settings: Sendable {
        var url: URL
        var maxMessageBytes: Int
        var pingInterval: TimeInterval?
        var pongTimeout: TimeInterval
    }

    let settings: Settings
    let inbox: NIOWebSocketInbox
    private var context: ChannelHandlerContext?
    private var fragments: (opcode: WebSocketOpcode, data: ByteBuffer)?
    /// The messages ended (a close, an error, our close): nothing more goes to the app.
    private var ended = false
    private var closeSent = false
    private var readingPaused = false
    private var readPending = false
    private var needsFlush = false
    /// The payload of the latest ping not answered while the channel was not writable.
    private var pendingPong: ByteBuffer?
    private var nextPingID: UInt64 = 0
    private var pingWaiters: [UInt64: (promise: EventLoopPromise<Void>, timeout: Scheduled<Void>)] = [:]
    private var keepalivePing: UInt64?
    private var keepaliveTimer: Scheduled<Void>?
    private var keepaliveExpiredWhilePaused = false
    private var closeTimer: Scheduled<Void>?

    init(settings: Settings, inbox: NIOWebSocketInbox) {
        self.settings = settings
        self.inbox = inbox
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        scheduleKeepalive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopTimers()
        self.context = nil
    }

    // MARK: Reading

    func read(context: ChannelHandlerContext) {
        if readingPaused {
            readPending = true
        } else {
            context.read()
        }
    }

    /// The app took enough messages: read the socket again.
    func resumeReading() {
        guard readingPaused else { return }
        readingPaused = false
        if keepaliveExpiredWhilePaused {
            // The pong may have waited unread in the socket: give it the full timeout again.
            keepaliveExpiredWhilePaused = false
            armKeepaliveTimeout()
        }
        if readPending, let context {
            readPending = false
            context.read()
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        if frame.rsv1 || frame.rsv2 || frame.rsv3 {
            return fail(.protocolViolation("a WebSocket frame with reserved bits set (no extension was agreed)"), sending: WebSocketCloseCode.protocolError)
        }
        if frame.maskKey != nil {
            return fail(.protocolViolation("a masked WebSocket frame from the server"), sending: WebSocketCloseCode.protocolError)
        }
        switch frame.opcode {
        case .text, .binary:
            guard fragments == nil else {
                return fail(.protocolViolation("a WebSocket message began inside a fragmented one"), sending: WebSocketCloseCode.protocolError)
            }
            guard frame.data.readableBytes <= settings.maxMessageBytes else { return tooLarge() }
            if frame.fin {
                deliver(frame.opcode, frame.data)
            } else {
                fragments = (frame.opcode, frame.data)
            }
        case .continuation:
            guard let (opcode, started) = fragments else {
                return fail(.protocolViolation("a WebSocket continuation frame without a message"), sending: WebSocketCloseCode.protocolError)
            }
            var data = started
            guard data.readableBytes + frame.data.readableBytes <= settings.maxMessageBytes else { return tooLarge() }
            fragments = nil
            var piece = frame.data
            data.writeBuffer(&piece)
            if frame.fin {
                deliver(opcode, data)
            } else {
                fragments = (opcode, data)
            }
        case .ping:
            answer(ping: frame.data)
        case .pong:
            pongArrived(frame.data)
        case .connectionClose:
            closeArrived(frame.data)
        default:
            fail(.protocolViolation("a WebSocket frame with the unknown opcode \(frame.opcode)"), sending: WebSocketCloseCode.protocolError)
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        flushIfNeeded()
        context.fireChannelReadComplete()
    }

    private func deliver(_ opcode: WebSocketOpcode, _ data: ByteBuffer) {
        guard !ended else { return }
        let message: WebSocketMessage
        if opcode == .text {
            guard let text = String(bytes: data.readableBytesView, encoding: .utf8) else {
                return fail(.protocolViolation("a WebSocket text message that is not UTF-8"), sending: 1007)
            }
            message = .text(text)
        } else {
            message = .binary(Data(data.readableBytesView))
        }
        if inbox.push(message, size: data.readableBytes) { readingPaused = true }
    }

    private func tooLarge() {
        fail(AIClientError.responseTooLarge(limit: settings.maxMessageBytes, url: settings.url), sending: WebSocketCloseCode.messageTooBig)
    }

    // MARK: Control frames

    /// Answers at once while the channel takes writes; otherwise only the latest ping is
    /// answered when it does again (RFC 6455 §5.5.3), so a ping flood cannot queue pongs without bound.
    private func answer(ping payload: ByteBuffer) {
        guard !closeSent, let context else { return }
        guard context.channel.isWritable else {
            pendingPong = payload
            return
        }
        write(.pong, payload)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable, let payload = pendingPong, !closeSent {
            pendingPong = nil
            write(.pong, payload)
            flushIfNeeded()
        }
        context.fireChannelWritabilityChanged()
    }

    /// A pong answers its ping and every earlier one (their payloads are our counters).
    private func pongArrived(_ payload: ByteBuffer) {
        guard payload.readableBytes == 8, let id = payload.getInteger(at: payload.readerIndex, as: UInt64.self) else { return }
        for (waiting, waiter) in pingWaiters where waiting <= id {
            pingWaiters[waiting] = nil
            waiter.timeout.cancel()
            waiter.promise.succeed()
        }
        if let keepalive = keepalivePing, keepalive <= id {
            keepalivePing = nil
            keepaliveTimer?.cancel()
            keepaliveExpiredWhilePaused = false
            scheduleKeepalive()
        }
    }

    /// The close handshake: a close frame's code and reason (RFC 6455 §5.5.1, §7.4).
    private func closeArrived(_ payload: ByteBuffer) {
        if closeSent {
            // The answer to ours (or to a failure we reported): done.
            context?.close(promise: nil)
            return
        }
        var payload = payload
        let code: Int
        let reason: String
        switch payload.readableBytes {
        case 0:
            code = WebSocketCloseCode.noStatus
            reason = ""
        case 1:
            return fail(.protocolViolation("a WebSocket close frame with a one-byte payload"), sending: WebSocketCloseCode.protocolError)
        default:
            guard let raw = payload.readInteger(as: UInt16.self) else { return }
            code = Int(raw)
            guard Self.isValidCloseCode(code) else {
                return fail(.protocolViolation("the WebSocket close code \(code), which no endpoint may send"), sending: WebSocketCloseCode.protocolError)
            }
            guard let text = String(bytes: payload.readableBytesView, encoding: .utf8) else {
                return fail(.protocolViolation("a WebSocket close reason that is not UTF-8"), sending: 1007)
            }
            reason = text
        }
        // Echo the code (an empty close answers an empty one), then close the socket.
        closeSent = true
        var answer = context?.channel.allocator.buffer(capacity: 2) ?? ByteBuffer()
        if code != WebSocketCloseCode.noStatus { answer.writeInteger(UInt16(code)) }
        let failure: AIClientError? = switch code {
        case WebSocketCloseCode.normal: nil
        case WebSocketCloseCode.messageTooBig: .responseTooLarge(limit: settings.maxMessageBytes, url: settings.url)
        case WebSocketCloseCode.protocolError, 1007:
            .protocolViolation("the connection was closed with code \(code) (\(code == 1007 ? "data inconsistent with the message type" : "protocol error"))")
        default: .connectionClosed(code: code, reason: reason, url: settings.url)
        }
        end(failure ?? AIClientError.connectionClosed(code: code, reason: reason, url: settings.url), normally: failure == nil)
        writeAndClose(answer)
    }

    // MARK: Pings

    private func writePing() -> UInt64 {
        nextPingID += 1
        var payload = context?.channel.allocator.buffer(capacity: 8) ?? ByteBuffer()
        payload.writeInteger(nextPingID)
        write(.ping, payload)
        flushIfNeeded()
        return nextPingID
    }

    /// `ping()`: `promise` succeeds with the pong, fails with `.timeout` after `pongTimeout`.
    func ping(_ promise: EventLoopPromise<Void>) {
        guard !ended, !closeSent, let context else {
            return promise.fail(AIClientError.connectionClosed(code: WebSocketCloseCode.abnormal, reason: "the connection is closed", url: settings.url))
        }
        let id = writePing()
        let timeout = settings.pongTimeout
        let url = settings.url
        let scheduled = context.eventLoop.assumeIsolated().scheduleTask(in: .interval(timeout)) { [weak self] in
            self?.pingWaiters[id] = nil
            promise.fail(AIClientError.timeout(url: url, underlying: NIOWebSocketPongTimeout(seconds: timeout)))
        }
        pingWaiters[id] = (promise, scheduled)
    }

    private func scheduleKeepalive() {
        guard let interval = settings.pingInterval, let context, !ended, !closeSent else { return }
        keepaliveTimer = context.eventLoop.assumeIsolated().scheduleTask(in: .interval(interval)) { [weak self] in
            guard let self, !self.ended, !self.closeSent else { return }
            self.keepalivePing = self.writePing()
            self.armKeepaliveTimeout()
        }
    }

    private func armKeepaliveTimeout() {
        guard let context else { return }
        keepaliveTimer = context.eventLoop.assumeIsolated().scheduleTask(in: .interval(settings.pongTimeout)) { [weak self] in
            guard let self, self.keepalivePing != nil else { return }
            if self.readingPaused {
                self.keepaliveExpiredWhilePaused = true
                return
            }
            // As the official SDKs' client (websockets): close 1011 to the server; to the app a
            // dead connection, 1006, which a reconnect hook may retry.
            self.fail(
                .connectionClosed(
                    code: WebSocketCloseCode.abnormal,
                    reason: "no pong within \(NIOWebSocketPongTimeout.format(self.settings.pongTimeout)) s of a keepalive ping",
                    url: self.settings.url),
                sending: WebSocketCloseCode.internalError)
        }
    }

    // MARK: Sending and closing

    func send(_ frame: WebSocketFrame, promise: EventLoopPromise<Void>) {
        guard !ended, !closeSent, let context else {
            return promise.fail(AIClientError.connectionClosed(code: WebSocketCloseCode.abnormal, reason: "the connection is closed", url: settings.url))
        }
        context.writeAndFlush(wrapOutboundOut(frame), promise: promise)
    }

    /// The app's close: the messages end now (what waits is dropped), a close frame goes out, and
    /// the socket closes when the server answers it, or after 2 s.
    func close(code: Int, reason: String, promise: EventLoopPromise<Void>?) {
        inbox.discard()
        end(AIClientError.connectionClosed(code: WebSocketCloseCode.normal, reason: "closed by the client", url: settings.url), normally: true)
        guard !closeSent, let context, context.channel.isActive else {
            promise?.succeed()
            return
        }
        closeSent = true
        var payload = context.channel.allocator.buffer(capacity: 2 + reason.utf8.count)
        payload.writeInteger(UInt16(clamping: code))
        payload.writeBytes(reason.utf8.prefix(123))
        context.writeAndFlush(wrapOutboundOut(frame(.connectionClose, payload)), promise: promise)
        closeTimer = context.eventLoop.assumeIsolated().scheduleTask(in: .seconds(2)) { [weak self] in
            self?.context?.close(promise: nil)
        }
        // The server's answer must be read even when the app stopped reading.
        resumeReading()
    }

    // MARK: Ending

    /// Ends the messages and fails the pings: with `error`, or normally.
    private func end(_ error: AIClientError, normally: Bool) {
        guard !ended else { return }
        ended = true
        fragments = nil
        inbox.finish(normally ? nil : error)
        let waiters = pingWaiters
        pingWaiters = [:]
        for (_, waiter) in waiters {
            waiter.timeout.cancel()
            waiter.promise.fail(error)
        }
        keepaliveTimer?.cancel()
        keepalivePing = nil
    }

    /// Fails the connection: the app gets `error`; the server a close frame with `code` when none
    /// went out yet; then the socket closes.
    private func fail(_ error: AIClientError, sending code: Int?) {
        end(error, normally: false)
        guard let context else { return }
        guard let code, !closeSent, context.channel.isActive else {
            context.close(promise: nil)
            return
        }
        closeSent = true
        var payload = context.channel.allocator.buffer(capacity: 2)
        payload.writeInteger(UInt16(code))
        writeAndClose(payload)
    }

    private func writeAndClose(_ closePayload: ByteBuffer) {
        guard let context else { return }
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(frame(.connectionClose, closePayload))).whenComplete { _ in
            loopBound.value.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        // After our close or a close frame the messages ended already: this is a drop (1006).
        end(AIClientError.connectionClosed(code: WebSocketCloseCode.abnormal, url: settings.url), normally: false)
        stopTimers()
        inbox.onResume(nil)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // The codec's errors (the upgrader adds no error handler of its own: this one answers
        // them, after the app's messages ended with the right error).
        switch error {
        case NIOWebSocketError.invalidFrameLength:
            tooLarge()
        case let error as NIOWebSocketError:
            fail(.protocolViolation("a malformed WebSocket frame (\(error))"), sending: WebSocketCloseCode.protocolError)
        default:
            fail(.connectionClosed(code: WebSocketCloseCode.abnormal, reason: "\(error)", url: settings.url), sending: nil)
        }
    }

    // MARK: Plumbing

    private func frame(_ opcode: WebSocketOpcode, _ data: ByteBuffer) -> WebSocketFrame {
        WebSocketFrame(fin: true, opcode: opcode, maskKey: .random(), data: data)
    }

    private func write(_ opcode: WebSocketOpcode, _ data: ByteBuffer) {
        context?.write(wrapOutboundOut(frame(opcode, data)), promise: nil)
        needsFlush = true
    }

    private func flushIfNeeded() {
        guard needsFlush else { return }
        needsFlush = false
        context?.flush()
    }

    private func stopTimers() {
        keepaliveTimer?.cancel()
        closeTimer?.cancel()
        for (_, waiter) in pingWaiters { waiter.timeout.cancel() }
    }
}
#endif
