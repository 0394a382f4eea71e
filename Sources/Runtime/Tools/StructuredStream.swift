/// What the clients' structured streams (`stream(_:as:)`) yield: each event as it arrives (the
/// answer's JSON text among them, in pieces: `textDelta`), then the parsed value.
public enum StructuredStreamEvent<Event: Sendable, Parsed: Sendable>: Sendable {
    /// An event of the stream, as it arrived.
    case event(Event)
    /// The last element: the answer decoded, with the response it came in.
    case parsed(Parsed)

    /// The parsed value's element, or nil for the events before it.
    public var parsed: Parsed? {
        if case .parsed(let parsed) = self { return parsed }
        return nil
    }
}

/// Streams over an ``EventStream`` that carry state from event to event.
public enum EventStreamTransforms {
    /// `events` as ``StructuredStreamEvent``s: every event, added to `accumulator`, and when
    /// the stream ends `finish` of the accumulated result (it throws when the answer does not
    /// parse, ending the stream with that error). Leaving the loop or `cancel()` ends `events`.
    public static func structured<Event: Decodable & Sendable, Accumulator: Sendable, Parsed: Sendable>(
        _ events: EventStream<Event>, accumulator: Accumulator,
        add: @escaping @Sendable (inout Accumulator, Event) -> Void,
        finish: @escaping @Sendable (Accumulator) throws -> Parsed
    ) -> CancellableStream<StructuredStreamEvent<Event, Parsed>> {
        let state = Unfolding(events.makeAsyncIterator(), (accumulated: accumulator, parsed: false))
        return CancellableStream(unfolding: {
            try await state.next { iterator, state in
                if state.parsed { return nil }
                if let event = try await iterator.next() {
                    add(&state.accumulated, event)
                    return .event(event)
                }
                state.parsed = true
                return .parsed(try finish(state.accumulated))
            }
        }, onCancel: { events.cancel() })
    }

    /// The text pieces of `events`, as `text(of:)` reads them from each event (nil for an
    /// event without text), in order; the stream ends when the events do. Leaving the loop or
    /// `cancel()` ends `events`.
    public static func text<Event: Decodable & Sendable>(
        _ events: EventStream<Event>, of text: @escaping @Sendable (Event) -> String?
    ) -> CancellableStream<String> {
        let state = Unfolding(events.makeAsyncIterator(), ())
        return CancellableStream(unfolding: {
            try await state.next { iterator, _ in
                while let event = try await iterator.next() {
                    if let piece = text(event), !piece.isEmpty { return piece }
                }
                return nil
            }
        }, onCancel: { events.cancel() })
    }

    /// An iterator and a state that one consumer advances. ``CancellableStream`` asks its
    /// producer for one element at a time, so `next` never runs twice at once: that is what
    /// makes the unchecked `Sendable` sound (as in `ToolLoopStream`). It holds the events'
    /// iterator, so releasing it (with the stream's iterator) closes the connection.
    final class Unfolding<Event: Decodable & Sendable, State>: @unchecked Sendable {
        var iterator: EventStream<Event>.Iterator
        var state: State
        var finished = false

        init(_ iterator: EventStream<Event>.Iterator, _ state: State) {
            self.iterator = iterator
            self.state = state
        }

        func next<Element>(_ step: (inout EventStream<Event>.Iterator, inout State) async throws -> Element?) async throws -> Element? {
            guard !finished else { return nil }
            do {
                let element = try await step(&iterator, &state)
                if element == nil { finished = true }
                return element
            } catch {
                finished = true
                throw error
            }
        }
    }
}
