import AIClientRuntime

/// `model:` and `input:` first, then the members most calls set, in the order the official SDKs'
/// examples write them: `.init(model: "gpt-5", input: prompt, instructions: rules, text: format)`.
/// The generated memberwise initializer lists every member in the spec's order, where `text`,
/// `tools` and `reasoning` come before `input`; both are available, and a call that fits both
/// gives the same request.
extension CreateResponse {
    public init(
        model: ModelIds,
        input: InputParam,
        instructions: String? = nil,
        text: ResponseTextParam? = nil,
        tools: ToolsArray? = nil,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil,
        reasoning: Reasoning? = nil,
        include: [IncludeEnum]? = nil,
        previousResponseID: String? = nil,
        conversation: ConversationParam? = nil,
        store: Bool? = nil,
        maxOutputTokens: Int? = nil,
        temperature: Double? = nil,
        metadata: Metadata? = nil
    ) {
        self.init(
            metadata: metadata, temperature: temperature, previousResponseID: previousResponseID, model: model,
            text: text, tools: tools, toolChoice: toolChoice, reasoning: reasoning, input: input, include: include,
            parallelToolCalls: parallelToolCalls, store: store, instructions: instructions, conversation: conversation,
            maxOutputTokens: maxOutputTokens)
    }

    @_disfavoredOverload
    public init(
        model: String,
        input: InputParam,
        instructions: String? = nil,
        text: ResponseTextParam? = nil,
        tools: ToolsArray? = nil,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil,
        reasoning: Reasoning? = nil,
        include: [IncludeEnum]? = nil,
        previousResponseID: String? = nil,
        conversation: ConversationParam? = nil,
        store: Bool? = nil,
        maxOutputTokens: Int? = nil,
        temperature: Double? = nil,
        metadata: Metadata? = nil
    ) {
        self.init(
            metadata: metadata, temperature: temperature, previousResponseID: previousResponseID, model: ModelIds(rawValue: model),
            text: text, tools: tools, toolChoice: toolChoice, reasoning: reasoning, input: input, include: include,
            parallelToolCalls: parallelToolCalls, store: store, instructions: instructions, conversation: conversation,
            maxOutputTokens: maxOutputTokens)
    }

    @_disfavoredOverload
    public init(
        model: ModelIds,
        input: String,
        instructions: String? = nil,
        text: ResponseTextParam? = nil,
        tools: ToolsArray? = nil,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil,
        reasoning: Reasoning? = nil,
        include: [IncludeEnum]? = nil,
        previousResponseID: String? = nil,
        conversation: ConversationParam? = nil,
        store: Bool? = nil,
        maxOutputTokens: Int? = nil,
        temperature: Double? = nil,
        metadata: Metadata? = nil
    ) {
        self.init(
            metadata: metadata, temperature: temperature, previousResponseID: previousResponseID, model: model,
            text: text, tools: tools, toolChoice: toolChoice, reasoning: reasoning, input: .textInput(input), include: include,
            parallelToolCalls: parallelToolCalls, store: store, instructions: instructions, conversation: conversation,
            maxOutputTokens: maxOutputTokens)
    }

    @_disfavoredOverload
    public init(
        model: String,
        input: String,
        instructions: String? = nil,
        text: ResponseTextParam? = nil,
        tools: ToolsArray? = nil,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil,
        reasoning: Reasoning? = nil,
        include: [IncludeEnum]? = nil,
        previousResponseID: String? = nil,
        conversation: ConversationParam? = nil,
        store: Bool? = nil,
        maxOutputTokens: Int? = nil,
        temperature: Double? = nil,
        metadata: Metadata? = nil
    ) {
        self.init(
            metadata: metadata, temperature: temperature, previousResponseID: previousResponseID, model: ModelIds(rawValue: model),
            text: text, tools: tools, toolChoice: toolChoice, reasoning: reasoning, input: .textInput(input), include: include,
            parallelToolCalls: parallelToolCalls, store: store, instructions: instructions, conversation: conversation,
            maxOutputTokens: maxOutputTokens)
    }
}
