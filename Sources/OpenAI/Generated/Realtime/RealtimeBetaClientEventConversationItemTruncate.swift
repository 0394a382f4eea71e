// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Send this event to truncate a previous assistant message’s audio. The server
/// will produce audio faster than realtime, so this event is useful when the user
/// interrupts to truncate audio that has already been sent to the client but not
/// yet played. This will synchronize the server's understanding of the audio with
/// the client's playback.
///
/// Truncating audio will delete the server-side text transcript to ensure there
/// is not text in the context that hasn't been heard by the user.
///
/// If successful, the server will respond with a `conversation.item.truncated`
/// event.
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventConversationItemTruncate`
public nonisolated struct RealtimeBetaClientEventConversationItemTruncate: Codable, Equatable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `conversation.item.truncate`.
    public var type: String

    /// The ID of the assistant message item to truncate. Only assistant message
    /// items can be truncated.
    public var itemID: String

    /// The index of the content part to truncate. Set this to 0.
    public var contentIndex: Int

    /// Inclusive duration up to which audio is truncated, in milliseconds. If
    /// the audio_end_ms is greater than the actual audio duration, the server
    /// will respond with an error.
    public var audioEndMs: Int

    public init(
        itemID: String,
        contentIndex: Int,
        audioEndMs: Int,
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "conversation.item.truncate"
        self.itemID = itemID
        self.contentIndex = contentIndex
        self.audioEndMs = audioEndMs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            contentIndex: .emptyValue,
            audioEndMs: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: "event_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "conversation.item.truncate")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
        self.audioEndMs = try container.decodeRequired(Int.self, forKey: "audio_end_ms", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.contentIndex, forKey: "content_index")
        try container.encode(self.audioEndMs, forKey: "audio_end_ms")
    }
}
