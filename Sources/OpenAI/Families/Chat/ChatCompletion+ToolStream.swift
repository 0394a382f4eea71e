import AIClientRuntime

extension OpenAIClient.Chat.Completions {
    /// `runTools` as a stream: every chunk of every request as it arrives, each request's
    /// completion when its stream ends, and each tool result before it is sent back; the
    /// stream ends after the completion in which the model answered without calling a tool.
    ///
    /// At most `maxRounds` requests are sent; cancelling the task that iterates cancels the
    /// request in flight. The request's `tools` are set from `tools` when it has none.
    /// Errors (a failed request, a tool with no handler, too many rounds, a handler's error)
    /// end the stream by throwing.
    public func runToolsStreaming(
        _ request: CreateChatCompletionRequest, tools: [ToolHandler], maxRounds: Int = 10,
        options: RequestOptions = .init()
    ) -> CancellableStream<ToolLoopEvent<CreateChatCompletionStreamResponse, CreateChatCompletionResponse>> {
        var request = request
        if request.tools == nil { request.tools = tools.map(\.chatTool) }
        let completions = self
        return ToolLoopStream.make(
            request, maxRounds: maxRounds,
            send: { try await completions.stream($0, options: options) },
            accumulator: { ChatCompletionAccumulator() },
            add: { $0.add($1) },
            finish: { try $0.result() },
            followUp: { try await Self.toolFollowUp($0, $1, tools: tools) })
    }
}

extension ToolLoopEvent where Event == CreateChatCompletionStreamResponse {
    /// The text of a chunk's first choice; nil for every other element.
    public var textDelta: String? {
        if case .event(let chunk) = self { return chunk.choices.first?.delta.content }
        return nil
    }
}
