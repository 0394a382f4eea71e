// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A streaming Responses API event from a backend delegated to by the Live session.
///
/// Use the outer delegation_id to associate the nested stream with its Live delegation.
///
/// - Schema: `#/components/schemas/LiveResponseEvent`
public nonisolated struct LiveResponseEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The event_id of the client command associated with this server event, when
    /// supplied.
    public var clientEventID: String?

    /// The Live delegation associated with the nested Responses event.
    ///
    /// May be null or omitted when the event cannot be correlated with a delegation.
    public var delegationID: String?

    /// The nested Responses streaming event.
    ///
    /// Dispatch on its type field. Response lifecycle snapshots omit input and clear
    /// instructions, tools, and output to keep messages small; consume granular output
    /// events for the generated content.
    public var event: [String: JSONValue]

    /// The unique ID of the Live server event.
    public var eventID: String

    /// The event type, always `response.event`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        event: [String: JSONValue],
        eventID: String,
        clientEventID: String? = nil,
        delegationID: String? = nil
    ) {
        self.clientEventID = clientEventID
        self.delegationID = delegationID
        self.event = event
        self.eventID = eventID
        self.type = "response.event"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            event: .emptyValue,
            eventID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clientEventID = try container.decodeIfPresent(String.self, forKey: "client_event_id")
        self.delegationID = try container.decodeIfPresent(String.self, forKey: "delegation_id")
        self.event = try container.decodeRequired([String: JSONValue].self, forKey: "event", in: decoder)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.event")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.clientEventID, forKey: "client_event_id")
        try container.encodeIfPresent(self.delegationID, forKey: "delegation_id")
        try container.encode(self.event, forKey: "event")
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveResponseEvent {
    public static var clientEventID: Self { Self("client_event_id") }
    public static var delegationID: Self { Self("delegation_id") }
}
