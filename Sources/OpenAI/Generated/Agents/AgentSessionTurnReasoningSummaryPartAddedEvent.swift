// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Emitted when a reasoning summary content part is added.
///
/// - Schema: `#/components/schemas/AgentSessionTurnReasoningSummaryPartAddedEvent`
public nonisolated struct AgentSessionTurnReasoningSummaryPartAddedEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the event.
    public var eventID: String

    /// The ID of the reasoning item.
    public var itemID: String

    /// Random alphanumeric padding. Present when stream obfuscation is enabled.
    public var obfuscation: String?

    /// The index of the item in the turn output.
    public var outputIndex: Int

    /// The initial summary part.
    public var part: SummaryTextContent

    /// The ID of the session associated with the event.
    public var sessionID: String

    /// The index of the summary content part.
    public var summaryIndex: Int

    /// The ID of the turn associated with the event, when applicable.
    public var turnID: String?

    /// The type of the object.
    ///
    /// Always `agent.session.turn.reasoning_summary_part.added`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        eventID: String,
        itemID: String,
        outputIndex: Int,
        part: SummaryTextContent,
        sessionID: String,
        summaryIndex: Int,
        obfuscation: String? = nil,
        turnID: String? = nil
    ) {
        self.eventID = eventID
        self.itemID = itemID
        self.obfuscation = obfuscation
        self.outputIndex = outputIndex
        self.part = part
        self.sessionID = sessionID
        self.summaryIndex = summaryIndex
        self.turnID = turnID
        self.type = "agent.session.turn.reasoning_summary_part.added"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            part: .emptyValue,
            sessionID: .emptyValue,
            summaryIndex: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.obfuscation = try container.decodeIfPresent(String.self, forKey: "obfuscation")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.part = try container.decodeRequired(SummaryTextContent.self, forKey: "part", in: decoder)
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
        self.summaryIndex = try container.decodeRequired(Int.self, forKey: "summary_index", in: decoder)
        self.turnID = try container.decodeIfPresent(String.self, forKey: "turn_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.session.turn.reasoning_summary_part.added")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encodeIfPresent(self.obfuscation, forKey: "obfuscation")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.part, forKey: "part")
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encode(self.summaryIndex, forKey: "summary_index")
        try container.encodeIfPresent(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentSessionTurnReasoningSummaryPartAddedEvent {
    public static var obfuscation: Self { Self("obfuscation") }
    public static var turnID: Self { Self("turn_id") }
}
