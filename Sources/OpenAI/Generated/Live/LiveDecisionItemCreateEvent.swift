// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Append an input item for future decisions without starting an evaluation or changing Live voice context.
///
/// - Schema: `#/components/schemas/LiveDecisionItemCreateEvent`
public nonisolated struct LiveDecisionItemCreateEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Optional client identifier for correlating this command with a server event's
    /// client_event_id or error.client_event_id.
    public var eventID: String?

    public var item: LiveDecisionItemCreateEventItemUnion

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        item: LiveDecisionItemCreateEventItemUnion,
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.item = item
        self.type = "decision.item.create"
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
        self.item = try container.decodeRequired(LiveDecisionItemCreateEventItemUnion.self, forKey: "item", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "decision.item.create")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.item, forKey: "item")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveDecisionItemCreateEvent {
    public static var eventID: Self { Self("event_id") }
}
