import Foundation

/// What a response said besides its body: status, headers, request id and rate limits.
///
/// Every call of ``APIClientCore`` hands this back next to the decoded value (see
/// ``APIResponse``), and every HTTP ``AIClientError`` carries it.
public struct HTTPResponseInfo: Sendable, Hashable {
    /// The HTTP status code.
    public var status: Int
    /// The response headers.
    public var headers: HTTPHeaders
    /// The rate-limit headers, parsed.
    public var rateLimits: RateLimits

    public init(status: Int, headers: HTTPHeaders, now: Date = Date()) {
        self.status = status
        self.headers = headers
        self.rateLimits = RateLimits(headers: headers, now: now)
    }

    /// The id the provider gave this request (`x-request-id` for OpenAI, `request-id` for
    /// Anthropic): quote it when you contact support.
    public var requestID: String? { headers["x-request-id"] ?? headers["request-id"] }

    /// The `Content-Type` header.
    public var contentType: String? { headers["content-type"] }

    /// True for a 2xx status.
    public var isSuccess: Bool { (200..<300).contains(status) }
}

/// A decoded value together with the response it came from.
public struct APIResponse<Value> {
    public var value: Value
    public var info: HTTPResponseInfo

    public init(value: Value, info: HTTPResponseInfo) {
        self.value = value
        self.info = info
    }

    /// The same response info with a transformed value.
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> APIResponse<T> {
        APIResponse<T>(value: try transform(value), info: info)
    }
}

extension APIResponse: Sendable where Value: Sendable {}
