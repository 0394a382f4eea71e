import AIClientRuntime
import Foundation

/// A request as a ``CapturingTransport`` received it, with its body read.
public struct CapturedRequest: Sendable {
    public var method: String
    public var url: URL
    public var headers: HTTPHeaders
    /// nil when the request had no body.
    public var body: Data?

    public init(method: String, url: URL, headers: HTTPHeaders, body: Data?) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// An ``HTTPTransport`` that sends nothing: it records each request (reading streamed bodies,
/// at most 4 MiB) and answers `200 {}`.
public final class CapturingTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var captured: [CapturedRequest] = []

    public init() {}

    /// What was sent so far, in order.
    public var requests: [CapturedRequest] { lock.withLock { captured } }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var body: Data?
        switch request.body {
        case .data(let data)?:
            body = data
        case let streamed?:
            var data = Data()
            for try await chunk in streamed.chunks() {
                data.append(chunk)
                if data.count > 4 << 20 { throw CapturingTransportError.bodyTooLarge }
            }
            body = data
        case nil:
            break
        }
        let record = CapturedRequest(method: request.method, url: request.url, headers: request.headers, body: body)
        lock.withLock { captured.append(record) }
        return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: HTTPResponseBody(Data("{}".utf8)))
    }
}

/// A captured body was larger than a sample should ever be.
public enum CapturingTransportError: Error {
    case bodyTooLarge
}
