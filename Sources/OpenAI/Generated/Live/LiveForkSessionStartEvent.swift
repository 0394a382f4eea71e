// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Start a Live session after connecting to a stored session’s fork WebSocket.
///
/// Send an empty `session` object to use the stored configuration.
///
/// - Schema: `#/components/schemas/LiveForkSessionStartEvent`
public nonisolated struct LiveForkSessionStartEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Optional client identifier for correlating this command with a server event's
    /// client_event_id or error.client_event_id.
    public var eventID: String?

    /// Overrides for a stored session after connecting to the fork WebSocket.
    ///
    /// An empty object inherits the stored configuration; do not supply a new model.
    /// audio.format applies only to the new WebSocket connection. client overrides are
    /// only supported for WebRTC forks.
    public var session: LiveForkSessionConfig

    /// The Live client event type. Always `session.start`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        session: LiveForkSessionConfig,
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
        self.session = try container.decodeRequired(LiveForkSessionConfig.self, forKey: "session", in: decoder)
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

nonisolated extension NullableMember where Owner == LiveForkSessionStartEvent {
    public static var eventID: Self { Self("event_id") }
}
