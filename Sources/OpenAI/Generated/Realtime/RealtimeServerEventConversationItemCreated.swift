// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

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
public nonisolated struct RealtimeServerEventConversationItemCreated: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `conversation.item.created`.
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
        self.type = "conversation.item.created"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "conversation.item.created")
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

nonisolated extension NullableMember where Owner == RealtimeServerEventConversationItemCreated {
    public static var previousItemID: Self { Self("previous_item_id") }
}
