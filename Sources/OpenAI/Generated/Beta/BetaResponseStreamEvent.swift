// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Event emitted while a response is streamed.
///
/// - Schema: `#/components/schemas/BetaResponseStreamEvent`
public nonisolated enum BetaResponseStreamEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `response.audio.delta`
    case audioDelta(BetaResponseAudioDeltaEvent)
    /// - `type`: `response.audio.done`
    case audioDone(BetaResponseAudioDoneEvent)
    /// - `type`: `response.audio.transcript.delta`
    case audioTranscriptDelta(BetaResponseAudioTranscriptDeltaEvent)
    /// - `type`: `response.audio.transcript.done`
    case audioTranscriptDone(BetaResponseAudioTranscriptDoneEvent)
    /// - `type`: `response.code_interpreter_call_code.delta`
    case codeInterpreterCallCodeDelta(BetaResponseCodeInterpreterCallCodeDeltaEvent)
    /// - `type`: `response.code_interpreter_call_code.done`
    case codeInterpreterCallCodeDone(BetaResponseCodeInterpreterCallCodeDoneEvent)
    /// - `type`: `response.code_interpreter_call.completed`
    case codeInterpreterCallCompleted(BetaResponseCodeInterpreterCallCompletedEvent)
    /// - `type`: `response.code_interpreter_call.in_progress`
    case codeInterpreterCallInProgress(BetaResponseCodeInterpreterCallInProgressEvent)
    /// - `type`: `response.code_interpreter_call.interpreting`
    case codeInterpreterCallInterpreting(BetaResponseCodeInterpreterCallInterpretingEvent)
    /// - `type`: `response.completed`
    case completed(BetaResponseCompletedEvent)
    /// - `type`: `response.content_part.added`
    case contentPartAdded(BetaResponseContentPartAddedEvent)
    /// - `type`: `response.content_part.done`
    case contentPartDone(BetaResponseContentPartDoneEvent)
    /// - `type`: `response.created`
    case created(BetaResponseCreatedEvent)
    /// - `type`: `error`
    case error(BetaResponseErrorEvent)
    /// - `type`: `response.file_search_call.completed`
    case fileSearchCallCompleted(BetaResponseFileSearchCallCompletedEvent)
    /// - `type`: `response.file_search_call.in_progress`
    case fileSearchCallInProgress(BetaResponseFileSearchCallInProgressEvent)
    /// - `type`: `response.file_search_call.searching`
    case fileSearchCallSearching(BetaResponseFileSearchCallSearchingEvent)
    /// - `type`: `response.function_call_arguments.delta`
    case functionCallArgumentsDelta(BetaResponseFunctionCallArgumentsDeltaEvent)
    /// - `type`: `response.function_call_arguments.done`
    case functionCallArgumentsDone(BetaResponseFunctionCallArgumentsDoneEvent)
    /// - `type`: `response.shell_call_command.added`
    case shellCallCommandAdded(BetaResponseShellCallCommandAddedStreamingEvent)
    /// - `type`: `response.shell_call_command.delta`
    case shellCallCommandDelta(BetaResponseShellCallCommandDeltaStreamingEvent)
    /// - `type`: `response.shell_call_command.done`
    case shellCallCommandDone(BetaResponseShellCallCommandDoneStreamingEvent)
    /// - `type`: `response.shell_call_output_content.delta`
    case shellCallOutputContentDelta(BetaResponseShellCallOutputContentDeltaStreamingEvent)
    /// - `type`: `response.shell_call_output_content.done`
    case shellCallOutputContentDone(BetaResponseShellCallOutputContentDoneStreamingEvent)
    /// - `type`: `response.in_progress`
    case inProgress(BetaResponseInProgressEvent)
    /// - `type`: `response.failed`
    case failed(BetaResponseFailedEvent)
    /// - `type`: `response.incomplete`
    case incomplete(BetaResponseIncompleteEvent)
    /// - `type`: `response.output_item.added`
    case outputItemAdded(BetaResponseOutputItemAddedEvent)
    /// - `type`: `response.output_item.done`
    case outputItemDone(BetaResponseOutputItemDoneEvent)
    /// - `type`: `response.reasoning_summary_part.added`
    case reasoningSummaryPartAdded(BetaResponseReasoningSummaryPartAddedEvent)
    /// - `type`: `response.reasoning_summary_part.done`
    case reasoningSummaryPartDone(BetaResponseReasoningSummaryPartDoneEvent)
    /// - `type`: `response.reasoning_summary_text.delta`
    case reasoningSummaryTextDelta(BetaResponseReasoningSummaryTextDeltaEvent)
    /// - `type`: `response.reasoning_summary_text.done`
    case reasoningSummaryTextDone(BetaResponseReasoningSummaryTextDoneEvent)
    /// - `type`: `response.reasoning_text.delta`
    case reasoningTextDelta(BetaResponseReasoningTextDeltaEvent)
    /// - `type`: `response.reasoning_text.done`
    case reasoningTextDone(BetaResponseReasoningTextDoneEvent)
    /// - `type`: `response.refusal.delta`
    case refusalDelta(BetaResponseRefusalDeltaEvent)
    /// - `type`: `response.refusal.done`
    case refusalDone(BetaResponseRefusalDoneEvent)
    /// - `type`: `response.output_text.delta`
    case outputTextDelta(BetaResponseTextDeltaEvent)
    /// - `type`: `response.output_text.done`
    case outputTextDone(BetaResponseTextDoneEvent)
    /// - `type`: `response.web_search_call.completed`
    case webSearchCallCompleted(BetaResponseWebSearchCallCompletedEvent)
    /// - `type`: `response.web_search_call.in_progress`
    case webSearchCallInProgress(BetaResponseWebSearchCallInProgressEvent)
    /// - `type`: `response.web_search_call.searching`
    case webSearchCallSearching(BetaResponseWebSearchCallSearchingEvent)
    /// - `type`: `response.image_generation_call.completed`
    case imageGenerationCallCompleted(BetaResponseImageGenCallCompletedEvent)
    /// - `type`: `response.image_generation_call.generating`
    case imageGenerationCallGenerating(BetaResponseImageGenCallGeneratingEvent)
    /// - `type`: `response.image_generation_call.in_progress`
    case imageGenerationCallInProgress(BetaResponseImageGenCallInProgressEvent)
    /// - `type`: `response.image_generation_call.partial_image`
    case imageGenerationCallPartialImage(BetaResponseImageGenCallPartialImageEvent)
    /// - `type`: `response.mcp_call_arguments.delta`
    case mcpCallArgumentsDelta(BetaResponseMCPCallArgumentsDeltaEvent)
    /// - `type`: `response.mcp_call_arguments.done`
    case mcpCallArgumentsDone(BetaResponseMCPCallArgumentsDoneEvent)
    /// - `type`: `response.mcp_call.completed`
    case mcpCallCompleted(BetaResponseMCPCallCompletedEvent)
    /// - `type`: `response.mcp_call.failed`
    case mcpCallFailed(BetaResponseMCPCallFailedEvent)
    /// - `type`: `response.mcp_call.in_progress`
    case mcpCallInProgress(BetaResponseMCPCallInProgressEvent)
    /// - `type`: `response.mcp_list_tools.completed`
    case mcpListToolsCompleted(BetaResponseMCPListToolsCompletedEvent)
    /// - `type`: `response.mcp_list_tools.failed`
    case mcpListToolsFailed(BetaResponseMCPListToolsFailedEvent)
    /// - `type`: `response.mcp_list_tools.in_progress`
    case mcpListToolsInProgress(BetaResponseMCPListToolsInProgressEvent)
    /// - `type`: `response.output_text.annotation.added`
    case outputTextAnnotationAdded(BetaResponseOutputTextAnnotationAddedEvent)
    /// - `type`: `response.queued`
    case queued(BetaResponseQueuedEvent)
    /// - `type`: `response.custom_tool_call_input.delta`
    case customToolCallInputDelta(BetaResponseCustomToolCallInputDeltaEvent)
    /// - `type`: `response.custom_tool_call_input.done`
    case customToolCallInputDone(BetaResponseCustomToolCallInputDoneEvent)
    /// - `type`: `response.compaction.compacting`
    case compactionCompacting(BetaResponseCompactionCompactingEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "response.audio.delta": self = .audioDelta(try BetaResponseAudioDeltaEvent(from: decoder)); return
            case "response.audio.done": self = .audioDone(try BetaResponseAudioDoneEvent(from: decoder)); return
            case "response.audio.transcript.delta": self = .audioTranscriptDelta(try BetaResponseAudioTranscriptDeltaEvent(from: decoder)); return
            case "response.audio.transcript.done": self = .audioTranscriptDone(try BetaResponseAudioTranscriptDoneEvent(from: decoder)); return
            case "response.code_interpreter_call_code.delta": self = .codeInterpreterCallCodeDelta(try BetaResponseCodeInterpreterCallCodeDeltaEvent(from: decoder)); return
            case "response.code_interpreter_call_code.done": self = .codeInterpreterCallCodeDone(try BetaResponseCodeInterpreterCallCodeDoneEvent(from: decoder)); return
            case "response.code_interpreter_call.completed": self = .codeInterpreterCallCompleted(try BetaResponseCodeInterpreterCallCompletedEvent(from: decoder)); return
            case "response.code_interpreter_call.in_progress": self = .codeInterpreterCallInProgress(try BetaResponseCodeInterpreterCallInProgressEvent(from: decoder)); return
            case "response.code_interpreter_call.interpreting": self = .codeInterpreterCallInterpreting(try BetaResponseCodeInterpreterCallInterpretingEvent(from: decoder)); return
            case "response.completed": self = .completed(try BetaResponseCompletedEvent(from: decoder)); return
            case "response.content_part.added": self = .contentPartAdded(try BetaResponseContentPartAddedEvent(from: decoder)); return
            case "response.content_part.done": self = .contentPartDone(try BetaResponseContentPartDoneEvent(from: decoder)); return
            case "response.created": self = .created(try BetaResponseCreatedEvent(from: decoder)); return
            case "error": self = .error(try BetaResponseErrorEvent(from: decoder)); return
            case "response.file_search_call.completed": self = .fileSearchCallCompleted(try BetaResponseFileSearchCallCompletedEvent(from: decoder)); return
            case "response.file_search_call.in_progress": self = .fileSearchCallInProgress(try BetaResponseFileSearchCallInProgressEvent(from: decoder)); return
            case "response.file_search_call.searching": self = .fileSearchCallSearching(try BetaResponseFileSearchCallSearchingEvent(from: decoder)); return
            case "response.function_call_arguments.delta": self = .functionCallArgumentsDelta(try BetaResponseFunctionCallArgumentsDeltaEvent(from: decoder)); return
            case "response.function_call_arguments.done": self = .functionCallArgumentsDone(try BetaResponseFunctionCallArgumentsDoneEvent(from: decoder)); return
            case "response.shell_call_command.added": self = .shellCallCommandAdded(try BetaResponseShellCallCommandAddedStreamingEvent(from: decoder)); return
            case "response.shell_call_command.delta": self = .shellCallCommandDelta(try BetaResponseShellCallCommandDeltaStreamingEvent(from: decoder)); return
            case "response.shell_call_command.done": self = .shellCallCommandDone(try BetaResponseShellCallCommandDoneStreamingEvent(from: decoder)); return
            case "response.shell_call_output_content.delta": self = .shellCallOutputContentDelta(try BetaResponseShellCallOutputContentDeltaStreamingEvent(from: decoder)); return
            case "response.shell_call_output_content.done": self = .shellCallOutputContentDone(try BetaResponseShellCallOutputContentDoneStreamingEvent(from: decoder)); return
            case "response.in_progress": self = .inProgress(try BetaResponseInProgressEvent(from: decoder)); return
            case "response.failed": self = .failed(try BetaResponseFailedEvent(from: decoder)); return
            case "response.incomplete": self = .incomplete(try BetaResponseIncompleteEvent(from: decoder)); return
            case "response.output_item.added": self = .outputItemAdded(try BetaResponseOutputItemAddedEvent(from: decoder)); return
            case "response.output_item.done": self = .outputItemDone(try BetaResponseOutputItemDoneEvent(from: decoder)); return
            case "response.reasoning_summary_part.added": self = .reasoningSummaryPartAdded(try BetaResponseReasoningSummaryPartAddedEvent(from: decoder)); return
            case "response.reasoning_summary_part.done": self = .reasoningSummaryPartDone(try BetaResponseReasoningSummaryPartDoneEvent(from: decoder)); return
            case "response.reasoning_summary_text.delta": self = .reasoningSummaryTextDelta(try BetaResponseReasoningSummaryTextDeltaEvent(from: decoder)); return
            case "response.reasoning_summary_text.done": self = .reasoningSummaryTextDone(try BetaResponseReasoningSummaryTextDoneEvent(from: decoder)); return
            case "response.reasoning_text.delta": self = .reasoningTextDelta(try BetaResponseReasoningTextDeltaEvent(from: decoder)); return
            case "response.reasoning_text.done": self = .reasoningTextDone(try BetaResponseReasoningTextDoneEvent(from: decoder)); return
            case "response.refusal.delta": self = .refusalDelta(try BetaResponseRefusalDeltaEvent(from: decoder)); return
            case "response.refusal.done": self = .refusalDone(try BetaResponseRefusalDoneEvent(from: decoder)); return
            case "response.output_text.delta": self = .outputTextDelta(try BetaResponseTextDeltaEvent(from: decoder)); return
            case "response.output_text.done": self = .outputTextDone(try BetaResponseTextDoneEvent(from: decoder)); return
            case "response.web_search_call.completed": self = .webSearchCallCompleted(try BetaResponseWebSearchCallCompletedEvent(from: decoder)); return
            case "response.web_search_call.in_progress": self = .webSearchCallInProgress(try BetaResponseWebSearchCallInProgressEvent(from: decoder)); return
            case "response.web_search_call.searching": self = .webSearchCallSearching(try BetaResponseWebSearchCallSearchingEvent(from: decoder)); return
            case "response.image_generation_call.completed": self = .imageGenerationCallCompleted(try BetaResponseImageGenCallCompletedEvent(from: decoder)); return
            case "response.image_generation_call.generating": self = .imageGenerationCallGenerating(try BetaResponseImageGenCallGeneratingEvent(from: decoder)); return
            case "response.image_generation_call.in_progress": self = .imageGenerationCallInProgress(try BetaResponseImageGenCallInProgressEvent(from: decoder)); return
            case "response.image_generation_call.partial_image": self = .imageGenerationCallPartialImage(try BetaResponseImageGenCallPartialImageEvent(from: decoder)); return
            case "response.mcp_call_arguments.delta": self = .mcpCallArgumentsDelta(try BetaResponseMCPCallArgumentsDeltaEvent(from: decoder)); return
            case "response.mcp_call_arguments.done": self = .mcpCallArgumentsDone(try BetaResponseMCPCallArgumentsDoneEvent(from: decoder)); return
            case "response.mcp_call.completed": self = .mcpCallCompleted(try BetaResponseMCPCallCompletedEvent(from: decoder)); return
            case "response.mcp_call.failed": self = .mcpCallFailed(try BetaResponseMCPCallFailedEvent(from: decoder)); return
            case "response.mcp_call.in_progress": self = .mcpCallInProgress(try BetaResponseMCPCallInProgressEvent(from: decoder)); return
            case "response.mcp_list_tools.completed": self = .mcpListToolsCompleted(try BetaResponseMCPListToolsCompletedEvent(from: decoder)); return
            case "response.mcp_list_tools.failed": self = .mcpListToolsFailed(try BetaResponseMCPListToolsFailedEvent(from: decoder)); return
            case "response.mcp_list_tools.in_progress": self = .mcpListToolsInProgress(try BetaResponseMCPListToolsInProgressEvent(from: decoder)); return
            case "response.output_text.annotation.added": self = .outputTextAnnotationAdded(try BetaResponseOutputTextAnnotationAddedEvent(from: decoder)); return
            case "response.queued": self = .queued(try BetaResponseQueuedEvent(from: decoder)); return
            case "response.custom_tool_call_input.delta": self = .customToolCallInputDelta(try BetaResponseCustomToolCallInputDeltaEvent(from: decoder)); return
            case "response.custom_tool_call_input.done": self = .customToolCallInputDone(try BetaResponseCustomToolCallInputDoneEvent(from: decoder)); return
            case "response.compaction.compacting": self = .compactionCompacting(try BetaResponseCompactionCompactingEvent(from: decoder)); return
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
