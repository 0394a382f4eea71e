// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a turn or session fails.
///
/// - Schema: `#/components/schemas/AgentSessionErrorEvent`
public nonisolated struct AgentSessionErrorEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The error that occurred.
    public var error: SessionError

    /// The unique ID of the event.
    public var eventID: String

    /// Random alphanumeric padding. Present when stream obfuscation is enabled.
    public var obfuscation: String?

    /// The ID of the session associated with the event.
    public var sessionID: String

    /// The type of the object. Always `error`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        error: SessionError,
        eventID: String,
        sessionID: String,
        obfuscation: String? = nil
    ) {
        self.error = error
        self.eventID = eventID
        self.obfuscation = obfuscation
        self.sessionID = sessionID
        self.type = "error"
        self.nullNames = []
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
        self.error = try container.decodeRequired(SessionError.self, forKey: "error", in: decoder)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.obfuscation = try container.decodeIfPresent(String.self, forKey: "obfuscation")
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "error")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.error, forKey: "error")
        try container.encode(self.eventID, forKey: "event_id")
        try container.encodeIfPresent(self.obfuscation, forKey: "obfuscation")
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentSessionErrorEvent {
    public static var obfuscation: Self { Self("obfuscation") }
}
