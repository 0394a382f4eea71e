// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a session fails.
///
/// - Schema: `#/components/schemas/AgentSessionFailedEvent`
public nonisolated struct AgentSessionFailedEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the event.
    public var eventID: String

    /// Random alphanumeric padding. Present when stream obfuscation is enabled.
    public var obfuscation: String?

    /// The failed session.
    public var session: AgentSession

    /// The type of the object. Always `agent.session.failed`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        eventID: String,
        session: AgentSession,
        obfuscation: String? = nil
    ) {
        self.eventID = eventID
        self.obfuscation = obfuscation
        self.session = session
        self.type = "agent.session.failed"
        self.nullNames = []
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
        self.obfuscation = try container.decodeIfPresent(String.self, forKey: "obfuscation")
        self.session = try container.decodeRequired(AgentSession.self, forKey: "session", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.session.failed")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encodeIfPresent(self.obfuscation, forKey: "obfuscation")
        try container.encode(self.session, forKey: "session")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentSessionFailedEvent {
    public static var obfuscation: Self { Self("obfuscation") }
}
