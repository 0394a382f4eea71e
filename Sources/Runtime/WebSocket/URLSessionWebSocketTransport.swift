import AIClientRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A ``WebSocketTransport`` on `URLSessionWebSocketTask`: the default on Apple platforms.
///
/// It compiles on Linux too, but the toolchain's libcurl there has no WebSocket support, so
/// ``WebSocketTransports/platformDefault`` does not pick it on Linux. URLSession does not hand
/// out the body of a refused handshake: ``AIClientError/Kind/handshakeRefused`` errors carry
/// the status and headers only.
public struct URLSessionWebSocketTransport: WebSocketTransport {
    public let configuration: URLSessionConfiguration

    public init(configuration: URLSessionConfiguration = .default) {
        self.configuration = configuration
    }

    public func connect(_ request: WebSocketRequest) async throws -> any WebSocketConnection {
        var urlRequest = URLRequest(url: request.url)
        for field in request.headers { urlRequest.addValue(field.value, forHTTPHeaderField: field.name) }
        let delegate = URLSessionWebSocketDelegateBox()
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        let task = session.webSocketTask(with: urlRequest)
        task.maximumMessageSize = request.maxMessageBytes
        do {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                    delegate.onOpen(continuation)
                    task.resume()
                }
            } onCancel: {
                task.cancel()
            }
        } catch {
            session.invalidateAndCancel()
            try Task.checkCancellation()
            if let response = task.response as? HTTPURLResponse, response.statusCode != 101 {
                var headers = HTTPHeaders()
                for (name, value) in response.allHeaderFields {
                    headers.add(String(describing: name), String(describing: value))
                }
                throw AIClientError.handshakeRefused(
                    HTTPResponseInfo(status: response.statusCode, headers: headers), body: Data(), url: request.url)
            }
            throw (error as? AIClientError) ?? AIClientError.transport(error, url: request.url)
        }
        return URLSessionWebSocketConnection(task: task, session: session, url: request.url, limit: request.maxMessageBytes)
    }
}

/// Resumes the connect call once: when the handshake succeeded, or with the error that ended
/// the task before.
final class URLSessionWebSocketDelegateBox: NSObject, URLSessionWebSocketDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, any Error>?

    func onOpen(_ continuation: CheckedContinuation<Void, any Error>) {
        lock.withLock { self.continuation = continuation }
    }

    private func resume(_ result: Result<Void, any Error>) {
        let continuation = lock.withLock { () -> CheckedContinuation<Void, any Error>? in
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.resume(with: result)
    }

    func urlSession(_ session: URLSession, webSocketTask: URLSessionWebSocketTask, didOpenWithProtocol protocol: String?) {
        resume(.success(()))
    }

    func urlSession(
        _ session: URLSession, webSocketTask: URLSessionWebSocketTask,
        didCloseWith closeCode: URLSessionWebSocketTask.CloseCode, reason: Data?
    ) {
        // The connection reads the code and reason from the task when its receive fails.
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        resume(.failure(error ?? URLError(.badServerResponse)))
    }
}

final class URLSessionWebSocketConnection: WebSocketConnection, @unchecked Sendable {
    let messages: AsyncThrowingStream<WebSocketMessage, any Error>
    private let task: URLSessionWebSocketTask
    private let session: URLSession
    private let lock = NSLock()
    private var closedByUs = false
    private let buffer: WebSocketMessageBuffer
    private var reader: Task<Void, Never>?

    /// The reader asks the task for the next message only when the app has room for it
    /// (``WebSocketMessageBuffer``), so a fast server cannot fill memory.
    init(task: URLSessionWebSocketTask, session: URLSession, url: URL, limit: Int) {
        self.task = task
        self.session = session
        buffer = WebSocketMessageBuffer()
        messages = buffer.messages
        reader = Task { [task, buffer, weak self] in
            while true {
                do {
                    let message: WebSocketMessage
                    switch try await task.receive() {
                    case .string(let text): message = .text(text)
                    case .data(let data): message = .binary(data)
                    @unknown default:
                        buffer.finish(throwing: AIClientError.protocolViolation("an unknown kind of message"))
                        return
                    }
                    guard await buffer.push(message) else { return }
                } catch {
                    let ours = self?.lock.withLock { self?.closedByUs ?? true } ?? true
                    let code = task.closeCode.rawValue
                    if ours || code == WebSocketCloseCode.normal {
                        buffer.finish()
                    } else if code == WebSocketCloseCode.messageTooBig {
                        buffer.finish(throwing: AIClientError.responseTooLarge(limit: limit, url: url))
                    } else {
                        let reason = task.closeReason.map { String(decoding: $0, as: UTF8.self) } ?? ""
                        buffer.finish(throwing: AIClientError.connectionClosed(
                            code: code == 0 ? WebSocketCloseCode.abnormal : code, reason: reason, url: url))
                    }
                    return
                }
            }
        }
        buffer.setCancelHandler { [weak self] in
            guard let self else { return }
            self.reader?.cancel()
            self.lock.withLock { self.closedByUs = true }
            self.task.cancel(with: .normalClosure, reason: nil)
            self.session.finishTasksAndInvalidate()
        }
    }

    func send(_ message: WebSocketMessage) async throws {
        switch message {
        case .text(let text): try await task.send(.string(text))
        case .binary(let data): try await task.send(.data(data))
        }
    }

    func ping() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            task.sendPing { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }

    func close(code: Int, reason: String) async {
        lock.withLock { closedByUs = true }
        task.cancel(with: URLSessionWebSocketTask.CloseCode(rawValue: code) ?? .normalClosure, reason: Data(reason.utf8))
        buffer.finish()
        session.finishTasksAndInvalidate()
    }
}
