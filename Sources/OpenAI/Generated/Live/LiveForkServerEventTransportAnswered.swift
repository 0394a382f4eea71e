// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The outbound SIP provider leg answered and media is established.
///
/// Delivered only to sideband observers.
///
/// - Schema: `#/components/schemas/LiveForkServerEventTransportAnswered`
public nonisolated struct LiveForkServerEventTransportAnswered: Codable, Equatable, Sendable, EmptyDecodable {
    public var eventID: String

    /// The canonical Live session ID.
    public var sessionID: String

    public var type: String

    public init(
        eventID: String,
        sessionID: String
    ) {
        self.eventID = eventID
        self.sessionID = sessionID
        self.type = "transport.answered"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            sessionID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "transport.answered")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encode(self.type, forKey: "type")
    }
}
