import AIClientRuntime

extension TypedTool {
    /// The tool as the Messages API's `tools:` takes it (`input_schema` from `parameters`).
    public var anthropicTool: CreateMessageParams.Tool {
        .custom(APITool(name: name, inputSchema: InputSchema(parameters), description: description))
    }

    /// The block's decoded input when it calls this tool; nil when it calls another.
    public func arguments(of block: ResponseToolUseBlock) throws -> Arguments? {
        block.name == name ? try decodeArguments(block.input) : nil
    }
}

extension ToolHandler {
    /// The tool as the Messages API's `tools:` takes it.
    public var anthropicTool: CreateMessageParams.Tool {
        .custom(APITool(name: name, inputSchema: InputSchema(parameters), description: description))
    }
}

extension InputSchema {
    /// An `input_schema` from a `JSONSchema` object (its properties, all required, no others),
    /// rendered for Claude (`json(for: .anthropic)`), with its description and `$defs`; a
    /// schema given as JSON (``JSONSchema/verbatim(_:)``) keeps its own `required` list.
    public init(_ schema: JSONSchema) {
        var members: [String: JSONValue] = [:]
        if case .object(let json) = schema.json(for: .anthropic) { members = json }
        let properties = members.removeValue(forKey: "properties")
        let listed = members.removeValue(forKey: "required")
        members["type"] = nil
        var required = schema.properties.map(\.name)
        if !schema.isObject, case .array(let names)? = listed { required = names.compactMap(\.stringValue) }
        self.init(properties: properties, required: required, additionalProperties: members)
    }
}

extension Message {
    /// The message's tool calls, in order (empty when the model answered).
    public var toolUses: [ResponseToolUseBlock] {
        content.compactMap { block in
            if case .toolUse(let toolUse) = block { return toolUse }
            return nil
        }
    }
}

extension InputMessage {
    /// The model's reply sent back as the assistant turn of the next request, every block as
    /// it came (text, thinking, tool use).
    ///
    /// - Throws: `AIClientError` of kind `.decoding` if a block has no request form.
    public static func assistant(_ message: Message) throws -> InputMessage {
        let blocks = try JSONValue(encoding: message.content).decode(as: [InputContentBlock].self)
        return InputMessage(content: .array(blocks), role: .assistant)
    }

    /// The user turn that answers tool calls: one `tool_result` block per call, in order.
    public static func toolResults(_ results: [(call: ResponseToolUseBlock, result: String)]) -> InputMessage {
        let blocks = results.map { item in
            InputContentBlock.toolResult(RequestToolResultBlock(toolUseID: item.call.id, content: .string(item.result)))
        }
        return InputMessage(content: .array(blocks), role: .user)
    }
}

extension AnthropicClient.Messages {
    /// Sends `request`, answers the model's tool calls with `tools`, and sends the results
    /// back, until the model answers without calling a tool; at most `maxRounds` requests.
    /// The request's `tools` are set from `tools` when it has none.
    ///
    /// - Throws: `AIClientError` of kind `.invalidRequest` when the model calls a tool that has
    ///   no handler or still calls tools after `maxRounds`, or any error of a request or a handler.
    public func runTools(
        _ request: CreateMessageParams, tools: [ToolHandler], maxRounds: Int = 10, options: RequestOptions = .init()
    ) async throws -> Message {
        var request = request
        if request.tools == nil { request.tools = tools.map(\.anthropicTool) }
        for _ in 0..<max(1, maxRounds) {
            let message = try await create(request, options: options)
            guard let next = try await Self.toolFollowUp(request, message, tools: tools) else { return message }
            request = next.request
        }
        throw ToolHandler.tooManyRounds(maxRounds)
    }

    /// The request that answers `message`'s tool calls (the reply as it came, then one user
    /// turn with a `tool_result` per call) and the results; nil when it calls no tool.
    static func toolFollowUp(
        _ request: CreateMessageParams, _ message: Message, tools: [ToolHandler]
    ) async throws -> ToolLoopStream.FollowUp<CreateMessageParams>? {
        let calls = message.toolUses
        guard !calls.isEmpty else { return nil }
        var next = request
        next.messages.append(try .assistant(message))
        var answers: [(call: ResponseToolUseBlock, result: String)] = []
        for call in calls {
            answers.append((call, try await ToolHandler.find(call.name, in: tools)(arguments: call.input.description)))
        }
        next.messages.append(.toolResults(answers))
        return (next, answers.map { ToolCallResult(name: $0.call.name, callID: $0.call.id, output: $0.result) })
    }
}
