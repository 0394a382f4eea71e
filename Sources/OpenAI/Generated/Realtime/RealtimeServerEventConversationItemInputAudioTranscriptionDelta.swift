// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Returned when the text value of an input audio transcription content part is updated with incremental transcription results.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationItemInputAudioTranscriptionDelta`
public nonisolated struct RealtimeServerEventConversationItemInputAudioTranscriptionDelta: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "conversation.item.input_audio_transcription.delta")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.contentIndex = try container.decodeIfPresent(Int.self, forKey: "content_index")
        self.delta = try container.decodeIfPresent(String.self, forKey: "delta")
        self.logprobs = try container.decodeIfPresent([LogProbProperties].self, forKey: "logprobs")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encodeIfPresent(self.contentIndex, forKey: "content_index")
        try container.encodeIfPresent(self.delta, forKey: "delta")
        try container.encodeIfPresent(self.logprobs, forKey: "logprobs")
    }
}

nonisolated extension NullableMember where Owner == RealtimeServerEventConversationItemInputAudioTranscriptionDelta {
    public static var logprobs: Self { Self("logprobs") }
}
