// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when an image generation tool call has completed and the final image is available.
///
/// - Schema: `#/components/schemas/ResponseImageGenCallCompletedEvent`
public nonisolated struct ResponseImageGenCallCompletedEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always 'response.image_generation_call.completed'.
    public var type: String

    /// The index of the output item in the response's output array.
    public var outputIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The unique identifier of the image generation item being processed.
    public var itemID: String

    public init(
        outputIndex: Int,
        sequenceNumber: Int,
        itemID: String
    ) {
        self.type = "response.image_generation_call.completed"
        self.outputIndex = outputIndex
        self.sequenceNumber = sequenceNumber
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            outputIndex: .emptyValue,
            sequenceNumber: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.image_generation_call.completed")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.itemID, forKey: "item_id")
    }
}
