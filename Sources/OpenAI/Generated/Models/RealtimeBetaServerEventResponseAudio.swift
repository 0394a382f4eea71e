// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when the model-generated audio is updated.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventResponseAudioDelta`
public struct RealtimeBetaServerEventResponseAudioDelta: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.output_audio.delta`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The index of the content part in the item's content array.
    public var contentIndex: Int

    /// Base64-encoded audio data delta.
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
        self.type = "response.output_audio.delta"
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
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.output_audio.delta")
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

/// Returned when the model-generated audio is done. Also emitted when a Response
/// is interrupted, incomplete, or cancelled.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventResponseAudioDone`
public struct RealtimeBetaServerEventResponseAudioDone: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.output_audio.done`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The index of the content part in the item's content array.
    public var contentIndex: Int

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        contentIndex: Int
    ) {
        self.eventID = eventID
        self.type = "response.output_audio.done"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            responseID: .emptyValue,
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            contentIndex: .emptyValue
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
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.output_audio.done")
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
    }
}

/// Returned when the model-generated transcription of audio output is updated.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventResponseAudioTranscriptDelta`
public struct RealtimeBetaServerEventResponseAudioTranscriptDelta: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.output_audio_transcript.delta`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The index of the content part in the item's content array.
    public var contentIndex: Int

    /// The transcript delta.
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
        self.type = "response.output_audio_transcript.delta"
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
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.output_audio_transcript.delta")
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

/// Returned when the model-generated transcription of audio output is done
/// streaming. Also emitted when a Response is interrupted, incomplete, or
/// cancelled.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventResponseAudioTranscriptDone`
public struct RealtimeBetaServerEventResponseAudioTranscriptDone: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.output_audio_transcript.done`.
    public var type: String

    /// The ID of the response.
    public var responseID: String

    /// The ID of the item.
    public var itemID: String

    /// The index of the output item in the response.
    public var outputIndex: Int

    /// The index of the content part in the item's content array.
    public var contentIndex: Int

    /// The final transcript of the audio.
    public var transcript: String

    public init(
        eventID: String,
        responseID: String,
        itemID: String,
        outputIndex: Int,
        contentIndex: Int,
        transcript: String
    ) {
        self.eventID = eventID
        self.type = "response.output_audio_transcript.done"
        self.responseID = responseID
        self.itemID = itemID
        self.outputIndex = outputIndex
        self.contentIndex = contentIndex
        self.transcript = transcript
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            responseID: .emptyValue,
            itemID: .emptyValue,
            outputIndex: .emptyValue,
            contentIndex: .emptyValue,
            transcript: .emptyValue
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
        case transcript
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.output_audio_transcript.done")
        self.responseID = try container.decodeRequired(String.self, forKey: .responseID, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.transcript = try container.decodeRequired(String.self, forKey: .transcript, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.responseID, forKey: .responseID)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.transcript, forKey: .transcript)
    }
}
