// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Send one DTMF keypress to the SIP trunk through a Live sideband connection.
///
/// This command is supported only for SIP calls. A successful send emits `transport.dtmf.sent` on sideband. If you provide `event_id`, the success notification includes it as `client_event_id`; a failure includes it as `error.client_event_id`. Send separate events for multiple keypresses.
///
/// - Schema: `#/components/schemas/LiveConnectClientEventTransportDtmfSend`
public nonisolated struct LiveConnectClientEventTransportDtmfSend: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The DTMF key to send: one of `0`–`9`, `A`–`D`, `*`, or `#`.
    public var event: String

    /// Optional client identifier for correlating this command with a server event's
    /// client_event_id or error.client_event_id.
    public var eventID: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        event: String,
        eventID: String? = nil
    ) {
        self.event = event
        self.eventID = eventID
        self.type = "transport.dtmf.send"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            event: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder)
        self.eventID = try container.decodeIfPresent(String.self, forKey: "event_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "transport.dtmf.send")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.event, forKey: "event")
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveConnectClientEventTransportDtmfSend {
    public static var eventID: Self { Self("event_id") }
}
