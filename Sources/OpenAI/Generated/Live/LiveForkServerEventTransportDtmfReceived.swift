// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A SIP DTMF keypress received from the caller.
///
/// Delivered only to sideband observers.
///
/// - Schema: `#/components/schemas/LiveForkServerEventTransportDtmfReceived`
public nonisolated struct LiveForkServerEventTransportDtmfReceived: Codable, Equatable, Sendable, EmptyDecodable {
    public var event: String

    public var eventID: String

    public var type: String

    public init(
        event: String,
        eventID: String
    ) {
        self.event = event
        self.eventID = eventID
        self.type = "transport.dtmf.received"
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
        self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "transport.dtmf.received")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.event, forKey: "event")
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
    }
}
