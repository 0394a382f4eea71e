// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when the text value of an "output_text" content part is updated.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseTextDelta`
public struct RealtimeServerEventResponseTextDelta: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.output_text.delta`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The index of the content part in the item's content array.
    public var contentIndex: Int

    /// The text delta.
    public var delta: String

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        delta: String
    ) {
        self.eventID = eventID
        self.type = "response.output_text.delta"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.delta = delta
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            responseID: .emptyValue,
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            contentIndex: .emptyValue,
            delta: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case contentIndex = "content_index"
        case delta
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.output_text.delta")
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.delta, forKey: .delta)
    }
}

/// Returned when the text value of an "output_text" content part is done streaming. Also
/// emitted when a Response is interrupted, incomplete, or cancelled.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseTextDone`
public struct RealtimeServerEventResponseTextDone: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.output_text.done`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The index of the content part in the item's content array.
    public var contentIndex: Int

    /// The final text content.
    public var text: String

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        text: String
    ) {
        self.eventID = eventID
        self.type = "response.output_text.done"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.text = text
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            responseID: .emptyValue,
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            contentIndex: .emptyValue,
            text: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
        case itemID = "item_id"
        case outputIndex = "output_index"
        case contentIndex = "content_index"
        case text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.output_text.done")
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.text, forKey: .text)
    }
}
