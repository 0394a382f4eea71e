// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Server-sent event in a single thread's stream.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsStreamSessionThreadEvents`
public nonisolated enum BetaManagedAgentsStreamSessionThreadEvents: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `user.message`
    case userMessage(BetaManagedAgentsUserMessageEvent)
    /// - `type`: `user.interrupt`
    case userInterrupt(BetaManagedAgentsUserInterruptEvent)
    /// - `type`: `user.tool_confirmation`
    case userToolConfirmation(BetaManagedAgentsUserToolConfirmationEvent)
    /// - `type`: `user.custom_tool_result`
    case userCustomToolResult(BetaManagedAgentsUserCustomToolResultEvent)
    /// - `type`: `agent.custom_tool_use`
    case agentCustomToolUse(BetaManagedAgentsAgentCustomToolUseEvent)
    /// - `type`: `agent.message`
    case agentMessage(BetaManagedAgentsAgentMessageEvent)
    /// - `type`: `agent.thinking`
    case agentThinking(BetaManagedAgentsAgentThinkingEvent)
    /// - `type`: `agent.mcp_tool_use`
    case agentMcpToolUse(BetaManagedAgentsAgentMcpToolUseEvent)
    /// - `type`: `agent.mcp_tool_result`
    case agentMcpToolResult(BetaManagedAgentsAgentMcpToolResultEvent)
    /// - `type`: `agent.tool_use`
    case agentToolUse(BetaManagedAgentsAgentToolUseEvent)
    /// - `type`: `agent.tool_result`
    case agentToolResult(BetaManagedAgentsAgentToolResultEvent)
    /// - `type`: `agent.thread_message_received`
    case agentThreadMessageReceived(BetaManagedAgentsAgentThreadMessageReceivedEvent)
    /// - `type`: `agent.thread_message_sent`
    case agentThreadMessageSent(BetaManagedAgentsAgentThreadMessageSentEvent)
    /// - `type`: `agent.thread_context_compacted`
    case agentThreadContextCompacted(BetaManagedAgentsAgentThreadContextCompactedEvent)
    /// - `type`: `session.error`
    case sessionError(BetaManagedAgentsSessionErrorEvent)
    /// - `type`: `session.status_rescheduled`
    case sessionStatusRescheduled(BetaManagedAgentsSessionStatusRescheduledEvent)
    /// - `type`: `session.status_running`
    case sessionStatusRunning(BetaManagedAgentsSessionStatusRunningEvent)
    /// - `type`: `session.status_idle`
    case sessionStatusIdle(BetaManagedAgentsSessionStatusIdleEvent)
    /// - `type`: `session.status_terminated`
    case sessionStatusTerminated(BetaManagedAgentsSessionStatusTerminatedEvent)
    /// - `type`: `session.thread_created`
    case sessionThreadCreated(BetaManagedAgentsSessionThreadCreatedEvent)
    /// - `type`: `span.outcome_evaluation_start`
    case spanOutcomeEvaluationStart(BetaManagedAgentsSpanOutcomeEvaluationStartEvent)
    /// - `type`: `span.outcome_evaluation_end`
    case spanOutcomeEvaluationEnd(BetaManagedAgentsSpanOutcomeEvaluationEndEvent)
    /// - `type`: `span.model_request_start`
    case spanModelRequestStart(BetaManagedAgentsSpanModelRequestStartEvent)
    /// - `type`: `span.model_request_end`
    case spanModelRequestEnd(BetaManagedAgentsSpanModelRequestEndEvent)
    /// - `type`: `span.outcome_evaluation_ongoing`
    case spanOutcomeEvaluationOngoing(BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent)
    /// - `type`: `user.define_outcome`
    case userDefineOutcome(BetaManagedAgentsUserDefineOutcomeEvent)
    /// - `type`: `session.deleted`
    case sessionDeleted(BetaManagedAgentsSessionDeletedEvent)
    /// - `type`: `session.thread_status_running`
    case sessionThreadStatusRunning(BetaManagedAgentsSessionThreadStatusRunningEvent)
    /// - `type`: `session.thread_status_idle`
    case sessionThreadStatusIdle(BetaManagedAgentsSessionThreadStatusIdleEvent)
    /// - `type`: `session.thread_status_terminated`
    case sessionThreadStatusTerminated(BetaManagedAgentsSessionThreadStatusTerminatedEvent)
    /// - `type`: `session.thread_status_rescheduled`
    case sessionThreadStatusRescheduled(BetaManagedAgentsSessionThreadStatusRescheduledEvent)
    /// - `type`: `user.tool_result`
    case userToolResult(BetaManagedAgentsUserToolResultEvent)
    /// - `type`: `session.updated`
    case sessionUpdated(BetaManagedAgentsSessionUpdatedEvent)
    /// - `type`: `event_start`
    case eventStart(BetaManagedAgentsStartEvent)
    /// - `type`: `event_delta`
    case eventDelta(BetaManagedAgentsDeltaEvent)
    /// - `type`: `system.message`
    case systemMessage(BetaManagedAgentsSystemMessageEvent)
    /// - `type`: `session.usage`
    case sessionUsage(BetaManagedAgentsSessionUsageEvent)
    /// - `type`: `workflow_run.created`
    case workflowRunCreated(BetaManagedAgentsWorkflowRunCreatedEvent)
    /// - `type`: `workflow_run.status_ended`
    case workflowRunStatusEnded(BetaManagedAgentsWorkflowRunStatusEndedEvent)
    /// - `type`: `workflow_run.phase_started`
    case workflowRunPhaseStarted(BetaManagedAgentsWorkflowRunPhaseStartedEvent)
    /// - `type`: `workflow_run.phase_ended`
    case workflowRunPhaseEnded(BetaManagedAgentsWorkflowRunPhaseEndedEvent)
    /// - `type`: `workflow_run.status_running`
    case workflowRunStatusRunning(BetaManagedAgentsWorkflowRunStatusRunningEvent)
    /// - `type`: `workflow_run.status_idle`
    case workflowRunStatusIdle(BetaManagedAgentsWorkflowRunStatusIdleEvent)
    /// - `type`: `workflow_run.error`
    case workflowRunError(BetaManagedAgentsWorkflowRunErrorEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "user.message": self = .userMessage(try BetaManagedAgentsUserMessageEvent(from: decoder)); return
            case "user.interrupt": self = .userInterrupt(try BetaManagedAgentsUserInterruptEvent(from: decoder)); return
            case "user.tool_confirmation": self = .userToolConfirmation(try BetaManagedAgentsUserToolConfirmationEvent(from: decoder)); return
            case "user.custom_tool_result": self = .userCustomToolResult(try BetaManagedAgentsUserCustomToolResultEvent(from: decoder)); return
            case "agent.custom_tool_use": self = .agentCustomToolUse(try BetaManagedAgentsAgentCustomToolUseEvent(from: decoder)); return
            case "agent.message": self = .agentMessage(try BetaManagedAgentsAgentMessageEvent(from: decoder)); return
            case "agent.thinking": self = .agentThinking(try BetaManagedAgentsAgentThinkingEvent(from: decoder)); return
            case "agent.mcp_tool_use": self = .agentMcpToolUse(try BetaManagedAgentsAgentMcpToolUseEvent(from: decoder)); return
            case "agent.mcp_tool_result": self = .agentMcpToolResult(try BetaManagedAgentsAgentMcpToolResultEvent(from: decoder)); return
            case "agent.tool_use": self = .agentToolUse(try BetaManagedAgentsAgentToolUseEvent(from: decoder)); return
            case "agent.tool_result": self = .agentToolResult(try BetaManagedAgentsAgentToolResultEvent(from: decoder)); return
            case "agent.thread_message_received": self = .agentThreadMessageReceived(try BetaManagedAgentsAgentThreadMessageReceivedEvent(from: decoder)); return
            case "agent.thread_message_sent": self = .agentThreadMessageSent(try BetaManagedAgentsAgentThreadMessageSentEvent(from: decoder)); return
            case "agent.thread_context_compacted": self = .agentThreadContextCompacted(try BetaManagedAgentsAgentThreadContextCompactedEvent(from: decoder)); return
            case "session.error": self = .sessionError(try BetaManagedAgentsSessionErrorEvent(from: decoder)); return
            case "session.status_rescheduled": self = .sessionStatusRescheduled(try BetaManagedAgentsSessionStatusRescheduledEvent(from: decoder)); return
            case "session.status_running": self = .sessionStatusRunning(try BetaManagedAgentsSessionStatusRunningEvent(from: decoder)); return
            case "session.status_idle": self = .sessionStatusIdle(try BetaManagedAgentsSessionStatusIdleEvent(from: decoder)); return
            case "session.status_terminated": self = .sessionStatusTerminated(try BetaManagedAgentsSessionStatusTerminatedEvent(from: decoder)); return
            case "session.thread_created": self = .sessionThreadCreated(try BetaManagedAgentsSessionThreadCreatedEvent(from: decoder)); return
            case "span.outcome_evaluation_start": self = .spanOutcomeEvaluationStart(try BetaManagedAgentsSpanOutcomeEvaluationStartEvent(from: decoder)); return
            case "span.outcome_evaluation_end": self = .spanOutcomeEvaluationEnd(try BetaManagedAgentsSpanOutcomeEvaluationEndEvent(from: decoder)); return
            case "span.model_request_start": self = .spanModelRequestStart(try BetaManagedAgentsSpanModelRequestStartEvent(from: decoder)); return
            case "span.model_request_end": self = .spanModelRequestEnd(try BetaManagedAgentsSpanModelRequestEndEvent(from: decoder)); return
            case "span.outcome_evaluation_ongoing": self = .spanOutcomeEvaluationOngoing(try BetaManagedAgentsSpanOutcomeEvaluationOngoingEvent(from: decoder)); return
            case "user.define_outcome": self = .userDefineOutcome(try BetaManagedAgentsUserDefineOutcomeEvent(from: decoder)); return
            case "session.deleted": self = .sessionDeleted(try BetaManagedAgentsSessionDeletedEvent(from: decoder)); return
            case "session.thread_status_running": self = .sessionThreadStatusRunning(try BetaManagedAgentsSessionThreadStatusRunningEvent(from: decoder)); return
            case "session.thread_status_idle": self = .sessionThreadStatusIdle(try BetaManagedAgentsSessionThreadStatusIdleEvent(from: decoder)); return
            case "session.thread_status_terminated": self = .sessionThreadStatusTerminated(try BetaManagedAgentsSessionThreadStatusTerminatedEvent(from: decoder)); return
            case "session.thread_status_rescheduled": self = .sessionThreadStatusRescheduled(try BetaManagedAgentsSessionThreadStatusRescheduledEvent(from: decoder)); return
            case "user.tool_result": self = .userToolResult(try BetaManagedAgentsUserToolResultEvent(from: decoder)); return
            case "session.updated": self = .sessionUpdated(try BetaManagedAgentsSessionUpdatedEvent(from: decoder)); return
            case "event_start": self = .eventStart(try BetaManagedAgentsStartEvent(from: decoder)); return
            case "event_delta": self = .eventDelta(try BetaManagedAgentsDeltaEvent(from: decoder)); return
            case "system.message": self = .systemMessage(try BetaManagedAgentsSystemMessageEvent(from: decoder)); return
            case "session.usage": self = .sessionUsage(try BetaManagedAgentsSessionUsageEvent(from: decoder)); return
            case "workflow_run.created": self = .workflowRunCreated(try BetaManagedAgentsWorkflowRunCreatedEvent(from: decoder)); return
            case "workflow_run.status_ended": self = .workflowRunStatusEnded(try BetaManagedAgentsWorkflowRunStatusEndedEvent(from: decoder)); return
            case "workflow_run.phase_started": self = .workflowRunPhaseStarted(try BetaManagedAgentsWorkflowRunPhaseStartedEvent(from: decoder)); return
            case "workflow_run.phase_ended": self = .workflowRunPhaseEnded(try BetaManagedAgentsWorkflowRunPhaseEndedEvent(from: decoder)); return
            case "workflow_run.status_running": self = .workflowRunStatusRunning(try BetaManagedAgentsWorkflowRunStatusRunningEvent(from: decoder)); return
            case "workflow_run.status_idle": self = .workflowRunStatusIdle(try BetaManagedAgentsWorkflowRunStatusIdleEvent(from: decoder)); return
            case "workflow_run.error": self = .workflowRunError(try BetaManagedAgentsWorkflowRunErrorEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .userMessage(let value): try value.encode(to: encoder)
        case .userInterrupt(let value): try value.encode(to: encoder)
        case .userToolConfirmation(let value): try value.encode(to: encoder)
        case .userCustomToolResult(let value): try value.encode(to: encoder)
        case .agentCustomToolUse(let value): try value.encode(to: encoder)
        case .agentMessage(let value): try value.encode(to: encoder)
        case .agentThinking(let value): try value.encode(to: encoder)
        case .agentMcpToolUse(let value): try value.encode(to: encoder)
        case .agentMcpToolResult(let value): try value.encode(to: encoder)
        case .agentToolUse(let value): try value.encode(to: encoder)
        case .agentToolResult(let value): try value.encode(to: encoder)
        case .agentThreadMessageReceived(let value): try value.encode(to: encoder)
        case .agentThreadMessageSent(let value): try value.encode(to: encoder)
        case .agentThreadContextCompacted(let value): try value.encode(to: encoder)
        case .sessionError(let value): try value.encode(to: encoder)
        case .sessionStatusRescheduled(let value): try value.encode(to: encoder)
        case .sessionStatusRunning(let value): try value.encode(to: encoder)
        case .sessionStatusIdle(let value): try value.encode(to: encoder)
        case .sessionStatusTerminated(let value): try value.encode(to: encoder)
        case .sessionThreadCreated(let value): try value.encode(to: encoder)
        case .spanOutcomeEvaluationStart(let value): try value.encode(to: encoder)
        case .spanOutcomeEvaluationEnd(let value): try value.encode(to: encoder)
        case .spanModelRequestStart(let value): try value.encode(to: encoder)
        case .spanModelRequestEnd(let value): try value.encode(to: encoder)
        case .spanOutcomeEvaluationOngoing(let value): try value.encode(to: encoder)
        case .userDefineOutcome(let value): try value.encode(to: encoder)
        case .sessionDeleted(let value): try value.encode(to: encoder)
        case .sessionThreadStatusRunning(let value): try value.encode(to: encoder)
        case .sessionThreadStatusIdle(let value): try value.encode(to: encoder)
        case .sessionThreadStatusTerminated(let value): try value.encode(to: encoder)
        case .sessionThreadStatusRescheduled(let value): try value.encode(to: encoder)
        case .userToolResult(let value): try value.encode(to: encoder)
        case .sessionUpdated(let value): try value.encode(to: encoder)
        case .eventStart(let value): try value.encode(to: encoder)
        case .eventDelta(let value): try value.encode(to: encoder)
        case .systemMessage(let value): try value.encode(to: encoder)
        case .sessionUsage(let value): try value.encode(to: encoder)
        case .workflowRunCreated(let value): try value.encode(to: encoder)
        case .workflowRunStatusEnded(let value): try value.encode(to: encoder)
        case .workflowRunPhaseStarted(let value): try value.encode(to: encoder)
        case .workflowRunPhaseEnded(let value): try value.encode(to: encoder)
        case .workflowRunStatusRunning(let value): try value.encode(to: encoder)
        case .workflowRunStatusIdle(let value): try value.encode(to: encoder)
        case .workflowRunError(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
