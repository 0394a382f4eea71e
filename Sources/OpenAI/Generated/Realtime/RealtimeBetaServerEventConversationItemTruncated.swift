// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when an earlier assistant audio message item is truncated by the
/// client with a `conversation.item.truncate` event. This event is used to
/// synchronize the server's understanding of the audio with the client's playback.
///
/// This action will truncate the audio and remove the server-side text transcript
/// to ensure there is no text in the context that hasn't been heard by the user.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventConversationItemTruncated`
public nonisolated struct RealtimeBetaServerEventConversationItemTruncated: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "conversation.item.truncated")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
        self.audioEndMs = try container.decodeRequired(Int.self, forKey: "audio_end_ms", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.contentIndex, forKey: "content_index")
        try container.encode(self.audioEndMs, forKey: "audio_end_ms")
    }
}
