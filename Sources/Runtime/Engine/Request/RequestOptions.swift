import Foundation

/// Per-call adjustments: extra headers, query items and body fields, a timeout and a retry
/// budget. Every generated operation takes one (`options: RequestOptions = .init()`).
///
/// Extras win over what the operation itself sets, so they can also override: an extra
/// header replaces a default header of the same name; an extra body field replaces a
/// top-level field of the same name.
public struct RequestOptions: Sendable {
    /// Headers added last (a same-named header is replaced).
    public var extraHeaders: HTTPHeaders
    /// Query items appended after the operation's own.
    public var extraQuery: QueryItems
    /// Fields merged into the top-level object of a JSON body (or sent as the body when there
    /// is none): for parameters a spec does not have yet.
    public var extraBody: [String: JSONValue]
    /// Idle timeout: seconds to wait for the response head or the next bytes of the body,
    /// per attempt (nil: the client's default). Sub-second values are honoured. A call whose
    /// body is read whole (not a stream or a download) must also finish each attempt within
    /// it, unless ``totalTimeout`` says otherwise, so a server that trickles bytes cannot keep
    /// it open.
    public var timeout: TimeInterval?
    /// Total timeout: the longest one attempt may take, from sending to the last byte of the
    /// body, streams included (nil: the client's ``APIClientCore/totalTimeout``, else
    /// ``timeout`` for calls whose body is read whole and no limit for streams and downloads).
    public var totalTimeout: TimeInterval?
    /// Retries for this call (nil: the client's ``RetryPolicy/maxRetries``).
    public var maxRetries: Int?
    /// Middlewares for this call, inside the client's (``ClientMiddleware``).
    public var middlewares: [any ClientMiddleware] = []

    public init(
        extraHeaders: HTTPHeaders = [:], extraQuery: QueryItems = [], extraBody: [String: JSONValue] = [:],
        timeout: TimeInterval? = nil, maxRetries: Int? = nil, totalTimeout: TimeInterval? = nil,
        middlewares: [any ClientMiddleware] = []
    ) {
        self.middlewares = middlewares
        self.extraHeaders = extraHeaders
        self.extraQuery = extraQuery
        self.extraBody = extraBody
        self.timeout = timeout
        self.maxRetries = maxRetries
        self.totalTimeout = totalTimeout
    }
}
