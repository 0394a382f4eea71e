// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when a session.commentary.append command is accepted into the Live session timeline. Acknowledges the added commentary without guaranteeing exact wording or completed audio playback.
///
/// - Schema: `#/components/schemas/LiveCommentaryAppendedEvent`
public nonisolated struct LiveCommentaryAppendedEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The event_id of the client command associated with this server event, when
    /// supplied.
    public var clientEventID: String?

    /// The end of this event on the Live session timeline, in milliseconds from the
    /// beginning of the session. For appended context, this can equal start_ms.
    public var endMs: Int

    /// The unique ID of the Live server event.
    public var eventID: String

    /// The start of this event on the Live session timeline, in milliseconds from the
    /// beginning of the session.
    public var startMs: Int

    /// The event type, always `session.commentary.appended`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        endMs: Int,
        eventID: String,
        startMs: Int,
        clientEventID: String? = nil
    ) {
        self.clientEventID = clientEventID
        self.endMs = endMs
        self.eventID = eventID
        self.startMs = startMs
        self.type = "session.commentary.appended"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            endMs: .emptyValue,
            eventID: .emptyValue,
            startMs: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clientEventID = try container.decodeIfPresent(String.self, forKey: "client_event_id")
        self.endMs = try container.decodeRequired(Int.self, forKey: "end_ms", in: decoder)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.startMs = try container.decodeRequired(Int.self, forKey: "start_ms", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.commentary.appended")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.clientEventID, forKey: "client_event_id")
        try container.encode(self.endMs, forKey: "end_ms")
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.startMs, forKey: "start_ms")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveCommentaryAppendedEvent {
    public static var clientEventID: Self { Self("client_event_id") }
}
