// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when a transcription session is created.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventTranscriptionSessionCreated`
public nonisolated struct RealtimeBetaServerEventTranscriptionSessionCreated: Codable, Equatable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `transcription_session.created`.
    public var type: String

    public var session: RealtimeTranscriptionSessionCreateResponse

    public init(
        eventID: String,
        session: RealtimeTranscriptionSessionCreateResponse
    ) {
        self.eventID = eventID
        self.type = "transcription_session.created"
        self.session = session
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            session: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "transcription_session.created")
        self.session = try container.decodeRequired(RealtimeTranscriptionSessionCreateResponse.self, forKey: "session", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.session, forKey: "session")
    }
}
