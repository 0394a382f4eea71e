// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when there is an additional text delta.
///
/// - Schema: `#/components/schemas/ResponseTextDeltaEvent`
public struct ResponseTextDeltaEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.output_text.delta`.
    public var type: String

    /// The ID of the output item that the text delta was added to.
    public var itemID: String

    /// The index of the output item that the text delta was added to.
    public var outputIndex: Int

    /// The index of the content part that the text delta was added to.
    public var contentIndex: Int

    /// The text delta that was added.
    public var delta: String

    /// The sequence number for this event.
    public var sequenceNumber: Int

    /// The log probabilities of the tokens in the delta.
    public var logprobs: [ResponseLogProb]

    public init(
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        delta: String,
        sequenceNumber: Int,
        logprobs: [ResponseLogProb]
    ) {
        self.type = "response.output_text.delta"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.delta = delta
        self.sequenceNumber = sequenceNumber
        self.logprobs = logprobs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            contentIndex: .emptyValue,
            delta: .emptyValue,
            sequenceNumber: .emptyValue,
            logprobs: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case itemID = "item_id"
        case outputIndex = "output_index"
        case contentIndex = "content_index"
        case delta
        case sequenceNumber = "sequence_number"
        case logprobs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.output_text.delta")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.logprobs = try container.decodeRequired([ResponseLogProb].self, forKey: .logprobs, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.delta, forKey: .delta)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.logprobs, forKey: .logprobs)
    }
}

/// Emitted when text content is finalized.
///
/// - Schema: `#/components/schemas/ResponseTextDoneEvent`
public struct ResponseTextDoneEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.output_text.done`.
    public var type: String

    /// The ID of the output item that the text content is finalized.
    public var itemID: String

    /// The index of the output item that the text content is finalized.
    public var outputIndex: Int

    /// The index of the content part that the text content is finalized.
    public var contentIndex: Int

    /// The text content that is finalized.
    public var text: String

    /// The sequence number for this event.
    public var sequenceNumber: Int

    /// The log probabilities of the tokens in the delta.
    public var logprobs: [ResponseLogProb]

    public init(
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        text: String,
        sequenceNumber: Int,
        logprobs: [ResponseLogProb]
    ) {
        self.type = "response.output_text.done"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.text = text
        self.sequenceNumber = sequenceNumber
        self.logprobs = logprobs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            contentIndex: .emptyValue,
            text: .emptyValue,
            sequenceNumber: .emptyValue,
            logprobs: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case itemID = "item_id"
        case outputIndex = "output_index"
        case contentIndex = "content_index"
        case text
        case sequenceNumber = "sequence_number"
        case logprobs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.output_text.done")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.logprobs = try container.decodeRequired([ResponseLogProb].self, forKey: .logprobs, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.text, forKey: .text)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.logprobs, forKey: .logprobs)
    }
}

/// Configuration options for a text response from the model. Can be plain
/// text or structured JSON data. Learn more:
/// - [Text inputs and outputs](/docs/guides/text)
/// - [Structured Outputs](/docs/guides/structured-outputs)
///
/// - Schema: `#/components/schemas/ResponseTextParam`
public struct ResponseTextParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var format: TextResponseFormatConfiguration?

    public var verbosity: Verbosity?

    public init(
        format: TextResponseFormatConfiguration? = nil,
        verbosity: Verbosity? = nil
    ) {
        self.format = format
        self.verbosity = verbosity
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case format
        case verbosity
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.format = try container.decodeIfPresent(TextResponseFormatConfiguration.self, forKey: .format)
        self.verbosity = try container.decodeIfPresent(Verbosity.self, forKey: .verbosity)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.format, forKey: .format)
        try container.encodeIfPresent(self.verbosity, forKey: .verbosity)
    }
}
