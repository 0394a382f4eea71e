// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when a content part is done streaming in an assistant message item.
/// Also emitted when a Response is interrupted, incomplete, or cancelled.
///
/// - Schema: `#/components/schemas/RealtimeServerEventResponseContentPartDone`
public nonisolated struct RealtimeServerEventResponseContentPartDone: Codable, Equatable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.content_part.done`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The index of the content part in the item's content array.
    public var contentIndex: Int

    /// The content part that is done.
    public var part: RealtimeServerEventResponseContentPartDone.Part

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        part: RealtimeServerEventResponseContentPartDone.Part
    ) {
        self.eventID = eventID
        self.type = "response.content_part.done"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.part = part
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            responseID: .emptyValue,
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            contentIndex: .emptyValue,
            part: .emptyValue
        )
    }

    /// The content part that is done.
    public nonisolated struct Part: Codable, Equatable, Sendable, EmptyDecodable {
        /// The content type ("text", "audio").
        public var type: RealtimeServerEventResponseContentPartDone.Part.Kind?

        /// The text content (if type is "text").
        public var text: String?

        /// Base64-encoded audio data (if type is "audio").
        public var audio: String?

        /// The transcript of the audio (if type is "audio").
        public var transcript: String?

        public init(
            type: RealtimeServerEventResponseContentPartDone.Part.Kind? = nil,
            text: String? = nil,
            audio: String? = nil,
            transcript: String? = nil
        ) {
            self.type = type
            self.text = text
            self.audio = audio
            self.transcript = transcript
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The content type ("text", "audio").
        public nonisolated enum Kind: OpenEnum, EmptyDecodable {
            case text
            case audio
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "text": self = .text
                case "audio": self = .audio
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .text: "text"
                case .audio: "audio"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeIfPresent(RealtimeServerEventResponseContentPartDone.Part.Kind.self, forKey: "type")
            self.text = try container.decodeIfPresent(String.self, forKey: "text")
            self.audio = try container.decodeIfPresent(String.self, forKey: "audio")
            self.transcript = try container.decodeIfPresent(String.self, forKey: "transcript")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.type, forKey: "type")
            try container.encodeIfPresent(self.text, forKey: "text")
            try container.encodeIfPresent(self.audio, forKey: "audio")
            try container.encodeIfPresent(self.transcript, forKey: "transcript")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.content_part.done")
        self.responseID = try container.decodeRequired(String.self, forKey: "response_id", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
        self.part = try container.decodeRequired(RealtimeServerEventResponseContentPartDone.Part.self, forKey: "part", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.responseID, forKey: "response_id")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.contentIndex, forKey: "content_index")
        try container.encode(self.part, forKey: "part")
    }
}
