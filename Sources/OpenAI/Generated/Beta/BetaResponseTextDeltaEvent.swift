// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Emitted when there is an additional text delta.
///
/// - Schema: `#/components/schemas/BetaResponseTextDeltaEvent`
public nonisolated struct BetaResponseTextDeltaEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always `response.output_text.delta`.
    public var type: String

    /// The ID of the output item that the text delta was added to.
    public var itemID: String

    /// The index of the output item that the text delta was added to.
    public var outputIndex: Int

    /// The index of the content part that the text delta was added to.
    public var contentIndex: Int

    /// The text delta that was added.
    public var delta: String

    /// The sequence number for this event.
    public var sequenceNumber: Int

    /// The log probabilities of the tokens in the delta.
    public var logprobs: [ResponseLogProb]

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        delta: String,
        sequenceNumber: Int,
        logprobs: [ResponseLogProb],
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.output_text.delta"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.delta = delta
        self.sequenceNumber = sequenceNumber
        self.logprobs = logprobs
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            contentIndex: .emptyValue,
            delta: .emptyValue,
            sequenceNumber: .emptyValue,
            logprobs: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.output_text.delta")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.logprobs = try container.decodeRequired([ResponseLogProb].self, forKey: "logprobs", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.contentIndex, forKey: "content_index")
        try container.encode(self.delta, forKey: "delta")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.logprobs, forKey: "logprobs")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseTextDeltaEvent {
    public static var agent: Self { Self("agent") }
}
