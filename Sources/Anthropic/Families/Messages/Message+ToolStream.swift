import AIClientRuntime

extension AnthropicClient.Messages {
    /// `runTools` as a stream: every event of every request as it arrives, each request's
    /// message when its stream ends, and each tool result before it is sent back; the stream
    /// ends after the message in which Claude answered without calling a tool.
    ///
    /// At most `maxRounds` requests are sent; cancelling the task that iterates cancels the
    /// request in flight. The request's `tools` are set from `tools` when it has none. Errors
    /// (an error event, a tool with no handler, too many rounds, a handler's error) end the
    /// stream by throwing.
    public func runToolsStreaming(
        _ request: CreateMessageParams, tools: [ToolHandler], maxRounds: Int = 10, options: RequestOptions = .init()
    ) -> CancellableStream<ToolLoopEvent<MessageStreamEvent, Message>> {
        var request = request
        if request.tools == nil { request.tools = tools.map(\.anthropicTool) }
        let messages = self
        return ToolLoopStream.make(
            request, maxRounds: maxRounds,
            send: { try await messages.stream($0, options: options) },
            accumulator: { MessageAccumulator() },
            add: { $0.add($1) },
            finish: { try $0.result() },
            followUp: { try await Self.toolFollowUp($0, $1, tools: tools) })
    }
}

extension ToolLoopEvent where Event == MessageStreamEvent {
    /// The text of a `text_delta`; nil for every other element.
    public var textDelta: String? {
        if case .event(.contentBlockDelta(let block)) = self, case .textDelta(let delta) = block.delta { return delta.text }
        return nil
    }
}
