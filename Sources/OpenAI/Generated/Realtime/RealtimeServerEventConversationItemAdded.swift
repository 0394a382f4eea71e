// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Sent by the server when an Item is added to the default Conversation. This can happen in several cases:
/// - When the client sends a `conversation.item.create` event.
/// - When the input audio buffer is committed. In this case the item will be a user message containing the audio from the buffer.
/// - When the model is generating a Response. In this case the `conversation.item.added` event will be sent when the model starts generating a specific Item, and thus it will not yet have any content (and `status` will be `in_progress`).
///
/// The event will include the full content of the Item (except when model is generating a Response) except for audio data, which can be retrieved separately with a `conversation.item.retrieve` event if necessary.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationItemAdded`
public nonisolated struct RealtimeServerEventConversationItemAdded: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `conversation.item.added`.
    public var type: String

    public var previousItemID: String?

    public var item: RealtimeConversationItem

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        eventID: String,
        item: RealtimeConversationItem,
        previousItemID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "conversation.item.added"
        self.previousItemID = previousItemID
        self.item = item
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            item: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "conversation.item.added")
        self.previousItemID = try container.decodeIfPresent(String.self, forKey: "previous_item_id")
        self.item = try container.decodeRequired(RealtimeConversationItem.self, forKey: "item", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.previousItemID, forKey: "previous_item_id")
        try container.encode(self.item, forKey: "item")
    }
}

nonisolated extension NullableMember where Owner == RealtimeServerEventConversationItemAdded {
    public static var previousItemID: Self { Self("previous_item_id") }
}
