// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Reports an error in the Live session, such as an invalid client command.
///
/// Use error.client_event_id, when present, to identify the command that caused the error.
///
/// - Schema: `#/components/schemas/LiveErrorEvent`
public nonisolated struct LiveErrorEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The event_id of the client command associated with this server event, when
    /// supplied.
    public var clientEventID: String?

    /// Details of the Live error and the client command that caused it, when known.
    public var error: LiveError

    /// The unique ID of the Live server event.
    public var eventID: String

    /// The event type, always `error`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        error: LiveError,
        eventID: String,
        clientEventID: String? = nil
    ) {
        self.clientEventID = clientEventID
        self.error = error
        self.eventID = eventID
        self.type = "error"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            error: .emptyValue,
            eventID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clientEventID = try container.decodeIfPresent(String.self, forKey: "client_event_id")
        self.error = try container.decodeRequired(LiveError.self, forKey: "error", in: decoder)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "error")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.clientEventID, forKey: "client_event_id")
        try container.encode(self.error, forKey: "error")
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveErrorEvent {
    public static var clientEventID: Self { Self("client_event_id") }
}
