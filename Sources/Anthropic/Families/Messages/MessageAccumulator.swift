import AIClientRuntime
import Foundation

/// Assembles the events of a streamed message into the `Message` that the same call without
/// streaming returns.
///
/// ```swift
/// var accumulator = MessageAccumulator()
/// for try await event in try await claude.messages.stream(request) {
///     accumulator.add(event)
/// }
/// let message = try accumulator.result()
/// ```
///
/// Text and thinking deltas are joined per content block; a `tool_use` block's input is the
/// JSON its `partial_json` fragments spell; a thinking block keeps its `signature` exactly as
/// sent (send it back unchanged in the next turn); citations are appended to their text
/// block. The usage starts as `message_start` reports it and takes every count that
/// `message_delta` sends (output tokens, and input and cache counts when present).
public struct MessageAccumulator: Sendable {
    private var message: Message?
    private var blocks = ContentBlockBuffer<ContentBlock>()
    private var stopped = false

    /// How many events were added.
    public private(set) var eventCount = 0

    public init() {}

    /// Adds the next event of the stream. `ping`s and events of unknown types change nothing.
    public mutating func add(_ event: MessageStreamEvent) {
        eventCount += 1
        switch event {
        case .messageStart(let start):
            message = start.message
            blocks.start(with: start.message.content)
        case .contentBlockStart(let start):
            blocks.start(index: start.index, as: start.contentBlock)
        case .contentBlockDelta(let delta):
            apply(delta.delta, at: delta.index)
        case .contentBlockStop:
            break
        case .messageDelta(let delta):
            merge(delta)
        case .messageStop:
            stopped = true
        case .ping, .unknown:
            break
        }
    }

    /// The text of every text block so far, joined: what a chat interface shows while the
    /// stream runs.
    public var text: String {
        blocks.blocks.map { if case .text(let block) = $0 { block.text } else { "" } }.joined()
    }

    /// The assembled message.
    ///
    /// - Throws: ``AIClientError`` of kind ``AIClientError/Kind/incompleteStream`` when the
    ///   stream had no `message_start` or ended before `message_stop`, and of kind
    ///   ``AIClientError/Kind/decoding`` when a tool's `partial_json` fragments do not join
    ///   into JSON.
    public func result() throws -> Message {
        guard var message else {
            throw AIClientError.incompleteStream("no message_start event", eventsReceived: eventCount)
        }
        guard stopped else {
            throw AIClientError.incompleteStream(
                "no message_stop event: the stream ended before the message did", eventsReceived: eventCount)
        }
        message.content = try blocks.finished { block, json in
            switch block {
            case .toolUse(var use):
                use.input = json
                return .toolUse(use)
            case .serverToolUse(var use):
                use.input = json
                return .serverToolUse(use)
            default:
                return block
            }
        }
        return message
    }

    private mutating func apply(_ delta: ContentBlockDeltaEvent.Delta, at index: Int) {
        switch delta {
        case .textDelta(let text):
            blocks.update(index) { if case .text(var block) = $0 { block.text += text.text; $0 = .text(block) } }
        case .thinkingDelta(let thinking):
            blocks.update(index) { if case .thinking(var block) = $0 { block.thinking += thinking.thinking; $0 = .thinking(block) } }
        case .signatureDelta(let signature):
            blocks.update(index) { if case .thinking(var block) = $0 { block.signature += signature.signature; $0 = .thinking(block) } }
        case .citationsDelta(let citation):
            guard let converted = try? StreamConversion.convert(citation.citation, to: ResponseTextBlock.Citation.self) else { return }
            blocks.update(index) {
                if case .text(var block) = $0 { block.citations = (block.citations ?? []) + [converted]; $0 = .text(block) }
            }
        case .inputJsonDelta(let json):
            blocks.appendJSON(json.partialJson, at: index)
        case .unknown:
            break
        }
    }

    private mutating func merge(_ event: MessageDeltaEvent) {
        guard var current = message else { return }
        current.stopReason = event.delta.stopReason ?? current.stopReason
        current.stopSequence = event.delta.stopSequence ?? current.stopSequence
        current.stopDetails = event.delta.stopDetails ?? current.stopDetails
        current.container = event.delta.container ?? current.container
        let usage = event.usage
        current.usage.outputTokens = usage.outputTokens
        current.usage.inputTokens = usage.inputTokens ?? current.usage.inputTokens
        current.usage.cacheCreationInputTokens = usage.cacheCreationInputTokens ?? current.usage.cacheCreationInputTokens
        current.usage.cacheReadInputTokens = usage.cacheReadInputTokens ?? current.usage.cacheReadInputTokens
        current.usage.serverToolUse = usage.serverToolUse ?? current.usage.serverToolUse
        message = current
    }
}

extension EventStream where Event == MessageStreamEvent {
    /// Reads the stream to its end and returns the message it assembles (see
    /// ``MessageAccumulator``). Call it instead of iterating the stream, not after.
    public func finalMessage() async throws -> Message {
        var accumulator = MessageAccumulator()
        for try await event in self { accumulator.add(event) }
        return try accumulator.result()
    }
}
