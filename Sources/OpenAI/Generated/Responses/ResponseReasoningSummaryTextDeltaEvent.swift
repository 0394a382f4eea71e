// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a delta is added to a reasoning summary text.
///
/// - Schema: `#/components/schemas/ResponseReasoningSummaryTextDeltaEvent`
public nonisolated struct ResponseReasoningSummaryTextDeltaEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.reasoning_summary_text.delta`.
    public var type: String

    /// The ID of the item this summary text delta is associated with.
    public var itemID: String

    /// The index of the output item this summary text delta is associated with.
    public var outputIndex: Int

    /// The index of the summary part within the reasoning summary.
    public var summaryIndex: Int

    /// The text delta that was added to the summary.
    public var delta: String

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        itemID: String,
        outputIndex: Int,
        summaryIndex: Int,
        delta: String,
        sequenceNumber: Int
    ) {
        self.type = "response.reasoning_summary_text.delta"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.summaryIndex = summaryIndex
        self.delta = delta
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            summaryIndex: .emptyValue,
            delta: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.reasoning_summary_text.delta")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.summaryIndex = try container.decodeRequired(Int.self, forKey: "summary_index", in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.summaryIndex, forKey: "summary_index")
        try container.encode(self.delta, forKey: "delta")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
    }
}
