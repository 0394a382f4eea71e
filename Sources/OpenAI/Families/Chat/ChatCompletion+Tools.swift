import AIClientRuntime

extension TypedTool {
    /// The tool as Chat Completions' `tools:` takes it.
    public var chatTool: CreateChatCompletionRequest.Tool {
        .function(ChatCompletionTool(function: FunctionObject(
            name: name, description: description, parameters: parameters.json, strict: strict)))
    }

    /// The call's decoded arguments when it calls this tool; nil when it calls another.
    public func arguments(of call: ChatCompletionMessageToolCall) throws -> Arguments? {
        call.function.name == name ? try decodeArguments(call.function.arguments) : nil
    }
}

extension ToolHandler {
    /// The tool as Chat Completions' `tools:` takes it.
    public var chatTool: CreateChatCompletionRequest.Tool {
        .function(ChatCompletionTool(function: FunctionObject(
            name: name, description: description, parameters: parameters.json, strict: strict)))
    }
}

extension CreateChatCompletionResponse {
    /// The function calls of the first choice, in order (empty when the model answered).
    public var toolCalls: [ChatCompletionMessageToolCall] {
        (choices.first?.message.toolCalls ?? []).compactMap { call in
            if case .function(let function) = call { return function }
            return nil
        }
    }
}

extension ChatCompletionRequestMessage {
    /// The model's reply sent back as the assistant turn of the next request (with its tool
    /// calls, which the tool results that follow answer).
    public static func assistant(_ message: ChatCompletionResponseMessage) -> Self {
        .assistant(ChatCompletionRequestAssistantMessage(
            content: message.content.map { .textContent($0) }, refusal: message.refusal, toolCalls: message.toolCalls))
    }

    /// The result of a tool call, for the request that follows it.
    public static func tool(_ result: String, for call: ChatCompletionMessageToolCall) -> Self {
        .tool(ChatCompletionRequestToolMessage(content: .init(stringLiteral: result), toolCallID: call.id))
    }
}

extension OpenAIClient.Chat.Completions {
    /// Sends `request`, answers the model's tool calls with `tools`, and sends the results
    /// back, until the model answers without calling a tool; at most `maxRounds` requests.
    ///
    /// The request's `tools` are set from `tools` when it has none. Returns the final
    /// completion.
    ///
    /// - Throws: `AIClientError` of kind `.invalidRequest` when the model calls a tool that has
    ///   no handler or still calls tools after `maxRounds`, or any error of a request or a handler.
    public func runTools(
        _ request: CreateChatCompletionRequest, tools: [ToolHandler], maxRounds: Int = 10,
        options: RequestOptions = .init()
    ) async throws -> CreateChatCompletionResponse {
        var request = request
        if request.tools == nil { request.tools = tools.map(\.chatTool) }
        for _ in 0..<max(1, maxRounds) {
            let completion = try await create(request, options: options)
            guard let next = try await Self.toolFollowUp(request, completion, tools: tools) else { return completion }
            request = next.request
        }
        throw ToolHandler.tooManyRounds(maxRounds)
    }

    /// The request that answers `completion`'s tool calls (the assistant turn, then one tool
    /// message per call) and the results; nil when the completion calls no tool.
    static func toolFollowUp(
        _ request: CreateChatCompletionRequest, _ completion: CreateChatCompletionResponse, tools: [ToolHandler]
    ) async throws -> ToolLoopStream.FollowUp<CreateChatCompletionRequest>? {
        let calls = completion.toolCalls
        guard !calls.isEmpty, let message = completion.choices.first?.message else { return nil }
        var next = request
        next.messages.append(.assistant(message))
        var results: [ToolCallResult] = []
        for call in calls {
            let output = try await ToolHandler.find(call.function.name, in: tools)(arguments: call.function.arguments)
            next.messages.append(.tool(output, for: call))
            results.append(ToolCallResult(name: call.function.name, callID: call.id, output: output))
        }
        return (next, results)
    }
}
