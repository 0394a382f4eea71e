// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when a new Item is created during Response generation.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseOutputItemAdded`
public nonisolated struct RealtimeServerEventResponseOutputItemAdded: Codable, Equatable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.output_item.added`.
    public var type: String

    /// The ID of the Response to which the item belongs.
    public var responseID: String

    /// The index of the output item in the Response.
    public var outputIndex: Int

    public var item: RealtimeConversationItem

    public init(
        eventID: String,
        responseID: String,
        outputIndex: Int,
        item: RealtimeConversationItem
    ) {
        self.eventID = eventID
        self.type = "response.output_item.added"
        self.responseID = responseID
        self.outputIndex = outputIndex
        self.item = item
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            responseID: .emptyValue,
            outputIndex: .emptyValue,
            item: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.output_item.added")
        self.responseID = try container.decodeRequired(String.self, forKey: "response_id", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.item = try container.decodeRequired(RealtimeConversationItem.self, forKey: "item", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.responseID, forKey: "response_id")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.item, forKey: "item")
    }
}
