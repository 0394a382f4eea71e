// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when the text value of an "output_text" content part is done streaming. Also
/// emitted when a Response is interrupted, incomplete, or cancelled.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseTextDone`
public nonisolated struct RealtimeServerEventResponseTextDone: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.output_text.done")
        self.responseID = try container.decodeRequired(String.self, forKey: "response_id", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.responseID, forKey: "response_id")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.contentIndex, forKey: "content_index")
        try container.encode(self.text, forKey: "text")
    }
}
