import Foundation

/// How a provider frames typed events in a server-sent-event stream. Data, not code: the
/// generated clients pass the rules of their spec (OpenAI ends with `data: [DONE]`,
/// Anthropic reports failures as `event: error`), and the runtime knows no provider.
public struct EventStreamFormat: Sendable, Hashable {
    /// A `data` value that ends the stream and is not an event. `[DONE]` (``doneMarker``)
    /// always ends a stream of JSON events, whatever this says: it is never JSON, and
    /// gateways add it to streams whose API does not (Anthropic's through some proxies).
    public var terminator: String?

    /// `[DONE]`: the end-of-stream marker OpenAI-style streams send.
    public static let doneMarker = "[DONE]"
    /// SSE event names whose data is a provider error: the stream ends by throwing
    /// ``AIClientError/Kind/streamError`` with the provider's type and message.
    public var errorEvents: Set<String>
    /// Also treat `data: {"error": {…}}` with no other member as a provider error (the
    /// Chat Completions stream reports failures so).
    public var errorEnvelopes: Bool
    /// Decode `{"event": <SSE event name>, "data": <data>}` instead of the data alone, for
    /// streams whose event type is only on the `event:` line (Assistants runs).
    public var wrapsEventName: Bool
    /// How events are cut from the body: server-sent events (the default) or JSON Lines.
    public var framing: Framing

    public init(terminator: String? = nil, errorEvents: Set<String> = [], errorEnvelopes: Bool = false, wrapsEventName: Bool = false, framing: Framing = .serverSentEvents) {
        self.terminator = terminator
        self.errorEvents = errorEvents
        self.errorEnvelopes = errorEnvelopes
        self.wrapsEventName = wrapsEventName
        self.framing = framing
    }

    /// How a stream's body is cut into events. A struct over a private kind, so that a new
    /// framing never breaks a caller's `switch`.
    public struct Framing: Sendable, Hashable, CustomStringConvertible {
        enum Kind: Hashable { case serverSentEvents, jsonLines }
        let kind: Kind

        /// `text/event-stream`: each event's `data` is one JSON value.
        public static let serverSentEvents = Framing(kind: .serverSentEvents)
        /// JSON Lines (`application/x-ndjson`, Ollama): each line is one JSON value, and the
        /// stream ends with the body. `terminator`, `errorEnvelopes` and a line's JSON apply as
        /// to an event's `data`; `errorEvents` and `wrapsEventName` (SSE event names) do not.
        public static let jsonLines = Framing(kind: .jsonLines)

        public var description: String { kind == .jsonLines ? "JSON Lines" : "server-sent events" }
    }
}

/// Typed events decoded from a server-sent-event response, one at a time as their bytes
/// arrive.
///
/// Nothing is read ahead: the next event is read from the network only when you ask for it,
/// so a slow consumer holds back the connection instead of filling memory. A connection lost
/// mid-stream ends the iteration with ``AIClientError/Kind/streamInterrupted`` after every
/// event that arrived whole was delivered.
///
/// The stream ends its HTTP request, and so the model's generation, as soon as its consumer
/// stops, even while the stream value is still in scope:
/// - leaving the `for try await` loop (`break`, `return`, a thrown error) drops its iterator,
///   which closes the connection;
/// - cancelling the task that iterates;
/// - ``cancel()`` (the official SDKs' `stream.close()` or abort controller), from any task:
///   the loop then throws `CancellationError`.
///
/// In top-level code that awaits (`main.swift`), Swift 6.3 never destroys a loop's iterator,
/// so a `break` there is not seen: call ``cancel()`` after it. A stream that ends (its
/// terminator, its last byte, an error) lets go of its connection wherever its loop is.
///
/// A stream is read by one loop: a second loop over it throws
/// ``AIClientError/Kind/invalidRequest``. To read it in parts, keep one iterator
/// (`var events = stream.makeAsyncIterator()`) and call `next()` on it.
public struct EventStream<Event: Decodable & Sendable>: AsyncSequence, Sendable {
    public typealias Element = Event

    let body: HTTPResponseBody
    let format: EventStreamFormat
    /// The response head (status, headers, request id, rate limits).
    public let info: HTTPResponseInfo
    let url: URL?
    /// The credentials of the call that opened the stream, kept registered while it is read.
    var secrets: SecretLease?

    public init(body: HTTPResponseBody, format: EventStreamFormat, info: HTTPResponseInfo, url: URL? = nil) {
        self.body = body
        self.format = format
        self.info = info
        self.url = url
    }

    /// Ends the stream and closes its connection: a loop waiting for the next event, and every
    /// later read, throws `CancellationError`. Safe from any task, more than once, and after
    /// the stream ended.
    public func cancel() {
        body.cancel()
    }

    public func makeAsyncIterator() -> Iterator {
        var iterator = switch format.framing.kind {
        case .serverSentEvents:
            Iterator(events: Events(serverSentEvents: body.serverSentEvents.makeAsyncIterator()), body: body, format: format, url: url)
        case .jsonLines:
            Iterator(events: Events(jsonLines: JSONLineEvents(body: body)), body: body, format: format, url: url)
        }
        iterator.secrets = secrets
        return iterator
    }

    /// Where an iterator's events come from: each framing yields a ``ServerSentEvent`` whose
    /// `data` is one JSON value, so the rules after that are the same. Exactly one of the two
    /// is set; each is advanced in place (an enum payload would be copied on every event).
    struct Events {
        var serverSentEvents: ServerSentEventSequence<HTTPResponseBody>.AsyncIterator?
        var jsonLines: JSONLineEvents?

        mutating func next() async throws -> ServerSentEvent? {
            if serverSentEvents != nil {
                return try await serverSentEvents?.next()
            }
            return try await jsonLines?.next()
        }
    }

    /// Reads the events. It lets go of the response and its connection as soon as the stream
    /// ends (its terminator, its last byte, an error), not only when it is dropped: in top-level
    /// code that awaits (`main.swift`), Swift 6.3 never destroys a `for` loop's iterator (that
    /// `main` ends in `exit`, and the compiler may leak what is left before it), so a stream read
    /// to its end there kept its response until the program exited.
    public struct Iterator: AsyncIteratorProtocol {
        var events: Events
        /// Told how the stream ended (``HTTPResponseBody/finish(_:)``), for a middleware that
        /// observes it; it holds no stream.
        let body: HTTPResponseBody
        let format: EventStreamFormat
        let url: URL?
        /// See ``EventStream/secrets``: the loop holds only the iterator.
        var secrets: SecretLease?
        var delivered = 0
        /// Events of another type than the stream's one event type, skipped (see ``ForeignStreamEvent``).
        var skipped = 0
        var finished = false

        public mutating func next() async throws -> Event? {
            guard !finished else { return nil }
            do {
                guard let value = try await read() else {
                    end(nil)
                    return nil
                }
                return value
            } catch {
                end(error)
                throw error
            }
        }

        /// Ends the stream: tells the body how (see ``HTTPResponseBody/finish(_:)``), then lets
        /// go of its bytes, which stops a transfer still running.
        private mutating func end(_ error: (any Error)?) {
            finished = true
            body.finish(error)
            events = Events()
        }

        /// The next event, nil at the end of the stream.
        private mutating func read() async throws -> Event? {
            do {
                while let event = try await events.next() {
                    // A cancelled body just ends, and the parser then hands over the event it
                    // was in the middle of: never decode that as if it had arrived whole.
                    if Task.isCancelled {
                        throw CancellationError()
                    }
                    if let value = try decode(event) {
                        delivered += 1
                        return value
                    }
                    if finished { return nil }
                }
            } catch let error as AIClientError where error.kind == .streamInterrupted {
                throw AIClientError.streamInterrupted(
                    bytesReceived: error.bytesReceived ?? 0, eventsReceived: delivered,
                    underlying: error.underlyingError, url: error.url ?? url)
            } catch let error as SSEError {
                // Every error a call throws is an AIClientError.
                throw AIClientError.responseTooLarge(limit: error.limit, eventsReceived: delivered, underlying: error, url: url)
            } catch let error as JSONLineTooLong {
                throw AIClientError.responseTooLarge(limit: error.limit, eventsReceived: delivered, underlying: error, url: url)
            } catch let cut as JSONLineEvents.CutLine {
                throw AIClientError.incompleteStream(cut.description, eventsReceived: delivered)
            }
            // A cancelled body may just end; its events so far must not pass for the whole stream.
            try Task.checkCancellation()
            // A 200 `text/event-stream` reply that ends without one event (an empty body, only
            // comments) is not a stream that said nothing: a proxy or server cut it.
            if delivered == 0 {
                throw AIClientError.incompleteStream("the event stream ended without any event", eventsReceived: 0)
            }
            return nil
        }

        /// The typed event of one SSE event; nil for events that carry none (keep-alives,
        /// the terminator, which also ends the stream).
        mutating func decode(_ event: ServerSentEvent) throws -> Event? {
            if event.data == EventStreamFormat.doneMarker || (format.terminator.map { event.data == $0 } ?? false) {
                finished = true
                return nil
            }
            if let name = event.event, format.errorEvents.contains(name) {
                finished = true
                throw AIClientError.streamError(providerError(event.data), eventsReceived: delivered, url: url)
            }
            if event.data.isEmpty { return nil }
            if format.errorEnvelopes, ErrorEnvelope.isEnvelope(event.data) {
                finished = true
                throw AIClientError.streamError(providerError(event.data), eventsReceived: delivered, url: url)
            }
            let payload: String
            if format.wrapsEventName {
                payload = "{\"event\":" + jsonString(event.event ?? "message") + ",\"data\":" + wrappedData(event.data) + "}"
            } else {
                payload = event.data
            }
            do {
                return try JSONCoding.streamEventDecoder.decode(Event.self, from: payload)
            } catch let foreign as ForeignStreamEvent {
                if let value = Self.decodedDespite(foreign, payload) { return value }
                // A `ping` in a stream that declares only `completion` events: not the end.
                skipped += 1
                DecodingIssueCapture.collector?.record(DecodingIssue(
                    kind: .skippedEvent, path: "event \(delivered + skipped): \(foreign.member)",
                    expected: foreign.expected, found: foreign.found))
                return nil
            } catch {
                finished = true
                throw AIClientError.decoding(error, payload: Data(payload.utf8), type: Event.self, context: "event \(delivered + 1)")
            }
        }

        /// An event whose pinned member says another type, decoded as the stream's type all the
        /// same when it has every member that type requires (a gateway that labels its chunks
        /// `"object": "chat.completion"`): then only the label is off, and the event is kept and
        /// reported as ``DecodingIssue/Kind/unlistedConstant``. An event that lacks them (a
        /// `ping` offered to `CompletionResponse`) is another type: nil, and it is skipped.
        static func decodedDespite(_ foreign: ForeignStreamEvent, _ payload: String) -> Event? {
            let local = DecodingIssueCollector()
            let decoder = ClientJSONDecoder(userInfo: [DecodingIssueCollector.userInfoKey: local])
            guard let value = try? decoder.decode(Event.self, from: payload) else { return nil }
            let issues = local.issues
            let lacksRequired = issues.contains { issue in
                (issue.kind == .missingRequired || issue.kind == .nullRequired)
                    && !issue.path.contains(".") && !issue.path.contains("[")
            }
            if lacksRequired { return nil }
            if let collector = DecodingIssueCapture.collector {
                for issue in issues { collector.record(issue) }
            }
            return value
        }

        private func providerError(_ data: String) -> ProviderError {
            ProviderError(json: Data(data.utf8)) ?? ProviderError(message: data)
        }

        /// Event data as a JSON value: itself when it is JSON, else a JSON string (`[DONE]`).
        private func wrappedData(_ data: String) -> String {
            ClientJSONDecoder.isJSON(data) ? data : jsonString(data)
        }

        private func jsonString(_ text: String) -> String {
            guard let encoded = try? JSONEncoder().encode(text) else { return "\"\"" }
            return String(decoding: encoded, as: UTF8.self)
        }
    }
}

extension APIClientCore {
    /// Sends a request whose response is a stream of server-sent events and returns the typed
    /// events. An HTTP error is thrown here, from the same response, before any event; so is
    /// a 2xx answer that is not `text/event-stream` (JSON, HTML, nothing), as
    /// ``AIClientError/Kind/unexpectedContentType`` carrying its body.
    public func sendEvents<Event: Decodable & Sendable>(
        _ components: RequestComponents, options: RequestOptions = .init(), of type: Event.Type, format: EventStreamFormat
    ) async throws -> EventStream<Event> {
        var components = components
        let jsonLines = format.framing == .jsonLines
        components.headers["Accept"] = jsonLines ? "application/x-ndjson, application/json" : "text/event-stream"
        let secrets = SecretLease()
        let response = try await sendStreaming(components, options: options, secrets: secrets)
        let contentType = response.info.headers["Content-Type"]?.lowercased() ?? ""
        // JSON Lines servers label the body `application/x-ndjson`, `application/jsonl` or
        // plain `application/json` (a stream of one line is a JSON document).
        let expected = jsonLines ? contentType.contains("json") : contentType.hasPrefix("text/event-stream")
        guard expected else {
            let body = await Self.readPrefix(of: response.value, limit: Self.errorBodyLimit)
            throw AIClientError.unexpectedContentType(response.info, body: body, expected: jsonLines ? "application/x-ndjson" : "text/event-stream", url: baseURL)
        }
        var stream = EventStream<Event>(body: response.value, format: format, info: response.info, url: baseURL)
        stream.secrets = secrets
        return stream
    }
}
