// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when an item is added to a turn.
///
/// - Schema: `#/components/schemas/AgentSessionTurnItemAddedEvent`
public nonisolated struct AgentSessionTurnItemAddedEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the event.
    public var eventID: String

    /// The item that was added.
    public var item: AgentSessionItem

    /// Random alphanumeric padding. Present when stream obfuscation is enabled.
    public var obfuscation: String?

    /// The index of the item in the turn output, when the item is agent output.
    public var outputIndex: Int?

    /// The ID of the session associated with the event.
    public var sessionID: String

    /// The ID of the turn associated with the event, when applicable.
    public var turnID: String?

    /// The type of the object. Always `agent.session.turn.item.added`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        eventID: String,
        item: AgentSessionItem,
        sessionID: String,
        obfuscation: String? = nil,
        outputIndex: Int? = nil,
        turnID: String? = nil
    ) {
        self.eventID = eventID
        self.item = item
        self.obfuscation = obfuscation
        self.outputIndex = outputIndex
        self.sessionID = sessionID
        self.turnID = turnID
        self.type = "agent.session.turn.item.added"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            item: .emptyValue,
            sessionID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.item = try container.decodeRequired(AgentSessionItem.self, forKey: "item", in: decoder)
        self.obfuscation = try container.decodeIfPresent(String.self, forKey: "obfuscation")
        self.outputIndex = try container.decodeIfPresent(Int.self, forKey: "output_index")
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
        self.turnID = try container.decodeIfPresent(String.self, forKey: "turn_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.session.turn.item.added")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.item, forKey: "item")
        try container.encodeIfPresent(self.obfuscation, forKey: "obfuscation")
        try container.encodeIfPresent(self.outputIndex, forKey: "output_index")
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encodeIfPresent(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentSessionTurnItemAddedEvent {
    public static var obfuscation: Self { Self("obfuscation") }
    public static var outputIndex: Self { Self("output_index") }
    public static var turnID: Self { Self("turn_id") }
}
