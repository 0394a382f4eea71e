// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when a conversation item is retrieved with `conversation.item.retrieve`.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventConversationItemRetrieved`
public nonisolated struct RealtimeBetaServerEventConversationItemRetrieved: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "conversation.item.retrieved")
        self.item = try container.decodeRequired(RealtimeConversationItem.self, forKey: "item", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.item, forKey: "item")
    }
}
