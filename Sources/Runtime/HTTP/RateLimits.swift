import Foundation

/// The rate-limit state a provider reported in a response's headers.
///
/// Reads OpenAI's `x-ratelimit-{limit,remaining,reset}-<resource>` (resets as durations such as
/// `6m0s`, `1s`, `20ms`), Anthropic's `anthropic-ratelimit-<resource>-{limit,remaining,reset}`
/// (resets as RFC 3339 times) and `retry-after-ms` / `retry-after` (seconds or an HTTP date).
/// Any resource name is kept, so a header the provider adds later still shows up in ``windows``.
public struct RateLimits: Sendable, Hashable {
    /// One limited resource: its limit, what is left, and when it resets.
    public struct Window: Sendable, Hashable {
        public var limit: Int?
        public var remaining: Int?
        /// Seconds until the window resets, when the provider sends a duration (OpenAI).
        public var resetAfter: TimeInterval?
        /// The moment the window resets, when the provider sends a time (Anthropic).
        public var resetAt: Date?

        public init(limit: Int? = nil, remaining: Int? = nil, resetAfter: TimeInterval? = nil, resetAt: Date? = nil) {
            self.limit = limit
            self.remaining = remaining
            self.resetAfter = resetAfter
            self.resetAt = resetAt
        }

        var isEmpty: Bool { limit == nil && remaining == nil && resetAfter == nil && resetAt == nil }
    }

    /// Every window by the resource name the headers use: `requests`, `tokens`,
    /// `input-tokens`, `output-tokens`, …
    public var windows: [String: Window]
    /// How long the server asked the client to wait before retrying, in seconds
    /// (`retry-after-ms` wins over `retry-after`).
    public var retryAfter: TimeInterval?

    public init(windows: [String: Window] = [:], retryAfter: TimeInterval? = nil) {
        self.windows = windows
        self.retryAfter = retryAfter
    }

    /// Reads the rate-limit headers of a response; `now` turns an HTTP-date `retry-after` into
    /// a number of seconds.
    public init(headers: HTTPHeaders, now: Date = Date()) {
        var windows: [String: Window] = [:]
        var retryAfterMilliseconds: TimeInterval?
        var retryAfterSeconds: TimeInterval?
        for field in headers {
            let name = field.name.lowercased()
            let value = field.value.trimmingCharacters(in: .whitespaces)
            if name == "retry-after-ms" {
                retryAfterMilliseconds = Double(value).flatMap { $0 >= 0 ? $0 / 1000 : nil }
            } else if name == "retry-after" {
                retryAfterSeconds = RateLimitParsing.retryAfter(value, now: now)
            } else if let (resource, part) = RateLimitParsing.split(name) {
                var window = windows[resource] ?? Window()
                switch part {
                case .limit: window.limit = Int(value)
                case .remaining: window.remaining = Int(value)
                case .resetDuration: window.resetAfter = RateLimitParsing.duration(value)
                case .resetTime: window.resetAt = RateLimitParsing.rfc3339(value)
                }
                windows[resource] = window
            }
        }
        self.windows = windows.filter { !$0.value.isEmpty }
        self.retryAfter = retryAfterMilliseconds ?? retryAfterSeconds
    }

    /// The request-count window (`x-ratelimit-*-requests`, `anthropic-ratelimit-requests-*`).
    public var requests: Window? { windows["requests"] }
    /// The total-token window.
    public var tokens: Window? { windows["tokens"] }
    /// Anthropic's input-token window.
    public var inputTokens: Window? { windows["input-tokens"] }
    /// Anthropic's output-token window.
    public var outputTokens: Window? { windows["output-tokens"] }

    /// True when the response carried no rate-limit header at all.
    public var isEmpty: Bool { windows.isEmpty && retryAfter == nil }
}

/// Parsers for the value formats of rate-limit headers.
enum RateLimitParsing {
    enum Part { case limit, remaining, resetDuration, resetTime }

    /// Splits a header name into a resource name and the part of the window it describes.
    static func split(_ name: String) -> (String, Part)? {
        let openAIPrefix = "x-ratelimit-"
        if name.hasPrefix(openAIPrefix) {
            let rest = name.dropFirst(openAIPrefix.count)
            for (prefix, part) in [("limit-", Part.limit), ("remaining-", .remaining), ("reset-", .resetDuration)]
            where rest.hasPrefix(prefix) && rest.count > prefix.count {
                return (String(rest.dropFirst(prefix.count)), part)
            }
            return nil
        }
        let anthropicPrefix = "anthropic-ratelimit-"
        if name.hasPrefix(anthropicPrefix) {
            let rest = name.dropFirst(anthropicPrefix.count)
            for (suffix, part) in [("-limit", Part.limit), ("-remaining", .remaining), ("-reset", .resetTime)]
            where rest.hasSuffix(suffix) && rest.count > suffix.count {
                return (String(rest.dropLast(suffix.count)), part)
            }
        }
        return nil
    }

    /// Seconds in a Go-style duration (`1h8m25.745s`, `6m0s`, `20ms`, `1.2s`); a bare number is
    /// seconds. Nil when the text is not a duration.
    static func duration(_ text: String) -> TimeInterval? {
        if let seconds = Double(text) { return seconds >= 0 ? seconds : nil }
        var total: Double = 0
        var index = text.startIndex
        var sawComponent = false
        while index < text.endIndex {
            let numberStart = index
            while index < text.endIndex, text[index].isASCII, text[index].isNumber || text[index] == "." {
                index = text.index(after: index)
            }
            guard let number = Double(text[numberStart..<index]) else { return nil }
            let unitStart = index
            while index < text.endIndex, !(text[index].isASCII && (text[index].isNumber || text[index] == ".")) {
                index = text.index(after: index)
            }
            let scale: Double
            switch text[unitStart..<index] {
            case "h": scale = 3600
            case "m": scale = 60
            case "s": scale = 1
            case "ms": scale = 1e-3
            case "us", "µs", "μs": scale = 1e-6
            case "ns": scale = 1e-9
            default: return nil
            }
            total += number * scale
            sawComponent = true
        }
        return sawComponent ? total : nil
    }

    /// A date in RFC 3339 / ISO 8601 form, with or without fractional seconds.
    static func rfc3339(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle()) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    /// `retry-after`: a number of seconds, or an HTTP date turned into seconds from `now`.
    static func retryAfter(_ text: String, now: Date) -> TimeInterval? {
        if let seconds = Double(text) { return seconds >= 0 ? seconds : nil }
        guard let date = httpDate(text) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    /// An IMF-fixdate (`Wed, 21 Oct 2015 07:28:00 GMT`), the form RFC 9110 requires.
    static func httpDate(_ text: String) -> Date? {
        // Built per call: DateFormatter is not Sendable, and retry-after dates are rare.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
