// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AgentSessionEvent`
public nonisolated enum AgentSessionEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `error`
    case error(AgentSessionErrorEvent)
    /// - `type`: `agent.session.environment.ready`
    case sessionEnvironmentReady(AgentSessionEnvironmentReadyEvent)
    /// - `type`: `agent.session.environment.suspended`
    case sessionEnvironmentSuspended(AgentSessionEnvironmentSuspendedEvent)
    /// - `type`: `agent.session.environment.expired`
    case sessionEnvironmentExpired(AgentSessionEnvironmentExpiredEvent)
    /// - `type`: `agent.session.environment.reset`
    case sessionEnvironmentReset(AgentSessionEnvironmentResetEvent)
    /// - `type`: `agent.output.command_execution_output.delta`
    case outputCommandExecutionOutputDelta(AgentOutputCommandExecutionOutputDeltaEvent)
    /// - `type`: `agent.session.created`
    case sessionCreated(AgentSessionCreatedEvent)
    /// - `type`: `agent.session.turn.created`
    case sessionTurnCreated(AgentSessionTurnCreatedEvent)
    /// - `type`: `agent.session.turn.in_progress`
    case sessionTurnInProgress(AgentSessionTurnInProgressEvent)
    /// - `type`: `agent.session.turn.completed`
    case sessionTurnCompleted(AgentSessionTurnCompletedEvent)
    /// - `type`: `agent.session.turn.failed`
    case sessionTurnFailed(AgentSessionTurnFailedEvent)
    /// - `type`: `agent.session.turn.cancelled`
    case sessionTurnCancelled(AgentSessionTurnCancelledEvent)
    /// - `type`: `agent.session.turn.item.added`
    case sessionTurnItemAdded(AgentSessionTurnItemAddedEvent)
    /// - `type`: `agent.session.idle`
    case sessionIdle(AgentSessionIdleEvent)
    /// - `type`: `agent.session.in_progress`
    case sessionInProgress(AgentSessionInProgressEvent)
    /// - `type`: `agent.session.requires_action`
    case sessionRequiresAction(AgentSessionRequiresActionEvent)
    /// - `type`: `agent.session.failed`
    case sessionFailed(AgentSessionFailedEvent)
    /// - `type`: `agent.session.environment.pending`
    case sessionEnvironmentPending(AgentSessionEnvironmentPendingEvent)
    /// - `type`: `agent.session.environment.connected`
    case sessionEnvironmentConnected(AgentSessionEnvironmentConnectedEvent)
    /// - `type`: `agent.session.environment.disconnected`
    case sessionEnvironmentDisconnected(AgentSessionEnvironmentDisconnectedEvent)
    /// - `type`: `agent.session.environment.failed`
    case sessionEnvironmentFailed(AgentSessionEnvironmentFailedEvent)
    /// - `type`: `agent.session.subagent.created`
    case sessionSubagentCreated(AgentSessionSubagentCreatedEvent)
    /// - `type`: `agent.session.subagent.active`
    case sessionSubagentActive(AgentSessionSubagentActiveEvent)
    /// - `type`: `agent.session.subagent.closed`
    case sessionSubagentClosed(AgentSessionSubagentClosedEvent)
    /// - `type`: `agent.session.turn.item.done`
    case sessionTurnItemDone(AgentSessionTurnItemDoneEvent)
    /// - `type`: `agent.session.turn.content_part.added`
    case sessionTurnContentPartAdded(AgentSessionTurnContentPartAddedEvent)
    /// - `type`: `agent.session.turn.content_part.done`
    case sessionTurnContentPartDone(AgentSessionTurnContentPartDoneEvent)
    /// - `type`: `agent.session.turn.output_text.delta`
    case sessionTurnOutputTextDelta(AgentSessionTurnOutputTextDeltaEvent)
    /// - `type`: `agent.session.turn.output_text.done`
    case sessionTurnOutputTextDone(AgentSessionTurnOutputTextDoneEvent)
    /// - `type`: `agent.session.turn.reasoning_summary_part.added`
    case sessionTurnReasoningSummaryPartAdded(AgentSessionTurnReasoningSummaryPartAddedEvent)
    /// - `type`: `agent.session.turn.reasoning_summary_part.done`
    case sessionTurnReasoningSummaryPartDone(AgentSessionTurnReasoningSummaryPartDoneEvent)
    /// - `type`: `agent.session.turn.reasoning_summary_text.delta`
    case sessionTurnReasoningSummaryTextDelta(AgentSessionTurnReasoningSummaryTextDeltaEvent)
    /// - `type`: `agent.session.turn.reasoning_summary_text.done`
    case sessionTurnReasoningSummaryTextDone(AgentSessionTurnReasoningSummaryTextDoneEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "error": self = .error(try AgentSessionErrorEvent(from: decoder)); return
            case "agent.session.environment.ready": self = .sessionEnvironmentReady(try AgentSessionEnvironmentReadyEvent(from: decoder)); return
            case "agent.session.environment.suspended": self = .sessionEnvironmentSuspended(try AgentSessionEnvironmentSuspendedEvent(from: decoder)); return
            case "agent.session.environment.expired": self = .sessionEnvironmentExpired(try AgentSessionEnvironmentExpiredEvent(from: decoder)); return
            case "agent.session.environment.reset": self = .sessionEnvironmentReset(try AgentSessionEnvironmentResetEvent(from: decoder)); return
            case "agent.output.command_execution_output.delta": self = .outputCommandExecutionOutputDelta(try AgentOutputCommandExecutionOutputDeltaEvent(from: decoder)); return
            case "agent.session.created": self = .sessionCreated(try AgentSessionCreatedEvent(from: decoder)); return
            case "agent.session.turn.created": self = .sessionTurnCreated(try AgentSessionTurnCreatedEvent(from: decoder)); return
            case "agent.session.turn.in_progress": self = .sessionTurnInProgress(try AgentSessionTurnInProgressEvent(from: decoder)); return
            case "agent.session.turn.completed": self = .sessionTurnCompleted(try AgentSessionTurnCompletedEvent(from: decoder)); return
            case "agent.session.turn.failed": self = .sessionTurnFailed(try AgentSessionTurnFailedEvent(from: decoder)); return
            case "agent.session.turn.cancelled": self = .sessionTurnCancelled(try AgentSessionTurnCancelledEvent(from: decoder)); return
            case "agent.session.turn.item.added": self = .sessionTurnItemAdded(try AgentSessionTurnItemAddedEvent(from: decoder)); return
            case "agent.session.idle": self = .sessionIdle(try AgentSessionIdleEvent(from: decoder)); return
            case "agent.session.in_progress": self = .sessionInProgress(try AgentSessionInProgressEvent(from: decoder)); return
            case "agent.session.requires_action": self = .sessionRequiresAction(try AgentSessionRequiresActionEvent(from: decoder)); return
            case "agent.session.failed": self = .sessionFailed(try AgentSessionFailedEvent(from: decoder)); return
            case "agent.session.environment.pending": self = .sessionEnvironmentPending(try AgentSessionEnvironmentPendingEvent(from: decoder)); return
            case "agent.session.environment.connected": self = .sessionEnvironmentConnected(try AgentSessionEnvironmentConnectedEvent(from: decoder)); return
            case "agent.session.environment.disconnected": self = .sessionEnvironmentDisconnected(try AgentSessionEnvironmentDisconnectedEvent(from: decoder)); return
            case "agent.session.environment.failed": self = .sessionEnvironmentFailed(try AgentSessionEnvironmentFailedEvent(from: decoder)); return
            case "agent.session.subagent.created": self = .sessionSubagentCreated(try AgentSessionSubagentCreatedEvent(from: decoder)); return
            case "agent.session.subagent.active": self = .sessionSubagentActive(try AgentSessionSubagentActiveEvent(from: decoder)); return
            case "agent.session.subagent.closed": self = .sessionSubagentClosed(try AgentSessionSubagentClosedEvent(from: decoder)); return
            case "agent.session.turn.item.done": self = .sessionTurnItemDone(try AgentSessionTurnItemDoneEvent(from: decoder)); return
            case "agent.session.turn.content_part.added": self = .sessionTurnContentPartAdded(try AgentSessionTurnContentPartAddedEvent(from: decoder)); return
            case "agent.session.turn.content_part.done": self = .sessionTurnContentPartDone(try AgentSessionTurnContentPartDoneEvent(from: decoder)); return
            case "agent.session.turn.output_text.delta": self = .sessionTurnOutputTextDelta(try AgentSessionTurnOutputTextDeltaEvent(from: decoder)); return
            case "agent.session.turn.output_text.done": self = .sessionTurnOutputTextDone(try AgentSessionTurnOutputTextDoneEvent(from: decoder)); return
            case "agent.session.turn.reasoning_summary_part.added": self = .sessionTurnReasoningSummaryPartAdded(try AgentSessionTurnReasoningSummaryPartAddedEvent(from: decoder)); return
            case "agent.session.turn.reasoning_summary_part.done": self = .sessionTurnReasoningSummaryPartDone(try AgentSessionTurnReasoningSummaryPartDoneEvent(from: decoder)); return
            case "agent.session.turn.reasoning_summary_text.delta": self = .sessionTurnReasoningSummaryTextDelta(try AgentSessionTurnReasoningSummaryTextDeltaEvent(from: decoder)); return
            case "agent.session.turn.reasoning_summary_text.done": self = .sessionTurnReasoningSummaryTextDone(try AgentSessionTurnReasoningSummaryTextDoneEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .error(let value): try value.encode(to: encoder)
        case .sessionEnvironmentReady(let value): try value.encode(to: encoder)
        case .sessionEnvironmentSuspended(let value): try value.encode(to: encoder)
        case .sessionEnvironmentExpired(let value): try value.encode(to: encoder)
        case .sessionEnvironmentReset(let value): try value.encode(to: encoder)
        case .outputCommandExecutionOutputDelta(let value): try value.encode(to: encoder)
        case .sessionCreated(let value): try value.encode(to: encoder)
        case .sessionTurnCreated(let value): try value.encode(to: encoder)
        case .sessionTurnInProgress(let value): try value.encode(to: encoder)
        case .sessionTurnCompleted(let value): try value.encode(to: encoder)
        case .sessionTurnFailed(let value): try value.encode(to: encoder)
        case .sessionTurnCancelled(let value): try value.encode(to: encoder)
        case .sessionTurnItemAdded(let value): try value.encode(to: encoder)
        case .sessionIdle(let value): try value.encode(to: encoder)
        case .sessionInProgress(let value): try value.encode(to: encoder)
        case .sessionRequiresAction(let value): try value.encode(to: encoder)
        case .sessionFailed(let value): try value.encode(to: encoder)
        case .sessionEnvironmentPending(let value): try value.encode(to: encoder)
        case .sessionEnvironmentConnected(let value): try value.encode(to: encoder)
        case .sessionEnvironmentDisconnected(let value): try value.encode(to: encoder)
        case .sessionEnvironmentFailed(let value): try value.encode(to: encoder)
        case .sessionSubagentCreated(let value): try value.encode(to: encoder)
        case .sessionSubagentActive(let value): try value.encode(to: encoder)
        case .sessionSubagentClosed(let value): try value.encode(to: encoder)
        case .sessionTurnItemDone(let value): try value.encode(to: encoder)
        case .sessionTurnContentPartAdded(let value): try value.encode(to: encoder)
        case .sessionTurnContentPartDone(let value): try value.encode(to: encoder)
        case .sessionTurnOutputTextDelta(let value): try value.encode(to: encoder)
        case .sessionTurnOutputTextDone(let value): try value.encode(to: encoder)
        case .sessionTurnReasoningSummaryPartAdded(let value): try value.encode(to: encoder)
        case .sessionTurnReasoningSummaryPartDone(let value): try value.encode(to: encoder)
        case .sessionTurnReasoningSummaryTextDelta(let value): try value.encode(to: encoder)
        case .sessionTurnReasoningSummaryTextDone(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
