// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when an input audio transcription segment is identified for an item.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventConversationItemInputAudioTranscriptionSegment`
public nonisolated struct RealtimeBetaServerEventConversationItemInputAudioTranscriptionSegment: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "conversation.item.input_audio_transcription.segment")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.speaker = try container.decodeRequired(String.self, forKey: "speaker", in: decoder)
        self.start = try container.decodeRequired(Double.self, forKey: "start", in: decoder)
        self.end = try container.decodeRequired(Double.self, forKey: "end", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.contentIndex, forKey: "content_index")
        try container.encode(self.text, forKey: "text")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.speaker, forKey: "speaker")
        try container.encode(self.start, forKey: "start")
        try container.encode(self.end, forKey: "end")
    }
}
