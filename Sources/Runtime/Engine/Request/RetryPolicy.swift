import Foundation

/// When and how long to wait before sending a failed request again.
///
/// Retries only what is safe and likely to succeed later: connection failures and timeouts
/// before a response, a non-streaming response body cut short, and the statuses 408, 409,
/// 429 and 5xx; a provider's `x-should-retry: true/false` header overrides the status rule.
/// Streams are never retried once their first byte arrived. Every body is retried, multipart
/// uploads included (a streamed body is written to a temporary file once and re-sent from it).
///
/// The wait grows exponentially (`initialDelay · 2ⁿ`, capped at `maxDelay`) minus up to
/// `jitter` of itself at random, so clients that failed together do not retry together.
/// A server-requested wait (`retry-after-ms`, which wins, or `retry-after` in seconds or as an
/// HTTP date) is used instead when it is positive; zero or a date already past falls back to
/// the backoff (as the official SDKs do). A requested wait longer than `maxRetryAfter` (120 s
/// by default) is not worth holding the call for: the error is thrown at once, as the OpenAI
/// SDK does; raise `maxRetryAfter` to wait instead (as the Anthropic SDK does).
public struct RetryPolicy: Sendable, Hashable {
    /// Retries after the first attempt (so `2` means up to three attempts).
    public var maxRetries: Int
    /// The wait before the first retry, in seconds.
    public var initialDelay: TimeInterval
    /// The longest computed wait, in seconds.
    public var maxDelay: TimeInterval
    /// The fraction of each wait (0...1) that is taken away at random.
    public var jitter: Double
    /// The longest server-requested wait that is honoured, in seconds; a response asking for
    /// a longer one is not retried (its error is thrown at once).
    public var maxRetryAfter: TimeInterval

    public init(maxRetries: Int = 2, initialDelay: TimeInterval = 0.5, maxDelay: TimeInterval = 8,
                jitter: Double = 0.25, maxRetryAfter: TimeInterval = 120) {
        self.maxRetries = max(0, maxRetries)
        self.initialDelay = max(0, initialDelay)
        self.maxDelay = max(0, maxDelay)
        self.jitter = min(1, max(0, jitter))
        self.maxRetryAfter = max(0, maxRetryAfter)
    }

    /// Two retries, 0.5 s doubling up to 8 s, 25 % jitter, as the official SDKs do.
    public static let `default` = RetryPolicy()

    /// Never retry.
    public static let none = RetryPolicy(maxRetries: 0)

    /// Whether a response with this status and these headers is worth another attempt.
    public func shouldRetry(status: Int, headers: HTTPHeaders) -> Bool {
        switch headers["x-should-retry"]?.lowercased() {
        case "true": return true
        case "false": return false
        default: return status == 408 || status == 409 || status == 429 || (500...599).contains(status)
        }
    }

    /// Whether a failure before any response is worth another attempt.
    public func shouldRetry(_ error: AIClientError) -> Bool {
        error.kind == .transport || error.kind == .timeout
    }

    /// Seconds to wait before retry number `retry` (0 for the first): a positive server-requested
    /// `retryAfter` up to ``maxRetryAfter``, else the jittered exponential backoff.
    public func delay(beforeRetry retry: Int, retryAfter: TimeInterval?) -> TimeInterval {
        if let retryAfter, retryAfter > 0, retryAfter <= maxRetryAfter {
            return retryAfter
        }
        let exponential = initialDelay * pow(2, Double(min(retry, 30)))
        let capped = min(exponential, maxDelay)
        return capped * (1 - jitter * Double.random(in: 0...1))
    }

    /// Whether a server-requested wait is too long to honour, so the request is not retried.
    public func exceedsMaxRetryAfter(_ retryAfter: TimeInterval?) -> Bool {
        guard let retryAfter else { return false }
        return retryAfter > maxRetryAfter
    }
}
