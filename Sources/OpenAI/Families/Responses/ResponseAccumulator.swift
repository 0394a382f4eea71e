import AIClientRuntime
import Foundation

/// Assembles the events of a streamed response (`client.responses.stream`) into the final
/// `Response`.
///
/// ```swift
/// var accumulator = ResponseAccumulator()
/// for try await event in try await client.responses.stream(request) {
///     if case .outputTextDelta(let delta) = event { print(delta.delta, terminator: "") }
///     accumulator.add(event)
/// }
/// let response = try accumulator.result()
/// print(response.outputText ?? "")
/// ```
///
/// The result is the response of the stream's last `response.completed`,
/// `response.incomplete` or `response.failed` event. A stream that ended before any of them
/// gives the latest snapshot (`response.created`, `response.in_progress`) with the output
/// items built from the deltas: text, refusals, function and custom tool arguments,
/// reasoning summaries and text, code interpreter code, each item replaced by its
/// `response.output_item.done` form once that arrives. Either way `outputText` holds the text
/// of every `output_text` part, joined, as the official SDKs' `output_text`.
public struct ResponseAccumulator: Sendable {
    private var snapshot: Response?
    private var final: Response?
    /// Output items by `output_index`.
    var items: [Int: OutputItem] = [:]
    private var error: ResponseErrorEvent?

    /// How many events were added.
    public private(set) var eventCount = 0

    public init() {}

    /// Adds the next event of the stream. Events that carry nothing for the final response
    /// (`web_search_call.searching`, unknown types, …) change nothing.
    public mutating func add(_ event: ResponseStreamEvent) {
        eventCount += 1
        switch event {
        case .created(let event): snapshot = event.response
        case .inProgress(let event): snapshot = event.response
        case .queued(let event): snapshot = event.response
        case .completed(let event): final = event.response
        case .incomplete(let event): final = event.response
        case .failed(let event): final = event.response
        case .error(let event): error = event
        case .outputItemAdded(let event): items[event.outputIndex] = event.item
        case .outputItemDone(let event): items[event.outputIndex] = event.item
        case .contentPartAdded(let event): setPart(event.part, item: event.outputIndex, at: event.contentIndex)
        case .contentPartDone(let event): setPart(event.part, item: event.outputIndex, at: event.contentIndex)
        case .outputTextDelta(let event): editText(item: event.outputIndex, at: event.contentIndex) { $0 += event.delta }
        case .outputTextDone(let event): editText(item: event.outputIndex, at: event.contentIndex) { $0 = event.text }
        case .outputTextAnnotationAdded(let event):
            guard let annotation = event.annotation else { return }
            editTextPart(item: event.outputIndex, at: event.contentIndex) { $0.annotations.append(annotation) }
        case .refusalDelta(let event): editRefusal(item: event.outputIndex, at: event.contentIndex) { $0 += event.delta }
        case .refusalDone(let event): editRefusal(item: event.outputIndex, at: event.contentIndex) { $0 = event.refusal }
        case .functionCallArgumentsDelta(let event): editArguments(item: event.outputIndex) { $0 += event.delta }
        case .functionCallArgumentsDone(let event): editArguments(item: event.outputIndex) { $0 = event.arguments }
        case .mcpCallArgumentsDelta(let event): editArguments(item: event.outputIndex) { $0 += event.delta }
        case .mcpCallArgumentsDone(let event): editArguments(item: event.outputIndex) { $0 = event.arguments }
        case .customToolCallInputDelta(let event): editArguments(item: event.outputIndex) { $0 += event.delta }
        case .customToolCallInputDone(let event): editArguments(item: event.outputIndex) { $0 = event.input }
        case .codeInterpreterCallCodeDelta(let event): editCode(item: event.outputIndex) { $0 += event.delta }
        case .codeInterpreterCallCodeDone(let event): editCode(item: event.outputIndex) { $0 = event.code }
        case .reasoningSummaryPartAdded(let event): editSummary(item: event.outputIndex, at: event.summaryIndex) { $0 = event.part.text }
        case .reasoningSummaryPartDone(let event): editSummary(item: event.outputIndex, at: event.summaryIndex) { $0 = event.part.text }
        case .reasoningSummaryTextDelta(let event): editSummary(item: event.outputIndex, at: event.summaryIndex) { $0 += event.delta }
        case .reasoningSummaryTextDone(let event): editSummary(item: event.outputIndex, at: event.summaryIndex) { $0 = event.text }
        case .reasoningTextDelta(let event): editReasoning(item: event.outputIndex, at: event.contentIndex) { $0 += event.delta }
        case .reasoningTextDone(let event): editReasoning(item: event.outputIndex, at: event.contentIndex) { $0 = event.text }
        default: break
        }
    }

    /// The text of every `output_text` part so far, joined: what a chat interface shows while
    /// the stream runs.
    public var outputText: String {
        Self.outputText(of: items.keys.sorted().compactMap { items[$0] })
    }

    /// The final response.
    ///
    /// - Throws: ``AIClientError`` of kind ``AIClientError/Kind/streamError`` when the stream
    ///   sent an `error` event and no final response, with the event's code and message; of
    ///   kind ``AIClientError/Kind/incompleteStream`` when it sent neither a final response
    ///   nor a snapshot to build one on.
    public func result() throws -> Response {
        // `outputText` is computed from `output` (Response+OutputText.swift).
        if let final { return final }
        if let error {
            throw AIClientError.streamError(
                ProviderError(code: error.code, message: error.message, param: error.param),
                eventsReceived: eventCount)
        }
        guard var response = snapshot else {
            throw AIClientError.incompleteStream(
                "no response.created, response.in_progress or final response event", eventsReceived: eventCount)
        }
        response.output = items.keys.sorted().compactMap { items[$0] }
        return response
    }

    /// The text of the `output_text` parts of the message items, joined.
    static func outputText(of output: [OutputItem]) -> String {
        var text = ""
        for case .message(let message) in output {
            for case .outputText(let part) in message.content { text += part.text }
        }
        return text
    }
}

extension EventStream where Event == ResponseStreamEvent {
    /// Reads the stream to its end and returns the final response (see
    /// ``ResponseAccumulator``). Call it instead of iterating the stream, not after.
    public func finalResponse() async throws -> Response {
        var accumulator = ResponseAccumulator()
        for try await event in self { accumulator.add(event) }
        return try accumulator.result()
    }
}
