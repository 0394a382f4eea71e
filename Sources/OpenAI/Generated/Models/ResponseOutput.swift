// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a new output item is added.
///
/// - Schema: `#/components/schemas/ResponseOutputItemAddedEvent`
public struct ResponseOutputItemAddedEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.output_item.added`.
    public var type: String

    /// The index of the output item that was added.
    public var outputIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The output item that was added. For reasoning items, `encrypted_content`
    /// may be incomplete while the item is in progress. Use the reasoning item
    /// from the corresponding `response.output_item.done` event when passing it
    /// as input to a subsequent request.
    public var item: OpenAI.OutputItem

    public init(
        outputIndex: Int,
        sequenceNumber: Int,
        item: OpenAI.OutputItem
    ) {
        self.type = "response.output_item.added"
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

    enum CodingKeys: String, CodingKey {
        case type
        case outputIndex = "output_index"
        case sequenceNumber = "sequence_number"
        case item
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.output_item.added")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.item = try container.decodeRequired(OpenAI.OutputItem.self, forKey: .item, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.item, forKey: .item)
    }
}

/// Emitted when an output item is marked done.
///
/// - Schema: `#/components/schemas/ResponseOutputItemDoneEvent`
public struct ResponseOutputItemDoneEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.output_item.done`.
    public var type: String

    /// The index of the output item that was marked done.
    public var outputIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The output item that was marked done.
    public var item: OpenAI.OutputItem

    public init(
        outputIndex: Int,
        sequenceNumber: Int,
        item: OpenAI.OutputItem
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

    enum CodingKeys: String, CodingKey {
        case type
        case outputIndex = "output_index"
        case sequenceNumber = "sequence_number"
        case item
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.output_item.done")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.item = try container.decodeRequired(OpenAI.OutputItem.self, forKey: .item, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.item, forKey: .item)
    }
}

/// Assistant response text accompanied by optional annotations.
///
/// - Schema: `#/components/schemas/ResponseOutputText`
public struct ResponseOutputText: Codable, Hashable, Sendable, EmptyDecodable {
    /// Type discriminator that is always `output_text`.
    public var type: String

    /// Assistant generated text.
    public var text: String

    /// Ordered list of annotations attached to the response text.
    public var annotations: [ResponseOutputText.Annotation]

    public init(
        text: String,
        annotations: [ResponseOutputText.Annotation]
    ) {
        self.type = "output_text"
        self.text = text
        self.annotations = annotations
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue,
            annotations: .emptyValue
        )
    }

    /// Annotation object describing a cited source.
    public enum Annotation: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `file`
        case file(FileAnnotation)
        /// - `type`: `url`
        case url(UrlAnnotation)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "file": self = .file(try FileAnnotation(from: decoder)); return
                case "url": self = .url(try UrlAnnotation(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .file(let value): try value.encode(to: encoder)
            case .url(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case text
        case annotations
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "output_text")
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.annotations = try container.decodeRequired([ResponseOutputText.Annotation].self, forKey: .annotations, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.text, forKey: .text)
        try container.encode(self.annotations, forKey: .annotations)
    }
}

/// Emitted when an annotation is added to output text content.
///
/// - Schema: `#/components/schemas/ResponseOutputTextAnnotationAddedEvent`
public struct ResponseOutputTextAnnotationAddedEvent: Codable, Hashable, Sendable, EmptyDecodable {
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
    public var annotation: OpenAI.Annotation?

    public init(
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        annotationIndex: Int,
        sequenceNumber: Int,
        annotation: OpenAI.Annotation?
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

    enum CodingKeys: String, CodingKey {
        case type
        case itemID = "item_id"
        case outputIndex = "output_index"
        case contentIndex = "content_index"
        case annotationIndex = "annotation_index"
        case sequenceNumber = "sequence_number"
        case annotation
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.output_text.annotation.added")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.annotationIndex = try container.decodeRequired(Int.self, forKey: .annotationIndex, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.annotation = try container.decodeIfPresent(OpenAI.Annotation.self, forKey: .annotation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.annotationIndex, forKey: .annotationIndex)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.annotation, forKey: .annotation)
    }
}
