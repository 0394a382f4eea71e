// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when an output item is marked done.
///
/// - Schema: `#/components/schemas/BetaResponseOutputItemDoneEvent`
public nonisolated struct BetaResponseOutputItemDoneEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always `response.output_item.done`.
    public var type: String

    /// The index of the output item that was marked done.
    public var outputIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The output item that was marked done.
    public var item: BetaOutputItem

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        outputIndex: Int,
        sequenceNumber: Int,
        item: BetaOutputItem,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.output_item.done"
        self.outputIndex = outputIndex
        self.sequenceNumber = sequenceNumber
        self.item = item
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            outputIndex: .emptyValue,
            sequenceNumber: .emptyValue,
            item: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.output_item.done")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.item = try container.decodeRequired(BetaOutputItem.self, forKey: "item", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.item, forKey: "item")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseOutputItemDoneEvent {
    public static var agent: Self { Self("agent") }
}
