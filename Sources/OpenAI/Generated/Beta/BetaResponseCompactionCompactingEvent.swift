// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when new summary content is sampled for a compaction trigger.
///
/// Contains no summary content.
///
/// - Schema: `#/components/schemas/BetaResponseCompactionCompactingEvent`
public nonisolated struct BetaResponseCompactionCompactingEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaResponseCompactionCompactingEventAgent?

    /// The ID of the compaction output item.
    public var itemID: String

    /// The index of the compaction output item.
    public var outputIndex: Int

    /// The sequence number of the event that was emitted.
    public var sequenceNumber: Int

    /// The type of the event, always `response.compaction.compacting`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        itemID: String,
        outputIndex: Int,
        sequenceNumber: Int,
        agent: BetaResponseCompactionCompactingEventAgent? = nil
    ) {
        self.agent = agent
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.sequenceNumber = sequenceNumber
        self.type = "response.compaction.compacting"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaResponseCompactionCompactingEventAgent.self, forKey: "agent")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.compaction.compacting")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseCompactionCompactingEvent {
    public static var agent: Self { Self("agent") }
}
