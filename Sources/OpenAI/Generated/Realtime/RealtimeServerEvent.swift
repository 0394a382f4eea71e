// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A realtime server event.
///
/// - Schema: `#/components/schemas/RealtimeServerEvent`
public nonisolated enum RealtimeServerEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `conversation.created`
    case conversationCreated(RealtimeServerEventConversationCreated)
    /// - `type`: `conversation.item.created`
    case conversationItemCreated(RealtimeServerEventConversationItemCreated)
    /// - `type`: `conversation.item.deleted`
    case conversationItemDeleted(RealtimeServerEventConversationItemDeleted)
    /// - `type`: `conversation.item.input_audio_transcription.completed`
    case conversationItemInputAudioTranscriptionCompleted(RealtimeServerEventConversationItemInputAudioTranscriptionCompleted)
    /// - `type`: `conversation.item.input_audio_transcription.delta`
    case conversationItemInputAudioTranscriptionDelta(RealtimeServerEventConversationItemInputAudioTranscriptionDelta)
    /// - `type`: `conversation.item.input_audio_transcription.failed`
    case conversationItemInputAudioTranscriptionFailed(RealtimeServerEventConversationItemInputAudioTranscriptionFailed)
    /// - `type`: `conversation.item.retrieved`
    case conversationItemRetrieved(RealtimeServerEventConversationItemRetrieved)
    /// - `type`: `conversation.item.truncated`
    case conversationItemTruncated(RealtimeServerEventConversationItemTruncated)
    /// - `type`: `error`
    case error(RealtimeServerEventError)
    /// - `type`: `input_audio_buffer.cleared`
    case inputAudioBufferCleared(RealtimeServerEventInputAudioBufferCleared)
    /// - `type`: `input_audio_buffer.committed`
    case inputAudioBufferCommitted(RealtimeServerEventInputAudioBufferCommitted)
    /// - `type`: `input_audio_buffer.dtmf_event_received`
    case inputAudioBufferDtmfEventReceived(RealtimeServerEventInputAudioBufferDtmfEventReceived)
    /// - `type`: `input_audio_buffer.speech_started`
    case inputAudioBufferSpeechStarted(RealtimeServerEventInputAudioBufferSpeechStarted)
    /// - `type`: `input_audio_buffer.speech_stopped`
    case inputAudioBufferSpeechStopped(RealtimeServerEventInputAudioBufferSpeechStopped)
    /// - `type`: `rate_limits.updated`
    case rateLimitsUpdated(RealtimeServerEventRateLimitsUpdated)
    /// - `type`: `response.output_audio.delta`
    case responseOutputAudioDelta(RealtimeServerEventResponseAudioDelta)
    /// - `type`: `response.output_audio.done`
    case responseOutputAudioDone(RealtimeServerEventResponseAudioDone)
    /// - `type`: `response.output_audio_transcript.delta`
    case responseOutputAudioTranscriptDelta(RealtimeServerEventResponseAudioTranscriptDelta)
    /// - `type`: `response.output_audio_transcript.done`
    case responseOutputAudioTranscriptDone(RealtimeServerEventResponseAudioTranscriptDone)
    /// - `type`: `response.content_part.added`
    case responseContentPartAdded(RealtimeServerEventResponseContentPartAdded)
    /// - `type`: `response.content_part.done`
    case responseContentPartDone(RealtimeServerEventResponseContentPartDone)
    /// - `type`: `response.created`
    case responseCreated(RealtimeServerEventResponseCreated)
    /// - `type`: `response.done`
    case responseDone(RealtimeServerEventResponseDone)
    /// - `type`: `response.function_call_arguments.delta`
    case responseFunctionCallArgumentsDelta(RealtimeServerEventResponseFunctionCallArgumentsDelta)
    /// - `type`: `response.function_call_arguments.done`
    case responseFunctionCallArgumentsDone(RealtimeServerEventResponseFunctionCallArgumentsDone)
    /// - `type`: `response.output_item.added`
    case responseOutputItemAdded(RealtimeServerEventResponseOutputItemAdded)
    /// - `type`: `response.output_item.done`
    case responseOutputItemDone(RealtimeServerEventResponseOutputItemDone)
    /// - `type`: `response.output_text.delta`
    case responseOutputTextDelta(RealtimeServerEventResponseTextDelta)
    /// - `type`: `response.output_text.done`
    case responseOutputTextDone(RealtimeServerEventResponseTextDone)
    /// - `type`: `session.created`
    case sessionCreated(RealtimeServerEventSessionCreated)
    /// - `type`: `session.updated`
    case sessionUpdated(RealtimeServerEventSessionUpdated)
    /// - `type`: `output_audio_buffer.started`
    case outputAudioBufferStarted(RealtimeServerEventOutputAudioBufferStarted)
    /// - `type`: `output_audio_buffer.stopped`
    case outputAudioBufferStopped(RealtimeServerEventOutputAudioBufferStopped)
    /// - `type`: `output_audio_buffer.cleared`
    case outputAudioBufferCleared(RealtimeServerEventOutputAudioBufferCleared)
    /// - `type`: `conversation.item.added`
    case conversationItemAdded(RealtimeServerEventConversationItemAdded)
    /// - `type`: `conversation.item.done`
    case conversationItemDone(RealtimeServerEventConversationItemDone)
    /// - `type`: `input_audio_buffer.timeout_triggered`
    case inputAudioBufferTimeoutTriggered(RealtimeServerEventInputAudioBufferTimeoutTriggered)
    /// - `type`: `conversation.item.input_audio_transcription.segment`
    case conversationItemInputAudioTranscriptionSegment(RealtimeServerEventConversationItemInputAudioTranscriptionSegment)
    /// - `type`: `mcp_list_tools.in_progress`
    case mcpListToolsInProgress(RealtimeServerEventMCPListToolsInProgress)
    /// - `type`: `mcp_list_tools.completed`
    case mcpListToolsCompleted(RealtimeServerEventMCPListToolsCompleted)
    /// - `type`: `mcp_list_tools.failed`
    case mcpListToolsFailed(RealtimeServerEventMCPListToolsFailed)
    /// - `type`: `response.mcp_call_arguments.delta`
    case responseMcpCallArgumentsDelta(RealtimeServerEventResponseMCPCallArgumentsDelta)
    /// - `type`: `response.mcp_call_arguments.done`
    case responseMcpCallArgumentsDone(RealtimeServerEventResponseMCPCallArgumentsDone)
    /// - `type`: `response.mcp_call.in_progress`
    case responseMcpCallInProgress(RealtimeServerEventResponseMCPCallInProgress)
    /// - `type`: `response.mcp_call.completed`
    case responseMcpCallCompleted(RealtimeServerEventResponseMCPCallCompleted)
    /// - `type`: `response.mcp_call.failed`
    case responseMcpCallFailed(RealtimeServerEventResponseMCPCallFailed)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "conversation.created": self = .conversationCreated(try RealtimeServerEventConversationCreated(from: decoder)); return
            case "conversation.item.created": self = .conversationItemCreated(try RealtimeServerEventConversationItemCreated(from: decoder)); return
            case "conversation.item.deleted": self = .conversationItemDeleted(try RealtimeServerEventConversationItemDeleted(from: decoder)); return
            case "conversation.item.input_audio_transcription.completed": self = .conversationItemInputAudioTranscriptionCompleted(try RealtimeServerEventConversationItemInputAudioTranscriptionCompleted(from: decoder)); return
            case "conversation.item.input_audio_transcription.delta": self = .conversationItemInputAudioTranscriptionDelta(try RealtimeServerEventConversationItemInputAudioTranscriptionDelta(from: decoder)); return
            case "conversation.item.input_audio_transcription.failed": self = .conversationItemInputAudioTranscriptionFailed(try RealtimeServerEventConversationItemInputAudioTranscriptionFailed(from: decoder)); return
            case "conversation.item.retrieved": self = .conversationItemRetrieved(try RealtimeServerEventConversationItemRetrieved(from: decoder)); return
            case "conversation.item.truncated": self = .conversationItemTruncated(try RealtimeServerEventConversationItemTruncated(from: decoder)); return
            case "error": self = .error(try RealtimeServerEventError(from: decoder)); return
            case "input_audio_buffer.cleared": self = .inputAudioBufferCleared(try RealtimeServerEventInputAudioBufferCleared(from: decoder)); return
            case "input_audio_buffer.committed": self = .inputAudioBufferCommitted(try RealtimeServerEventInputAudioBufferCommitted(from: decoder)); return
            case "input_audio_buffer.dtmf_event_received": self = .inputAudioBufferDtmfEventReceived(try RealtimeServerEventInputAudioBufferDtmfEventReceived(from: decoder)); return
            case "input_audio_buffer.speech_started": self = .inputAudioBufferSpeechStarted(try RealtimeServerEventInputAudioBufferSpeechStarted(from: decoder)); return
            case "input_audio_buffer.speech_stopped": self = .inputAudioBufferSpeechStopped(try RealtimeServerEventInputAudioBufferSpeechStopped(from: decoder)); return
            case "rate_limits.updated": self = .rateLimitsUpdated(try RealtimeServerEventRateLimitsUpdated(from: decoder)); return
            case "response.output_audio.delta": self = .responseOutputAudioDelta(try RealtimeServerEventResponseAudioDelta(from: decoder)); return
            case "response.output_audio.done": self = .responseOutputAudioDone(try RealtimeServerEventResponseAudioDone(from: decoder)); return
            case "response.output_audio_transcript.delta": self = .responseOutputAudioTranscriptDelta(try RealtimeServerEventResponseAudioTranscriptDelta(from: decoder)); return
            case "response.output_audio_transcript.done": self = .responseOutputAudioTranscriptDone(try RealtimeServerEventResponseAudioTranscriptDone(from: decoder)); return
            case "response.content_part.added": self = .responseContentPartAdded(try RealtimeServerEventResponseContentPartAdded(from: decoder)); return
            case "response.content_part.done": self = .responseContentPartDone(try RealtimeServerEventResponseContentPartDone(from: decoder)); return
            case "response.created": self = .responseCreated(try RealtimeServerEventResponseCreated(from: decoder)); return
            case "response.done": self = .responseDone(try RealtimeServerEventResponseDone(from: decoder)); return
            case "response.function_call_arguments.delta": self = .responseFunctionCallArgumentsDelta(try RealtimeServerEventResponseFunctionCallArgumentsDelta(from: decoder)); return
            case "response.function_call_arguments.done": self = .responseFunctionCallArgumentsDone(try RealtimeServerEventResponseFunctionCallArgumentsDone(from: decoder)); return
            case "response.output_item.added": self = .responseOutputItemAdded(try RealtimeServerEventResponseOutputItemAdded(from: decoder)); return
            case "response.output_item.done": self = .responseOutputItemDone(try RealtimeServerEventResponseOutputItemDone(from: decoder)); return
            case "response.output_text.delta": self = .responseOutputTextDelta(try RealtimeServerEventResponseTextDelta(from: decoder)); return
            case "response.output_text.done": self = .responseOutputTextDone(try RealtimeServerEventResponseTextDone(from: decoder)); return
            case "session.created": self = .sessionCreated(try RealtimeServerEventSessionCreated(from: decoder)); return
            case "session.updated": self = .sessionUpdated(try RealtimeServerEventSessionUpdated(from: decoder)); return
            case "output_audio_buffer.started": self = .outputAudioBufferStarted(try RealtimeServerEventOutputAudioBufferStarted(from: decoder)); return
            case "output_audio_buffer.stopped": self = .outputAudioBufferStopped(try RealtimeServerEventOutputAudioBufferStopped(from: decoder)); return
            case "output_audio_buffer.cleared": self = .outputAudioBufferCleared(try RealtimeServerEventOutputAudioBufferCleared(from: decoder)); return
            case "conversation.item.added": self = .conversationItemAdded(try RealtimeServerEventConversationItemAdded(from: decoder)); return
            case "conversation.item.done": self = .conversationItemDone(try RealtimeServerEventConversationItemDone(from: decoder)); return
            case "input_audio_buffer.timeout_triggered": self = .inputAudioBufferTimeoutTriggered(try RealtimeServerEventInputAudioBufferTimeoutTriggered(from: decoder)); return
            case "conversation.item.input_audio_transcription.segment": self = .conversationItemInputAudioTranscriptionSegment(try RealtimeServerEventConversationItemInputAudioTranscriptionSegment(from: decoder)); return
            case "mcp_list_tools.in_progress": self = .mcpListToolsInProgress(try RealtimeServerEventMCPListToolsInProgress(from: decoder)); return
            case "mcp_list_tools.completed": self = .mcpListToolsCompleted(try RealtimeServerEventMCPListToolsCompleted(from: decoder)); return
            case "mcp_list_tools.failed": self = .mcpListToolsFailed(try RealtimeServerEventMCPListToolsFailed(from: decoder)); return
            case "response.mcp_call_arguments.delta": self = .responseMcpCallArgumentsDelta(try RealtimeServerEventResponseMCPCallArgumentsDelta(from: decoder)); return
            case "response.mcp_call_arguments.done": self = .responseMcpCallArgumentsDone(try RealtimeServerEventResponseMCPCallArgumentsDone(from: decoder)); return
            case "response.mcp_call.in_progress": self = .responseMcpCallInProgress(try RealtimeServerEventResponseMCPCallInProgress(from: decoder)); return
            case "response.mcp_call.completed": self = .responseMcpCallCompleted(try RealtimeServerEventResponseMCPCallCompleted(from: decoder)); return
            case "response.mcp_call.failed": self = .responseMcpCallFailed(try RealtimeServerEventResponseMCPCallFailed(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .conversationCreated(let value): try value.encode(to: encoder)
        case .conversationItemCreated(let value): try value.encode(to: encoder)
        case .conversationItemDeleted(let value): try value.encode(to: encoder)
        case .conversationItemInputAudioTranscriptionCompleted(let value): try value.encode(to: encoder)
        case .conversationItemInputAudioTranscriptionDelta(let value): try value.encode(to: encoder)
        case .conversationItemInputAudioTranscriptionFailed(let value): try value.encode(to: encoder)
        case .conversationItemRetrieved(let value): try value.encode(to: encoder)
        case .conversationItemTruncated(let value): try value.encode(to: encoder)
        case .error(let value): try value.encode(to: encoder)
        case .inputAudioBufferCleared(let value): try value.encode(to: encoder)
        case .inputAudioBufferCommitted(let value): try value.encode(to: encoder)
        case .inputAudioBufferDtmfEventReceived(let value): try value.encode(to: encoder)
        case .inputAudioBufferSpeechStarted(let value): try value.encode(to: encoder)
        case .inputAudioBufferSpeechStopped(let value): try value.encode(to: encoder)
        case .rateLimitsUpdated(let value): try value.encode(to: encoder)
        case .responseOutputAudioDelta(let value): try value.encode(to: encoder)
        case .responseOutputAudioDone(let value): try value.encode(to: encoder)
        case .responseOutputAudioTranscriptDelta(let value): try value.encode(to: encoder)
        case .responseOutputAudioTranscriptDone(let value): try value.encode(to: encoder)
        case .responseContentPartAdded(let value): try value.encode(to: encoder)
        case .responseContentPartDone(let value): try value.encode(to: encoder)
        case .responseCreated(let value): try value.encode(to: encoder)
        case .responseDone(let value): try value.encode(to: encoder)
        case .responseFunctionCallArgumentsDelta(let value): try value.encode(to: encoder)
        case .responseFunctionCallArgumentsDone(let value): try value.encode(to: encoder)
        case .responseOutputItemAdded(let value): try value.encode(to: encoder)
        case .responseOutputItemDone(let value): try value.encode(to: encoder)
        case .responseOutputTextDelta(let value): try value.encode(to: encoder)
        case .responseOutputTextDone(let value): try value.encode(to: encoder)
        case .sessionCreated(let value): try value.encode(to: encoder)
        case .sessionUpdated(let value): try value.encode(to: encoder)
        case .outputAudioBufferStarted(let value): try value.encode(to: encoder)
        case .outputAudioBufferStopped(let value): try value.encode(to: encoder)
        case .outputAudioBufferCleared(let value): try value.encode(to: encoder)
        case .conversationItemAdded(let value): try value.encode(to: encoder)
        case .conversationItemDone(let value): try value.encode(to: encoder)
        case .inputAudioBufferTimeoutTriggered(let value): try value.encode(to: encoder)
        case .conversationItemInputAudioTranscriptionSegment(let value): try value.encode(to: encoder)
        case .mcpListToolsInProgress(let value): try value.encode(to: encoder)
        case .mcpListToolsCompleted(let value): try value.encode(to: encoder)
        case .mcpListToolsFailed(let value): try value.encode(to: encoder)
        case .responseMcpCallArgumentsDelta(let value): try value.encode(to: encoder)
        case .responseMcpCallArgumentsDone(let value): try value.encode(to: encoder)
        case .responseMcpCallInProgress(let value): try value.encode(to: encoder)
        case .responseMcpCallCompleted(let value): try value.encode(to: encoder)
        case .responseMcpCallFailed(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
