// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a turn completes.
///
/// - Schema: `#/components/schemas/AgentSessionTurnCompletedEvent`
public nonisolated struct AgentSessionTurnCompletedEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the event.
    public var eventID: String

    /// Random alphanumeric padding. Present when stream obfuscation is enabled.
    public var obfuscation: String?

    /// The ID of the session associated with the event.
    public var sessionID: String

    /// The completed turn.
    public var turn: Turn

    /// The ID of the turn associated with the event.
    public var turnID: String

    /// The type of the object. Always `agent.session.turn.completed`.
    public var type: String

    /// Token usage by the root agent during the turn, when available.
    public var usage: TokenUsage?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        eventID: String,
        sessionID: String,
        turn: Turn,
        turnID: String,
        obfuscation: String? = nil,
        usage: TokenUsage? = nil
    ) {
        self.eventID = eventID
        self.obfuscation = obfuscation
        self.sessionID = sessionID
        self.turn = turn
        self.turnID = turnID
        self.type = "agent.session.turn.completed"
        self.usage = usage
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            sessionID: .emptyValue,
            turn: .emptyValue,
            turnID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.obfuscation = try container.decodeIfPresent(String.self, forKey: "obfuscation")
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
        self.turn = try container.decodeRequired(Turn.self, forKey: "turn", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.session.turn.completed")
        self.usage = try container.decodeIfPresent(TokenUsage.self, forKey: "usage")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encodeIfPresent(self.obfuscation, forKey: "obfuscation")
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encode(self.turn, forKey: "turn")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.usage, forKey: "usage")
    }
}

nonisolated extension NullableMember where Owner == AgentSessionTurnCompletedEvent {
    public static var obfuscation: Self { Self("obfuscation") }
    public static var usage: Self { Self("usage") }
}
