// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when an input audio buffer is committed, either by the client or
/// automatically in server VAD mode. The `item_id` property is the ID of the user
/// message item that will be created, thus a `conversation.item.created` event
/// will also be sent to the client.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventInputAudioBufferCommitted`
public nonisolated struct RealtimeBetaServerEventInputAudioBufferCommitted: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `input_audio_buffer.committed`.
    public var type: String

    public var previousItemID: String?

    /// The ID of the user message item that will be created.
    public var itemID: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        eventID: String,
        itemID: String,
        previousItemID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "input_audio_buffer.committed"
        self.previousItemID = previousItemID
        self.itemID = itemID
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_audio_buffer.committed")
        self.previousItemID = try container.decodeIfPresent(String.self, forKey: "previous_item_id")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.previousItemID, forKey: "previous_item_id")
        try container.encode(self.itemID, forKey: "item_id")
    }
}

nonisolated extension NullableMember where Owner == RealtimeBetaServerEventInputAudioBufferCommitted {
    public static var previousItemID: Self { Self("previous_item_id") }
}
