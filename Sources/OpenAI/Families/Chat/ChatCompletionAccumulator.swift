import AIClientRuntime
import Foundation

/// Assembles the chunks of a streamed chat completion into the completion that the same call
/// without streaming returns.
///
/// ```swift
/// var accumulator = ChatCompletionAccumulator()
/// for try await chunk in try await client.chat.completions.stream(request) {
///     print(chunk.choices.first?.delta.content ?? "", terminator: "")
///     accumulator.add(chunk)
/// }
/// let completion = try accumulator.result()
/// ```
///
/// Choices are kept apart by their `index` (`n > 1`), and so are the tool calls of a choice:
/// the `arguments` fragments of one call are joined in arrival order. Content and refusal
/// text, log probabilities, the finish reason and the usage of the last chunk (sent with
/// `stream_options.include_usage`) all end up in the result.
public struct ChatCompletionAccumulator: Sendable {
    private var id: String?
    private var created = 0
    private var model = ""
    private var serviceTier: ServiceTier?
    private var systemFingerprint: String?
    private var usage: CompletionUsage?
    private var moderation: ChatCompletionModeration?
    /// Choices by their `index`.
    private var choices: [Int: ChoiceBuffer] = [:]

    /// How many chunks were added.
    public private(set) var chunkCount = 0

    public init() {}

    /// Adds the next chunk of the stream.
    public mutating func add(_ chunk: CreateChatCompletionStreamResponse) {
        chunkCount += 1
        if id == nil || id?.isEmpty == true { id = chunk.id }
        if created == 0 { created = chunk.created }
        if model.isEmpty { model = chunk.model }
        serviceTier = chunk.serviceTier ?? serviceTier
        systemFingerprint = Deprecated.systemFingerprint(of: chunk) ?? systemFingerprint
        usage = chunk.usage ?? usage
        moderation = chunk.moderation ?? moderation
        for choice in chunk.choices {
            choices[choice.index, default: ChoiceBuffer()].add(choice)
        }
    }

    /// The text of choice 0 so far: what a chat interface shows while the stream runs.
    public var content: String { choices[0]?.content ?? "" }

    /// The assembled completion.
    ///
    /// Tool call arguments stay the text the model wrote, as in a completion that was not
    /// streamed: parse them when you use them.
    ///
    /// - Throws: ``AIClientError`` of kind ``AIClientError/Kind/incompleteStream`` when no chunk
    ///   was added, or a choice never got its `finish_reason` (the stream ended early).
    public func result() throws -> CreateChatCompletionResponse {
        guard let id else {
            throw AIClientError.incompleteStream("no chat completion chunk arrived", eventsReceived: chunkCount)
        }
        var finished: [CreateChatCompletionResponse.Choice] = []
        for index in choices.keys.sorted() {
            guard let buffer = choices[index] else { continue }
            guard let reason = buffer.finishReason else {
                throw AIClientError.incompleteStream(
                    "choice \(index) has no finish_reason: the stream ended before the choice did", eventsReceived: chunkCount)
            }
            finished.append(buffer.choice(index: index, finishReason: reason))
        }
        return CreateChatCompletionResponse(
            id: id, choices: finished, created: created, model: model, serviceTier: serviceTier,
            systemFingerprint: systemFingerprint, usage: usage, moderation: moderation)
    }
}

extension ChatCompletionAccumulator {
    /// One choice as its deltas arrive.
    struct ChoiceBuffer: Sendable {
        var content: String?
        var refusal: String?
        var toolCalls: [Int: ToolCallBuffer] = [:]
        var functionCall: (name: String, arguments: String)?
        var finishReason: CreateChatCompletionResponse.Choice.FinishReason?
        var contentLogprobs: [ChatCompletionTokenLogprob]?
        var refusalLogprobs: [ChatCompletionTokenLogprob]?
        var hasLogprobs = false

        mutating func add(_ choice: CreateChatCompletionStreamResponse.Choice) {
            let delta = choice.delta
            if let text = delta.content { content = (content ?? "") + text }
            if let text = delta.refusal { refusal = (refusal ?? "") + text }
            for call in delta.toolCalls ?? [] {
                toolCalls[call.index, default: ToolCallBuffer()].add(call)
            }
            if let call = Deprecated.functionCall(of: delta) {
                var current = functionCall ?? (name: "", arguments: "")
                current.name += call.name ?? ""
                current.arguments += call.arguments ?? ""
                functionCall = current
            }
            if let reason = choice.finishReason {
                finishReason = CreateChatCompletionResponse.Choice.FinishReason(rawValue: reason.rawValue)
            }
            if let logprobs = choice.logprobs {
                hasLogprobs = true
                if let tokens = logprobs.content { contentLogprobs = (contentLogprobs ?? []) + tokens }
                if let tokens = logprobs.refusal { refusalLogprobs = (refusalLogprobs ?? []) + tokens }
            }
        }

        func choice(index: Int, finishReason: CreateChatCompletionResponse.Choice.FinishReason) -> CreateChatCompletionResponse.Choice {
            let calls: ChatCompletionMessageToolCalls? = toolCalls.isEmpty
                ? nil : toolCalls.keys.sorted().compactMap { toolCalls[$0]?.toolCall }
            let message = ChatCompletionResponseMessage(
                content: content, refusal: refusal, toolCalls: calls,
                functionCall: functionCall.map { .init(arguments: $0.arguments, name: $0.name) })
            let logprobs = hasLogprobs
                ? CreateChatCompletionResponse.Choice.Logprobs(content: contentLogprobs, refusal: refusalLogprobs) : nil
            return .init(finishReason: finishReason, index: index, message: message, logprobs: logprobs)
        }
    }

    /// One tool call of a choice: the first fragment names it, the others extend its arguments.
    struct ToolCallBuffer: Sendable {
        var id = ""
        var name = ""
        var arguments = ""

        mutating func add(_ chunk: ChatCompletionMessageToolCallChunk) {
            if let callID = chunk.id, !callID.isEmpty { id = callID }
            // Some compatible servers repeat the name in every fragment: keep the first.
            if let callName = chunk.function?.name, name.isEmpty { name = callName }
            arguments += chunk.function?.arguments ?? ""
        }

        var toolCall: ChatCompletionMessageToolCallsTypes.Element {
            .function(ChatCompletionMessageToolCall(id: id, function: .init(name: name, arguments: arguments)))
        }
    }
}

extension EventStream where Event == CreateChatCompletionStreamResponse {
    /// Reads the stream to its end and returns the completion it assembles (see
    /// ``ChatCompletionAccumulator``). Call it instead of iterating the stream, not after.
    public func finalCompletion() async throws -> CreateChatCompletionResponse {
        var accumulator = ChatCompletionAccumulator()
        for try await chunk in self { accumulator.add(chunk) }
        return try accumulator.result()
    }
}
