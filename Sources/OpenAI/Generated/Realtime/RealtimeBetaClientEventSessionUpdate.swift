// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Send this event to update the session’s default configuration.
/// The client may send this event at any time to update any field,
/// except for `voice`. However, note that once a session has been
/// initialized with a particular `model`, it can’t be changed to
/// another model using `session.update`.
///
/// When the server receives a `session.update`, it will respond
/// with a `session.updated` event showing the full, effective configuration.
/// Only the fields that are present are updated. To clear a field like
/// `instructions`, pass an empty string.
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventSessionUpdate`
public nonisolated struct RealtimeBetaClientEventSessionUpdate: Codable, Equatable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `session.update`.
    public var type: String

    public var session: RealtimeSessionCreateRequest

    public init(
        session: RealtimeSessionCreateRequest,
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "session.update"
        self.session = session
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            session: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: "event_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.update")
        self.session = try container.decodeRequired(RealtimeSessionCreateRequest.self, forKey: "session", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.session, forKey: "session")
    }
}
