// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when an output item is marked done.
///
/// - Schema: `#/components/schemas/ResponseOutputItemDoneEvent`
public nonisolated struct ResponseOutputItemDoneEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.output_item.done`.
    public var type: String

    /// The index of the output item that was marked done.
    public var outputIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The output item that was marked done.
    public var item: OpenAIResponses.OutputItem

    public init(
        outputIndex: Int,
        sequenceNumber: Int,
        item: OpenAIResponses.OutputItem
    ) {
        self.type = "response.output_item.done"
        self.outputIndex = outputIndex
        self.sequenceNumber = sequenceNumber
        self.item = item
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.output_item.done")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.item = try container.decodeRequired(OpenAIResponses.OutputItem.self, forKey: "item", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.item, forKey: "item")
    }
}
