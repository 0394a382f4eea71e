// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when text is appended to a reasoning summary.
///
/// - Schema: `#/components/schemas/AgentSessionTurnReasoningSummaryTextDeltaEvent`
public nonisolated struct AgentSessionTurnReasoningSummaryTextDeltaEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The summary text that was appended.
    public var delta: String

    /// The unique ID of the event.
    public var eventID: String

    /// The ID of the reasoning item.
    public var itemID: String

    /// Random alphanumeric padding. Present when stream obfuscation is enabled.
    public var obfuscation: String?

    /// The index of the item in the turn output.
    public var outputIndex: Int

    /// The ID of the session associated with the event.
    public var sessionID: String

    /// The index of the summary content part.
    public var summaryIndex: Int

    /// The ID of the turn associated with the event, when applicable.
    public var turnID: String?

    /// The type of the object.
    ///
    /// Always `agent.session.turn.reasoning_summary_text.delta`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        delta: String,
        eventID: String,
        itemID: String,
        outputIndex: Int,
        sessionID: String,
        summaryIndex: Int,
        obfuscation: String? = nil,
        turnID: String? = nil
    ) {
        self.delta = delta
        self.eventID = eventID
        self.itemID = itemID
        self.obfuscation = obfuscation
        self.outputIndex = outputIndex
        self.sessionID = sessionID
        self.summaryIndex = summaryIndex
        self.turnID = turnID
        self.type = "agent.session.turn.reasoning_summary_text.delta"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            delta: .emptyValue,
            eventID: .emptyValue,
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            sessionID: .emptyValue,
            summaryIndex: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.obfuscation = try container.decodeIfPresent(String.self, forKey: "obfuscation")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
        self.summaryIndex = try container.decodeRequired(Int.self, forKey: "summary_index", in: decoder)
        self.turnID = try container.decodeIfPresent(String.self, forKey: "turn_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.session.turn.reasoning_summary_text.delta")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.delta, forKey: "delta")
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encodeIfPresent(self.obfuscation, forKey: "obfuscation")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encode(self.summaryIndex, forKey: "summary_index")
        try container.encodeIfPresent(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentSessionTurnReasoningSummaryTextDeltaEvent {
    public static var obfuscation: Self { Self("obfuscation") }
    public static var turnID: Self { Self("turn_id") }
}
