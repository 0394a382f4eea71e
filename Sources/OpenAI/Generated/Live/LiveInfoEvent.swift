// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An informational notice about the Live session, such as the event permissions applied to a frontend data channel.
///
/// - Schema: `#/components/schemas/LiveInfoEvent`
public nonisolated struct LiveInfoEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The event_id of the client command associated with this server event, when
    /// supplied.
    public var clientEventID: String?

    /// A machine-readable code for the notice, such as `data_channel_permissions`.
    public var code: String

    /// The unique ID of the Live server event.
    public var eventID: String

    /// A human-readable explanation of the Live session notice.
    public var message: String

    /// The event type, always `info`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        code: String,
        eventID: String,
        message: String,
        clientEventID: String? = nil
    ) {
        self.clientEventID = clientEventID
        self.code = code
        self.eventID = eventID
        self.message = message
        self.type = "info"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            code: .emptyValue,
            eventID: .emptyValue,
            message: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clientEventID = try container.decodeIfPresent(String.self, forKey: "client_event_id")
        self.code = try container.decodeRequired(String.self, forKey: "code", in: decoder)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "info")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.clientEventID, forKey: "client_event_id")
        try container.encode(self.code, forKey: "code")
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.message, forKey: "message")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveInfoEvent {
    public static var clientEventID: Self { Self("client_event_id") }
}
