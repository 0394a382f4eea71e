// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when the input audio buffer is cleared by the client with a
/// `input_audio_buffer.clear` event.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventInputAudioBufferCleared`
public struct RealtimeBetaServerEventInputAudioBufferCleared: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `input_audio_buffer.cleared`.
    public var type: String

    public init(
        eventID: String
    ) {
        self.eventID = eventID
        self.type = "input_audio_buffer.cleared"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_audio_buffer.cleared")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
    }
}

/// Returned when an input audio buffer is committed, either by the client or
/// automatically in server VAD mode. The `item_id` property is the ID of the user
/// message item that will be created, thus a `conversation.item.created` event
/// will also be sent to the client.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventInputAudioBufferCommitted`
public struct RealtimeBetaServerEventInputAudioBufferCommitted: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `input_audio_buffer.committed`.
    public var type: String

    public var previousItemID: String?

    /// The ID of the user message item that will be created.
    public var itemID: String

    public init(
        eventID: String,
        itemID: String,
        previousItemID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "input_audio_buffer.committed"
        self.previousItemID = previousItemID
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case previousItemID = "previous_item_id"
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_audio_buffer.committed")
        self.previousItemID = try container.decodeIfPresent(String.self, forKey: .previousItemID)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.previousItemID, forKey: .previousItemID)
        try container.encode(self.itemID, forKey: .itemID)
    }
}

/// Sent by the server when in `server_vad` mode to indicate that speech has been
/// detected in the audio buffer. This can happen any time audio is added to the
/// buffer (unless speech is already detected). The client may want to use this
/// event to interrupt audio playback or provide visual feedback to the user.
///
/// The client should expect to receive a `input_audio_buffer.speech_stopped` event
/// when speech stops. The `item_id` property is the ID of the user message item
/// that will be created when speech stops and will also be included in the
/// `input_audio_buffer.speech_stopped` event (unless the client manually commits
/// the audio buffer during VAD activation).
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventInputAudioBufferSpeechStarted`
public struct RealtimeBetaServerEventInputAudioBufferSpeechStarted: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `input_audio_buffer.speech_started`.
    public var type: String

    /// Milliseconds from the start of all audio written to the buffer during the
    /// session when speech was first detected. This will correspond to the
    /// beginning of audio sent to the model, and thus includes the
    /// `prefix_padding_ms` configured in the Session.
    public var audioStartMs: Int

    /// The ID of the user message item that will be created when speech stops.
    public var itemID: String

    public init(
        eventID: String,
        audioStartMs: Int,
        itemID: String
    ) {
        self.eventID = eventID
        self.type = "input_audio_buffer.speech_started"
        self.audioStartMs = audioStartMs
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            audioStartMs: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case audioStartMs = "audio_start_ms"
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_audio_buffer.speech_started")
        self.audioStartMs = try container.decodeRequired(Int.self, forKey: .audioStartMs, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.audioStartMs, forKey: .audioStartMs)
        try container.encode(self.itemID, forKey: .itemID)
    }
}

/// Returned in `server_vad` mode when the server detects the end of speech in
/// the audio buffer. The server will also send an `conversation.item.created`
/// event with the user message item that is created from the audio buffer.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventInputAudioBufferSpeechStopped`
public struct RealtimeBetaServerEventInputAudioBufferSpeechStopped: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `input_audio_buffer.speech_stopped`.
    public var type: String

    /// Milliseconds since the session started when speech stopped. This will
    /// correspond to the end of audio sent to the model, and thus includes the
    /// `min_silence_duration_ms` configured in the Session.
    public var audioEndMs: Int

    /// The ID of the user message item that will be created.
    public var itemID: String

    public init(
        eventID: String,
        audioEndMs: Int,
        itemID: String
    ) {
        self.eventID = eventID
        self.type = "input_audio_buffer.speech_stopped"
        self.audioEndMs = audioEndMs
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            audioEndMs: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case audioEndMs = "audio_end_ms"
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_audio_buffer.speech_stopped")
        self.audioEndMs = try container.decodeRequired(Int.self, forKey: .audioEndMs, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.audioEndMs, forKey: .audioEndMs)
        try container.encode(self.itemID, forKey: .itemID)
    }
}
