import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one delegate of a transport's URLSession: routes each callback to the context of its
/// task. It holds no reference to the transport, so the session (which retains its delegate
/// until invalidated) does not keep the transport alive.
final class URLSessionTransportDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var contexts: [Int: URLSessionTaskContext] = [:]

    func register(_ context: URLSessionTaskContext, for task: URLSessionTask) {
        lock.withLock { contexts[task.taskIdentifier] = context }
    }

    private func context(for task: URLSessionTask) -> URLSessionTaskContext? {
        lock.withLock { contexts[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        context(for: dataTask)?.didReceive(response)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        context(for: dataTask)?.didReceive(data)
    }

    /// Redirects are followed by ``APIClientCore`` (which re-sends the body of a 307/308 and
    /// applies the method rules of 301/302/303), so the 3xx response ends the task.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    /// Called when the HTTP stack wants to re-send a request with a body by itself; see
    /// ``URLSessionTaskContext/bodyReplayRequested()``.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, needNewBodyStream completionHandler: @escaping @Sendable (InputStream?) -> Void
    ) {
        context(for: task)?.bodyReplayRequested()
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let context = lock.withLock { contexts.removeValue(forKey: task.taskIdentifier) }
        context?.didComplete(error: error)
    }
}
