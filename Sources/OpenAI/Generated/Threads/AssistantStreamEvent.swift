// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an event emitted when streaming a Run.
///
/// Each event in a server-sent events stream has an `event` and `data` property:
///
/// ```
/// event: thread.created
/// data: {"id": "thread_123", "object": "thread", ...}
/// ```
///
/// We emit events whenever a new object is created, transitions to a new state, or is being
/// streamed in parts (deltas). For example, we emit `thread.run.created` when a new run
/// is created, `thread.run.completed` when a run completes, and so on. When an Assistant chooses
/// to create a message during a run, we emit a `thread.message.created event`, a
/// `thread.message.in_progress` event, many `thread.message.delta` events, and finally a
/// `thread.message.completed` event.
///
/// We may add additional events over time, so we recommend handling unknown events gracefully
/// in your code. See the [Assistants API quickstart](https://platform.openai.com/docs/assistants/overview) to learn how to
/// integrate the Assistants API with streaming.
///
/// - Schema: `#/components/schemas/AssistantStreamEvent`
public nonisolated enum AssistantStreamEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `event`: `thread.created`
    case threadCreated(ThreadStreamEvent)
    /// - `event`: `thread.run.created`, `thread.run.queued`, `thread.run.in_progress`, `thread.run.requires_action`, `thread.run.completed`, `thread.run.incomplete`, `thread.run.failed`, `thread.run.cancelling`, `thread.run.cancelled`, `thread.run.expired`
    case runStreamEvent(RunStreamEvent)
    /// - `event`: `thread.run.step.created`, `thread.run.step.in_progress`, `thread.run.step.delta`, `thread.run.step.completed`, `thread.run.step.failed`, `thread.run.step.cancelled`, `thread.run.step.expired`
    case runStepStreamEvent(RunStepStreamEvent)
    /// - `event`: `thread.message.created`, `thread.message.in_progress`, `thread.message.delta`, `thread.message.completed`, `thread.message.incomplete`
    case messageStreamEvent(MessageStreamEvent)
    /// - `event`: `error`
    case error(ErrorEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "event") {
            switch tag {
            case "thread.created": self = .threadCreated(try ThreadStreamEvent(from: decoder)); return
            case "thread.run.created": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.queued": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.in_progress": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.requires_action": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.completed": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.incomplete": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.failed": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.cancelling": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.cancelled": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.expired": self = .runStreamEvent(try RunStreamEvent(from: decoder)); return
            case "thread.run.step.created": self = .runStepStreamEvent(try RunStepStreamEvent(from: decoder)); return
            case "thread.run.step.in_progress": self = .runStepStreamEvent(try RunStepStreamEvent(from: decoder)); return
            case "thread.run.step.delta": self = .runStepStreamEvent(try RunStepStreamEvent(from: decoder)); return
            case "thread.run.step.completed": self = .runStepStreamEvent(try RunStepStreamEvent(from: decoder)); return
            case "thread.run.step.failed": self = .runStepStreamEvent(try RunStepStreamEvent(from: decoder)); return
            case "thread.run.step.cancelled": self = .runStepStreamEvent(try RunStepStreamEvent(from: decoder)); return
            case "thread.run.step.expired": self = .runStepStreamEvent(try RunStepStreamEvent(from: decoder)); return
            case "thread.message.created": self = .messageStreamEvent(try MessageStreamEvent(from: decoder)); return
            case "thread.message.in_progress": self = .messageStreamEvent(try MessageStreamEvent(from: decoder)); return
            case "thread.message.delta": self = .messageStreamEvent(try MessageStreamEvent(from: decoder)); return
            case "thread.message.completed": self = .messageStreamEvent(try MessageStreamEvent(from: decoder)); return
            case "thread.message.incomplete": self = .messageStreamEvent(try MessageStreamEvent(from: decoder)); return
            case "error": self = .error(try ErrorEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
            self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                switch index {
                case 0: return .runStreamEvent(try RunStreamEvent(from: decoder))
                case 1: return .runStepStreamEvent(try RunStepStreamEvent(from: decoder))
                default: return .messageStreamEvent(try MessageStreamEvent(from: decoder))
                }
            }
            return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    private static let variantShapes0: [UnionDecoding.ObjectShape] = [
        // runStreamEvent
        .init(required: [], declared: []),
        // runStepStreamEvent
        .init(required: [], declared: []),
        // messageStreamEvent
        .init(required: [], declared: [])
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .threadCreated(let value): try value.encode(to: encoder)
        case .runStreamEvent(let value): try value.encode(to: encoder)
        case .runStepStreamEvent(let value): try value.encode(to: encoder)
        case .messageStreamEvent(let value): try value.encode(to: encoder)
        case .error(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
