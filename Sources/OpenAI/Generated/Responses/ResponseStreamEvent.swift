// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Event emitted while a response is streamed.
///
/// - Schema: `#/components/schemas/ResponseStreamEvent`
public nonisolated enum ResponseStreamEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `response.audio.delta`
    case audioDelta(ResponseAudioDeltaEvent)
    /// - `type`: `response.audio.done`
    case audioDone(ResponseAudioDoneEvent)
    /// - `type`: `response.audio.transcript.delta`
    case audioTranscriptDelta(ResponseAudioTranscriptDeltaEvent)
    /// - `type`: `response.audio.transcript.done`
    case audioTranscriptDone(ResponseAudioTranscriptDoneEvent)
    /// - `type`: `response.code_interpreter_call_code.delta`
    case codeInterpreterCallCodeDelta(ResponseCodeInterpreterCallCodeDeltaEvent)
    /// - `type`: `response.code_interpreter_call_code.done`
    case codeInterpreterCallCodeDone(ResponseCodeInterpreterCallCodeDoneEvent)
    /// - `type`: `response.code_interpreter_call.completed`
    case codeInterpreterCallCompleted(ResponseCodeInterpreterCallCompletedEvent)
    /// - `type`: `response.code_interpreter_call.in_progress`
    case codeInterpreterCallInProgress(ResponseCodeInterpreterCallInProgressEvent)
    /// - `type`: `response.code_interpreter_call.interpreting`
    case codeInterpreterCallInterpreting(ResponseCodeInterpreterCallInterpretingEvent)
    /// - `type`: `response.completed`
    case completed(ResponseCompletedEvent)
    /// - `type`: `response.content_part.added`
    case contentPartAdded(ResponseContentPartAddedEvent)
    /// - `type`: `response.content_part.done`
    case contentPartDone(ResponseContentPartDoneEvent)
    /// - `type`: `response.created`
    case created(ResponseCreatedEvent)
    /// - `type`: `error`
    case error(ResponseErrorEvent)
    /// - `type`: `response.file_search_call.completed`
    case fileSearchCallCompleted(ResponseFileSearchCallCompletedEvent)
    /// - `type`: `response.file_search_call.in_progress`
    case fileSearchCallInProgress(ResponseFileSearchCallInProgressEvent)
    /// - `type`: `response.file_search_call.searching`
    case fileSearchCallSearching(ResponseFileSearchCallSearchingEvent)
    /// - `type`: `response.function_call_arguments.delta`
    case functionCallArgumentsDelta(ResponseFunctionCallArgumentsDeltaEvent)
    /// - `type`: `response.function_call_arguments.done`
    case functionCallArgumentsDone(ResponseFunctionCallArgumentsDoneEvent)
    /// - `type`: `response.shell_call_command.added`
    case shellCallCommandAdded(ResponseShellCallCommandAddedStreamingEvent)
    /// - `type`: `response.shell_call_command.delta`
    case shellCallCommandDelta(ResponseShellCallCommandDeltaStreamingEvent)
    /// - `type`: `response.shell_call_command.done`
    case shellCallCommandDone(ResponseShellCallCommandDoneStreamingEvent)
    /// - `type`: `response.shell_call_output_content.delta`
    case shellCallOutputContentDelta(ResponseShellCallOutputContentDeltaStreamingEvent)
    /// - `type`: `response.shell_call_output_content.done`
    case shellCallOutputContentDone(ResponseShellCallOutputContentDoneStreamingEvent)
    /// - `type`: `response.in_progress`
    case inProgress(ResponseInProgressEvent)
    /// - `type`: `response.failed`
    case failed(ResponseFailedEvent)
    /// - `type`: `response.incomplete`
    case incomplete(ResponseIncompleteEvent)
    /// - `type`: `response.output_item.added`
    case outputItemAdded(ResponseOutputItemAddedEvent)
    /// - `type`: `response.output_item.done`
    case outputItemDone(ResponseOutputItemDoneEvent)
    /// - `type`: `response.reasoning_summary_part.added`
    case reasoningSummaryPartAdded(ResponseReasoningSummaryPartAddedEvent)
    /// - `type`: `response.reasoning_summary_part.done`
    case reasoningSummaryPartDone(ResponseReasoningSummaryPartDoneEvent)
    /// - `type`: `response.reasoning_summary_text.delta`
    case reasoningSummaryTextDelta(ResponseReasoningSummaryTextDeltaEvent)
    /// - `type`: `response.reasoning_summary_text.done`
    case reasoningSummaryTextDone(ResponseReasoningSummaryTextDoneEvent)
    /// - `type`: `response.reasoning_text.delta`
    case reasoningTextDelta(ResponseReasoningTextDeltaEvent)
    /// - `type`: `response.reasoning_text.done`
    case reasoningTextDone(ResponseReasoningTextDoneEvent)
    /// - `type`: `response.refusal.delta`
    case refusalDelta(ResponseRefusalDeltaEvent)
    /// - `type`: `response.refusal.done`
    case refusalDone(ResponseRefusalDoneEvent)
    /// - `type`: `response.output_text.delta`
    case outputTextDelta(ResponseTextDeltaEvent)
    /// - `type`: `response.output_text.done`
    case outputTextDone(ResponseTextDoneEvent)
    /// - `type`: `response.web_search_call.completed`
    case webSearchCallCompleted(ResponseWebSearchCallCompletedEvent)
    /// - `type`: `response.web_search_call.in_progress`
    case webSearchCallInProgress(ResponseWebSearchCallInProgressEvent)
    /// - `type`: `response.web_search_call.searching`
    case webSearchCallSearching(ResponseWebSearchCallSearchingEvent)
    /// - `type`: `response.image_generation_call.completed`
    case imageGenerationCallCompleted(ResponseImageGenCallCompletedEvent)
    /// - `type`: `response.image_generation_call.generating`
    case imageGenerationCallGenerating(ResponseImageGenCallGeneratingEvent)
    /// - `type`: `response.image_generation_call.in_progress`
    case imageGenerationCallInProgress(ResponseImageGenCallInProgressEvent)
    /// - `type`: `response.image_generation_call.partial_image`
    case imageGenerationCallPartialImage(ResponseImageGenCallPartialImageEvent)
    /// - `type`: `response.mcp_call_arguments.delta`
    case mcpCallArgumentsDelta(ResponseMCPCallArgumentsDeltaEvent)
    /// - `type`: `response.mcp_call_arguments.done`
    case mcpCallArgumentsDone(ResponseMCPCallArgumentsDoneEvent)
    /// - `type`: `response.mcp_call.completed`
    case mcpCallCompleted(ResponseMCPCallCompletedEvent)
    /// - `type`: `response.mcp_call.failed`
    case mcpCallFailed(ResponseMCPCallFailedEvent)
    /// - `type`: `response.mcp_call.in_progress`
    case mcpCallInProgress(ResponseMCPCallInProgressEvent)
    /// - `type`: `response.mcp_list_tools.completed`
    case mcpListToolsCompleted(ResponseMCPListToolsCompletedEvent)
    /// - `type`: `response.mcp_list_tools.failed`
    case mcpListToolsFailed(ResponseMCPListToolsFailedEvent)
    /// - `type`: `response.mcp_list_tools.in_progress`
    case mcpListToolsInProgress(ResponseMCPListToolsInProgressEvent)
    /// - `type`: `response.output_text.annotation.added`
    case outputTextAnnotationAdded(ResponseOutputTextAnnotationAddedEvent)
    /// - `type`: `response.queued`
    case queued(ResponseQueuedEvent)
    /// - `type`: `response.custom_tool_call_input.delta`
    case customToolCallInputDelta(ResponseCustomToolCallInputDeltaEvent)
    /// - `type`: `response.custom_tool_call_input.done`
    case customToolCallInputDone(ResponseCustomToolCallInputDoneEvent)
    /// - `type`: `response.compaction.compacting`
    case compactionCompacting(ResponseCompactionCompactingEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "response.audio.delta": self = .audioDelta(try ResponseAudioDeltaEvent(from: decoder)); return
            case "response.audio.done": self = .audioDone(try ResponseAudioDoneEvent(from: decoder)); return
            case "response.audio.transcript.delta": self = .audioTranscriptDelta(try ResponseAudioTranscriptDeltaEvent(from: decoder)); return
            case "response.audio.transcript.done": self = .audioTranscriptDone(try ResponseAudioTranscriptDoneEvent(from: decoder)); return
            case "response.code_interpreter_call_code.delta": self = .codeInterpreterCallCodeDelta(try ResponseCodeInterpreterCallCodeDeltaEvent(from: decoder)); return
            case "response.code_interpreter_call_code.done": self = .codeInterpreterCallCodeDone(try ResponseCodeInterpreterCallCodeDoneEvent(from: decoder)); return
            case "response.code_interpreter_call.completed": self = .codeInterpreterCallCompleted(try ResponseCodeInterpreterCallCompletedEvent(from: decoder)); return
            case "response.code_interpreter_call.in_progress": self = .codeInterpreterCallInProgress(try ResponseCodeInterpreterCallInProgressEvent(from: decoder)); return
            case "response.code_interpreter_call.interpreting": self = .codeInterpreterCallInterpreting(try ResponseCodeInterpreterCallInterpretingEvent(from: decoder)); return
            case "response.completed": self = .completed(try ResponseCompletedEvent(from: decoder)); return
            case "response.content_part.added": self = .contentPartAdded(try ResponseContentPartAddedEvent(from: decoder)); return
            case "response.content_part.done": self = .contentPartDone(try ResponseContentPartDoneEvent(from: decoder)); return
            case "response.created": self = .created(try ResponseCreatedEvent(from: decoder)); return
            case "error": self = .error(try ResponseErrorEvent(from: decoder)); return
            case "response.file_search_call.completed": self = .fileSearchCallCompleted(try ResponseFileSearchCallCompletedEvent(from: decoder)); return
            case "response.file_search_call.in_progress": self = .fileSearchCallInProgress(try ResponseFileSearchCallInProgressEvent(from: decoder)); return
            case "response.file_search_call.searching": self = .fileSearchCallSearching(try ResponseFileSearchCallSearchingEvent(from: decoder)); return
            case "response.function_call_arguments.delta": self = .functionCallArgumentsDelta(try ResponseFunctionCallArgumentsDeltaEvent(from: decoder)); return
            case "response.function_call_arguments.done": self = .functionCallArgumentsDone(try ResponseFunctionCallArgumentsDoneEvent(from: decoder)); return
            case "response.shell_call_command.added": self = .shellCallCommandAdded(try ResponseShellCallCommandAddedStreamingEvent(from: decoder)); return
            case "response.shell_call_command.delta": self = .shellCallCommandDelta(try ResponseShellCallCommandDeltaStreamingEvent(from: decoder)); return
            case "response.shell_call_command.done": self = .shellCallCommandDone(try ResponseShellCallCommandDoneStreamingEvent(from: decoder)); return
            case "response.shell_call_output_content.delta": self = .shellCallOutputContentDelta(try ResponseShellCallOutputContentDeltaStreamingEvent(from: decoder)); return
            case "response.shell_call_output_content.done": self = .shellCallOutputContentDone(try ResponseShellCallOutputContentDoneStreamingEvent(from: decoder)); return
            case "response.in_progress": self = .inProgress(try ResponseInProgressEvent(from: decoder)); return
            case "response.failed": self = .failed(try ResponseFailedEvent(from: decoder)); return
            case "response.incomplete": self = .incomplete(try ResponseIncompleteEvent(from: decoder)); return
            case "response.output_item.added": self = .outputItemAdded(try ResponseOutputItemAddedEvent(from: decoder)); return
            case "response.output_item.done": self = .outputItemDone(try ResponseOutputItemDoneEvent(from: decoder)); return
            case "response.reasoning_summary_part.added": self = .reasoningSummaryPartAdded(try ResponseReasoningSummaryPartAddedEvent(from: decoder)); return
            case "response.reasoning_summary_part.done": self = .reasoningSummaryPartDone(try ResponseReasoningSummaryPartDoneEvent(from: decoder)); return
            case "response.reasoning_summary_text.delta": self = .reasoningSummaryTextDelta(try ResponseReasoningSummaryTextDeltaEvent(from: decoder)); return
            case "response.reasoning_summary_text.done": self = .reasoningSummaryTextDone(try ResponseReasoningSummaryTextDoneEvent(from: decoder)); return
            case "response.reasoning_text.delta": self = .reasoningTextDelta(try ResponseReasoningTextDeltaEvent(from: decoder)); return
            case "response.reasoning_text.done": self = .reasoningTextDone(try ResponseReasoningTextDoneEvent(from: decoder)); return
            case "response.refusal.delta": self = .refusalDelta(try ResponseRefusalDeltaEvent(from: decoder)); return
            case "response.refusal.done": self = .refusalDone(try ResponseRefusalDoneEvent(from: decoder)); return
            case "response.output_text.delta": self = .outputTextDelta(try ResponseTextDeltaEvent(from: decoder)); return
            case "response.output_text.done": self = .outputTextDone(try ResponseTextDoneEvent(from: decoder)); return
            case "response.web_search_call.completed": self = .webSearchCallCompleted(try ResponseWebSearchCallCompletedEvent(from: decoder)); return
            case "response.web_search_call.in_progress": self = .webSearchCallInProgress(try ResponseWebSearchCallInProgressEvent(from: decoder)); return
            case "response.web_search_call.searching": self = .webSearchCallSearching(try ResponseWebSearchCallSearchingEvent(from: decoder)); return
            case "response.image_generation_call.completed": self = .imageGenerationCallCompleted(try ResponseImageGenCallCompletedEvent(from: decoder)); return
            case "response.image_generation_call.generating": self = .imageGenerationCallGenerating(try ResponseImageGenCallGeneratingEvent(from: decoder)); return
            case "response.image_generation_call.in_progress": self = .imageGenerationCallInProgress(try ResponseImageGenCallInProgressEvent(from: decoder)); return
            case "response.image_generation_call.partial_image": self = .imageGenerationCallPartialImage(try ResponseImageGenCallPartialImageEvent(from: decoder)); return
            case "response.mcp_call_arguments.delta": self = .mcpCallArgumentsDelta(try ResponseMCPCallArgumentsDeltaEvent(from: decoder)); return
            case "response.mcp_call_arguments.done": self = .mcpCallArgumentsDone(try ResponseMCPCallArgumentsDoneEvent(from: decoder)); return
            case "response.mcp_call.completed": self = .mcpCallCompleted(try ResponseMCPCallCompletedEvent(from: decoder)); return
            case "response.mcp_call.failed": self = .mcpCallFailed(try ResponseMCPCallFailedEvent(from: decoder)); return
            case "response.mcp_call.in_progress": self = .mcpCallInProgress(try ResponseMCPCallInProgressEvent(from: decoder)); return
            case "response.mcp_list_tools.completed": self = .mcpListToolsCompleted(try ResponseMCPListToolsCompletedEvent(from: decoder)); return
            case "response.mcp_list_tools.failed": self = .mcpListToolsFailed(try ResponseMCPListToolsFailedEvent(from: decoder)); return
            case "response.mcp_list_tools.in_progress": self = .mcpListToolsInProgress(try ResponseMCPListToolsInProgressEvent(from: decoder)); return
            case "response.output_text.annotation.added": self = .outputTextAnnotationAdded(try ResponseOutputTextAnnotationAddedEvent(from: decoder)); return
            case "response.queued": self = .queued(try ResponseQueuedEvent(from: decoder)); return
            case "response.custom_tool_call_input.delta": self = .customToolCallInputDelta(try ResponseCustomToolCallInputDeltaEvent(from: decoder)); return
            case "response.custom_tool_call_input.done": self = .customToolCallInputDone(try ResponseCustomToolCallInputDoneEvent(from: decoder)); return
            case "response.compaction.compacting": self = .compactionCompacting(try ResponseCompactionCompactingEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .audioDelta(let value): try value.encode(to: encoder)
        case .audioDone(let value): try value.encode(to: encoder)
        case .audioTranscriptDelta(let value): try value.encode(to: encoder)
        case .audioTranscriptDone(let value): try value.encode(to: encoder)
        case .codeInterpreterCallCodeDelta(let value): try value.encode(to: encoder)
        case .codeInterpreterCallCodeDone(let value): try value.encode(to: encoder)
        case .codeInterpreterCallCompleted(let value): try value.encode(to: encoder)
        case .codeInterpreterCallInProgress(let value): try value.encode(to: encoder)
        case .codeInterpreterCallInterpreting(let value): try value.encode(to: encoder)
        case .completed(let value): try value.encode(to: encoder)
        case .contentPartAdded(let value): try value.encode(to: encoder)
        case .contentPartDone(let value): try value.encode(to: encoder)
        case .created(let value): try value.encode(to: encoder)
        case .error(let value): try value.encode(to: encoder)
        case .fileSearchCallCompleted(let value): try value.encode(to: encoder)
        case .fileSearchCallInProgress(let value): try value.encode(to: encoder)
        case .fileSearchCallSearching(let value): try value.encode(to: encoder)
        case .functionCallArgumentsDelta(let value): try value.encode(to: encoder)
        case .functionCallArgumentsDone(let value): try value.encode(to: encoder)
        case .shellCallCommandAdded(let value): try value.encode(to: encoder)
        case .shellCallCommandDelta(let value): try value.encode(to: encoder)
        case .shellCallCommandDone(let value): try value.encode(to: encoder)
        case .shellCallOutputContentDelta(let value): try value.encode(to: encoder)
        case .shellCallOutputContentDone(let value): try value.encode(to: encoder)
        case .inProgress(let value): try value.encode(to: encoder)
        case .failed(let value): try value.encode(to: encoder)
        case .incomplete(let value): try value.encode(to: encoder)
        case .outputItemAdded(let value): try value.encode(to: encoder)
        case .outputItemDone(let value): try value.encode(to: encoder)
        case .reasoningSummaryPartAdded(let value): try value.encode(to: encoder)
        case .reasoningSummaryPartDone(let value): try value.encode(to: encoder)
        case .reasoningSummaryTextDelta(let value): try value.encode(to: encoder)
        case .reasoningSummaryTextDone(let value): try value.encode(to: encoder)
        case .reasoningTextDelta(let value): try value.encode(to: encoder)
        case .reasoningTextDone(let value): try value.encode(to: encoder)
        case .refusalDelta(let value): try value.encode(to: encoder)
        case .refusalDone(let value): try value.encode(to: encoder)
        case .outputTextDelta(let value): try value.encode(to: encoder)
        case .outputTextDone(let value): try value.encode(to: encoder)
        case .webSearchCallCompleted(let value): try value.encode(to: encoder)
        case .webSearchCallInProgress(let value): try value.encode(to: encoder)
        case .webSearchCallSearching(let value): try value.encode(to: encoder)
        case .imageGenerationCallCompleted(let value): try value.encode(to: encoder)
        case .imageGenerationCallGenerating(let value): try value.encode(to: encoder)
        case .imageGenerationCallInProgress(let value): try value.encode(to: encoder)
        case .imageGenerationCallPartialImage(let value): try value.encode(to: encoder)
        case .mcpCallArgumentsDelta(let value): try value.encode(to: encoder)
        case .mcpCallArgumentsDone(let value): try value.encode(to: encoder)
        case .mcpCallCompleted(let value): try value.encode(to: encoder)
        case .mcpCallFailed(let value): try value.encode(to: encoder)
        case .mcpCallInProgress(let value): try value.encode(to: encoder)
        case .mcpListToolsCompleted(let value): try value.encode(to: encoder)
        case .mcpListToolsFailed(let value): try value.encode(to: encoder)
        case .mcpListToolsInProgress(let value): try value.encode(to: encoder)
        case .outputTextAnnotationAdded(let value): try value.encode(to: encoder)
        case .queued(let value): try value.encode(to: encoder)
        case .customToolCallInputDelta(let value): try value.encode(to: encoder)
        case .customToolCallInputDone(let value): try value.encode(to: encoder)
        case .compactionCompacting(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
