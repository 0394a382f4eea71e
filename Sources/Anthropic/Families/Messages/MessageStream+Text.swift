import AIClientRuntime

extension EventStream where Event == MessageStreamEvent {
    /// The text of the stream's `text_delta`s, piece by piece, as the official SDKs'
    /// `stream.text_stream`:
    ///
    /// ```swift
    /// for try await text in try await claude.messages.stream(request).textStream {
    ///     print(text, terminator: "")
    /// }
    /// ```
    ///
    /// It reads the stream: iterate one or the other. Errors end it as they end the stream.
    public var textStream: CancellableStream<String> {
        EventStreamTransforms.text(self) { $0.textDelta }
    }
}

extension MessageStreamEvent {
    /// The text of a `text_delta`; nil for every other event.
    public var textDelta: String? {
        if case .contentBlockDelta(let block) = self, case .textDelta(let delta) = block.delta { return delta.text }
        return nil
    }
}
