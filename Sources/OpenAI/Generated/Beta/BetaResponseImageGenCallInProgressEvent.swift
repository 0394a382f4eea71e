// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when an image generation tool call is in progress.
///
/// - Schema: `#/components/schemas/BetaResponseImageGenCallInProgressEvent`
public nonisolated struct BetaResponseImageGenCallInProgressEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always 'response.image_generation_call.in_progress'.
    public var type: String

    /// The index of the output item in the response's output array.
    public var outputIndex: Int

    /// The unique identifier of the image generation item being processed.
    public var itemID: String

    /// The sequence number of the image generation item being processed.
    public var sequenceNumber: Int

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        outputIndex: Int,
        itemID: String,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.image_generation_call.in_progress"
        self.outputIndex = outputIndex
        self.itemID = itemID
        self.sequenceNumber = sequenceNumber
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            outputIndex: .emptyValue,
            itemID: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.image_generation_call.in_progress")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseImageGenCallInProgressEvent {
    public static var agent: Self { Self("agent") }
}
