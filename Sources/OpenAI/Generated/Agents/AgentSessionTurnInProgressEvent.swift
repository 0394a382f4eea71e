// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a turn starts running.
///
/// - Schema: `#/components/schemas/AgentSessionTurnInProgressEvent`
public nonisolated struct AgentSessionTurnInProgressEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the event.
    public var eventID: String

    /// Random alphanumeric padding. Present when stream obfuscation is enabled.
    public var obfuscation: String?

    /// The ID of the session associated with the event.
    public var sessionID: String

    /// The turn at the time it started running.
    public var turn: Turn

    /// The ID of the turn associated with the event.
    public var turnID: String

    /// The type of the object. Always `agent.session.turn.in_progress`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        eventID: String,
        sessionID: String,
        turn: Turn,
        turnID: String,
        obfuscation: String? = nil
    ) {
        self.eventID = eventID
        self.obfuscation = obfuscation
        self.sessionID = sessionID
        self.turn = turn
        self.turnID = turnID
        self.type = "agent.session.turn.in_progress"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.session.turn.in_progress")
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
    }
}

nonisolated extension NullableMember where Owner == AgentSessionTurnInProgressEvent {
    public static var obfuscation: Self { Self("obfuscation") }
}
