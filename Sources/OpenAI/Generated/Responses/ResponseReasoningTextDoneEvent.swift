// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a reasoning text is completed.
///
/// - Schema: `#/components/schemas/ResponseReasoningTextDoneEvent`
public nonisolated struct ResponseReasoningTextDoneEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.reasoning_text.done`.
    public var type: String

    /// The ID of the item this reasoning text is associated with.
    public var itemID: String

    /// The index of the output item this reasoning text is associated with.
    public var outputIndex: Int

    /// The index of the reasoning content part.
    public var contentIndex: Int

    /// The full text of the completed reasoning content.
    public var text: String

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        text: String,
        sequenceNumber: Int
    ) {
        self.type = "response.reasoning_text.done"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.text = text
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            contentIndex: .emptyValue,
            text: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.reasoning_text.done")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.contentIndex, forKey: "content_index")
        try container.encode(self.text, forKey: "text")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
    }
}
