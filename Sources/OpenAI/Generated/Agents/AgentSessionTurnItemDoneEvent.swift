// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when an output item is complete.
///
/// - Schema: `#/components/schemas/AgentSessionTurnItemDoneEvent`
public nonisolated struct AgentSessionTurnItemDoneEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the event.
    public var eventID: String

    /// The completed output item.
    public var item: AgentOutputItem

    /// Random alphanumeric padding. Present when stream obfuscation is enabled.
    public var obfuscation: String?

    /// The index of the output item in the turn output.
    public var outputIndex: Int

    /// The ID of the session associated with the event.
    public var sessionID: String

    /// The ID of the turn associated with the event, when applicable.
    public var turnID: String?

    /// The type of the object. Always `agent.session.turn.item.done`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        eventID: String,
        item: AgentOutputItem,
        outputIndex: Int,
        sessionID: String,
        obfuscation: String? = nil,
        turnID: String? = nil
    ) {
        self.eventID = eventID
        self.item = item
        self.obfuscation = obfuscation
        self.outputIndex = outputIndex
        self.sessionID = sessionID
        self.turnID = turnID
        self.type = "agent.session.turn.item.done"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            item: .emptyValue,
            outputIndex: .emptyValue,
            sessionID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.item = try container.decodeRequired(AgentOutputItem.self, forKey: "item", in: decoder)
        self.obfuscation = try container.decodeIfPresent(String.self, forKey: "obfuscation")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
        self.turnID = try container.decodeIfPresent(String.self, forKey: "turn_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.session.turn.item.done")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.item, forKey: "item")
        try container.encodeIfPresent(self.obfuscation, forKey: "obfuscation")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encodeIfPresent(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentSessionTurnItemDoneEvent {
    public static var obfuscation: Self { Self("obfuscation") }
    public static var turnID: Self { Self("turn_id") }
}
