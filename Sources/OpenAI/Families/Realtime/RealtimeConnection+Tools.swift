import Foundation

extension TypedTool {
    /// The tool as a Realtime session's `tools:` takes it (`session.update`, `response.create`).
    public var realtimeTool: RealtimeFunctionTool {
        RealtimeFunctionTool(type: "function", name: name, description: description, parameters: parameters.json)
    }
}

extension RealtimeConnection {
    /// Answers one function call: runs the handler of the tool it names, sends its result as a
    /// `function_call_output` item (`conversation.item.create`), then asks for the next
    /// response (`response.create`) unless `respond` is false.
    ///
    /// The same ``ToolHandler``s serve the chat, Responses and Anthropic tool loops. A call of a
    /// tool no handler knows throws ``AIClientError/Kind/invalidRequest``; a handler's error is
    /// thrown as it is (nothing is sent).
    public func answer(
        _ call: RealtimeServerEventResponseFunctionCallArgumentsDone, with handlers: [ToolHandler], respond: Bool = true
    ) async throws {
        let output = try await ToolHandler.find(call.name, in: handlers)(arguments: call.arguments)
        try await send(.conversationItemCreate(.init(item: .functionCallOutput(.init(callID: call.callID, output: output)))))
        if respond { try await send(.responseCreate(.init())) }
    }

    /// Runs the function-call loop until a response ends without calls (or `maxResponses`
    /// responses passed): each `response.function_call_arguments.done` is answered with
    /// ``answer(_:with:respond:)`` once its response is done, and the next response is asked for.
    /// Returns the last response's accumulated text, transcript and audio.
    ///
    /// Every event also goes to `onEvent` (to play audio as it arrives).
    public func runTools(
        _ handlers: [ToolHandler], maxResponses: Int = 10,
        onEvent: (RealtimeServerEvent) async throws -> Void = { _ in }
    ) async throws -> RealtimeResponseAccumulator {
        var accumulator = RealtimeResponseAccumulator()
        var responses = 0
        for try await event in events {
            try await onEvent(event)
            accumulator.add(event)
            guard accumulator.isDone else { continue }
            responses += 1
            if accumulator.functionCalls.isEmpty { return accumulator }
            guard responses < maxResponses else { throw ToolHandler.tooManyRounds(maxResponses) }
            for call in accumulator.functionCalls { try await answer(call, with: handlers, respond: false) }
            try await send(.responseCreate(.init()))
            accumulator = RealtimeResponseAccumulator()
        }
        throw AIClientError.incompleteStream("the connection ended before a response without function calls", eventsReceived: responses)
    }
}
