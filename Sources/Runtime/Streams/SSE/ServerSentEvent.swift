/// One event of a Server-Sent Events stream (`text/event-stream`).
///
/// Produced by `SSEParser` and `ServerSentEventSequence`. The fields follow the WHATWG
/// event-stream rules: https://html.spec.whatwg.org/multipage/server-sent-events.html
public struct ServerSentEvent: Sendable, Hashable {
    /// The value of the event's `event` field, or nil when it had none (or an empty one);
    /// consumers treat nil as `"message"`, as a browser's `EventSource` does.
    public let event: String?

    /// The event's `data` fields joined with `"\n"` (`[DONE]` and other sentinels pass through
    /// unchanged: ending a stream is the caller's rule, not the parser's).
    public let data: String

    /// The last event ID of the stream when this event was dispatched: as in WHATWG, an `id`
    /// field stays in effect for the following events until another `id` field changes it,
    /// and an empty `id` field clears it (nil). Send it as `Last-Event-ID` to resume.
    public let id: String?

    /// The reconnection time in milliseconds from the latest valid `retry` field received since
    /// the previous event was dispatched, or nil when there was none.
    public let retry: Int?

    public init(event: String? = nil, data: String, id: String? = nil, retry: Int? = nil) {
        self.event = event
        self.data = data
        self.id = id
        self.retry = retry
    }
}
