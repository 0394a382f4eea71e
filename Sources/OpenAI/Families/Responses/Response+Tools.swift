import AIClientRuntime

extension TypedTool {
    /// The tool as the Responses API's `tools:` takes it.
    public var responsesTool: APITool {
        var parameters: [String: JSONValue] = [:]
        if case .object(let members) = self.parameters.json { parameters = members }
        return .function(FunctionTool(name: name, parameters: parameters, strict: strict, description: description))
    }

    /// The call's decoded arguments when it calls this tool; nil when it calls another.
    public func arguments(of call: FunctionToolCall) throws -> Arguments? {
        call.name == name ? try decodeArguments(call.arguments) : nil
    }
}

extension Response {
    /// The function calls of the output, in order (empty when the model answered).
    public var functionCalls: [FunctionToolCall] {
        output.compactMap { item in
            if case .functionCall(let call) = item { return call }
            return nil
        }
    }
}

extension InputItem {
    /// The result of a function call, as an input item of the next request (send it with
    /// `previousResponseID` set to the response that asked for it).
    public static func functionCallOutput(_ output: String, for call: FunctionToolCall) -> InputItem {
        .item(.functionCallOutput(FunctionCallOutputItemParam(output: .init(stringLiteral: output), callID: call.callID)))
    }
}
