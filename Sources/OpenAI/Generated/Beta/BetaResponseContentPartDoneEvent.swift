// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Emitted when a content part is done.
///
/// - Schema: `#/components/schemas/BetaResponseContentPartDoneEvent`
public nonisolated struct BetaResponseContentPartDoneEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always `response.content_part.done`.
    public var type: String

    /// The ID of the output item that the content part was added to.
    public var itemID: String

    /// The index of the output item that the content part was added to.
    public var outputIndex: Int

    /// The index of the content part that is done.
    public var contentIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The content part that is done.
    public var part: OutputContent

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        sequenceNumber: Int,
        part: OutputContent,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.content_part.done"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.sequenceNumber = sequenceNumber
        self.part = part
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            contentIndex: .emptyValue,
            sequenceNumber: .emptyValue,
            part: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.content_part.done")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.part = try container.decodeRequired(OutputContent.self, forKey: "part", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.contentIndex, forKey: "content_index")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.part, forKey: "part")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseContentPartDoneEvent {
    public static var agent: Self { Self("agent") }
}
