import Foundation

/// How a polling helper (`createAndPoll`, `waitForProcessing`, `poll`, …) waits.
///
/// ```swift
/// let file = try await client.vectorStores.files.createAndPoll(
///     vectorStoreID: store.id, .init(fileID: uploaded.id),
///     polling: .init(interval: 2, timeout: 600))
/// ```
public struct PollingOptions: Sendable {
    /// A fixed wait between two polls, in seconds. Nil (the default): what the server asks
    /// for in its `openai-poll-after-ms` header, else the helper's default interval (1 s
    /// for most, as in the official SDKs).
    public var interval: TimeInterval?
    /// The longest the helper waits, in seconds, from its first request; nil: the helper's
    /// default (documented on each helper). When it passes, the helper throws a
    /// ``PollingError`` with ``PollingError/Reason/timedOut`` and the last state seen.
    public var timeout: TimeInterval?
    /// Options for every request the helper sends (headers, per-call timeout, retries).
    public var requestOptions: RequestOptions

    public init(interval: TimeInterval? = nil, timeout: TimeInterval? = nil, requestOptions: RequestOptions = .init()) {
        self.interval = interval
        self.timeout = timeout
        self.requestOptions = requestOptions
    }

    /// The request options of one poll: the official SDKs mark their polling requests with
    /// `X-Stainless-Poll-Helper: true`, and a caller-chosen interval with
    /// `X-Stainless-Custom-Poll-Interval: <ms>`.
    public var pollRequestOptions: RequestOptions {
        var options = requestOptions
        options.extraHeaders["X-Stainless-Poll-Helper"] = "true"
        if let interval {
            options.extraHeaders["X-Stainless-Custom-Poll-Interval"] = String(Int((interval * 1000).rounded()))
        }
        return options
    }
}
