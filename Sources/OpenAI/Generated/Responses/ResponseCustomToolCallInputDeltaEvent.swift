// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Event representing a delta (partial update) to the input of a custom tool call.
///
/// - Schema: `#/components/schemas/ResponseCustomToolCallInputDeltaEvent`
public nonisolated struct ResponseCustomToolCallInputDeltaEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The event type identifier.
    public var type: String

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The index of the output this delta applies to.
    public var outputIndex: Int

    /// Unique identifier for the API item associated with this event.
    public var itemID: String

    /// The incremental input data (delta) for the custom tool call.
    public var delta: String

    public init(
        sequenceNumber: Int,
        outputIndex: Int,
        itemID: String,
        delta: String
    ) {
        self.type = "response.custom_tool_call_input.delta"
        self.sequenceNumber = sequenceNumber
        self.outputIndex = outputIndex
        self.itemID = itemID
        self.delta = delta
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sequenceNumber: .emptyValue,
            outputIndex: .emptyValue,
            itemID: .emptyValue,
            delta: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.custom_tool_call_input.delta")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.delta, forKey: "delta")
    }
}
