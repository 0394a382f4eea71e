// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted after a hosted sandbox is replaced.
///
/// Conversation history survives; changes to the previous sandbox's files and processes do not.
///
/// - Schema: `#/components/schemas/AgentSessionEnvironmentResetEvent`
public nonisolated struct AgentSessionEnvironmentResetEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The stable environment ID, retained across sandbox replacements.
    public var environmentID: String

    /// The unique ID of the event.
    public var eventID: String

    /// Random alphanumeric padding. Present when stream obfuscation is enabled.
    public var obfuscation: String?

    /// Monotonically increasing reset number.
    ///
    /// Repeated notifications share this number.
    public var resetCount: Int

    /// The ID of the session associated with the event.
    public var sessionID: String

    /// The associated turn, when applicable.
    public var turnID: String?

    /// The type of the object. Always `agent.session.environment.reset`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        environmentID: String,
        eventID: String,
        resetCount: Int,
        sessionID: String,
        obfuscation: String? = nil,
        turnID: String? = nil
    ) {
        self.environmentID = environmentID
        self.eventID = eventID
        self.obfuscation = obfuscation
        self.resetCount = resetCount
        self.sessionID = sessionID
        self.turnID = turnID
        self.type = "agent.session.environment.reset"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            environmentID: .emptyValue,
            eventID: .emptyValue,
            resetCount: .emptyValue,
            sessionID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.environmentID = try container.decodeRequired(String.self, forKey: "environment_id", in: decoder)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.obfuscation = try container.decodeIfPresent(String.self, forKey: "obfuscation")
        self.resetCount = try container.decodeRequired(Int.self, forKey: "reset_count", in: decoder)
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
        self.turnID = try container.decodeIfPresent(String.self, forKey: "turn_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.session.environment.reset")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.environmentID, forKey: "environment_id")
        try container.encode(self.eventID, forKey: "event_id")
        try container.encodeIfPresent(self.obfuscation, forKey: "obfuscation")
        try container.encode(self.resetCount, forKey: "reset_count")
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encodeIfPresent(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentSessionEnvironmentResetEvent {
    public static var obfuscation: Self { Self("obfuscation") }
    public static var turnID: Self { Self("turn_id") }
}
