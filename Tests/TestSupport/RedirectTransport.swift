import AIClientRuntime
import Foundation

/// Sends every request to a ``MockSession`` on the loopback server instead of its real host,
/// keeping its path and query (`https://api.groq.com/openai/v1/chat/completions` goes to
/// `http://127.0.0.1:<port>/mock/<id>/openai/v1/chat/completions`), and keeps each request as
/// the client built it, so a test can check the exact URL a provider preset produces without
/// any traffic leaving the machine.
public final class RedirectTransport: HTTPTransport, @unchecked Sendable {
    private let session: MockSession
    private let inner: any HTTPTransport
    private let lock = NSLock()
    private var sent: [HTTPRequest] = []

    public init(to session: MockSession, through inner: any HTTPTransport = URLSessionTransport()) {
        self.session = session
        self.inner = inner
    }

    /// The requests as the client handed them over (original URL, authorized headers).
    public var requests: [HTTPRequest] {
        lock.withLock { sent }
    }

    /// The full URLs of ``requests``.
    public var urls: [String] { requests.map(\.url.absoluteString) }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        lock.withLock { sent.append(request) }
        var redirected = request
        redirected.url = try loopbackURL(for: request.url)
        return try await inner.send(redirected)
    }

    private func loopbackURL(for url: URL) throws -> URL {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw MockSessionError(message: "cannot take apart \(url)")
        }
        var text = session.baseURL.absoluteString + components.percentEncodedPath
        if let query = components.percentEncodedQuery { text += "?" + query }
        guard let target = URL(string: text) else { throw MockSessionError(message: "cannot redirect \(url)") }
        return target
    }
}

/// The headers of a recorded request that the client chose, without those the HTTP stack
/// adds on its own (`Host`, `Content-Length`, `Connection`, `Accept-Encoding`, `Accept-Language`).
public func clientHeaders(_ request: RecordedRequest) -> [String: String] {
    let stack: Set<String> = ["host", "content-length", "connection", "accept-encoding", "accept-language", "transfer-encoding"]
    return request.headers.filter { !stack.contains($0.key) }
}
