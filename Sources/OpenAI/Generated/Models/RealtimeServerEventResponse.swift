// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when the model-generated audio is updated.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseAudioDelta`
public struct RealtimeServerEventResponseAudioDelta: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.output_audio.delta`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The index of the content part in the item's content array.
    public var contentIndex: Int

    /// Base64-encoded audio data delta.
    public var delta: String

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        delta: String
    ) {
        self.eventID = eventID
        self.type = "response.output_audio.delta"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.delta = delta
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case contentIndex = "content_index"
        case delta
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.output_audio.delta"
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.delta, forKey: .delta)
    }
}

/// Returned when the model-generated audio is done. Also emitted when a Response
/// is interrupted, incomplete, or cancelled.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseAudioDone`
public struct RealtimeServerEventResponseAudioDone: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.output_audio.done`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The index of the content part in the item's content array.
    public var contentIndex: Int

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        contentIndex: Int
    ) {
        self.eventID = eventID
        self.type = "response.output_audio.done"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case contentIndex = "content_index"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.output_audio.done"
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
    }
}

/// Returned when the model-generated transcription of audio output is updated.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseAudioTranscriptDelta`
public struct RealtimeServerEventResponseAudioTranscriptDelta: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.output_audio_transcript.delta`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The index of the content part in the item's content array.
    public var contentIndex: Int

    /// The transcript delta.
    public var delta: String

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        delta: String
    ) {
        self.eventID = eventID
        self.type = "response.output_audio_transcript.delta"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.delta = delta
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case contentIndex = "content_index"
        case delta
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.output_audio_transcript.delta"
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.delta, forKey: .delta)
    }
}

/// Returned when the model-generated transcription of audio output is done
/// streaming. Also emitted when a Response is interrupted, incomplete, or
/// cancelled.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseAudioTranscriptDone`
public struct RealtimeServerEventResponseAudioTranscriptDone: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.output_audio_transcript.done`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The index of the content part in the item's content array.
    public var contentIndex: Int

    /// The final transcript of the audio.
    public var transcript: String

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        transcript: String
    ) {
        self.eventID = eventID
        self.type = "response.output_audio_transcript.done"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.transcript = transcript
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case contentIndex = "content_index"
        case transcript
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.output_audio_transcript.done"
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.transcript = try container.decodeRequired(String.self, forKey: .transcript, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.transcript, forKey: .transcript)
    }
}

/// Returned when a new content part is added to an assistant message item during
/// response generation.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseContentPartAdded`
public struct RealtimeServerEventResponseContentPartAdded: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.content_part.added`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the item to which the content part was added.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The index of the content part in the item's content array.
    public var contentIndex: Int

    /// The content part that was added.
    public var part: RealtimeServerEventResponseContentPartAdded.Part

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        part: RealtimeServerEventResponseContentPartAdded.Part
    ) {
        self.eventID = eventID
        self.type = "response.content_part.added"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.part = part
    }

    /// The content part that was added.
    public struct Part: Codable, Hashable, Sendable {
        /// The content type ("text", "audio").
        public var type: RealtimeServerEventResponseContentPartAdded.Part.Kind?

        /// The text content (if type is "text").
        public var text: String?

        /// Base64-encoded audio data (if type is "audio").
        public var audio: String?

        /// The transcript of the audio (if type is "audio").
        public var transcript: String?

        public init(
            type: RealtimeServerEventResponseContentPartAdded.Part.Kind? = nil,
            text: String? = nil,
            audio: String? = nil,
            transcript: String? = nil
        ) {
            self.type = type
            self.text = text
            self.audio = audio
            self.transcript = transcript
        }

        /// The content type ("text", "audio").
        public enum Kind: OpenEnum, EmptyDecodable {
            case audio
            case text
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "audio": self = .audio
                case "text": self = .text
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .audio: "audio"
                case .text: "text"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case type
            case text
            case audio
            case transcript
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.type = try container.decodeIfPresent(RealtimeServerEventResponseContentPartAdded.Part.Kind.self, forKey: .type)
            self.text = try container.decodeIfPresent(String.self, forKey: .text)
            self.audio = try container.decodeIfPresent(String.self, forKey: .audio)
            self.transcript = try container.decodeIfPresent(String.self, forKey: .transcript)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.type, forKey: .type)
            try container.encodeIfPresent(self.text, forKey: .text)
            try container.encodeIfPresent(self.audio, forKey: .audio)
            try container.encodeIfPresent(self.transcript, forKey: .transcript)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case contentIndex = "content_index"
        case part
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.content_part.added"
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.part = try container.decodeRequired(RealtimeServerEventResponseContentPartAdded.Part.self, forKey: .part, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.part, forKey: .part)
    }
}

/// Returned when a content part is done streaming in an assistant message item.
/// Also emitted when a Response is interrupted, incomplete, or cancelled.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseContentPartDone`
public struct RealtimeServerEventResponseContentPartDone: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.content_part.done`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The index of the content part in the item's content array.
    public var contentIndex: Int

    /// The content part that is done.
    public var part: RealtimeServerEventResponseContentPartDone.Part

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        part: RealtimeServerEventResponseContentPartDone.Part
    ) {
        self.eventID = eventID
        self.type = "response.content_part.done"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.part = part
    }

    /// The content part that is done.
    public struct Part: Codable, Hashable, Sendable {
        /// The content type ("text", "audio").
        public var type: RealtimeServerEventResponseContentPartDone.Part.Kind?

        /// The text content (if type is "text").
        public var text: String?

        /// Base64-encoded audio data (if type is "audio").
        public var audio: String?

        /// The transcript of the audio (if type is "audio").
        public var transcript: String?

        public init(
            type: RealtimeServerEventResponseContentPartDone.Part.Kind? = nil,
            text: String? = nil,
            audio: String? = nil,
            transcript: String? = nil
        ) {
            self.type = type
            self.text = text
            self.audio = audio
            self.transcript = transcript
        }

        /// The content type ("text", "audio").
        public enum Kind: OpenEnum, EmptyDecodable {
            case audio
            case text
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "audio": self = .audio
                case "text": self = .text
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .audio: "audio"
                case .text: "text"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case type
            case text
            case audio
            case transcript
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.type = try container.decodeIfPresent(RealtimeServerEventResponseContentPartDone.Part.Kind.self, forKey: .type)
            self.text = try container.decodeIfPresent(String.self, forKey: .text)
            self.audio = try container.decodeIfPresent(String.self, forKey: .audio)
            self.transcript = try container.decodeIfPresent(String.self, forKey: .transcript)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.type, forKey: .type)
            try container.encodeIfPresent(self.text, forKey: .text)
            try container.encodeIfPresent(self.audio, forKey: .audio)
            try container.encodeIfPresent(self.transcript, forKey: .transcript)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case contentIndex = "content_index"
        case part
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.content_part.done"
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.part = try container.decodeRequired(RealtimeServerEventResponseContentPartDone.Part.self, forKey: .part, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.part, forKey: .part)
    }
}

/// Returned when a new Response is created. The first event of response creation,
/// where the response is in an initial state of `in_progress`.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseCreated`
public struct RealtimeServerEventResponseCreated: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.created`.
    public var type: String

    public var response: RealtimeResponse

    public init(
        eventID: String,
        response: RealtimeResponse
    ) {
        self.eventID = eventID
        self.type = "response.created"
        self.response = response
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case response
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.created"
        self.response = try container.decodeRequired(RealtimeResponse.self, forKey: .response, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.response, forKey: .response)
    }
}

/// Returned when a Response is done streaming. Always emitted, no matter the
/// final state. The Response object included in the `response.done` event will
/// include all output Items in the Response but will omit the raw audio data.
///
/// Clients should check the `status` field of the Response to determine if it was successful
/// (`completed`) or if there was another outcome: `cancelled`, `failed`, or `incomplete`.
///
/// A response will contain all output items that were generated during the response, excluding
/// any audio content.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseDone`
public struct RealtimeServerEventResponseDone: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.done`.
    public var type: String

    public var response: RealtimeResponse

    public init(
        eventID: String,
        response: RealtimeResponse
    ) {
        self.eventID = eventID
        self.type = "response.done"
        self.response = response
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case response
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.done"
        self.response = try container.decodeRequired(RealtimeResponse.self, forKey: .response, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.response, forKey: .response)
    }
}

/// Returned when the model-generated function call arguments are updated.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseFunctionCallArgumentsDelta`
public struct RealtimeServerEventResponseFunctionCallArgumentsDelta: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.function_call_arguments.delta`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the function call item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The ID of the function call.
    public var callID: String

    /// The arguments delta as a JSON string.
    public var delta: String

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        callID: String,
        delta: String
    ) {
        self.eventID = eventID
        self.type = "response.function_call_arguments.delta"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.callID = callID
        self.delta = delta
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case callID = "call_id"
        case delta
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.function_call_arguments.delta"
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.callID, forKey: .callID)
        try container.encode(self.delta, forKey: .delta)
    }
}

/// Returned when the model-generated function call arguments are done streaming.
/// Also emitted when a Response is interrupted, incomplete, or cancelled.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseFunctionCallArgumentsDone`
public struct RealtimeServerEventResponseFunctionCallArgumentsDone: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.function_call_arguments.done`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the function call item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The ID of the function call.
    public var callID: String

    /// The name of the function that was called.
    public var name: String

    /// The final arguments as a JSON string.
    public var arguments: String

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        callID: String,
        name: String,
        arguments: String
    ) {
        self.eventID = eventID
        self.type = "response.function_call_arguments.done"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.callID = callID
        self.name = name
        self.arguments = arguments
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case callID = "call_id"
        case name
        case arguments
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.function_call_arguments.done"
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: .arguments, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.callID, forKey: .callID)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.arguments, forKey: .arguments)
    }
}

/// Returned when MCP tool call arguments are updated during response generation.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseMCPCallArgumentsDelta`
public struct RealtimeServerEventResponseMCPCallArgumentsDelta: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.mcp_call_arguments.delta`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the MCP tool call item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The JSON-encoded arguments delta.
    public var delta: String

    public var obfuscation: String?

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        delta: String,
        obfuscation: String? = nil
    ) {
        self.eventID = eventID
        self.type = "response.mcp_call_arguments.delta"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.delta = delta
        self.obfuscation = obfuscation
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case delta
        case obfuscation
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.mcp_call_arguments.delta"
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
        self.obfuscation = try container.decodeIfPresent(String.self, forKey: .obfuscation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.delta, forKey: .delta)
        try container.encodeIfPresent(self.obfuscation, forKey: .obfuscation)
    }
}

/// Returned when MCP tool call arguments are finalized during response generation.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseMCPCallArgumentsDone`
public struct RealtimeServerEventResponseMCPCallArgumentsDone: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.mcp_call_arguments.done`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the MCP tool call item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The final JSON-encoded arguments string.
    public var arguments: String

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        arguments: String
    ) {
        self.eventID = eventID
        self.type = "response.mcp_call_arguments.done"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.arguments = arguments
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case arguments
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.mcp_call_arguments.done"
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.arguments = try container.decodeRequired(String.self, forKey: .arguments, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.arguments, forKey: .arguments)
    }
}

/// Returned when an MCP tool call has completed successfully.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseMCPCallCompleted`
public struct RealtimeServerEventResponseMCPCallCompleted: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.mcp_call.completed`.
    public var type: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The ID of the MCP tool call item.
    public var itemID: String

    public init(
        eventID: String,
        outputIndex: Int,
        itemID: String
    ) {
        self.eventID = eventID
        self.type = "response.mcp_call.completed"
        self.outputIndex = outputIndex
        self.itemID = itemID
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case outputIndex = "output_index"
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.mcp_call.completed"
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.itemID, forKey: .itemID)
    }
}

/// Returned when an MCP tool call has failed.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseMCPCallFailed`
public struct RealtimeServerEventResponseMCPCallFailed: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.mcp_call.failed`.
    public var type: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The ID of the MCP tool call item.
    public var itemID: String

    public init(
        eventID: String,
        outputIndex: Int,
        itemID: String
    ) {
        self.eventID = eventID
        self.type = "response.mcp_call.failed"
        self.outputIndex = outputIndex
        self.itemID = itemID
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case outputIndex = "output_index"
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.mcp_call.failed"
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.itemID, forKey: .itemID)
    }
}

/// Returned when an MCP tool call has started and is in progress.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseMCPCallInProgress`
public struct RealtimeServerEventResponseMCPCallInProgress: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.mcp_call.in_progress`.
    public var type: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The ID of the MCP tool call item.
    public var itemID: String

    public init(
        eventID: String,
        outputIndex: Int,
        itemID: String
    ) {
        self.eventID = eventID
        self.type = "response.mcp_call.in_progress"
        self.outputIndex = outputIndex
        self.itemID = itemID
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case outputIndex = "output_index"
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.mcp_call.in_progress"
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.itemID, forKey: .itemID)
    }
}

/// Returned when a new Item is created during Response generation.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseOutputItemAdded`
public struct RealtimeServerEventResponseOutputItemAdded: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.output_item.added`.
    public var type: String

    /// The ID of the Response to which the item belongs.
    public var responseID: String

    /// The index of the output item in the Response.
    public var outputIndex: Int

    public var item: RealtimeConversationItem

    public init(
        eventID: String,
        responseID: String,
        outputIndex: Int,
        item: RealtimeConversationItem
    ) {
        self.eventID = eventID
        self.type = "response.output_item.added"
        self.responseID = responseID
        self.outputIndex = outputIndex
        self.item = item
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case outputIndex = "output_index"
        case item
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.output_item.added"
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.item = try container.decodeRequired(RealtimeConversationItem.self, forKey: .item, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.item, forKey: .item)
    }
}

/// Returned when an Item is done streaming. Also emitted when a Response is
/// interrupted, incomplete, or cancelled.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseOutputItemDone`
public struct RealtimeServerEventResponseOutputItemDone: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.output_item.done`.
    public var type: String

    /// The ID of the Response to which the item belongs.
    public var responseID: String

    /// The index of the output item in the Response.
    public var outputIndex: Int

    public var item: RealtimeConversationItem

    public init(
        eventID: String,
        responseID: String,
        outputIndex: Int,
        item: RealtimeConversationItem
    ) {
        self.eventID = eventID
        self.type = "response.output_item.done"
        self.responseID = responseID
        self.outputIndex = outputIndex
        self.item = item
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case outputIndex = "output_index"
        case item
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.output_item.done"
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.item = try container.decodeRequired(RealtimeConversationItem.self, forKey: .item, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.item, forKey: .item)
    }
}

/// Returned when the text value of an "output_text" content part is updated.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseTextDelta`
public struct RealtimeServerEventResponseTextDelta: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.output_text.delta`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The index of the content part in the item's content array.
    public var contentIndex: Int

    /// The text delta.
    public var delta: String

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        delta: String
    ) {
        self.eventID = eventID
        self.type = "response.output_text.delta"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.delta = delta
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case contentIndex = "content_index"
        case delta
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.output_text.delta"
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.delta, forKey: .delta)
    }
}

/// Returned when the text value of an "output_text" content part is done streaming. Also
/// emitted when a Response is interrupted, incomplete, or cancelled.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseTextDone`
public struct RealtimeServerEventResponseTextDone: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.output_text.done`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The index of the content part in the item's content array.
    public var contentIndex: Int

    /// The final text content.
    public var text: String

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        text: String
    ) {
        self.eventID = eventID
        self.type = "response.output_text.done"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.text = text
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case contentIndex = "content_index"
        case text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.output_text.done"
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.text, forKey: .text)
    }
}
