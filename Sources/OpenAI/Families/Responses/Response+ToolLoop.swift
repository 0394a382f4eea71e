import AIClientRuntime

extension ToolHandler {
    /// The tool as the Responses API's `tools:` takes it.
    public var responsesTool: APITool {
        var members: [String: JSONValue] = [:]
        if case .object(let object) = parameters.json { members = object }
        return .function(FunctionTool(name: name, parameters: members, strict: strict, description: description))
    }
}

extension OpenAIClient.Responses {
    /// Sends `request`, answers the model's function calls with `tools`, and sends the results
    /// back, until the model answers without calling a function; at most `maxRounds` requests.
    ///
    /// Each follow-up request is `request` with `previousResponseID` set to the response that
    /// asked and `input` set to the function call outputs. With `store: false` nothing is kept
    /// to continue from, so the follow-up sends the whole conversation instead: the input so
    /// far, the response's output items as they came, and the outputs. The request's `tools`
    /// are set from `tools` when it has none. Returns the final response.
    ///
    /// - Throws: `AIClientError` of kind `.invalidRequest` when the model calls a function that
    ///   has no handler or still calls functions after `maxRounds`, or any error of a request
    ///   or a handler.
    public func runTools(
        _ request: CreateResponse, tools: [ToolHandler], maxRounds: Int = 10, options: RequestOptions = .init()
    ) async throws -> Response {
        var request = request
        if request.tools == nil { request.tools = tools.map(\.responsesTool) }
        for _ in 0..<max(1, maxRounds) {
            let response = try await create(request, options: options)
            guard let next = try await Self.toolFollowUp(request, response, tools: tools) else { return response }
            request = next.request
        }
        throw ToolHandler.tooManyRounds(maxRounds)
    }

    /// `runTools` as a stream: every event of every request as it arrives, each request's
    /// response when its stream ends, and each function result before it is sent back; the
    /// stream ends after the response in which the model answered without calling a function.
    ///
    /// At most `maxRounds` requests are sent; cancelling the task that iterates cancels the
    /// request in flight. Errors end the stream by throwing.
    public func runToolsStreaming(
        _ request: CreateResponse, tools: [ToolHandler], maxRounds: Int = 10, options: RequestOptions = .init()
    ) -> CancellableStream<ToolLoopEvent<ResponseStreamEvent, Response>> {
        var request = request
        if request.tools == nil { request.tools = tools.map(\.responsesTool) }
        let responses = self
        return ToolLoopStream.make(
            request, maxRounds: maxRounds,
            send: { try await responses.stream($0, options: options) },
            accumulator: { ResponseAccumulator() },
            add: { $0.add($1) },
            finish: { try $0.result() },
            followUp: { try await Self.toolFollowUp($0, $1, tools: tools) })
    }

    /// The request that answers `response`'s function calls, and the results; nil when the
    /// response calls no function.
    static func toolFollowUp(
        _ request: CreateResponse, _ response: Response, tools: [ToolHandler]
    ) async throws -> ToolLoopStream.FollowUp<CreateResponse>? {
        let calls = response.functionCalls
        guard !calls.isEmpty else { return nil }
        var items: [InputItem] = []
        var results: [ToolCallResult] = []
        for call in calls {
            let output = try await ToolHandler.find(call.name, in: tools)(arguments: call.arguments)
            items.append(.functionCallOutput(output, for: call))
            results.append(ToolCallResult(name: call.name, callID: call.callID, output: output))
        }
        var next = request
        if request.store == false {
            // Nothing is stored to continue from: send the conversation so far, the
            // response's output items as they came, then the outputs.
            next.input = .inputItemList(try inputItems(of: request.input) + (try JSONValue(encoding: response.output).decode(as: [InputItem].self)) + items)
        } else {
            next.previousResponseID = response.id
            next.input = .inputItemList(items)
        }
        return (next, results)
    }

    /// A request's input as a list of items (a text input is one user message).
    static func inputItems(of input: InputParam?) throws -> [InputItem] {
        switch input {
        case .none: return []
        case .textInput(let text)?:
            let message: JSONValue = ["type": "message", "role": "user", "content": .string(text)]
            return [try message.decode(as: InputItem.self)]
        case .inputItemList(let items)?: return items
        case .unknown(let value)?: return try value.decode(as: [InputItem].self)
        }
    }
}

extension ToolLoopEvent where Event == ResponseStreamEvent {
    /// The text of an `output_text` delta; nil for every other element.
    public var textDelta: String? {
        if case .event(.outputTextDelta(let delta)) = self { return delta.delta }
        return nil
    }
}
