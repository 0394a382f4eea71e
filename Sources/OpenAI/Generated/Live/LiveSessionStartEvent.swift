// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Start a Live session on a primary WebSocket.
///
/// Send this event before other commands and wait for `session.started`.
///
/// - Schema: `#/components/schemas/LiveSessionStartEvent`
public nonisolated struct LiveSessionStartEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Optional client identifier for correlating this command with a server event's
    /// client_event_id or error.client_event_id.
    public var eventID: String?

    /// Initial configuration for a primary WebSocket.
    ///
    /// Send session.start first and wait for session.started before application
    /// commands. WebRTC creation already starts the session; do not send this event
    /// again on its data channel.
    public var session: LiveSessionConfig

    /// The Live client event type. Always `session.start`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        session: LiveSessionConfig,
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.session = session
        self.type = "session.start"
        self.nullNames = []
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
        self.session = try container.decodeRequired(LiveSessionConfig.self, forKey: "session", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.start")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.session, forKey: "session")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveSessionStartEvent {
    public static var eventID: Self { Self("event_id") }
}
