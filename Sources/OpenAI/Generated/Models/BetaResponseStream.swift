// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Event emitted while a response is streamed.
///
/// - Schema: `#/components/schemas/BetaResponseStreamEvent`
public enum BetaResponseStreamEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `response.audio.delta`
    case responseAudioDelta(BetaResponseAudioDeltaEvent)
    /// - `type`: `response.audio.done`
    case responseAudioDone(BetaResponseAudioDoneEvent)
    /// - `type`: `response.audio.transcript.delta`
    case responseAudioTranscriptDelta(BetaResponseAudioTranscriptDeltaEvent)
    /// - `type`: `response.audio.transcript.done`
    case responseAudioTranscriptDone(BetaResponseAudioTranscriptDoneEvent)
    /// - `type`: `response.code_interpreter_call_code.delta`
    case responseCodeInterpreterCallCodeDelta(BetaResponseCodeInterpreterCallCodeDeltaEvent)
    /// - `type`: `response.code_interpreter_call_code.done`
    case responseCodeInterpreterCallCodeDone(BetaResponseCodeInterpreterCallCodeDoneEvent)
    /// - `type`: `response.code_interpreter_call.completed`
    case responseCodeInterpreterCallCompleted(BetaResponseCodeInterpreterCallCompletedEvent)
    /// - `type`: `response.code_interpreter_call.in_progress`
    case responseCodeInterpreterCallInProgress(BetaResponseCodeInterpreterCallInProgressEvent)
    /// - `type`: `response.code_interpreter_call.interpreting`
    case responseCodeInterpreterCallInterpreting(BetaResponseCodeInterpreterCallInterpretingEvent)
    /// - `type`: `response.completed`
    case responseCompleted(BetaResponseCompletedEvent)
    /// - `type`: `response.content_part.added`
    case responseContentPartAdded(BetaResponseContentPartAddedEvent)
    /// - `type`: `response.content_part.done`
    case responseContentPartDone(BetaResponseContentPartDoneEvent)
    /// - `type`: `response.created`
    case responseCreated(BetaResponseCreatedEvent)
    /// - `type`: `error`
    case error(BetaResponseErrorEvent)
    /// - `type`: `response.file_search_call.completed`
    case responseFileSearchCallCompleted(BetaResponseFileSearchCallCompletedEvent)
    /// - `type`: `response.file_search_call.in_progress`
    case responseFileSearchCallInProgress(BetaResponseFileSearchCallInProgressEvent)
    /// - `type`: `response.file_search_call.searching`
    case responseFileSearchCallSearching(BetaResponseFileSearchCallSearchingEvent)
    /// - `type`: `response.function_call_arguments.delta`
    case responseFunctionCallArgumentsDelta(BetaResponseFunctionCallArgumentsDeltaEvent)
    /// - `type`: `response.function_call_arguments.done`
    case responseFunctionCallArgumentsDone(BetaResponseFunctionCallArgumentsDoneEvent)
    /// - `type`: `response.shell_call_command.added`
    case responseShellCallCommandAdded(BetaResponseShellCallCommandAddedStreamingEvent)
    /// - `type`: `response.shell_call_command.delta`
    case responseShellCallCommandDelta(BetaResponseShellCallCommandDeltaStreamingEvent)
    /// - `type`: `response.shell_call_command.done`
    case responseShellCallCommandDone(BetaResponseShellCallCommandDoneStreamingEvent)
    /// - `type`: `response.shell_call_output_content.delta`
    case responseShellCallOutputContentDelta(BetaResponseShellCallOutputContentDeltaStreamingEvent)
    /// - `type`: `response.shell_call_output_content.done`
    case responseShellCallOutputContentDone(BetaResponseShellCallOutputContentDoneStreamingEvent)
    /// - `type`: `response.in_progress`
    case responseInProgress(BetaResponseInProgressEvent)
    /// - `type`: `response.failed`
    case responseFailed(BetaResponseFailedEvent)
    /// - `type`: `response.incomplete`
    case responseIncomplete(BetaResponseIncompleteEvent)
    /// - `type`: `response.output_item.added`
    case responseOutputItemAdded(BetaResponseOutputItemAddedEvent)
    /// - `type`: `response.output_item.done`
    case responseOutputItemDone(BetaResponseOutputItemDoneEvent)
    /// - `type`: `response.reasoning_summary_part.added`
    case responseReasoningSummaryPartAdded(BetaResponseReasoningSummaryPartAddedEvent)
    /// - `type`: `response.reasoning_summary_part.done`
    case responseReasoningSummaryPartDone(BetaResponseReasoningSummaryPartDoneEvent)
    /// - `type`: `response.reasoning_summary_text.delta`
    case responseReasoningSummaryTextDelta(BetaResponseReasoningSummaryTextDeltaEvent)
    /// - `type`: `response.reasoning_summary_text.done`
    case responseReasoningSummaryTextDone(BetaResponseReasoningSummaryTextDoneEvent)
    /// - `type`: `response.reasoning_text.delta`
    case responseReasoningTextDelta(BetaResponseReasoningTextDeltaEvent)
    /// - `type`: `response.reasoning_text.done`
    case responseReasoningTextDone(BetaResponseReasoningTextDoneEvent)
    /// - `type`: `response.refusal.delta`
    case responseRefusalDelta(BetaResponseRefusalDeltaEvent)
    /// - `type`: `response.refusal.done`
    case responseRefusalDone(BetaResponseRefusalDoneEvent)
    /// - `type`: `response.output_text.delta`
    case responseOutputTextDelta(BetaResponseTextDeltaEvent)
    /// - `type`: `response.output_text.done`
    case responseOutputTextDone(BetaResponseTextDoneEvent)
    /// - `type`: `response.web_search_call.completed`
    case responseWebSearchCallCompleted(BetaResponseWebSearchCallCompletedEvent)
    /// - `type`: `response.web_search_call.in_progress`
    case responseWebSearchCallInProgress(BetaResponseWebSearchCallInProgressEvent)
    /// - `type`: `response.web_search_call.searching`
    case responseWebSearchCallSearching(BetaResponseWebSearchCallSearchingEvent)
    /// - `type`: `response.image_generation_call.completed`
    case responseImageGenerationCallCompleted(BetaResponseImageGenCallCompletedEvent)
    /// - `type`: `response.image_generation_call.generating`
    case responseImageGenerationCallGenerating(BetaResponseImageGenCallGeneratingEvent)
    /// - `type`: `response.image_generation_call.in_progress`
    case responseImageGenerationCallInProgress(BetaResponseImageGenCallInProgressEvent)
    /// - `type`: `response.image_generation_call.partial_image`
    case responseImageGenerationCallPartialImage(BetaResponseImageGenCallPartialImageEvent)
    /// - `type`: `response.mcp_call_arguments.delta`
    case responseMcpCallArgumentsDelta(BetaResponseMCPCallArgumentsDeltaEvent)
    /// - `type`: `response.mcp_call_arguments.done`
    case responseMcpCallArgumentsDone(BetaResponseMCPCallArgumentsDoneEvent)
    /// - `type`: `response.mcp_call.completed`
    case responseMcpCallCompleted(BetaResponseMCPCallCompletedEvent)
    /// - `type`: `response.mcp_call.failed`
    case responseMcpCallFailed(BetaResponseMCPCallFailedEvent)
    /// - `type`: `response.mcp_call.in_progress`
    case responseMcpCallInProgress(BetaResponseMCPCallInProgressEvent)
    /// - `type`: `response.mcp_list_tools.completed`
    case responseMcpListToolsCompleted(BetaResponseMCPListToolsCompletedEvent)
    /// - `type`: `response.mcp_list_tools.failed`
    case responseMcpListToolsFailed(BetaResponseMCPListToolsFailedEvent)
    /// - `type`: `response.mcp_list_tools.in_progress`
    case responseMcpListToolsInProgress(BetaResponseMCPListToolsInProgressEvent)
    /// - `type`: `response.output_text.annotation.added`
    case responseOutputTextAnnotationAdded(BetaResponseOutputTextAnnotationAddedEvent)
    /// - `type`: `response.queued`
    case responseQueued(BetaResponseQueuedEvent)
    /// - `type`: `response.custom_tool_call_input.delta`
    case responseCustomToolCallInputDelta(BetaResponseCustomToolCallInputDeltaEvent)
    /// - `type`: `response.custom_tool_call_input.done`
    case responseCustomToolCallInputDone(BetaResponseCustomToolCallInputDoneEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "response.audio.delta": self = .responseAudioDelta(try BetaResponseAudioDeltaEvent(from: decoder)); return
            case "response.audio.done": self = .responseAudioDone(try BetaResponseAudioDoneEvent(from: decoder)); return
            case "response.audio.transcript.delta": self = .responseAudioTranscriptDelta(try BetaResponseAudioTranscriptDeltaEvent(from: decoder)); return
            case "response.audio.transcript.done": self = .responseAudioTranscriptDone(try BetaResponseAudioTranscriptDoneEvent(from: decoder)); return
            case "response.code_interpreter_call_code.delta": self = .responseCodeInterpreterCallCodeDelta(try BetaResponseCodeInterpreterCallCodeDeltaEvent(from: decoder)); return
            case "response.code_interpreter_call_code.done": self = .responseCodeInterpreterCallCodeDone(try BetaResponseCodeInterpreterCallCodeDoneEvent(from: decoder)); return
            case "response.code_interpreter_call.completed": self = .responseCodeInterpreterCallCompleted(try BetaResponseCodeInterpreterCallCompletedEvent(from: decoder)); return
            case "response.code_interpreter_call.in_progress": self = .responseCodeInterpreterCallInProgress(try BetaResponseCodeInterpreterCallInProgressEvent(from: decoder)); return
            case "response.code_interpreter_call.interpreting": self = .responseCodeInterpreterCallInterpreting(try BetaResponseCodeInterpreterCallInterpretingEvent(from: decoder)); return
            case "response.completed": self = .responseCompleted(try BetaResponseCompletedEvent(from: decoder)); return
            case "response.content_part.added": self = .responseContentPartAdded(try BetaResponseContentPartAddedEvent(from: decoder)); return
            case "response.content_part.done": self = .responseContentPartDone(try BetaResponseContentPartDoneEvent(from: decoder)); return
            case "response.created": self = .responseCreated(try BetaResponseCreatedEvent(from: decoder)); return
            case "error": self = .error(try BetaResponseErrorEvent(from: decoder)); return
            case "response.file_search_call.completed": self = .responseFileSearchCallCompleted(try BetaResponseFileSearchCallCompletedEvent(from: decoder)); return
            case "response.file_search_call.in_progress": self = .responseFileSearchCallInProgress(try BetaResponseFileSearchCallInProgressEvent(from: decoder)); return
            case "response.file_search_call.searching": self = .responseFileSearchCallSearching(try BetaResponseFileSearchCallSearchingEvent(from: decoder)); return
            case "response.function_call_arguments.delta": self = .responseFunctionCallArgumentsDelta(try BetaResponseFunctionCallArgumentsDeltaEvent(from: decoder)); return
            case "response.function_call_arguments.done": self = .responseFunctionCallArgumentsDone(try BetaResponseFunctionCallArgumentsDoneEvent(from: decoder)); return
            case "response.shell_call_command.added": self = .responseShellCallCommandAdded(try BetaResponseShellCallCommandAddedStreamingEvent(from: decoder)); return
            case "response.shell_call_command.delta": self = .responseShellCallCommandDelta(try BetaResponseShellCallCommandDeltaStreamingEvent(from: decoder)); return
            case "response.shell_call_command.done": self = .responseShellCallCommandDone(try BetaResponseShellCallCommandDoneStreamingEvent(from: decoder)); return
            case "response.shell_call_output_content.delta": self = .responseShellCallOutputContentDelta(try BetaResponseShellCallOutputContentDeltaStreamingEvent(from: decoder)); return
            case "response.shell_call_output_content.done": self = .responseShellCallOutputContentDone(try BetaResponseShellCallOutputContentDoneStreamingEvent(from: decoder)); return
            case "response.in_progress": self = .responseInProgress(try BetaResponseInProgressEvent(from: decoder)); return
            case "response.failed": self = .responseFailed(try BetaResponseFailedEvent(from: decoder)); return
            case "response.incomplete": self = .responseIncomplete(try BetaResponseIncompleteEvent(from: decoder)); return
            case "response.output_item.added": self = .responseOutputItemAdded(try BetaResponseOutputItemAddedEvent(from: decoder)); return
            case "response.output_item.done": self = .responseOutputItemDone(try BetaResponseOutputItemDoneEvent(from: decoder)); return
            case "response.reasoning_summary_part.added": self = .responseReasoningSummaryPartAdded(try BetaResponseReasoningSummaryPartAddedEvent(from: decoder)); return
            case "response.reasoning_summary_part.done": self = .responseReasoningSummaryPartDone(try BetaResponseReasoningSummaryPartDoneEvent(from: decoder)); return
            case "response.reasoning_summary_text.delta": self = .responseReasoningSummaryTextDelta(try BetaResponseReasoningSummaryTextDeltaEvent(from: decoder)); return
            case "response.reasoning_summary_text.done": self = .responseReasoningSummaryTextDone(try BetaResponseReasoningSummaryTextDoneEvent(from: decoder)); return
            case "response.reasoning_text.delta": self = .responseReasoningTextDelta(try BetaResponseReasoningTextDeltaEvent(from: decoder)); return
            case "response.reasoning_text.done": self = .responseReasoningTextDone(try BetaResponseReasoningTextDoneEvent(from: decoder)); return
            case "response.refusal.delta": self = .responseRefusalDelta(try BetaResponseRefusalDeltaEvent(from: decoder)); return
            case "response.refusal.done": self = .responseRefusalDone(try BetaResponseRefusalDoneEvent(from: decoder)); return
            case "response.output_text.delta": self = .responseOutputTextDelta(try BetaResponseTextDeltaEvent(from: decoder)); return
            case "response.output_text.done": self = .responseOutputTextDone(try BetaResponseTextDoneEvent(from: decoder)); return
            case "response.web_search_call.completed": self = .responseWebSearchCallCompleted(try BetaResponseWebSearchCallCompletedEvent(from: decoder)); return
            case "response.web_search_call.in_progress": self = .responseWebSearchCallInProgress(try BetaResponseWebSearchCallInProgressEvent(from: decoder)); return
            case "response.web_search_call.searching": self = .responseWebSearchCallSearching(try BetaResponseWebSearchCallSearchingEvent(from: decoder)); return
            case "response.image_generation_call.completed": self = .responseImageGenerationCallCompleted(try BetaResponseImageGenCallCompletedEvent(from: decoder)); return
            case "response.image_generation_call.generating": self = .responseImageGenerationCallGenerating(try BetaResponseImageGenCallGeneratingEvent(from: decoder)); return
            case "response.image_generation_call.in_progress": self = .responseImageGenerationCallInProgress(try BetaResponseImageGenCallInProgressEvent(from: decoder)); return
            case "response.image_generation_call.partial_image": self = .responseImageGenerationCallPartialImage(try BetaResponseImageGenCallPartialImageEvent(from: decoder)); return
            case "response.mcp_call_arguments.delta": self = .responseMcpCallArgumentsDelta(try BetaResponseMCPCallArgumentsDeltaEvent(from: decoder)); return
            case "response.mcp_call_arguments.done": self = .responseMcpCallArgumentsDone(try BetaResponseMCPCallArgumentsDoneEvent(from: decoder)); return
            case "response.mcp_call.completed": self = .responseMcpCallCompleted(try BetaResponseMCPCallCompletedEvent(from: decoder)); return
            case "response.mcp_call.failed": self = .responseMcpCallFailed(try BetaResponseMCPCallFailedEvent(from: decoder)); return
            case "response.mcp_call.in_progress": self = .responseMcpCallInProgress(try BetaResponseMCPCallInProgressEvent(from: decoder)); return
            case "response.mcp_list_tools.completed": self = .responseMcpListToolsCompleted(try BetaResponseMCPListToolsCompletedEvent(from: decoder)); return
            case "response.mcp_list_tools.failed": self = .responseMcpListToolsFailed(try BetaResponseMCPListToolsFailedEvent(from: decoder)); return
            case "response.mcp_list_tools.in_progress": self = .responseMcpListToolsInProgress(try BetaResponseMCPListToolsInProgressEvent(from: decoder)); return
            case "response.output_text.annotation.added": self = .responseOutputTextAnnotationAdded(try BetaResponseOutputTextAnnotationAddedEvent(from: decoder)); return
            case "response.queued": self = .responseQueued(try BetaResponseQueuedEvent(from: decoder)); return
            case "response.custom_tool_call_input.delta": self = .responseCustomToolCallInputDelta(try BetaResponseCustomToolCallInputDeltaEvent(from: decoder)); return
            case "response.custom_tool_call_input.done": self = .responseCustomToolCallInputDone(try BetaResponseCustomToolCallInputDoneEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .responseAudioDelta(let value): try value.encode(to: encoder)
        case .responseAudioDone(let value): try value.encode(to: encoder)
        case .responseAudioTranscriptDelta(let value): try value.encode(to: encoder)
        case .responseAudioTranscriptDone(let value): try value.encode(to: encoder)
        case .responseCodeInterpreterCallCodeDelta(let value): try value.encode(to: encoder)
        case .responseCodeInterpreterCallCodeDone(let value): try value.encode(to: encoder)
        case .responseCodeInterpreterCallCompleted(let value): try value.encode(to: encoder)
        case .responseCodeInterpreterCallInProgress(let value): try value.encode(to: encoder)
        case .responseCodeInterpreterCallInterpreting(let value): try value.encode(to: encoder)
        case .responseCompleted(let value): try value.encode(to: encoder)
        case .responseContentPartAdded(let value): try value.encode(to: encoder)
        case .responseContentPartDone(let value): try value.encode(to: encoder)
        case .responseCreated(let value): try value.encode(to: encoder)
        case .error(let value): try value.encode(to: encoder)
        case .responseFileSearchCallCompleted(let value): try value.encode(to: encoder)
        case .responseFileSearchCallInProgress(let value): try value.encode(to: encoder)
        case .responseFileSearchCallSearching(let value): try value.encode(to: encoder)
        case .responseFunctionCallArgumentsDelta(let value): try value.encode(to: encoder)
        case .responseFunctionCallArgumentsDone(let value): try value.encode(to: encoder)
        case .responseShellCallCommandAdded(let value): try value.encode(to: encoder)
        case .responseShellCallCommandDelta(let value): try value.encode(to: encoder)
        case .responseShellCallCommandDone(let value): try value.encode(to: encoder)
        case .responseShellCallOutputContentDelta(let value): try value.encode(to: encoder)
        case .responseShellCallOutputContentDone(let value): try value.encode(to: encoder)
        case .responseInProgress(let value): try value.encode(to: encoder)
        case .responseFailed(let value): try value.encode(to: encoder)
        case .responseIncomplete(let value): try value.encode(to: encoder)
        case .responseOutputItemAdded(let value): try value.encode(to: encoder)
        case .responseOutputItemDone(let value): try value.encode(to: encoder)
        case .responseReasoningSummaryPartAdded(let value): try value.encode(to: encoder)
        case .responseReasoningSummaryPartDone(let value): try value.encode(to: encoder)
        case .responseReasoningSummaryTextDelta(let value): try value.encode(to: encoder)
        case .responseReasoningSummaryTextDone(let value): try value.encode(to: encoder)
        case .responseReasoningTextDelta(let value): try value.encode(to: encoder)
        case .responseReasoningTextDone(let value): try value.encode(to: encoder)
        case .responseRefusalDelta(let value): try value.encode(to: encoder)
        case .responseRefusalDone(let value): try value.encode(to: encoder)
        case .responseOutputTextDelta(let value): try value.encode(to: encoder)
        case .responseOutputTextDone(let value): try value.encode(to: encoder)
        case .responseWebSearchCallCompleted(let value): try value.encode(to: encoder)
        case .responseWebSearchCallInProgress(let value): try value.encode(to: encoder)
        case .responseWebSearchCallSearching(let value): try value.encode(to: encoder)
        case .responseImageGenerationCallCompleted(let value): try value.encode(to: encoder)
        case .responseImageGenerationCallGenerating(let value): try value.encode(to: encoder)
        case .responseImageGenerationCallInProgress(let value): try value.encode(to: encoder)
        case .responseImageGenerationCallPartialImage(let value): try value.encode(to: encoder)
        case .responseMcpCallArgumentsDelta(let value): try value.encode(to: encoder)
        case .responseMcpCallArgumentsDone(let value): try value.encode(to: encoder)
        case .responseMcpCallCompleted(let value): try value.encode(to: encoder)
        case .responseMcpCallFailed(let value): try value.encode(to: encoder)
        case .responseMcpCallInProgress(let value): try value.encode(to: encoder)
        case .responseMcpListToolsCompleted(let value): try value.encode(to: encoder)
        case .responseMcpListToolsFailed(let value): try value.encode(to: encoder)
        case .responseMcpListToolsInProgress(let value): try value.encode(to: encoder)
        case .responseOutputTextAnnotationAdded(let value): try value.encode(to: encoder)
        case .responseQueued(let value): try value.encode(to: encoder)
        case .responseCustomToolCallInputDelta(let value): try value.encode(to: encoder)
        case .responseCustomToolCallInputDone(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Options for streaming responses. Only set this when you set `stream: true`.
///
/// - Schema: `#/components/schemas/BetaResponseStreamOptions`
public struct BetaResponseStreamOptions: Codable, Hashable, Sendable, EmptyDecodable {
    /// When true, stream obfuscation will be enabled. Stream obfuscation adds
    /// random characters to an `obfuscation` field on streaming delta events to
    /// normalize payload sizes as a mitigation to certain side-channel attacks.
    /// These obfuscation fields are included by default, but add a small amount
    /// of overhead to the data stream. You can set `include_obfuscation` to
    /// false to optimize for bandwidth if you trust the network links between
    /// your application and the OpenAI API.
    public var includeObfuscation: Bool?

    public init(
        includeObfuscation: Bool? = nil
    ) {
        self.includeObfuscation = includeObfuscation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case includeObfuscation = "include_obfuscation"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.includeObfuscation = try container.decodeIfPresent(Bool.self, forKey: .includeObfuscation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.includeObfuscation, forKey: .includeObfuscation)
    }
}
