// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Server events emitted by the Responses WebSocket server.
///
/// - Schema: `#/components/schemas/BetaResponsesServerEvent`
public nonisolated enum BetaResponsesServerEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// Emitted when there is a partial audio response.
    ///
    /// - `type`: `response.audio.delta`
    case responseAudioDelta(BetaResponsesServerEvent.ResponseAudioDelta)
    /// Emitted when the audio response is complete.
    ///
    /// - `type`: `response.audio.done`
    case responseAudioDone(BetaResponsesServerEvent.ResponseAudioDone)
    /// Emitted when there is a partial transcript of audio.
    ///
    /// - `type`: `response.audio.transcript.delta`
    case responseAudioTranscriptDelta(BetaResponsesServerEvent.ResponseAudioTranscriptDelta)
    /// Emitted when the full audio transcript is completed.
    ///
    /// - `type`: `response.audio.transcript.done`
    case responseAudioTranscriptDone(BetaResponsesServerEvent.ResponseAudioTranscriptDone)
    /// Emitted when a partial code snippet is streamed by the code interpreter.
    ///
    /// - `type`: `response.code_interpreter_call_code.delta`
    case responseCodeInterpreterCallCodeDelta(BetaResponsesServerEvent.ResponseCodeInterpreterCallCodeDelta)
    /// Emitted when the code snippet is finalized by the code interpreter.
    ///
    /// - `type`: `response.code_interpreter_call_code.done`
    case responseCodeInterpreterCallCodeDone(BetaResponsesServerEvent.ResponseCodeInterpreterCallCodeDone)
    /// Emitted when the code interpreter call is completed.
    ///
    /// - `type`: `response.code_interpreter_call.completed`
    case responseCodeInterpreterCallCompleted(BetaResponsesServerEvent.ResponseCodeInterpreterCallCompleted)
    /// Emitted when a code interpreter call is in progress.
    ///
    /// - `type`: `response.code_interpreter_call.in_progress`
    case responseCodeInterpreterCallInProgress(BetaResponsesServerEvent.ResponseCodeInterpreterCallInProgress)
    /// Emitted when the code interpreter is actively interpreting the code snippet.
    ///
    /// - `type`: `response.code_interpreter_call.interpreting`
    case responseCodeInterpreterCallInterpreting(BetaResponsesServerEvent.ResponseCodeInterpreterCallInterpreting)
    /// Emitted when the model response is complete.
    ///
    /// - `type`: `response.completed`
    case responseCompleted(BetaResponsesServerEvent.ResponseCompleted)
    /// Emitted when a new content part is added.
    ///
    /// - `type`: `response.content_part.added`
    case responseContentPartAdded(BetaResponsesServerEvent.ResponseContentPartAdded)
    /// Emitted when a content part is done.
    ///
    /// - `type`: `response.content_part.done`
    case responseContentPartDone(BetaResponsesServerEvent.ResponseContentPartDone)
    /// An event that is emitted when a response is created.
    ///
    /// - `type`: `response.created`
    case responseCreated(BetaResponsesServerEvent.ResponseCreated)
    /// Emitted when a file search call is completed (results found).
    ///
    /// - `type`: `response.file_search_call.completed`
    case responseFileSearchCallCompleted(BetaResponsesServerEvent.ResponseFileSearchCallCompleted)
    /// Emitted when a file search call is initiated.
    ///
    /// - `type`: `response.file_search_call.in_progress`
    case responseFileSearchCallInProgress(BetaResponsesServerEvent.ResponseFileSearchCallInProgress)
    /// Emitted when a file search is currently searching.
    ///
    /// - `type`: `response.file_search_call.searching`
    case responseFileSearchCallSearching(BetaResponsesServerEvent.ResponseFileSearchCallSearching)
    /// Emitted when there is a partial function-call arguments delta.
    ///
    /// - `type`: `response.function_call_arguments.delta`
    case responseFunctionCallArgumentsDelta(BetaResponsesServerEvent.ResponseFunctionCallArgumentsDelta)
    /// Emitted when function-call arguments are finalized.
    ///
    /// - `type`: `response.function_call_arguments.done`
    case responseFunctionCallArgumentsDone(BetaResponsesServerEvent.ResponseFunctionCallArgumentsDone)
    /// A streaming event that indicated a shell command was added to a tool call.
    ///
    /// - `type`: `response.shell_call_command.added`
    case responseShellCallCommandAdded(BetaResponsesServerEvent.ResponseShellCallCommandAdded)
    /// A streaming event that indicated a shell command was incrementally updated.
    ///
    /// - `type`: `response.shell_call_command.delta`
    case responseShellCallCommandDelta(BetaResponsesServerEvent.ResponseShellCallCommandDelta)
    /// A streaming event that indicated a shell command was completed.
    ///
    /// - `type`: `response.shell_call_command.done`
    case responseShellCallCommandDone(BetaResponsesServerEvent.ResponseShellCallCommandDone)
    /// A streaming event that indicated shell call output was incrementally added.
    ///
    /// - `type`: `response.shell_call_output_content.delta`
    case responseShellCallOutputContentDelta(BetaResponsesServerEvent.ResponseShellCallOutputContentDelta)
    /// A streaming event that indicated shell call output was completed.
    ///
    /// - `type`: `response.shell_call_output_content.done`
    case responseShellCallOutputContentDone(BetaResponsesServerEvent.ResponseShellCallOutputContentDone)
    /// Emitted when the response is in progress.
    ///
    /// - `type`: `response.in_progress`
    case responseInProgress(BetaResponsesServerEvent.ResponseInProgress)
    /// An event that is emitted when a response fails.
    ///
    /// - `type`: `response.failed`
    case responseFailed(BetaResponsesServerEvent.ResponseFailed)
    /// An event that is emitted when a response finishes as incomplete.
    ///
    /// - `type`: `response.incomplete`
    case responseIncomplete(BetaResponsesServerEvent.ResponseIncomplete)
    /// Emitted when a new output item is added.
    ///
    /// - `type`: `response.output_item.added`
    case responseOutputItemAdded(BetaResponsesServerEvent.ResponseOutputItemAdded)
    /// Emitted when an output item is marked done.
    ///
    /// - `type`: `response.output_item.done`
    case responseOutputItemDone(BetaResponsesServerEvent.ResponseOutputItemDone)
    /// Emitted when a new reasoning summary part is added.
    ///
    /// - `type`: `response.reasoning_summary_part.added`
    case responseReasoningSummaryPartAdded(BetaResponsesServerEvent.ResponseReasoningSummaryPartAdded)
    /// Emitted when a reasoning summary part is completed.
    ///
    /// - `type`: `response.reasoning_summary_part.done`
    case responseReasoningSummaryPartDone(BetaResponsesServerEvent.ResponseReasoningSummaryPartDone)
    /// Emitted when a delta is added to a reasoning summary text.
    ///
    /// - `type`: `response.reasoning_summary_text.delta`
    case responseReasoningSummaryTextDelta(BetaResponsesServerEvent.ResponseReasoningSummaryTextDelta)
    /// Emitted when a reasoning summary text is completed.
    ///
    /// - `type`: `response.reasoning_summary_text.done`
    case responseReasoningSummaryTextDone(BetaResponsesServerEvent.ResponseReasoningSummaryTextDone)
    /// Emitted when a delta is added to a reasoning text.
    ///
    /// - `type`: `response.reasoning_text.delta`
    case responseReasoningTextDelta(BetaResponsesServerEvent.ResponseReasoningTextDelta)
    /// Emitted when a reasoning text is completed.
    ///
    /// - `type`: `response.reasoning_text.done`
    case responseReasoningTextDone(BetaResponsesServerEvent.ResponseReasoningTextDone)
    /// Emitted when there is a partial refusal text.
    ///
    /// - `type`: `response.refusal.delta`
    case responseRefusalDelta(BetaResponsesServerEvent.ResponseRefusalDelta)
    /// Emitted when refusal text is finalized.
    ///
    /// - `type`: `response.refusal.done`
    case responseRefusalDone(BetaResponsesServerEvent.ResponseRefusalDone)
    /// Emitted when there is an additional text delta.
    ///
    /// - `type`: `response.output_text.delta`
    case responseOutputTextDelta(BetaResponsesServerEvent.ResponseOutputTextDelta)
    /// Emitted when text content is finalized.
    ///
    /// - `type`: `response.output_text.done`
    case responseOutputTextDone(BetaResponsesServerEvent.ResponseOutputTextDone)
    /// Emitted when a web search call is completed.
    ///
    /// - `type`: `response.web_search_call.completed`
    case responseWebSearchCallCompleted(BetaResponsesServerEvent.ResponseWebSearchCallCompleted)
    /// Emitted when a web search call is initiated.
    ///
    /// - `type`: `response.web_search_call.in_progress`
    case responseWebSearchCallInProgress(BetaResponsesServerEvent.ResponseWebSearchCallInProgress)
    /// Emitted when a web search call is executing.
    ///
    /// - `type`: `response.web_search_call.searching`
    case responseWebSearchCallSearching(BetaResponsesServerEvent.ResponseWebSearchCallSearching)
    /// Emitted when an image generation tool call has completed and the final image is available.
    ///
    /// - `type`: `response.image_generation_call.completed`
    case responseImageGenerationCallCompleted(BetaResponsesServerEvent.ResponseImageGenerationCallCompleted)
    /// Emitted when an image generation tool call is actively generating an image (intermediate state).
    ///
    /// - `type`: `response.image_generation_call.generating`
    case responseImageGenerationCallGenerating(BetaResponsesServerEvent.ResponseImageGenerationCallGenerating)
    /// Emitted when an image generation tool call is in progress.
    ///
    /// - `type`: `response.image_generation_call.in_progress`
    case responseImageGenerationCallInProgress(BetaResponsesServerEvent.ResponseImageGenerationCallInProgress)
    /// Emitted when a partial image is available during image generation streaming.
    ///
    /// - `type`: `response.image_generation_call.partial_image`
    case responseImageGenerationCallPartialImage(BetaResponsesServerEvent.ResponseImageGenerationCallPartialImage)
    /// Emitted when there is a delta (partial update) to the arguments of an MCP tool call.
    ///
    /// - `type`: `response.mcp_call_arguments.delta`
    case responseMcpCallArgumentsDelta(BetaResponsesServerEvent.ResponseMcpCallArgumentsDelta)
    /// Emitted when the arguments for an MCP tool call are finalized.
    ///
    /// - `type`: `response.mcp_call_arguments.done`
    case responseMcpCallArgumentsDone(BetaResponsesServerEvent.ResponseMcpCallArgumentsDone)
    /// Emitted when an MCP  tool call has completed successfully.
    ///
    /// - `type`: `response.mcp_call.completed`
    case responseMcpCallCompleted(BetaResponsesServerEvent.ResponseMcpCallCompleted)
    /// Emitted when an MCP  tool call has failed.
    ///
    /// - `type`: `response.mcp_call.failed`
    case responseMcpCallFailed(BetaResponsesServerEvent.ResponseMcpCallFailed)
    /// Emitted when an MCP  tool call is in progress.
    ///
    /// - `type`: `response.mcp_call.in_progress`
    case responseMcpCallInProgress(BetaResponsesServerEvent.ResponseMcpCallInProgress)
    /// Emitted when the list of available MCP tools has been successfully retrieved.
    ///
    /// - `type`: `response.mcp_list_tools.completed`
    case responseMcpListToolsCompleted(BetaResponsesServerEvent.ResponseMcpListToolsCompleted)
    /// Emitted when the attempt to list available MCP tools has failed.
    ///
    /// - `type`: `response.mcp_list_tools.failed`
    case responseMcpListToolsFailed(BetaResponsesServerEvent.ResponseMcpListToolsFailed)
    /// Emitted when the system is in the process of retrieving the list of available MCP tools.
    ///
    /// - `type`: `response.mcp_list_tools.in_progress`
    case responseMcpListToolsInProgress(BetaResponsesServerEvent.ResponseMcpListToolsInProgress)
    /// Emitted when an annotation is added to output text content.
    ///
    /// - `type`: `response.output_text.annotation.added`
    case responseOutputTextAnnotationAdded(BetaResponsesServerEvent.ResponseOutputTextAnnotationAdded)
    /// Emitted when a response is queued and waiting to be processed.
    ///
    /// - `type`: `response.queued`
    case responseQueued(BetaResponsesServerEvent.ResponseQueued)
    /// Event representing a delta (partial update) to the input of a custom tool call.
    ///
    /// - `type`: `response.custom_tool_call_input.delta`
    case responseCustomToolCallInputDelta(BetaResponsesServerEvent.ResponseCustomToolCallInputDelta)
    /// Event indicating that input for a custom tool call is complete.
    ///
    /// - `type`: `response.custom_tool_call_input.done`
    case responseCustomToolCallInputDone(BetaResponsesServerEvent.ResponseCustomToolCallInputDone)
    /// - `type`: `error`
    case error(BetaResponseWsError)
    /// - `type`: `response.inject.created`
    case responseInjectCreated(BetaResponseInjectCreatedEvent)
    /// - `type`: `response.inject.failed`
    case responseInjectFailed(BetaResponseInjectFailedEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// Emitted when there is a partial audio response.
    public nonisolated struct ResponseAudioDelta: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.audio.delta`.
        public var type: String

        /// A sequence number for this chunk of the stream response.
        public var sequenceNumber: Int

        /// A chunk of Base64 encoded response audio bytes.
        public var delta: String

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            sequenceNumber: Int,
            delta: String,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.audio.delta"
            self.sequenceNumber = sequenceNumber
            self.delta = delta
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                sequenceNumber: .emptyValue,
                delta: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.audio.delta")
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.delta, forKey: "delta")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when the audio response is complete.
    public nonisolated struct ResponseAudioDone: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.audio.done`.
        public var type: String

        /// The sequence number of the delta.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.audio.done"
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.audio.done")
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when there is a partial transcript of audio.
    public nonisolated struct ResponseAudioTranscriptDelta: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.audio.transcript.delta`.
        public var type: String

        /// The partial transcript of the audio response.
        public var delta: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            delta: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.audio.transcript.delta"
            self.delta = delta
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                delta: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.audio.transcript.delta")
            self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.delta, forKey: "delta")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when the full audio transcript is completed.
    public nonisolated struct ResponseAudioTranscriptDone: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.audio.transcript.done`.
        public var type: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.audio.transcript.done"
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.audio.transcript.done")
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a partial code snippet is streamed by the code interpreter.
    public nonisolated struct ResponseCodeInterpreterCallCodeDelta: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.code_interpreter_call_code.delta`.
        public var type: String

        /// The index of the output item in the response for which the code is being streamed.
        public var outputIndex: Int

        /// The unique identifier of the code interpreter tool call item.
        public var itemID: String

        /// The partial code snippet being streamed by the code interpreter.
        public var delta: String

        /// The sequence number of this event, used to order streaming events.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            itemID: String,
            delta: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.code_interpreter_call_code.delta"
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.delta = delta
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                delta: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.code_interpreter_call_code.delta")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.delta, forKey: "delta")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when the code snippet is finalized by the code interpreter.
    public nonisolated struct ResponseCodeInterpreterCallCodeDone: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.code_interpreter_call_code.done`.
        public var type: String

        /// The index of the output item in the response for which the code is finalized.
        public var outputIndex: Int

        /// The unique identifier of the code interpreter tool call item.
        public var itemID: String

        /// The final code snippet output by the code interpreter.
        public var code: String

        /// The sequence number of this event, used to order streaming events.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            itemID: String,
            code: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.code_interpreter_call_code.done"
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.code = code
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                code: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.code_interpreter_call_code.done")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.code = try container.decodeRequired(String.self, forKey: "code", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.code, forKey: "code")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when the code interpreter call is completed.
    public nonisolated struct ResponseCodeInterpreterCallCompleted: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.code_interpreter_call.completed`.
        public var type: String

        /// The index of the output item in the response for which the code interpreter call is completed.
        public var outputIndex: Int

        /// The unique identifier of the code interpreter tool call item.
        public var itemID: String

        /// The sequence number of this event, used to order streaming events.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            itemID: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.code_interpreter_call.completed"
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.code_interpreter_call.completed")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a code interpreter call is in progress.
    public nonisolated struct ResponseCodeInterpreterCallInProgress: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.code_interpreter_call.in_progress`.
        public var type: String

        /// The index of the output item in the response for which the code interpreter call is in progress.
        public var outputIndex: Int

        /// The unique identifier of the code interpreter tool call item.
        public var itemID: String

        /// The sequence number of this event, used to order streaming events.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            itemID: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.code_interpreter_call.in_progress"
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.code_interpreter_call.in_progress")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when the code interpreter is actively interpreting the code snippet.
    public nonisolated struct ResponseCodeInterpreterCallInterpreting: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.code_interpreter_call.interpreting`.
        public var type: String

        /// The index of the output item in the response for which the code interpreter is interpreting code.
        public var outputIndex: Int

        /// The unique identifier of the code interpreter tool call item.
        public var itemID: String

        /// The sequence number of this event, used to order streaming events.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            itemID: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.code_interpreter_call.interpreting"
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.code_interpreter_call.interpreting")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when the model response is complete.
    public nonisolated struct ResponseCompleted: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.completed`.
        public var type: String

        /// Properties of the completed response.
        public var response: BetaResponse

        /// The sequence number for this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            response: BetaResponse,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.completed"
            self.response = response
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                response: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.completed")
            self.response = try container.decodeRequired(BetaResponse.self, forKey: "response", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.response, forKey: "response")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a new content part is added.
    public nonisolated struct ResponseContentPartAdded: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.content_part.added`.
        public var type: String

        /// The ID of the output item that the content part was added to.
        public var itemID: String

        /// The index of the output item that the content part was added to.
        public var outputIndex: Int

        /// The index of the content part that was added.
        public var contentIndex: Int

        /// The content part that was added.
        public var part: OutputContent

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            contentIndex: Int,
            part: OutputContent,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.content_part.added"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.contentIndex = contentIndex
            self.part = part
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                contentIndex: .emptyValue,
                part: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.content_part.added")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
            self.part = try container.decodeRequired(OutputContent.self, forKey: "part", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.contentIndex, forKey: "content_index")
            try container.encode(self.part, forKey: "part")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a content part is done.
    public nonisolated struct ResponseContentPartDone: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.content_part.done`.
        public var type: String

        /// The ID of the output item that the content part was added to.
        public var itemID: String

        /// The index of the output item that the content part was added to.
        public var outputIndex: Int

        /// The index of the content part that is done.
        public var contentIndex: Int

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The content part that is done.
        public var part: OutputContent

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            contentIndex: Int,
            sequenceNumber: Int,
            part: OutputContent,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.content_part.done"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.contentIndex = contentIndex
            self.sequenceNumber = sequenceNumber
            self.part = part
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                contentIndex: .emptyValue,
                sequenceNumber: .emptyValue,
                part: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.content_part.done")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.part = try container.decodeRequired(OutputContent.self, forKey: "part", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.contentIndex, forKey: "content_index")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.part, forKey: "part")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// An event that is emitted when a response is created.
    public nonisolated struct ResponseCreated: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.created`.
        public var type: String

        /// The response that was created.
        public var response: BetaResponse

        /// The sequence number for this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            response: BetaResponse,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.created"
            self.response = response
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                response: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.created")
            self.response = try container.decodeRequired(BetaResponse.self, forKey: "response", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.response, forKey: "response")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a file search call is completed (results found).
    public nonisolated struct ResponseFileSearchCallCompleted: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.file_search_call.completed`.
        public var type: String

        /// The index of the output item that the file search call is initiated.
        public var outputIndex: Int

        /// The ID of the output item that the file search call is initiated.
        public var itemID: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            itemID: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.file_search_call.completed"
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.file_search_call.completed")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a file search call is initiated.
    public nonisolated struct ResponseFileSearchCallInProgress: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.file_search_call.in_progress`.
        public var type: String

        /// The index of the output item that the file search call is initiated.
        public var outputIndex: Int

        /// The ID of the output item that the file search call is initiated.
        public var itemID: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            itemID: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.file_search_call.in_progress"
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.file_search_call.in_progress")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a file search is currently searching.
    public nonisolated struct ResponseFileSearchCallSearching: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.file_search_call.searching`.
        public var type: String

        /// The index of the output item that the file search call is searching.
        public var outputIndex: Int

        /// The ID of the output item that the file search call is initiated.
        public var itemID: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            itemID: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.file_search_call.searching"
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.file_search_call.searching")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when there is a partial function-call arguments delta.
    public nonisolated struct ResponseFunctionCallArgumentsDelta: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.function_call_arguments.delta`.
        public var type: String

        /// The ID of the output item that the function-call arguments delta is added to.
        public var itemID: String

        /// The index of the output item that the function-call arguments delta is added to.
        public var outputIndex: Int

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The function-call arguments delta that is added.
        public var delta: String

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            sequenceNumber: Int,
            delta: String,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.function_call_arguments.delta"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.sequenceNumber = sequenceNumber
            self.delta = delta
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                sequenceNumber: .emptyValue,
                delta: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.function_call_arguments.delta")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.delta, forKey: "delta")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when function-call arguments are finalized.
    public nonisolated struct ResponseFunctionCallArgumentsDone: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        public var type: String

        /// The ID of the item.
        public var itemID: String

        /// The name of the function that was called.
        public var name: String

        /// The index of the output item.
        public var outputIndex: Int

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The function-call arguments.
        public var arguments: String

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            name: String,
            outputIndex: Int,
            sequenceNumber: Int,
            arguments: String,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.function_call_arguments.done"
            self.itemID = itemID
            self.name = name
            self.outputIndex = outputIndex
            self.sequenceNumber = sequenceNumber
            self.arguments = arguments
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                name: .emptyValue,
                outputIndex: .emptyValue,
                sequenceNumber: .emptyValue,
                arguments: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.function_call_arguments.done")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.arguments = try container.decodeRequired(String.self, forKey: "arguments", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.name, forKey: "name")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.arguments, forKey: "arguments")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// A streaming event that indicated a shell command was added to a tool call.
    public nonisolated struct ResponseShellCallCommandAdded: Codable, Equatable, Sendable, EmptyDecodable {
        /// The type of the event, always `response.shell_call_command.added`.
        public var type: String

        /// The sequence number of the event that was emitted.
        public var sequenceNumber: Int

        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The index of the output item that was updated.
        public var outputIndex: Int

        /// The index of the shell command that was added.
        public var commandIndex: Int

        /// The shell command that was added.
        public var command: String

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        public init(
            sequenceNumber: Int,
            outputIndex: Int,
            commandIndex: Int,
            command: String,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.type = "response.shell_call_command.added"
            self.sequenceNumber = sequenceNumber
            self.agent = agent
            self.outputIndex = outputIndex
            self.commandIndex = commandIndex
            self.command = command
            self.streamID = streamID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                sequenceNumber: .emptyValue,
                outputIndex: .emptyValue,
                commandIndex: .emptyValue,
                command: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.shell_call_command.added")
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.commandIndex = try container.decodeRequired(Int.self, forKey: "command_index", in: decoder)
            self.command = try container.decodeRequired(String.self, forKey: "command", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.type, forKey: "type")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.commandIndex, forKey: "command_index")
            try container.encode(self.command, forKey: "command")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// A streaming event that indicated a shell command was incrementally updated.
    public nonisolated struct ResponseShellCallCommandDelta: Codable, Equatable, Sendable, EmptyDecodable {
        /// The type of the event, always `response.shell_call_command.delta`.
        public var type: String

        /// The sequence number of the event that was emitted.
        public var sequenceNumber: Int

        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The index of the output item that was updated.
        public var outputIndex: Int

        /// The index of the shell command that was updated.
        public var commandIndex: Int

        /// The shell command delta that was appended.
        public var delta: String

        /// An obfuscation string that was added to pad the event payload.
        public var obfuscation: String?

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        public init(
            sequenceNumber: Int,
            outputIndex: Int,
            commandIndex: Int,
            delta: String,
            agent: BetaAgentTag? = nil,
            obfuscation: String? = nil,
            streamID: String? = nil
        ) {
            self.type = "response.shell_call_command.delta"
            self.sequenceNumber = sequenceNumber
            self.agent = agent
            self.outputIndex = outputIndex
            self.commandIndex = commandIndex
            self.delta = delta
            self.obfuscation = obfuscation
            self.streamID = streamID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                sequenceNumber: .emptyValue,
                outputIndex: .emptyValue,
                commandIndex: .emptyValue,
                delta: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.shell_call_command.delta")
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.commandIndex = try container.decodeRequired(Int.self, forKey: "command_index", in: decoder)
            self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
            self.obfuscation = try container.decodeIfPresent(String.self, forKey: "obfuscation")
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.type, forKey: "type")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.commandIndex, forKey: "command_index")
            try container.encode(self.delta, forKey: "delta")
            try container.encodeIfPresent(self.obfuscation, forKey: "obfuscation")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// A streaming event that indicated a shell command was completed.
    public nonisolated struct ResponseShellCallCommandDone: Codable, Equatable, Sendable, EmptyDecodable {
        /// The type of the event, always `response.shell_call_command.done`.
        public var type: String

        /// The sequence number of the event that was emitted.
        public var sequenceNumber: Int

        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The index of the output item that was updated.
        public var outputIndex: Int

        /// The index of the shell command that was completed.
        public var commandIndex: Int

        /// The final shell command that was emitted.
        public var command: String

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        public init(
            sequenceNumber: Int,
            outputIndex: Int,
            commandIndex: Int,
            command: String,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.type = "response.shell_call_command.done"
            self.sequenceNumber = sequenceNumber
            self.agent = agent
            self.outputIndex = outputIndex
            self.commandIndex = commandIndex
            self.command = command
            self.streamID = streamID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                sequenceNumber: .emptyValue,
                outputIndex: .emptyValue,
                commandIndex: .emptyValue,
                command: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.shell_call_command.done")
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.commandIndex = try container.decodeRequired(Int.self, forKey: "command_index", in: decoder)
            self.command = try container.decodeRequired(String.self, forKey: "command", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.type, forKey: "type")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.commandIndex, forKey: "command_index")
            try container.encode(self.command, forKey: "command")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// A streaming event that indicated shell call output was incrementally added.
    public nonisolated struct ResponseShellCallOutputContentDelta: Codable, Equatable, Sendable, EmptyDecodable {
        /// The type of the event, always `response.shell_call_output_content.delta`.
        public var type: String

        /// The sequence number of the event that was emitted.
        public var sequenceNumber: Int

        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The ID of the output item that was updated.
        public var itemID: String

        /// The index of the output item that was updated.
        public var outputIndex: Int

        /// The index of the shell command that produced output.
        public var commandIndex: Int

        /// The stdout/stderr delta that was emitted.
        public var delta: ShellCallOutputDelta

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        public init(
            sequenceNumber: Int,
            itemID: String,
            outputIndex: Int,
            commandIndex: Int,
            delta: ShellCallOutputDelta,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.type = "response.shell_call_output_content.delta"
            self.sequenceNumber = sequenceNumber
            self.agent = agent
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.commandIndex = commandIndex
            self.delta = delta
            self.streamID = streamID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                sequenceNumber: .emptyValue,
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                commandIndex: .emptyValue,
                delta: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.shell_call_output_content.delta")
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.commandIndex = try container.decodeRequired(Int.self, forKey: "command_index", in: decoder)
            self.delta = try container.decodeRequired(ShellCallOutputDelta.self, forKey: "delta", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.type, forKey: "type")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.commandIndex, forKey: "command_index")
            try container.encode(self.delta, forKey: "delta")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// A streaming event that indicated shell call output was completed.
    public nonisolated struct ResponseShellCallOutputContentDone: Codable, Equatable, Sendable, EmptyDecodable {
        /// The type of the event, always `response.shell_call_output_content.done`.
        public var type: String

        /// The sequence number of the event that was emitted.
        public var sequenceNumber: Int

        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The ID of the output item that was updated.
        public var itemID: String

        /// The index of the output item that was updated.
        public var outputIndex: Int

        /// The index of the shell command that produced output.
        public var commandIndex: Int

        /// The output contents emitted for the shell command.
        public var output: [FunctionShellCallOutputContent]

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        public init(
            sequenceNumber: Int,
            itemID: String,
            outputIndex: Int,
            commandIndex: Int,
            output: [FunctionShellCallOutputContent],
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.type = "response.shell_call_output_content.done"
            self.sequenceNumber = sequenceNumber
            self.agent = agent
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.commandIndex = commandIndex
            self.output = output
            self.streamID = streamID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                sequenceNumber: .emptyValue,
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                commandIndex: .emptyValue,
                output: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.shell_call_output_content.done")
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.commandIndex = try container.decodeRequired(Int.self, forKey: "command_index", in: decoder)
            self.output = try container.decodeRequired([FunctionShellCallOutputContent].self, forKey: "output", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.type, forKey: "type")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.commandIndex, forKey: "command_index")
            try container.encode(self.output, forKey: "output")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when the response is in progress.
    public nonisolated struct ResponseInProgress: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.in_progress`.
        public var type: String

        /// The response that is in progress.
        public var response: BetaResponse

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            response: BetaResponse,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.in_progress"
            self.response = response
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                response: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.in_progress")
            self.response = try container.decodeRequired(BetaResponse.self, forKey: "response", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.response, forKey: "response")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// An event that is emitted when a response fails.
    public nonisolated struct ResponseFailed: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.failed`.
        public var type: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The response that failed.
        public var response: BetaResponse

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            sequenceNumber: Int,
            response: BetaResponse,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.failed"
            self.sequenceNumber = sequenceNumber
            self.response = response
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                sequenceNumber: .emptyValue,
                response: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.failed")
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.response = try container.decodeRequired(BetaResponse.self, forKey: "response", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.response, forKey: "response")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// An event that is emitted when a response finishes as incomplete.
    public nonisolated struct ResponseIncomplete: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.incomplete`.
        public var type: String

        /// The response that was incomplete.
        public var response: BetaResponse

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            response: BetaResponse,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.incomplete"
            self.response = response
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                response: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.incomplete")
            self.response = try container.decodeRequired(BetaResponse.self, forKey: "response", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.response, forKey: "response")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a new output item is added.
    public nonisolated struct ResponseOutputItemAdded: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.output_item.added`.
        public var type: String

        /// The index of the output item that was added.
        public var outputIndex: Int

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The output item that was added. For reasoning items, `encrypted_content`
        /// may be incomplete while the item is in progress. Use the reasoning item
        /// from the corresponding `response.output_item.done` event when passing it
        /// as input to a subsequent request.
        public var item: BetaOutputItem

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            sequenceNumber: Int,
            item: BetaOutputItem,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.output_item.added"
            self.outputIndex = outputIndex
            self.sequenceNumber = sequenceNumber
            self.item = item
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                sequenceNumber: .emptyValue,
                item: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.output_item.added")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.item = try container.decodeRequired(BetaOutputItem.self, forKey: "item", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.item, forKey: "item")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when an output item is marked done.
    public nonisolated struct ResponseOutputItemDone: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.output_item.done`.
        public var type: String

        /// The index of the output item that was marked done.
        public var outputIndex: Int

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The output item that was marked done.
        public var item: BetaOutputItem

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            sequenceNumber: Int,
            item: BetaOutputItem,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.output_item.done"
            self.outputIndex = outputIndex
            self.sequenceNumber = sequenceNumber
            self.item = item
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                sequenceNumber: .emptyValue,
                item: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.output_item.done")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.item = try container.decodeRequired(BetaOutputItem.self, forKey: "item", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.item, forKey: "item")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a new reasoning summary part is added.
    public nonisolated struct ResponseReasoningSummaryPartAdded: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.reasoning_summary_part.added`.
        public var type: String

        /// The ID of the item this summary part is associated with.
        public var itemID: String

        /// The index of the output item this summary part is associated with.
        public var outputIndex: Int

        /// The index of the summary part within the reasoning summary.
        public var summaryIndex: Int

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The summary part that was added.
        public var part: BetaResponsesServerEvent.ResponseReasoningSummaryPartAdded.Part

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            summaryIndex: Int,
            sequenceNumber: Int,
            part: BetaResponsesServerEvent.ResponseReasoningSummaryPartAdded.Part,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.reasoning_summary_part.added"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.summaryIndex = summaryIndex
            self.sequenceNumber = sequenceNumber
            self.part = part
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                summaryIndex: .emptyValue,
                sequenceNumber: .emptyValue,
                part: .emptyValue
            )
        }

        /// The summary part that was added.
        public nonisolated struct Part: Codable, Equatable, Sendable, EmptyDecodable {
            /// The type of the summary part. Always `summary_text`.
            public var type: String

            /// The text of the summary part.
            public var text: String

            public init(
                text: String
            ) {
                self.type = "summary_text"
                self.text = text
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self {
                Self(
                    text: .emptyValue
                )
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "summary_text")
                self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.type, forKey: "type")
                try container.encode(self.text, forKey: "text")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.reasoning_summary_part.added")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.summaryIndex = try container.decodeRequired(Int.self, forKey: "summary_index", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.part = try container.decodeRequired(BetaResponsesServerEvent.ResponseReasoningSummaryPartAdded.Part.self, forKey: "part", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.summaryIndex, forKey: "summary_index")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.part, forKey: "part")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a reasoning summary part is completed.
    public nonisolated struct ResponseReasoningSummaryPartDone: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.reasoning_summary_part.done`.
        public var type: String

        /// The ID of the item this summary part is associated with.
        public var itemID: String

        /// The index of the output item this summary part is associated with.
        public var outputIndex: Int

        /// The index of the summary part within the reasoning summary.
        public var summaryIndex: Int

        /// The completion status of the summary part. Omitted when the part completed
        /// normally and set to `incomplete` when generation was interrupted.
        public var status: String?

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The completed summary part.
        public var part: BetaResponsesServerEvent.ResponseReasoningSummaryPartDone.Part

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            summaryIndex: Int,
            sequenceNumber: Int,
            part: BetaResponsesServerEvent.ResponseReasoningSummaryPartDone.Part,
            agent: BetaAgentTag? = nil,
            status: String? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.reasoning_summary_part.done"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.summaryIndex = summaryIndex
            self.status = status
            self.sequenceNumber = sequenceNumber
            self.part = part
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                summaryIndex: .emptyValue,
                sequenceNumber: .emptyValue,
                part: .emptyValue
            )
        }

        /// The completed summary part.
        public nonisolated struct Part: Codable, Equatable, Sendable, EmptyDecodable {
            /// The type of the summary part. Always `summary_text`.
            public var type: String

            /// The text of the summary part.
            public var text: String

            public init(
                text: String
            ) {
                self.type = "summary_text"
                self.text = text
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self {
                Self(
                    text: .emptyValue
                )
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "summary_text")
                self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.type, forKey: "type")
                try container.encode(self.text, forKey: "text")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.reasoning_summary_part.done")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.summaryIndex = try container.decodeRequired(Int.self, forKey: "summary_index", in: decoder)
            self.status = try container.decodeIfPresent(String.self, forKey: "status")
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.part = try container.decodeRequired(BetaResponsesServerEvent.ResponseReasoningSummaryPartDone.Part.self, forKey: "part", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.summaryIndex, forKey: "summary_index")
            try container.encodeIfPresent(self.status, forKey: "status")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.part, forKey: "part")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a delta is added to a reasoning summary text.
    public nonisolated struct ResponseReasoningSummaryTextDelta: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.reasoning_summary_text.delta`.
        public var type: String

        /// The ID of the item this summary text delta is associated with.
        public var itemID: String

        /// The index of the output item this summary text delta is associated with.
        public var outputIndex: Int

        /// The index of the summary part within the reasoning summary.
        public var summaryIndex: Int

        /// The text delta that was added to the summary.
        public var delta: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            summaryIndex: Int,
            delta: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.reasoning_summary_text.delta"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.summaryIndex = summaryIndex
            self.delta = delta
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                summaryIndex: .emptyValue,
                delta: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.reasoning_summary_text.delta")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.summaryIndex = try container.decodeRequired(Int.self, forKey: "summary_index", in: decoder)
            self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.summaryIndex, forKey: "summary_index")
            try container.encode(self.delta, forKey: "delta")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a reasoning summary text is completed.
    public nonisolated struct ResponseReasoningSummaryTextDone: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.reasoning_summary_text.done`.
        public var type: String

        /// The ID of the item this summary text is associated with.
        public var itemID: String

        /// The index of the output item this summary text is associated with.
        public var outputIndex: Int

        /// The index of the summary part within the reasoning summary.
        public var summaryIndex: Int

        /// The full text of the completed reasoning summary.
        public var text: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            summaryIndex: Int,
            text: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.reasoning_summary_text.done"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.summaryIndex = summaryIndex
            self.text = text
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                summaryIndex: .emptyValue,
                text: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.reasoning_summary_text.done")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.summaryIndex = try container.decodeRequired(Int.self, forKey: "summary_index", in: decoder)
            self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.summaryIndex, forKey: "summary_index")
            try container.encode(self.text, forKey: "text")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a delta is added to a reasoning text.
    public nonisolated struct ResponseReasoningTextDelta: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.reasoning_text.delta`.
        public var type: String

        /// The ID of the item this reasoning text delta is associated with.
        public var itemID: String

        /// The index of the output item this reasoning text delta is associated with.
        public var outputIndex: Int

        /// The index of the reasoning content part this delta is associated with.
        public var contentIndex: Int

        /// The text delta that was added to the reasoning content.
        public var delta: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            contentIndex: Int,
            delta: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.reasoning_text.delta"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.contentIndex = contentIndex
            self.delta = delta
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                contentIndex: .emptyValue,
                delta: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.reasoning_text.delta")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
            self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.contentIndex, forKey: "content_index")
            try container.encode(self.delta, forKey: "delta")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a reasoning text is completed.
    public nonisolated struct ResponseReasoningTextDone: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.reasoning_text.done`.
        public var type: String

        /// The ID of the item this reasoning text is associated with.
        public var itemID: String

        /// The index of the output item this reasoning text is associated with.
        public var outputIndex: Int

        /// The index of the reasoning content part.
        public var contentIndex: Int

        /// The full text of the completed reasoning content.
        public var text: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            contentIndex: Int,
            text: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.reasoning_text.done"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.contentIndex = contentIndex
            self.text = text
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                contentIndex: .emptyValue,
                text: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.reasoning_text.done")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
            self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.contentIndex, forKey: "content_index")
            try container.encode(self.text, forKey: "text")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when there is a partial refusal text.
    public nonisolated struct ResponseRefusalDelta: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.refusal.delta`.
        public var type: String

        /// The ID of the output item that the refusal text is added to.
        public var itemID: String

        /// The index of the output item that the refusal text is added to.
        public var outputIndex: Int

        /// The index of the content part that the refusal text is added to.
        public var contentIndex: Int

        /// The refusal text that is added.
        public var delta: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            contentIndex: Int,
            delta: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.refusal.delta"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.contentIndex = contentIndex
            self.delta = delta
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                contentIndex: .emptyValue,
                delta: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.refusal.delta")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
            self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.contentIndex, forKey: "content_index")
            try container.encode(self.delta, forKey: "delta")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when refusal text is finalized.
    public nonisolated struct ResponseRefusalDone: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.refusal.done`.
        public var type: String

        /// The ID of the output item that the refusal text is finalized.
        public var itemID: String

        /// The index of the output item that the refusal text is finalized.
        public var outputIndex: Int

        /// The index of the content part that the refusal text is finalized.
        public var contentIndex: Int

        /// The refusal text that is finalized.
        public var refusal: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            contentIndex: Int,
            refusal: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.refusal.done"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.contentIndex = contentIndex
            self.refusal = refusal
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                contentIndex: .emptyValue,
                refusal: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.refusal.done")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
            self.refusal = try container.decodeRequired(String.self, forKey: "refusal", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.contentIndex, forKey: "content_index")
            try container.encode(self.refusal, forKey: "refusal")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when there is an additional text delta.
    public nonisolated struct ResponseOutputTextDelta: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.output_text.delta`.
        public var type: String

        /// The ID of the output item that the text delta was added to.
        public var itemID: String

        /// The index of the output item that the text delta was added to.
        public var outputIndex: Int

        /// The index of the content part that the text delta was added to.
        public var contentIndex: Int

        /// The text delta that was added.
        public var delta: String

        /// The sequence number for this event.
        public var sequenceNumber: Int

        /// The log probabilities of the tokens in the delta.
        public var logprobs: [ResponseLogProb]

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            contentIndex: Int,
            delta: String,
            sequenceNumber: Int,
            logprobs: [ResponseLogProb],
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.output_text.delta"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.contentIndex = contentIndex
            self.delta = delta
            self.sequenceNumber = sequenceNumber
            self.logprobs = logprobs
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                contentIndex: .emptyValue,
                delta: .emptyValue,
                sequenceNumber: .emptyValue,
                logprobs: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.output_text.delta")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
            self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.logprobs = try container.decodeRequired([ResponseLogProb].self, forKey: "logprobs", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.contentIndex, forKey: "content_index")
            try container.encode(self.delta, forKey: "delta")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.logprobs, forKey: "logprobs")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when text content is finalized.
    public nonisolated struct ResponseOutputTextDone: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.output_text.done`.
        public var type: String

        /// The ID of the output item that the text content is finalized.
        public var itemID: String

        /// The index of the output item that the text content is finalized.
        public var outputIndex: Int

        /// The index of the content part that the text content is finalized.
        public var contentIndex: Int

        /// The text content that is finalized.
        public var text: String

        /// The sequence number for this event.
        public var sequenceNumber: Int

        /// The log probabilities of the tokens in the delta.
        public var logprobs: [ResponseLogProb]

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            contentIndex: Int,
            text: String,
            sequenceNumber: Int,
            logprobs: [ResponseLogProb],
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.output_text.done"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.contentIndex = contentIndex
            self.text = text
            self.sequenceNumber = sequenceNumber
            self.logprobs = logprobs
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                contentIndex: .emptyValue,
                text: .emptyValue,
                sequenceNumber: .emptyValue,
                logprobs: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.output_text.done")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
            self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.logprobs = try container.decodeRequired([ResponseLogProb].self, forKey: "logprobs", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.contentIndex, forKey: "content_index")
            try container.encode(self.text, forKey: "text")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.logprobs, forKey: "logprobs")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a web search call is completed.
    public nonisolated struct ResponseWebSearchCallCompleted: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.web_search_call.completed`.
        public var type: String

        /// The index of the output item that the web search call is associated with.
        public var outputIndex: Int

        /// Unique ID for the output item associated with the web search call.
        public var itemID: String

        /// The sequence number of the web search call being processed.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            itemID: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.web_search_call.completed"
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.web_search_call.completed")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a web search call is initiated.
    public nonisolated struct ResponseWebSearchCallInProgress: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.web_search_call.in_progress`.
        public var type: String

        /// The index of the output item that the web search call is associated with.
        public var outputIndex: Int

        /// Unique ID for the output item associated with the web search call.
        public var itemID: String

        /// The sequence number of the web search call being processed.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            itemID: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.web_search_call.in_progress"
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.web_search_call.in_progress")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a web search call is executing.
    public nonisolated struct ResponseWebSearchCallSearching: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always `response.web_search_call.searching`.
        public var type: String

        /// The index of the output item that the web search call is associated with.
        public var outputIndex: Int

        /// Unique ID for the output item associated with the web search call.
        public var itemID: String

        /// The sequence number of the web search call being processed.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            itemID: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.web_search_call.searching"
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.web_search_call.searching")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when an image generation tool call has completed and the final image is available.
    public nonisolated struct ResponseImageGenerationCallCompleted: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always 'response.image_generation_call.completed'.
        public var type: String

        /// The index of the output item in the response's output array.
        public var outputIndex: Int

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The unique identifier of the image generation item being processed.
        public var itemID: String

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            sequenceNumber: Int,
            itemID: String,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.image_generation_call.completed"
            self.outputIndex = outputIndex
            self.sequenceNumber = sequenceNumber
            self.itemID = itemID
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                sequenceNumber: .emptyValue,
                itemID: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.image_generation_call.completed")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when an image generation tool call is actively generating an image (intermediate state).
    public nonisolated struct ResponseImageGenerationCallGenerating: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always 'response.image_generation_call.generating'.
        public var type: String

        /// The index of the output item in the response's output array.
        public var outputIndex: Int

        /// The unique identifier of the image generation item being processed.
        public var itemID: String

        /// The sequence number of the image generation item being processed.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            itemID: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.image_generation_call.generating"
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.image_generation_call.generating")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when an image generation tool call is in progress.
    public nonisolated struct ResponseImageGenerationCallInProgress: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always 'response.image_generation_call.in_progress'.
        public var type: String

        /// The index of the output item in the response's output array.
        public var outputIndex: Int

        /// The unique identifier of the image generation item being processed.
        public var itemID: String

        /// The sequence number of the image generation item being processed.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            itemID: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.image_generation_call.in_progress"
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.image_generation_call.in_progress")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a partial image is available during image generation streaming.
    public nonisolated struct ResponseImageGenerationCallPartialImage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always 'response.image_generation_call.partial_image'.
        public var type: String

        /// The index of the output item in the response's output array.
        public var outputIndex: Int

        /// The unique identifier of the image generation item being processed.
        public var itemID: String

        /// The sequence number of the image generation item being processed.
        public var sequenceNumber: Int

        /// 0-based index for the partial image (backend is 1-based, but this is 0-based for the user).
        public var partialImageIndex: Int

        /// Base64-encoded partial image data, suitable for rendering as an image.
        public var partialImageB64: String

        /// The image size that was used.
        public var size: String?

        /// The image quality that was used.
        public var quality: String?

        /// The background setting that was used.
        public var background: String?

        /// The output format that was used.
        public var outputFormat: String?

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            itemID: String,
            sequenceNumber: Int,
            partialImageIndex: Int,
            partialImageB64: String,
            agent: BetaAgentTag? = nil,
            size: String? = nil,
            quality: String? = nil,
            background: String? = nil,
            outputFormat: String? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.image_generation_call.partial_image"
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.sequenceNumber = sequenceNumber
            self.partialImageIndex = partialImageIndex
            self.partialImageB64 = partialImageB64
            self.size = size
            self.quality = quality
            self.background = background
            self.outputFormat = outputFormat
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                sequenceNumber: .emptyValue,
                partialImageIndex: .emptyValue,
                partialImageB64: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.image_generation_call.partial_image")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.partialImageIndex = try container.decodeRequired(Int.self, forKey: "partial_image_index", in: decoder)
            self.partialImageB64 = try container.decodeRequired(String.self, forKey: "partial_image_b64", in: decoder)
            self.size = try container.decodeIfPresent(String.self, forKey: "size")
            self.quality = try container.decodeIfPresent(String.self, forKey: "quality")
            self.background = try container.decodeIfPresent(String.self, forKey: "background")
            self.outputFormat = try container.decodeIfPresent(String.self, forKey: "output_format")
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.partialImageIndex, forKey: "partial_image_index")
            try container.encode(self.partialImageB64, forKey: "partial_image_b64")
            try container.encodeIfPresent(self.size, forKey: "size")
            try container.encodeIfPresent(self.quality, forKey: "quality")
            try container.encodeIfPresent(self.background, forKey: "background")
            try container.encodeIfPresent(self.outputFormat, forKey: "output_format")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when there is a delta (partial update) to the arguments of an MCP tool call.
    public nonisolated struct ResponseMcpCallArgumentsDelta: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always 'response.mcp_call_arguments.delta'.
        public var type: String

        /// The index of the output item in the response's output array.
        public var outputIndex: Int

        /// The unique identifier of the MCP tool call item being processed.
        public var itemID: String

        /// A JSON string containing the partial update to the arguments for the MCP tool call.
        public var delta: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            itemID: String,
            delta: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.mcp_call_arguments.delta"
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.delta = delta
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                delta: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.mcp_call_arguments.delta")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.delta, forKey: "delta")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when the arguments for an MCP tool call are finalized.
    public nonisolated struct ResponseMcpCallArgumentsDone: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always 'response.mcp_call_arguments.done'.
        public var type: String

        /// The index of the output item in the response's output array.
        public var outputIndex: Int

        /// The unique identifier of the MCP tool call item being processed.
        public var itemID: String

        /// A JSON string containing the finalized arguments for the MCP tool call.
        public var arguments: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            outputIndex: Int,
            itemID: String,
            arguments: String,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.mcp_call_arguments.done"
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.arguments = arguments
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                arguments: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.mcp_call_arguments.done")
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.arguments = try container.decodeRequired(String.self, forKey: "arguments", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.arguments, forKey: "arguments")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when an MCP  tool call has completed successfully.
    public nonisolated struct ResponseMcpCallCompleted: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always 'response.mcp_call.completed'.
        public var type: String

        /// The ID of the MCP tool call item that completed.
        public var itemID: String

        /// The index of the output item that completed.
        public var outputIndex: Int

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.mcp_call.completed"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.mcp_call.completed")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when an MCP  tool call has failed.
    public nonisolated struct ResponseMcpCallFailed: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always 'response.mcp_call.failed'.
        public var type: String

        /// The ID of the MCP tool call item that failed.
        public var itemID: String

        /// The index of the output item that failed.
        public var outputIndex: Int

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.mcp_call.failed"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.mcp_call.failed")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when an MCP  tool call is in progress.
    public nonisolated struct ResponseMcpCallInProgress: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always 'response.mcp_call.in_progress'.
        public var type: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The index of the output item in the response's output array.
        public var outputIndex: Int

        /// The unique identifier of the MCP tool call item being processed.
        public var itemID: String

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            sequenceNumber: Int,
            outputIndex: Int,
            itemID: String,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.mcp_call.in_progress"
            self.sequenceNumber = sequenceNumber
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                sequenceNumber: .emptyValue,
                outputIndex: .emptyValue,
                itemID: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.mcp_call.in_progress")
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when the list of available MCP tools has been successfully retrieved.
    public nonisolated struct ResponseMcpListToolsCompleted: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always 'response.mcp_list_tools.completed'.
        public var type: String

        /// The ID of the MCP tool call item that produced this output.
        public var itemID: String

        /// The index of the output item that was processed.
        public var outputIndex: Int

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.mcp_list_tools.completed"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.mcp_list_tools.completed")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when the attempt to list available MCP tools has failed.
    public nonisolated struct ResponseMcpListToolsFailed: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always 'response.mcp_list_tools.failed'.
        public var type: String

        /// The ID of the MCP tool call item that failed.
        public var itemID: String

        /// The index of the output item that failed.
        public var outputIndex: Int

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.mcp_list_tools.failed"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.mcp_list_tools.failed")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when the system is in the process of retrieving the list of available MCP tools.
    public nonisolated struct ResponseMcpListToolsInProgress: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always 'response.mcp_list_tools.in_progress'.
        public var type: String

        /// The ID of the MCP tool call item that is being processed.
        public var itemID: String

        /// The index of the output item that is being processed.
        public var outputIndex: Int

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.mcp_list_tools.in_progress"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.mcp_list_tools.in_progress")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when an annotation is added to output text content.
    public nonisolated struct ResponseOutputTextAnnotationAdded: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always 'response.output_text.annotation.added'.
        public var type: String

        /// The unique identifier of the item to which the annotation is being added.
        public var itemID: String

        /// The index of the output item in the response's output array.
        public var outputIndex: Int

        /// The index of the content part within the output item.
        public var contentIndex: Int

        /// The index of the annotation within the content part.
        public var annotationIndex: Int

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The annotation object being added. (See annotation schema for details.)
        public var annotation: OpenAIResponses.Annotation?

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            itemID: String,
            outputIndex: Int,
            contentIndex: Int,
            annotationIndex: Int,
            sequenceNumber: Int,
            annotation: OpenAIResponses.Annotation?,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.output_text.annotation.added"
            self.itemID = itemID
            self.outputIndex = outputIndex
            self.contentIndex = contentIndex
            self.annotationIndex = annotationIndex
            self.sequenceNumber = sequenceNumber
            self.annotation = annotation
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                itemID: .emptyValue,
                outputIndex: .emptyValue,
                contentIndex: .emptyValue,
                annotationIndex: .emptyValue,
                sequenceNumber: .emptyValue,
                annotation: nil
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.output_text.annotation.added")
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
            self.annotationIndex = try container.decodeRequired(Int.self, forKey: "annotation_index", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.annotation = try container.decodeIfPresent(OpenAIResponses.Annotation.self, forKey: "annotation")
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.contentIndex, forKey: "content_index")
            try container.encode(self.annotationIndex, forKey: "annotation_index")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.annotation, forKey: "annotation")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Emitted when a response is queued and waiting to be processed.
    public nonisolated struct ResponseQueued: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The type of the event. Always 'response.queued'.
        public var type: String

        /// The full response object that is queued.
        public var response: BetaResponse

        /// The sequence number for this event.
        public var sequenceNumber: Int

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            response: BetaResponse,
            sequenceNumber: Int,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.queued"
            self.response = response
            self.sequenceNumber = sequenceNumber
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                response: .emptyValue,
                sequenceNumber: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.queued")
            self.response = try container.decodeRequired(BetaResponse.self, forKey: "response", in: decoder)
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.response, forKey: "response")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Event representing a delta (partial update) to the input of a custom tool call.
    public nonisolated struct ResponseCustomToolCallInputDelta: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The event type identifier.
        public var type: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The index of the output this delta applies to.
        public var outputIndex: Int

        /// Unique identifier for the API item associated with this event.
        public var itemID: String

        /// The incremental input data (delta) for the custom tool call.
        public var delta: String

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            sequenceNumber: Int,
            outputIndex: Int,
            itemID: String,
            delta: String,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.custom_tool_call_input.delta"
            self.sequenceNumber = sequenceNumber
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.delta = delta
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                sequenceNumber: .emptyValue,
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                delta: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.custom_tool_call_input.delta")
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.delta, forKey: "delta")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    /// Event indicating that input for a custom tool call is complete.
    public nonisolated struct ResponseCustomToolCallInputDone: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The agent that owns this multi-agent streaming event.
        public var agent: BetaAgentTag?

        /// The event type identifier.
        public var type: String

        /// The sequence number of this event.
        public var sequenceNumber: Int

        /// The index of the output this event applies to.
        public var outputIndex: Int

        /// Unique identifier for the API item associated with this event.
        public var itemID: String

        /// The complete input data for the custom tool call.
        public var input: String

        /// The WebSocket lane that emitted this event. This field is present
        /// when the originating `response.create` event supplied a
        /// `stream_id`.
        public var streamID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            sequenceNumber: Int,
            outputIndex: Int,
            itemID: String,
            input: String,
            agent: BetaAgentTag? = nil,
            streamID: String? = nil
        ) {
            self.agent = agent
            self.type = "response.custom_tool_call_input.done"
            self.sequenceNumber = sequenceNumber
            self.outputIndex = outputIndex
            self.itemID = itemID
            self.input = input
            self.streamID = streamID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                sequenceNumber: .emptyValue,
                outputIndex: .emptyValue,
                itemID: .emptyValue,
                input: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.custom_tool_call_input.done")
            self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
            self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
            self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
            self.input = try container.decodeRequired(String.self, forKey: "input", in: decoder)
            self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.agent, forKey: "agent")
            try container.encode(self.type, forKey: "type")
            try container.encode(self.sequenceNumber, forKey: "sequence_number")
            try container.encode(self.outputIndex, forKey: "output_index")
            try container.encode(self.itemID, forKey: "item_id")
            try container.encode(self.input, forKey: "input")
            try container.encodeIfPresent(self.streamID, forKey: "stream_id")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "response.audio.delta": self = .responseAudioDelta(try BetaResponsesServerEvent.ResponseAudioDelta(from: decoder)); return
            case "response.audio.done": self = .responseAudioDone(try BetaResponsesServerEvent.ResponseAudioDone(from: decoder)); return
            case "response.audio.transcript.delta": self = .responseAudioTranscriptDelta(try BetaResponsesServerEvent.ResponseAudioTranscriptDelta(from: decoder)); return
            case "response.audio.transcript.done": self = .responseAudioTranscriptDone(try BetaResponsesServerEvent.ResponseAudioTranscriptDone(from: decoder)); return
            case "response.code_interpreter_call_code.delta": self = .responseCodeInterpreterCallCodeDelta(try BetaResponsesServerEvent.ResponseCodeInterpreterCallCodeDelta(from: decoder)); return
            case "response.code_interpreter_call_code.done": self = .responseCodeInterpreterCallCodeDone(try BetaResponsesServerEvent.ResponseCodeInterpreterCallCodeDone(from: decoder)); return
            case "response.code_interpreter_call.completed": self = .responseCodeInterpreterCallCompleted(try BetaResponsesServerEvent.ResponseCodeInterpreterCallCompleted(from: decoder)); return
            case "response.code_interpreter_call.in_progress": self = .responseCodeInterpreterCallInProgress(try BetaResponsesServerEvent.ResponseCodeInterpreterCallInProgress(from: decoder)); return
            case "response.code_interpreter_call.interpreting": self = .responseCodeInterpreterCallInterpreting(try BetaResponsesServerEvent.ResponseCodeInterpreterCallInterpreting(from: decoder)); return
            case "response.completed": self = .responseCompleted(try BetaResponsesServerEvent.ResponseCompleted(from: decoder)); return
            case "response.content_part.added": self = .responseContentPartAdded(try BetaResponsesServerEvent.ResponseContentPartAdded(from: decoder)); return
            case "response.content_part.done": self = .responseContentPartDone(try BetaResponsesServerEvent.ResponseContentPartDone(from: decoder)); return
            case "response.created": self = .responseCreated(try BetaResponsesServerEvent.ResponseCreated(from: decoder)); return
            case "response.file_search_call.completed": self = .responseFileSearchCallCompleted(try BetaResponsesServerEvent.ResponseFileSearchCallCompleted(from: decoder)); return
            case "response.file_search_call.in_progress": self = .responseFileSearchCallInProgress(try BetaResponsesServerEvent.ResponseFileSearchCallInProgress(from: decoder)); return
            case "response.file_search_call.searching": self = .responseFileSearchCallSearching(try BetaResponsesServerEvent.ResponseFileSearchCallSearching(from: decoder)); return
            case "response.function_call_arguments.delta": self = .responseFunctionCallArgumentsDelta(try BetaResponsesServerEvent.ResponseFunctionCallArgumentsDelta(from: decoder)); return
            case "response.function_call_arguments.done": self = .responseFunctionCallArgumentsDone(try BetaResponsesServerEvent.ResponseFunctionCallArgumentsDone(from: decoder)); return
            case "response.shell_call_command.added": self = .responseShellCallCommandAdded(try BetaResponsesServerEvent.ResponseShellCallCommandAdded(from: decoder)); return
            case "response.shell_call_command.delta": self = .responseShellCallCommandDelta(try BetaResponsesServerEvent.ResponseShellCallCommandDelta(from: decoder)); return
            case "response.shell_call_command.done": self = .responseShellCallCommandDone(try BetaResponsesServerEvent.ResponseShellCallCommandDone(from: decoder)); return
            case "response.shell_call_output_content.delta": self = .responseShellCallOutputContentDelta(try BetaResponsesServerEvent.ResponseShellCallOutputContentDelta(from: decoder)); return
            case "response.shell_call_output_content.done": self = .responseShellCallOutputContentDone(try BetaResponsesServerEvent.ResponseShellCallOutputContentDone(from: decoder)); return
            case "response.in_progress": self = .responseInProgress(try BetaResponsesServerEvent.ResponseInProgress(from: decoder)); return
            case "response.failed": self = .responseFailed(try BetaResponsesServerEvent.ResponseFailed(from: decoder)); return
            case "response.incomplete": self = .responseIncomplete(try BetaResponsesServerEvent.ResponseIncomplete(from: decoder)); return
            case "response.output_item.added": self = .responseOutputItemAdded(try BetaResponsesServerEvent.ResponseOutputItemAdded(from: decoder)); return
            case "response.output_item.done": self = .responseOutputItemDone(try BetaResponsesServerEvent.ResponseOutputItemDone(from: decoder)); return
            case "response.reasoning_summary_part.added": self = .responseReasoningSummaryPartAdded(try BetaResponsesServerEvent.ResponseReasoningSummaryPartAdded(from: decoder)); return
            case "response.reasoning_summary_part.done": self = .responseReasoningSummaryPartDone(try BetaResponsesServerEvent.ResponseReasoningSummaryPartDone(from: decoder)); return
            case "response.reasoning_summary_text.delta": self = .responseReasoningSummaryTextDelta(try BetaResponsesServerEvent.ResponseReasoningSummaryTextDelta(from: decoder)); return
            case "response.reasoning_summary_text.done": self = .responseReasoningSummaryTextDone(try BetaResponsesServerEvent.ResponseReasoningSummaryTextDone(from: decoder)); return
            case "response.reasoning_text.delta": self = .responseReasoningTextDelta(try BetaResponsesServerEvent.ResponseReasoningTextDelta(from: decoder)); return
            case "response.reasoning_text.done": self = .responseReasoningTextDone(try BetaResponsesServerEvent.ResponseReasoningTextDone(from: decoder)); return
            case "response.refusal.delta": self = .responseRefusalDelta(try BetaResponsesServerEvent.ResponseRefusalDelta(from: decoder)); return
            case "response.refusal.done": self = .responseRefusalDone(try BetaResponsesServerEvent.ResponseRefusalDone(from: decoder)); return
            case "response.output_text.delta": self = .responseOutputTextDelta(try BetaResponsesServerEvent.ResponseOutputTextDelta(from: decoder)); return
            case "response.output_text.done": self = .responseOutputTextDone(try BetaResponsesServerEvent.ResponseOutputTextDone(from: decoder)); return
            case "response.web_search_call.completed": self = .responseWebSearchCallCompleted(try BetaResponsesServerEvent.ResponseWebSearchCallCompleted(from: decoder)); return
            case "response.web_search_call.in_progress": self = .responseWebSearchCallInProgress(try BetaResponsesServerEvent.ResponseWebSearchCallInProgress(from: decoder)); return
            case "response.web_search_call.searching": self = .responseWebSearchCallSearching(try BetaResponsesServerEvent.ResponseWebSearchCallSearching(from: decoder)); return
            case "response.image_generation_call.completed": self = .responseImageGenerationCallCompleted(try BetaResponsesServerEvent.ResponseImageGenerationCallCompleted(from: decoder)); return
            case "response.image_generation_call.generating": self = .responseImageGenerationCallGenerating(try BetaResponsesServerEvent.ResponseImageGenerationCallGenerating(from: decoder)); return
            case "response.image_generation_call.in_progress": self = .responseImageGenerationCallInProgress(try BetaResponsesServerEvent.ResponseImageGenerationCallInProgress(from: decoder)); return
            case "response.image_generation_call.partial_image": self = .responseImageGenerationCallPartialImage(try BetaResponsesServerEvent.ResponseImageGenerationCallPartialImage(from: decoder)); return
            case "response.mcp_call_arguments.delta": self = .responseMcpCallArgumentsDelta(try BetaResponsesServerEvent.ResponseMcpCallArgumentsDelta(from: decoder)); return
            case "response.mcp_call_arguments.done": self = .responseMcpCallArgumentsDone(try BetaResponsesServerEvent.ResponseMcpCallArgumentsDone(from: decoder)); return
            case "response.mcp_call.completed": self = .responseMcpCallCompleted(try BetaResponsesServerEvent.ResponseMcpCallCompleted(from: decoder)); return
            case "response.mcp_call.failed": self = .responseMcpCallFailed(try BetaResponsesServerEvent.ResponseMcpCallFailed(from: decoder)); return
            case "response.mcp_call.in_progress": self = .responseMcpCallInProgress(try BetaResponsesServerEvent.ResponseMcpCallInProgress(from: decoder)); return
            case "response.mcp_list_tools.completed": self = .responseMcpListToolsCompleted(try BetaResponsesServerEvent.ResponseMcpListToolsCompleted(from: decoder)); return
            case "response.mcp_list_tools.failed": self = .responseMcpListToolsFailed(try BetaResponsesServerEvent.ResponseMcpListToolsFailed(from: decoder)); return
            case "response.mcp_list_tools.in_progress": self = .responseMcpListToolsInProgress(try BetaResponsesServerEvent.ResponseMcpListToolsInProgress(from: decoder)); return
            case "response.output_text.annotation.added": self = .responseOutputTextAnnotationAdded(try BetaResponsesServerEvent.ResponseOutputTextAnnotationAdded(from: decoder)); return
            case "response.queued": self = .responseQueued(try BetaResponsesServerEvent.ResponseQueued(from: decoder)); return
            case "response.custom_tool_call_input.delta": self = .responseCustomToolCallInputDelta(try BetaResponsesServerEvent.ResponseCustomToolCallInputDelta(from: decoder)); return
            case "response.custom_tool_call_input.done": self = .responseCustomToolCallInputDone(try BetaResponsesServerEvent.ResponseCustomToolCallInputDone(from: decoder)); return
            case "error": self = .error(try BetaResponseWsError(from: decoder)); return
            case "response.inject.created": self = .responseInjectCreated(try BetaResponseInjectCreatedEvent(from: decoder)); return
            case "response.inject.failed": self = .responseInjectFailed(try BetaResponseInjectFailedEvent(from: decoder)); return
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
        case .error(let value): try value.encode(to: encoder)
        case .responseInjectCreated(let value): try value.encode(to: encoder)
        case .responseInjectFailed(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseAudioDelta {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseAudioDone {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseAudioTranscriptDelta {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseAudioTranscriptDone {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseCodeInterpreterCallCodeDelta {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseCodeInterpreterCallCodeDone {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseCodeInterpreterCallCompleted {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseCodeInterpreterCallInProgress {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseCodeInterpreterCallInterpreting {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseCompleted {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseContentPartAdded {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseContentPartDone {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseCreated {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseFileSearchCallCompleted {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseFileSearchCallInProgress {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseFileSearchCallSearching {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseFunctionCallArgumentsDelta {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseFunctionCallArgumentsDone {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseInProgress {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseFailed {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseIncomplete {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseOutputItemAdded {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseOutputItemDone {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseReasoningSummaryPartAdded {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseReasoningSummaryPartDone {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseReasoningSummaryTextDelta {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseReasoningSummaryTextDone {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseReasoningTextDelta {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseReasoningTextDone {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseRefusalDelta {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseRefusalDone {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseOutputTextDelta {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseOutputTextDone {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseWebSearchCallCompleted {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseWebSearchCallInProgress {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseWebSearchCallSearching {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseImageGenerationCallCompleted {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseImageGenerationCallGenerating {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseImageGenerationCallInProgress {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseImageGenerationCallPartialImage {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseMcpCallArgumentsDelta {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseMcpCallArgumentsDone {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseMcpCallCompleted {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseMcpCallFailed {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseMcpCallInProgress {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseMcpListToolsCompleted {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseMcpListToolsFailed {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseMcpListToolsInProgress {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseOutputTextAnnotationAdded {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseQueued {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseCustomToolCallInputDelta {
    public static var agent: Self { Self("agent") }
}

nonisolated extension NullableMember where Owner == BetaResponsesServerEvent.ResponseCustomToolCallInputDone {
    public static var agent: Self { Self("agent") }
}
