// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when an annotation is added to output text content.
///
/// - Schema: `#/components/schemas/ResponseOutputTextAnnotationAddedEvent`
public nonisolated struct ResponseOutputTextAnnotationAddedEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always 'response.output_text.annotation.added'.
    public var type: String

    /// The unique identifier of the item to which the annotation is being added.
    public var itemID: String

    /// The index of the output item in the response's output array.
    public var outputIndex: Int

    /// The index of the content part within the output item.
    public var contentIndex: Int

    /// The index of the annotation within the content part.
    public var annotationIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The annotation object being added. (See annotation schema for details.)
    public var annotation: OpenAIResponses.Annotation?

    public init(
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        annotationIndex: Int,
        sequenceNumber: Int,
        annotation: OpenAIResponses.Annotation?
    ) {
        self.type = "response.output_text.annotation.added"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.annotationIndex = annotationIndex
        self.sequenceNumber = sequenceNumber
        self.annotation = annotation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            contentIndex: .emptyValue,
            annotationIndex: .emptyValue,
            sequenceNumber: .emptyValue,
            annotation: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.output_text.annotation.added")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
        self.annotationIndex = try container.decodeRequired(Int.self, forKey: "annotation_index", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.annotation = try container.decodeIfPresent(OpenAIResponses.Annotation.self, forKey: "annotation")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.contentIndex, forKey: "content_index")
        try container.encode(self.annotationIndex, forKey: "annotation_index")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.annotation, forKey: "annotation")
    }
}
