// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when input audio transcription is configured, and a transcription
/// request for a user message failed. These events are separate from other
/// `error` events so that the client can identify the related Item.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationItemInputAudioTranscriptionFailed`
public nonisolated struct RealtimeServerEventConversationItemInputAudioTranscriptionFailed: Codable, Equatable, Sendable, EmptyDecodable {
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
    public nonisolated struct ErrorValue: Codable, Equatable, Sendable, EmptyDecodable {
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

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeIfPresent(String.self, forKey: "type")
            self.code = try container.decodeIfPresent(String.self, forKey: "code")
            self.message = try container.decodeIfPresent(String.self, forKey: "message")
            self.param = try container.decodeIfPresent(String.self, forKey: "param")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.type, forKey: "type")
            try container.encodeIfPresent(self.code, forKey: "code")
            try container.encodeIfPresent(self.message, forKey: "message")
            try container.encodeIfPresent(self.param, forKey: "param")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "conversation.item.input_audio_transcription.failed")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
        self.error = try container.decodeRequired(RealtimeServerEventConversationItemInputAudioTranscriptionFailed.ErrorValue.self, forKey: "error", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.contentIndex, forKey: "content_index")
        try container.encode(self.error, forKey: "error")
    }
}
