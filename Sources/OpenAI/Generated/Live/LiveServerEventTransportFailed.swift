// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An asynchronous outbound SIP setup failure.
///
/// Delivered only to sideband observers.
///
/// - Schema: `#/components/schemas/LiveServerEventTransportFailed`
public nonisolated struct LiveServerEventTransportFailed: Codable, Equatable, Sendable, EmptyDecodable {
    public var error: LiveServerEventTransportFailedError

    public var eventID: String

    /// The canonical Live session ID.
    public var sessionID: String

    public var type: String

    public init(
        error: LiveServerEventTransportFailedError,
        eventID: String,
        sessionID: String
    ) {
        self.error = error
        self.eventID = eventID
        self.sessionID = sessionID
        self.type = "transport.failed"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            error: .emptyValue,
            eventID: .emptyValue,
            sessionID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.error = try container.decodeRequired(LiveServerEventTransportFailedError.self, forKey: "error", in: decoder)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "transport.failed")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.error, forKey: "error")
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encode(self.type, forKey: "type")
    }
}
