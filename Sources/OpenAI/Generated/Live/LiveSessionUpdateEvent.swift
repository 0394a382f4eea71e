// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Update the delegation settings or transcript triggers of an active Live session.
///
/// The server acknowledges accepted changes with `session.updated`.
///
/// - Schema: `#/components/schemas/LiveSessionUpdateEvent`
public nonisolated struct LiveSessionUpdateEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Optional client identifier for correlating this command with a server event's
    /// client_event_id or error.client_event_id.
    public var eventID: String?

    /// Sparse delegation and trigger updates.
    ///
    /// Omitted settings retain their values. The delegation type cannot change. Model,
    /// frontend instructions, audio, and startup input are immutable.
    public var session: LiveSessionUpdateConfig

    /// The Live client event type. Always `session.update`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        session: LiveSessionUpdateConfig,
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.session = session
        self.type = "session.update"
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
        self.session = try container.decodeRequired(LiveSessionUpdateConfig.self, forKey: "session", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.update")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.session, forKey: "session")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveSessionUpdateEvent {
    public static var eventID: Self { Self("event_id") }
}
