// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when the Live model delegates work to your application, Responses, or Decisions. Contains delegation metadata and the position on the session timeline where the work was delegated.
///
/// - Schema: `#/components/schemas/LiveDelegationCreatedEvent`
public nonisolated struct LiveDelegationCreatedEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The event_id of the client command associated with this server event, when
    /// supplied.
    public var clientEventID: String?

    /// The delegated work identifier and destination.
    ///
    /// This object contains metadata, not the task text.
    public var delegation: LiveDelegationCreatedEventDelegation

    /// The unique ID of the Live server event.
    public var eventID: String

    /// The position on the Live session timeline where the delegation was created, in
    /// milliseconds from the beginning of the session.
    public var offsetMs: Int

    /// The event type, always `session.delegation.created`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        delegation: LiveDelegationCreatedEventDelegation,
        eventID: String,
        offsetMs: Int,
        clientEventID: String? = nil
    ) {
        self.clientEventID = clientEventID
        self.delegation = delegation
        self.eventID = eventID
        self.offsetMs = offsetMs
        self.type = "session.delegation.created"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            delegation: .emptyValue,
            eventID: .emptyValue,
            offsetMs: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clientEventID = try container.decodeIfPresent(String.self, forKey: "client_event_id")
        self.delegation = try container.decodeRequired(LiveDelegationCreatedEventDelegation.self, forKey: "delegation", in: decoder)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.offsetMs = try container.decodeRequired(Int.self, forKey: "offset_ms", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.delegation.created")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.clientEventID, forKey: "client_event_id")
        try container.encode(self.delegation, forKey: "delegation")
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.offsetMs, forKey: "offset_ms")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveDelegationCreatedEvent {
    public static var clientEventID: Self { Self("client_event_id") }
}
