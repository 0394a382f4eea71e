// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a new reasoning summary part is added.
///
/// - Schema: `#/components/schemas/ResponseReasoningSummaryPartAddedEvent`
public struct ResponseReasoningSummaryPartAddedEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.reasoning_summary_part.added`.
    public var type: String

    /// The ID of the item this summary part is associated with.
    public var itemID: String

    /// The index of the output item this summary part is associated with.
    public var outputIndex: Int

    /// The index of the summary part within the reasoning summary.
    public var summaryIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The summary part that was added.
    public var part: ResponseReasoningSummaryPartAddedEvent.Part

    public init(
        itemID: String,
        outputIndex: Int,
        summaryIndex: Int,
        sequenceNumber: Int,
        part: ResponseReasoningSummaryPartAddedEvent.Part
    ) {
        self.type = "response.reasoning_summary_part.added"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.summaryIndex = summaryIndex
        self.sequenceNumber = sequenceNumber
        self.part = part
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            summaryIndex: .emptyValue,
            sequenceNumber: .emptyValue,
            part: .emptyValue
        )
    }

    /// The summary part that was added.
    public struct Part: Codable, Hashable, Sendable, EmptyDecodable {
        /// The type of the summary part. Always `summary_text`.
        public var type: String

        /// The text of the summary part.
        public var text: String

        public init(
            text: String
        ) {
            self.type = "summary_text"
            self.text = text
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                text: .emptyValue
            )
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case type
            case text
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "summary_text")
            self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.type, forKey: .type)
            try container.encode(self.text, forKey: .text)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case itemID = "item_id"
        case outputIndex = "output_index"
        case summaryIndex = "summary_index"
        case sequenceNumber = "sequence_number"
        case part
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.reasoning_summary_part.added")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.summaryIndex = try container.decodeRequired(Int.self, forKey: .summaryIndex, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.part = try container.decodeRequired(ResponseReasoningSummaryPartAddedEvent.Part.self, forKey: .part, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.summaryIndex, forKey: .summaryIndex)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.part, forKey: .part)
    }
}

/// Emitted when a reasoning summary part is completed.
///
/// - Schema: `#/components/schemas/ResponseReasoningSummaryPartDoneEvent`
public struct ResponseReasoningSummaryPartDoneEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.reasoning_summary_part.done`.
    public var type: String

    /// The ID of the item this summary part is associated with.
    public var itemID: String

    /// The index of the output item this summary part is associated with.
    public var outputIndex: Int

    /// The index of the summary part within the reasoning summary.
    public var summaryIndex: Int

    /// The completion status of the summary part. Omitted when the part completed
    /// normally and set to `incomplete` when generation was interrupted.
    public var status: String?

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The completed summary part.
    public var part: ResponseReasoningSummaryPartDoneEvent.Part

    public init(
        itemID: String,
        outputIndex: Int,
        summaryIndex: Int,
        sequenceNumber: Int,
        part: ResponseReasoningSummaryPartDoneEvent.Part,
        status: String? = nil
    ) {
        self.type = "response.reasoning_summary_part.done"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.summaryIndex = summaryIndex
        self.status = status
        self.sequenceNumber = sequenceNumber
        self.part = part
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            summaryIndex: .emptyValue,
            sequenceNumber: .emptyValue,
            part: .emptyValue
        )
    }

    /// The completed summary part.
    public struct Part: Codable, Hashable, Sendable, EmptyDecodable {
        /// The type of the summary part. Always `summary_text`.
        public var type: String

        /// The text of the summary part.
        public var text: String

        public init(
            text: String
        ) {
            self.type = "summary_text"
            self.text = text
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                text: .emptyValue
            )
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case type
            case text
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "summary_text")
            self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.type, forKey: .type)
            try container.encode(self.text, forKey: .text)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case itemID = "item_id"
        case outputIndex = "output_index"
        case summaryIndex = "summary_index"
        case status
        case sequenceNumber = "sequence_number"
        case part
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.reasoning_summary_part.done")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.summaryIndex = try container.decodeRequired(Int.self, forKey: .summaryIndex, in: decoder)
        self.status = try container.decodeIfPresent(String.self, forKey: .status)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.part = try container.decodeRequired(ResponseReasoningSummaryPartDoneEvent.Part.self, forKey: .part, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.summaryIndex, forKey: .summaryIndex)
        try container.encodeIfPresent(self.status, forKey: .status)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.part, forKey: .part)
    }
}

/// Emitted when a delta is added to a reasoning summary text.
///
/// - Schema: `#/components/schemas/ResponseReasoningSummaryTextDeltaEvent`
public struct ResponseReasoningSummaryTextDeltaEvent: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case type
        case itemID = "item_id"
        case outputIndex = "output_index"
        case summaryIndex = "summary_index"
        case delta
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.reasoning_summary_text.delta")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.summaryIndex = try container.decodeRequired(Int.self, forKey: .summaryIndex, in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.summaryIndex, forKey: .summaryIndex)
        try container.encode(self.delta, forKey: .delta)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when a reasoning summary text is completed.
///
/// - Schema: `#/components/schemas/ResponseReasoningSummaryTextDoneEvent`
public struct ResponseReasoningSummaryTextDoneEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.reasoning_summary_text.done`.
    public var type: String

    /// The ID of the item this summary text is associated with.
    public var itemID: String

    /// The index of the output item this summary text is associated with.
    public var outputIndex: Int

    /// The index of the summary part within the reasoning summary.
    public var summaryIndex: Int

    /// The full text of the completed reasoning summary.
    public var text: String

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        itemID: String,
        outputIndex: Int,
        summaryIndex: Int,
        text: String,
        sequenceNumber: Int
    ) {
        self.type = "response.reasoning_summary_text.done"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.summaryIndex = summaryIndex
        self.text = text
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            summaryIndex: .emptyValue,
            text: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case itemID = "item_id"
        case outputIndex = "output_index"
        case summaryIndex = "summary_index"
        case text
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.reasoning_summary_text.done")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.summaryIndex = try container.decodeRequired(Int.self, forKey: .summaryIndex, in: decoder)
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.summaryIndex, forKey: .summaryIndex)
        try container.encode(self.text, forKey: .text)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when a delta is added to a reasoning text.
///
/// - Schema: `#/components/schemas/ResponseReasoningTextDeltaEvent`
public struct ResponseReasoningTextDeltaEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.reasoning_text.delta`.
    public var type: String

    /// The ID of the item this reasoning text delta is associated with.
    public var itemID: String

    /// The index of the output item this reasoning text delta is associated with.
    public var outputIndex: Int

    /// The index of the reasoning content part this delta is associated with.
    public var contentIndex: Int

    /// The text delta that was added to the reasoning content.
    public var delta: String

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        delta: String,
        sequenceNumber: Int
    ) {
        self.type = "response.reasoning_text.delta"
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.delta = delta
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            contentIndex: .emptyValue,
            delta: .emptyValue,
            sequenceNumber: .emptyValue
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
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.reasoning_text.delta")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.delta, forKey: .delta)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when a reasoning text is completed.
///
/// - Schema: `#/components/schemas/ResponseReasoningTextDoneEvent`
public struct ResponseReasoningTextDoneEvent: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case type
        case itemID = "item_id"
        case outputIndex = "output_index"
        case contentIndex = "content_index"
        case text
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.reasoning_text.done")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.text, forKey: .text)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}
