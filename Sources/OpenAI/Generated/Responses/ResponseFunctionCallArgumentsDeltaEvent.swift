// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when there is a partial function-call arguments delta.
///
/// - Schema: `#/components/schemas/ResponseFunctionCallArgumentsDeltaEvent`
public nonisolated struct ResponseFunctionCallArgumentsDeltaEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.function_call_arguments.delta`.
    public var type: String

    /// The ID of the output item that the function-call arguments delta is added to.
    public var itemID: String

    /// The index of the output item that the function-call arguments delta is added to.
    public var outputIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The function-call arguments delta that is added.
    public var delta: String

    public init(
        itemID: String,
        outputIndex: Int,
        sequenceNumber: Int,
        delta: String
    ) {
        self.type = "response.function_call_arguments.delta"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.sequenceNumber = sequenceNumber
        self.delta = delta
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            sequenceNumber: .emptyValue,
            delta: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.function_call_arguments.delta")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.delta, forKey: "delta")
    }
}
