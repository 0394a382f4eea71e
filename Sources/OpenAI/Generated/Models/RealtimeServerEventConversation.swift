// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when a conversation is created. Emitted right after session creation.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationCreated`
public struct RealtimeServerEventConversationCreated: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `conversation.created`.
    public var type: String

    /// The conversation resource.
    public var conversation: RealtimeServerEventConversationCreated.Conversation

    public init(
        eventID: String,
        conversation: RealtimeServerEventConversationCreated.Conversation
    ) {
        self.eventID = eventID
        self.type = "conversation.created"
        self.conversation = conversation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            conversation: .emptyValue
        )
    }

    /// The conversation resource.
    public struct Conversation: Codable, Hashable, Sendable, EmptyDecodable {
        /// The unique ID of the conversation.
        public var id: String?

        /// The object type, must be `realtime.conversation`.
        public var object: String?

        public init(
            id: String? = nil,
            object: String? = nil
        ) {
            self.id = id
            self.object = object
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
            case object
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeIfPresent(String.self, forKey: .id)
            self.object = try container.decodeIfPresent(String.self, forKey: .object)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.id, forKey: .id)
            try container.encodeIfPresent(self.object, forKey: .object)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case conversation
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "conversation.created")
        self.conversation = try container.decodeRequired(RealtimeServerEventConversationCreated.Conversation.self, forKey: .conversation, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.conversation, forKey: .conversation)
    }
}

/// Sent by the server when an Item is added to the default Conversation. This can happen in several cases:
/// - When the client sends a `conversation.item.create` event.
/// - When the input audio buffer is committed. In this case the item will be a user message containing the audio from the buffer.
/// - When the model is generating a Response. In this case the `conversation.item.added` event will be sent when the model starts generating a specific Item, and thus it will not yet have any content (and `status` will be `in_progress`).
///
/// The event will include the full content of the Item (except when model is generating a Response) except for audio data, which can be retrieved separately with a `conversation.item.retrieve` event if necessary.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationItemAdded`
public struct RealtimeServerEventConversationItemAdded: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `conversation.item.added`.
    public var type: String

    public var previousItemID: String?

    public var item: RealtimeConversationItem

    public init(
        eventID: String,
        item: RealtimeConversationItem,
        previousItemID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "conversation.item.added"
        self.previousItemID = previousItemID
        self.item = item
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            item: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case previousItemID = "previous_item_id"
        case item
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "conversation.item.added")
        self.previousItemID = try container.decodeIfPresent(String.self, forKey: .previousItemID)
        self.item = try container.decodeRequired(RealtimeConversationItem.self, forKey: .item, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.previousItemID, forKey: .previousItemID)
        try container.encode(self.item, forKey: .item)
    }
}

/// Returned when a conversation item is created. There are several scenarios that produce this event:
///   - The server is generating a Response, which if successful will produce
///     either one or two Items, which will be of type `message`
///     (role `assistant`) or type `function_call`.
///   - The input audio buffer has been committed, either by the client or the
///     server (in `server_vad` mode). The server will take the content of the
///     input audio buffer and add it to a new user message Item.
///   - The client has sent a `conversation.item.create` event to add a new Item
///     to the Conversation.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationItemCreated`
public struct RealtimeServerEventConversationItemCreated: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `conversation.item.created`.
    public var type: String

    public var previousItemID: String?

    public var item: RealtimeConversationItem

    public init(
        eventID: String,
        item: RealtimeConversationItem,
        previousItemID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "conversation.item.created"
        self.previousItemID = previousItemID
        self.item = item
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            item: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case previousItemID = "previous_item_id"
        case item
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "conversation.item.created")
        self.previousItemID = try container.decodeIfPresent(String.self, forKey: .previousItemID)
        self.item = try container.decodeRequired(RealtimeConversationItem.self, forKey: .item, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.previousItemID, forKey: .previousItemID)
        try container.encode(self.item, forKey: .item)
    }
}

/// Returned when an item in the conversation is deleted by the client with a
/// `conversation.item.delete` event. This event is used to synchronize the
/// server's understanding of the conversation history with the client's view.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationItemDeleted`
public struct RealtimeServerEventConversationItemDeleted: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `conversation.item.deleted`.
    public var type: String

    /// The ID of the item that was deleted.
    public var itemID: String

    public init(
        eventID: String,
        itemID: String
    ) {
        self.eventID = eventID
        self.type = "conversation.item.deleted"
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "conversation.item.deleted")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
    }
}

/// Returned when a conversation item is finalized.
///
/// The event will include the full content of the Item except for audio data, which can be retrieved separately with a `conversation.item.retrieve` event if needed.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationItemDone`
public struct RealtimeServerEventConversationItemDone: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `conversation.item.done`.
    public var type: String

    public var previousItemID: String?

    public var item: RealtimeConversationItem

    public init(
        eventID: String,
        item: RealtimeConversationItem,
        previousItemID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "conversation.item.done"
        self.previousItemID = previousItemID
        self.item = item
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            item: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case previousItemID = "previous_item_id"
        case item
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "conversation.item.done")
        self.previousItemID = try container.decodeIfPresent(String.self, forKey: .previousItemID)
        self.item = try container.decodeRequired(RealtimeConversationItem.self, forKey: .item, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.previousItemID, forKey: .previousItemID)
        try container.encode(self.item, forKey: .item)
    }
}

/// This event is the output of audio transcription for user audio written to the
/// user audio buffer. Transcription begins when the input audio buffer is
/// committed by the client or server (when VAD is enabled). Transcription runs
/// asynchronously with Response creation, so this event may come before or after
/// the Response events.
///
/// Realtime API models accept audio natively, and thus input transcription is a
/// separate process run on a separate ASR (Automatic Speech Recognition) model.
/// The transcript may diverge somewhat from the model's interpretation, and
/// should be treated as a rough guide.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationItemInputAudioTranscriptionCompleted`
public struct RealtimeServerEventConversationItemInputAudioTranscriptionCompleted: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be
    /// `conversation.item.input_audio_transcription.completed`.
    public var type: String

    /// The ID of the item containing the audio that is being transcribed.
    public var itemID: String

    /// The index of the content part containing the audio.
    public var contentIndex: Int

    /// The transcribed text.
    public var transcript: String

    /// The languages detected in the audio. Returned by `gpt-transcribe`. An empty array indicates that no language could be reliably detected.
    public var languages: [TranscriptionLanguage]?

    public var logprobs: [LogProbProperties]?

    /// Usage statistics for the transcription, this is billed according to the ASR model's pricing rather than the realtime model's pricing.
    public var usage: RealtimeServerEventConversationItemInputAudioTranscriptionCompleted.Usage

    public init(
        eventID: String,
        itemID: String,
        contentIndex: Int,
        transcript: String,
        usage: RealtimeServerEventConversationItemInputAudioTranscriptionCompleted.Usage,
        languages: [TranscriptionLanguage]? = nil,
        logprobs: [LogProbProperties]? = nil
    ) {
        self.eventID = eventID
        self.type = "conversation.item.input_audio_transcription.completed"
        self.itemID = itemID
        self.contentIndex = contentIndex
        self.transcript = transcript
        self.languages = languages
        self.logprobs = logprobs
        self.usage = usage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            itemID: .emptyValue,
            contentIndex: .emptyValue,
            transcript: .emptyValue,
            usage: .emptyValue
        )
    }

    /// Usage statistics for the transcription, this is billed according to the ASR model's pricing rather than the realtime model's pricing.
    public enum Usage: Codable, Hashable, Sendable, EmptyDecodable {
        /// Token Usage
        ///
        /// - `type`: `tokens`
        case tokens(TranscriptTextUsageTokens)
        /// Duration Usage
        ///
        /// - `type`: `duration`
        case duration(TranscriptTextUsageDuration)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "tokens": self = .tokens(try TranscriptTextUsageTokens(from: decoder)); return
                case "duration": self = .duration(try TranscriptTextUsageDuration(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .tokens(let value): try value.encode(to: encoder)
            case .duration(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case itemID = "item_id"
        case contentIndex = "content_index"
        case transcript
        case languages
        case logprobs
        case usage
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "conversation.item.input_audio_transcription.completed")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.transcript = try container.decodeRequired(String.self, forKey: .transcript, in: decoder)
        self.languages = try container.decodeIfPresent([TranscriptionLanguage].self, forKey: .languages)
        self.logprobs = try container.decodeIfPresent([LogProbProperties].self, forKey: .logprobs)
        self.usage = try container.decodeRequired(RealtimeServerEventConversationItemInputAudioTranscriptionCompleted.Usage.self, forKey: .usage, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.transcript, forKey: .transcript)
        try container.encodeIfPresent(self.languages, forKey: .languages)
        try container.encodeIfPresent(self.logprobs, forKey: .logprobs)
        try container.encode(self.usage, forKey: .usage)
    }
}

/// Returned when the text value of an input audio transcription content part is updated with incremental transcription results.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationItemInputAudioTranscriptionDelta`
public struct RealtimeServerEventConversationItemInputAudioTranscriptionDelta: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `conversation.item.input_audio_transcription.delta`.
    public var type: String

    /// The ID of the item containing the audio that is being transcribed.
    public var itemID: String

    /// The index of the content part in the item's content array.
    public var contentIndex: Int?

    /// The text delta.
    public var delta: String?

    public var logprobs: [LogProbProperties]?

    public init(
        eventID: String,
        itemID: String,
        contentIndex: Int? = nil,
        delta: String? = nil,
        logprobs: [LogProbProperties]? = nil
    ) {
        self.eventID = eventID
        self.type = "conversation.item.input_audio_transcription.delta"
        self.itemID = itemID
        self.contentIndex = contentIndex
        self.delta = delta
        self.logprobs = logprobs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case itemID = "item_id"
        case contentIndex = "content_index"
        case delta
        case logprobs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "conversation.item.input_audio_transcription.delta")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.contentIndex = try container.decodeIfPresent(Int.self, forKey: .contentIndex)
        self.delta = try container.decodeIfPresent(String.self, forKey: .delta)
        self.logprobs = try container.decodeIfPresent([LogProbProperties].self, forKey: .logprobs)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encodeIfPresent(self.contentIndex, forKey: .contentIndex)
        try container.encodeIfPresent(self.delta, forKey: .delta)
        try container.encodeIfPresent(self.logprobs, forKey: .logprobs)
    }
}

/// Returned when input audio transcription is configured, and a transcription
/// request for a user message failed. These events are separate from other
/// `error` events so that the client can identify the related Item.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationItemInputAudioTranscriptionFailed`
public struct RealtimeServerEventConversationItemInputAudioTranscriptionFailed: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be
    /// `conversation.item.input_audio_transcription.failed`.
    public var type: String

    /// The ID of the user message item.
    public var itemID: String

    /// The index of the content part containing the audio.
    public var contentIndex: Int

    /// Details of the transcription error.
    public var error: RealtimeServerEventConversationItemInputAudioTranscriptionFailed.ErrorValue

    public init(
        eventID: String,
        itemID: String,
        contentIndex: Int,
        error: RealtimeServerEventConversationItemInputAudioTranscriptionFailed.ErrorValue
    ) {
        self.eventID = eventID
        self.type = "conversation.item.input_audio_transcription.failed"
        self.itemID = itemID
        self.contentIndex = contentIndex
        self.error = error
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            itemID: .emptyValue,
            contentIndex: .emptyValue,
            error: .emptyValue
        )
    }

    /// Details of the transcription error.
    public struct ErrorValue: Codable, Hashable, Sendable, EmptyDecodable {
        /// The type of error.
        public var type: String?

        /// Error code, if any.
        public var code: String?

        /// A human-readable error message.
        public var message: String?

        /// Parameter related to the error, if any.
        public var param: String?

        public init(
            type: String? = nil,
            code: String? = nil,
            message: String? = nil,
            param: String? = nil
        ) {
            self.type = type
            self.code = code
            self.message = message
            self.param = param
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case type
            case code
            case message
            case param
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.type = try container.decodeIfPresent(String.self, forKey: .type)
            self.code = try container.decodeIfPresent(String.self, forKey: .code)
            self.message = try container.decodeIfPresent(String.self, forKey: .message)
            self.param = try container.decodeIfPresent(String.self, forKey: .param)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.type, forKey: .type)
            try container.encodeIfPresent(self.code, forKey: .code)
            try container.encodeIfPresent(self.message, forKey: .message)
            try container.encodeIfPresent(self.param, forKey: .param)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case itemID = "item_id"
        case contentIndex = "content_index"
        case error
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "conversation.item.input_audio_transcription.failed")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.error = try container.decodeRequired(RealtimeServerEventConversationItemInputAudioTranscriptionFailed.ErrorValue.self, forKey: .error, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.error, forKey: .error)
    }
}

/// Returned when an input audio transcription segment is identified for an item.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationItemInputAudioTranscriptionSegment`
public struct RealtimeServerEventConversationItemInputAudioTranscriptionSegment: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `conversation.item.input_audio_transcription.segment`.
    public var type: String

    /// The ID of the item containing the input audio content.
    public var itemID: String

    /// The index of the input audio content part within the item.
    public var contentIndex: Int

    /// The text for this segment.
    public var text: String

    /// The segment identifier.
    public var id: String

    /// The detected speaker label for this segment.
    public var speaker: String

    /// Start time of the segment in seconds.
    public var start: Double

    /// End time of the segment in seconds.
    public var end: Double

    public init(
        eventID: String,
        itemID: String,
        contentIndex: Int,
        text: String,
        id: String,
        speaker: String,
        start: Double,
        end: Double
    ) {
        self.eventID = eventID
        self.type = "conversation.item.input_audio_transcription.segment"
        self.itemID = itemID
        self.contentIndex = contentIndex
        self.text = text
        self.id = id
        self.speaker = speaker
        self.start = start
        self.end = end
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            itemID: .emptyValue,
            contentIndex: .emptyValue,
            text: .emptyValue,
            id: .emptyValue,
            speaker: .emptyValue,
            start: .emptyValue,
            end: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case itemID = "item_id"
        case contentIndex = "content_index"
        case text
        case id
        case speaker
        case start
        case end
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "conversation.item.input_audio_transcription.segment")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.speaker = try container.decodeRequired(String.self, forKey: .speaker, in: decoder)
        self.start = try container.decodeRequired(Double.self, forKey: .start, in: decoder)
        self.end = try container.decodeRequired(Double.self, forKey: .end, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.text, forKey: .text)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.speaker, forKey: .speaker)
        try container.encode(self.start, forKey: .start)
        try container.encode(self.end, forKey: .end)
    }
}

/// Returned when a conversation item is retrieved with `conversation.item.retrieve`. This is provided as a way to fetch the server's representation of an item, for example to get access to the post-processed audio data after noise cancellation and VAD. It includes the full content of the Item, including audio data.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationItemRetrieved`
public struct RealtimeServerEventConversationItemRetrieved: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `conversation.item.retrieved`.
    public var type: String

    public var item: RealtimeConversationItem

    public init(
        eventID: String,
        item: RealtimeConversationItem
    ) {
        self.eventID = eventID
        self.type = "conversation.item.retrieved"
        self.item = item
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            item: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case item
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "conversation.item.retrieved")
        self.item = try container.decodeRequired(RealtimeConversationItem.self, forKey: .item, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.item, forKey: .item)
    }
}

/// Returned when an earlier assistant audio message item is truncated by the
/// client with a `conversation.item.truncate` event. This event is used to
/// synchronize the server's understanding of the audio with the client's playback.
///
/// This action will truncate the audio and remove the server-side text transcript
/// to ensure there is no text in the context that hasn't been heard by the user.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationItemTruncated`
public struct RealtimeServerEventConversationItemTruncated: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `conversation.item.truncated`.
    public var type: String

    /// The ID of the assistant message item that was truncated.
    public var itemID: String

    /// The index of the content part that was truncated.
    public var contentIndex: Int

    /// The duration up to which the audio was truncated, in milliseconds.
    public var audioEndMs: Int

    public init(
        eventID: String,
        itemID: String,
        contentIndex: Int,
        audioEndMs: Int
    ) {
        self.eventID = eventID
        self.type = "conversation.item.truncated"
        self.itemID = itemID
        self.contentIndex = contentIndex
        self.audioEndMs = audioEndMs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            itemID: .emptyValue,
            contentIndex: .emptyValue,
            audioEndMs: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case itemID = "item_id"
        case contentIndex = "content_index"
        case audioEndMs = "audio_end_ms"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "conversation.item.truncated")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.audioEndMs = try container.decodeRequired(Int.self, forKey: .audioEndMs, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.audioEndMs, forKey: .audioEndMs)
    }
}
