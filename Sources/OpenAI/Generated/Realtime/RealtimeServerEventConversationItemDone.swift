// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when a conversation item is finalized.
///
/// The event will include the full content of the Item except for audio data, which can be retrieved separately with a `conversation.item.retrieve` event if needed.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationItemDone`
public nonisolated struct RealtimeServerEventConversationItemDone: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `conversation.item.done`.
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
        self.type = "conversation.item.done"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "conversation.item.done")
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

nonisolated extension NullableMember where Owner == RealtimeServerEventConversationItemDone {
    public static var previousItemID: Self { Self("previous_item_id") }
}
