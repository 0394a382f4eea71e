import AIClientRuntime
import Foundation

/// The typed events of a WebSocket connection: each incoming message (text or binary) decoded
/// as one JSON event, as it arrives.
///
/// Every loop over it continues where the previous one stopped (leaving a loop with `break`
/// keeps the connection open); loop in one task at a time. Cancelling the task that waits for
/// the next event ends the sequence and closes the connection.
///
/// A message that is JSON but does not decode as `Event` (a new event type, a changed shape)
/// is handed to `fallback`, which keeps it as the event type's unknown case with the raw JSON;
/// a message that is not JSON at all ends the sequence with
/// ``AIClientError/Kind/protocolViolation``.
public struct WebSocketEventSequence<Event: Decodable & Sendable>: AsyncSequence, Sendable {
    public typealias Element = Event
    public typealias Fallback = @Sendable (JSONValue) -> Event

    let source: SharedMessageIterator
    let fallback: Fallback

    public init(messages: AsyncThrowingStream<WebSocketMessage, any Error>, fallback: @escaping Fallback) {
        self.source = SharedMessageIterator(messages)
        self.fallback = fallback
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        let source: SharedMessageIterator
        let fallback: Fallback

        public mutating func next() async throws -> Event? {
            guard let message = try await source.next() else { return nil }
            return try Self.decode(message.data, fallback: fallback)
        }

        static func decode(_ data: Data, fallback: Fallback) throws -> Event {
            if let event = try? JSONCoding.decoder.decode(Event.self, from: data) { return event }
            guard let json = try? JSONCoding.decoder.decode(JSONValue.self, from: data) else {
                throw AIClientError.protocolViolation(
                    "a WebSocket message is not JSON: " + SecretRedaction.snippet(of: data, limit: 200))
            }
            return fallback(json)
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(source: source, fallback: fallback)
    }

    /// Decodes one message as this sequence does.
    public static func decode(_ message: WebSocketMessage, fallback: Fallback) throws -> Event {
        try AsyncIterator.decode(message.data, fallback: fallback)
    }
}

/// One iterator of a message stream, shared by every loop over a ``WebSocketEventSequence``:
/// an `AsyncThrowingStream` ends when an iterator of it is dropped, and a loop that stops with
/// `break` drops its iterator.
final class SharedMessageIterator: @unchecked Sendable {
    private var iterator: AsyncThrowingStream<WebSocketMessage, any Error>.AsyncIterator

    init(_ messages: AsyncThrowingStream<WebSocketMessage, any Error>) {
        iterator = messages.makeAsyncIterator()
    }

    func next() async throws -> WebSocketMessage? {
        try await iterator.next()
    }
}
