// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Add an input item to the Live session’s Responses backend.
///
/// Requires Responses delegation; use `response.create` to request a response.
///
/// - Schema: `#/components/schemas/LiveResponseItemCreateEvent`
public nonisolated struct LiveResponseItemCreateEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Optional client identifier for correlating this command with a server event's
    /// client_event_id or error.client_event_id.
    public var eventID: String?

    /// An input item to append to the Responses backend conversation, such as a user
    /// message or a function tool result.
    public var item: OpenAIResponses.InputItem

    /// The Live client event type. Always `response.item.create`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        item: OpenAIResponses.InputItem,
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.item = item
        self.type = "response.item.create"
        self.nullNames = []
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
        self.item = try container.decodeRequired(OpenAIResponses.InputItem.self, forKey: "item", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.item.create")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.item, forKey: "item")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveResponseItemCreateEvent {
    public static var eventID: Self { Self("event_id") }
}
