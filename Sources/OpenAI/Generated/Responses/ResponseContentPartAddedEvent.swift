// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a new content part is added.
///
/// - Schema: `#/components/schemas/ResponseContentPartAddedEvent`
public nonisolated struct ResponseContentPartAddedEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.content_part.added`.
    public var type: String

    /// The ID of the output item that the content part was added to.
    public var itemID: String

    /// The index of the output item that the content part was added to.
    public var outputIndex: Int

    /// The index of the content part that was added.
    public var contentIndex: Int

    /// The content part that was added.
    public var part: OutputContent

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        part: OutputContent,
        sequenceNumber: Int
    ) {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.content_part.added")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
        self.part = try container.decodeRequired(OutputContent.self, forKey: "part", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.contentIndex, forKey: "content_index")
        try container.encode(self.part, forKey: "part")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
    }
}
