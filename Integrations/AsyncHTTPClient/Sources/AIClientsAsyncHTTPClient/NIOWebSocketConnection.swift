#if canImport(AsyncHTTPClient)
import AIClientRuntime
import Foundation
import NIOCore
import NIOWebSocket

/// One open connection: the app's side of a ``NIOWebSocketFrameHandler`` on the event loop.
/// ``messages`` pulls from the connection's bounded inbox, one message per `next()`.
final class NIOWebSocketConnection: WebSocketConnection, Sendable {
    let messages: AsyncThrowingStream<WebSocketMessage, any Error>
    private let channel: any Channel
    private let handler: NIOLoopBound<NIOWebSocketFrameHandler>
    private let inbox: NIOWebSocketInbox
    private let url: URL

    /// Called on the event loop, with `handler` in `channel`'s pipeline.
    init(channel: any Channel, handler: NIOWebSocketFrameHandler, url: URL) {
        let handler = NIOLoopBound(handler, eventLoop: channel.eventLoop)
        let inbox = handler.value.inbox
        self.channel = channel
        self.handler = handler
        self.inbox = inbox
        self.url = url
        let eventLoop = channel.eventLoop
        inbox.onResume {
            eventLoop.execute { handler.value.resumeReading() }
        }
        // The closure holds the inbox and the handler, not the connection: dropping the
        // connection closes the socket (deinit).
        messages = AsyncThrowingStream(unfolding: {
            try await withTaskCancellationHandler {
                try await inbox.next()
            } onCancel: {
                // A reader that stops waiting closes the connection.
                inbox.cancelWaiting()
                eventLoop.execute { handler.value.close(code: WebSocketCloseCode.normal, reason: "", promise: nil) }
            }
        })
    }

    deinit {
        // Only an open channel's event loop is known to be running.
        guard channel.isActive else { return }
        let handler = handler
        channel.eventLoop.execute { handler.value.close(code: WebSocketCloseCode.goingAway, reason: "", promise: nil) }
    }

    func send(_ message: WebSocketMessage) async throws {
        guard channel.isActive else { throw closed() }
        let frame: WebSocketFrame
        switch message {
        case .text(let text):
            frame = WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: channel.allocator.buffer(string: text))
        case .binary(let data):
            frame = WebSocketFrame(fin: true, opcode: .binary, maskKey: .random(), data: channel.allocator.buffer(bytes: data))
        }
        let promise = channel.eventLoop.makePromise(of: Void.self)
        let handler = handler
        channel.eventLoop.execute { handler.value.send(frame, promise: promise) }
        do {
            try await promise.futureResult.get()
        } catch let error as AIClientError {
            throw error
        } catch {
            throw closed()
        }
    }

    private func closed() -> AIClientError {
        AIClientError.connectionClosed(code: WebSocketCloseCode.abnormal, reason: "the connection is closed", url: url)
    }

    /// Waits for the pong at most the transport's `pongTimeout` (then `.timeout`); a cancelled
    /// task returns at once with `CancellationError`.
    func ping() async throws {
        guard channel.isActive else { throw closed() }
        let promise = channel.eventLoop.makePromise(of: Void.self)
        let handler = handler
        try await withTaskCancellationHandler {
            channel.eventLoop.execute { handler.value.ping(promise) }
            try await promise.futureResult.get()
        } onCancel: {
            promise.fail(CancellationError())
        }
    }

    func close(code: Int, reason: String) async {
        // The messages end now, even before the event loop runs the close.
        inbox.discard()
        guard channel.isActive else { return }
        let promise = channel.eventLoop.makePromise(of: Void.self)
        let handler = handler
        channel.eventLoop.execute { handler.value.close(code: code, reason: reason, promise: promise) }
        try? await promise.futureResult.get()
    }

    /// Closes the socket at once (a connect that was cancelled).
    func abort() {
        inbox.discard()
        channel.close(promise: nil)
    }
}
#endif
