// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A SIP DTMF keypress successfully sent to the SIP trunk.
///
/// Delivered only to sideband observers; this is not a client command.
///
/// - Schema: `#/components/schemas/LiveConnectServerEventTransportDtmfSent`
public nonisolated struct LiveConnectServerEventTransportDtmfSent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The event_id of the client command, when supplied.
    public var clientEventID: String?

    public var event: String

    public var eventID: String

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        event: String,
        eventID: String,
        clientEventID: String? = nil
    ) {
        self.clientEventID = clientEventID
        self.event = event
        self.eventID = eventID
        self.type = "transport.dtmf.sent"
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
        self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "transport.dtmf.sent")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.clientEventID, forKey: "client_event_id")
        try container.encode(self.event, forKey: "event")
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveConnectServerEventTransportDtmfSent {
    public static var clientEventID: Self { Self("client_event_id") }
}
