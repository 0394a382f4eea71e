// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Add a new Item to the Conversation's context, including messages, function
/// calls, and function call responses. This event can be used both to populate a
/// "history" of the conversation and to add new items mid-stream, but has the
/// current limitation that it cannot populate assistant audio messages.
///
/// If successful, the server will respond with a `conversation.item.created`
/// event, otherwise an `error` event will be sent.
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventConversationItemCreate`
public nonisolated struct RealtimeBetaClientEventConversationItemCreate: Codable, Equatable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `conversation.item.create`.
    public var type: String

    /// The ID of the preceding item after which the new item will be inserted.
    /// If not set, the new item will be appended to the end of the conversation.
    /// If set to `root`, the new item will be added to the beginning of the conversation.
    /// If set to an existing ID, it allows an item to be inserted mid-conversation. If the
    /// ID cannot be found, an error will be returned and the item will not be added.
    public var previousItemID: String?

    public var item: RealtimeConversationItem

    public init(
        item: RealtimeConversationItem,
        eventID: String? = nil,
        previousItemID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "conversation.item.create"
        self.previousItemID = previousItemID
        self.item = item
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            item: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: "event_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "conversation.item.create")
        self.previousItemID = try container.decodeIfPresent(String.self, forKey: "previous_item_id")
        self.item = try container.decodeRequired(RealtimeConversationItem.self, forKey: "item", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.previousItemID, forKey: "previous_item_id")
        try container.encode(self.item, forKey: "item")
    }
}
