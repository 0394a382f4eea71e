// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a session environment connects.
///
/// - Schema: `#/components/schemas/AgentSessionEnvironmentConnectedEvent`
public nonisolated struct AgentSessionEnvironmentConnectedEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The current environment state.
    public var environment: AgentSessionEnvironmentState

    /// The unique ID of the event.
    public var eventID: String

    /// Random alphanumeric padding. Present when stream obfuscation is enabled.
    public var obfuscation: String?

    /// The ID of the session associated with the event.
    public var sessionID: String

    /// The ID of the turn associated with the event, when applicable.
    public var turnID: String?

    /// The type of the object. Always `agent.session.environment.connected`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        environment: AgentSessionEnvironmentState,
        eventID: String,
        sessionID: String,
        obfuscation: String? = nil,
        turnID: String? = nil
    ) {
        self.environment = environment
        self.eventID = eventID
        self.obfuscation = obfuscation
        self.sessionID = sessionID
        self.turnID = turnID
        self.type = "agent.session.environment.connected"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            environment: .emptyValue,
            eventID: .emptyValue,
            sessionID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.environment = try container.decodeRequired(AgentSessionEnvironmentState.self, forKey: "environment", in: decoder)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.obfuscation = try container.decodeIfPresent(String.self, forKey: "obfuscation")
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
        self.turnID = try container.decodeIfPresent(String.self, forKey: "turn_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.session.environment.connected")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.environment, forKey: "environment")
        try container.encode(self.eventID, forKey: "event_id")
        try container.encodeIfPresent(self.obfuscation, forKey: "obfuscation")
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encodeIfPresent(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentSessionEnvironmentConnectedEvent {
    public static var obfuscation: Self { Self("obfuscation") }
    public static var turnID: Self { Self("turn_id") }
}
