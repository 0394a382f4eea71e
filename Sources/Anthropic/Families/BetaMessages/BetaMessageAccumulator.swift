import AIClientRuntime
import AnthropicMessages
import Foundation

/// Assembles the events of a streamed beta message (`claude.beta.messages.stream`) into the
/// `BetaMessage` that the same call without streaming returns; the beta twin of
/// ``MessageAccumulator``, with the beta-only blocks (MCP tool use, compaction) as well.
public struct BetaMessageAccumulator: Sendable {
    private var message: BetaMessage?
    private var blocks = ContentBlockBuffer<BetaContentBlock>()
    private var stopped = false

    /// How many events were added.
    public private(set) var eventCount = 0

    public init() {}

    /// Adds the next event of the stream. `ping`s and events of unknown types change nothing.
    public mutating func add(_ event: BetaMessageStreamEvent) {
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

    /// The text of every text block so far, joined.
    public var text: String {
        blocks.blocks.map { if case .text(let block) = $0 { block.text } else { "" } }.joined()
    }

    /// The assembled message.
    ///
    /// - Throws: ``AIClientError`` of kind ``AIClientError/Kind/incompleteStream`` when the
    ///   stream had no `message_start` or ended before `message_stop`, and of kind
    ///   ``AIClientError/Kind/decoding`` when a tool's `partial_json` fragments do not join
    ///   into JSON.
    public func result() throws -> BetaMessage {
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
            case .mcpToolUse(var use):
                use.input = json
                return .mcpToolUse(use)
            default:
                return block
            }
        }
        return message
    }

    private mutating func apply(_ delta: BetaContentBlockDeltaEvent.Delta, at index: Int) {
        switch delta {
        case .textDelta(let text):
            blocks.update(index) { if case .text(var block) = $0 { block.text += text.text; $0 = .text(block) } }
        case .thinkingDelta(let thinking):
            blocks.update(index) { if case .thinking(var block) = $0 { block.thinking += thinking.thinking; $0 = .thinking(block) } }
        case .signatureDelta(let signature):
            blocks.update(index) { if case .thinking(var block) = $0 { block.signature += signature.signature; $0 = .thinking(block) } }
        case .citationsDelta(let citation):
            guard let converted = try? StreamConversion.convert(citation.citation, to: BetaResponseTextBlock.Citation.self) else { return }
            blocks.update(index) {
                if case .text(var block) = $0 { block.citations = (block.citations ?? []) + [converted]; $0 = .text(block) }
            }
        case .compactionDelta(let compaction):
            blocks.update(index) {
                guard case .compaction(var block) = $0 else { return }
                if let content = compaction.content { block.content = (block.content ?? "") + content }
                block.encryptedContent = compaction.encryptedContent ?? block.encryptedContent
                $0 = .compaction(block)
            }
        case .inputJsonDelta(let json):
            blocks.appendJSON(json.partialJson, at: index)
        case .unknown:
            break
        }
    }

    private mutating func merge(_ event: BetaMessageDeltaEvent) {
        guard var current = message else { return }
        current.stopReason = event.delta.stopReason ?? current.stopReason
        current.stopSequence = event.delta.stopSequence ?? current.stopSequence
        current.stopDetails = event.delta.stopDetails ?? current.stopDetails
        current.container = event.delta.container ?? current.container
        current.contextManagement = event.contextManagement ?? current.contextManagement
        let usage = event.usage
        current.usage.outputTokens = usage.outputTokens
        current.usage.inputTokens = usage.inputTokens ?? current.usage.inputTokens
        current.usage.cacheCreationInputTokens = usage.cacheCreationInputTokens ?? current.usage.cacheCreationInputTokens
        current.usage.cacheReadInputTokens = usage.cacheReadInputTokens ?? current.usage.cacheReadInputTokens
        current.usage.serverToolUse = usage.serverToolUse ?? current.usage.serverToolUse
        current.usage.iterations = usage.iterations ?? current.usage.iterations
        message = current
    }
}

extension EventStream where Event == BetaMessageStreamEvent {
    /// Reads the stream to its end and returns the message it assembles (see
    /// ``BetaMessageAccumulator``). Call it instead of iterating the stream, not after.
    public func finalMessage() async throws -> BetaMessage {
        var accumulator = BetaMessageAccumulator()
        for try await event in self { accumulator.add(event) }
        return try accumulator.result()
    }
}
