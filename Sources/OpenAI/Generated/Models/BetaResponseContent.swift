// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a new content part is added.
///
/// - Schema: `#/components/schemas/BetaResponseContentPartAddedEvent`
public struct BetaResponseContentPartAddedEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always `response.content_part.added`.
    public var type: String

    /// The ID of the output item that the content part was added to.
    public var itemID: String

    /// The index of the output item that the content part was added to.
    public var outputIndex: Int

    /// The index of the content part that was added.
    public var contentIndex: Int

    /// The content part that was added.
    public var part: BetaOutputContent

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        part: BetaOutputContent,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.content_part.added"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.part = part
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            contentIndex: .emptyValue,
            part: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case itemID = "item_id"
        case outputIndex = "output_index"
        case contentIndex = "content_index"
        case part
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.content_part.added")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.part = try container.decodeRequired(BetaOutputContent.self, forKey: .part, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.part, forKey: .part)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when a content part is done.
///
/// - Schema: `#/components/schemas/BetaResponseContentPartDoneEvent`
public struct BetaResponseContentPartDoneEvent: Codable, Hashable, Sendable, EmptyDecodable {
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
    public var part: BetaOutputContent

    public init(
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        sequenceNumber: Int,
        part: BetaOutputContent,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.content_part.done"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.sequenceNumber = sequenceNumber
        self.part = part
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

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case itemID = "item_id"
        case outputIndex = "output_index"
        case contentIndex = "content_index"
        case sequenceNumber = "sequence_number"
        case part
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.content_part.done")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.part = try container.decodeRequired(BetaOutputContent.self, forKey: .part, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.part, forKey: .part)
    }
}
