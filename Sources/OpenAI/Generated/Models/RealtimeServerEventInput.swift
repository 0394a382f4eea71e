// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when the input audio buffer is cleared by the client with a
/// `input_audio_buffer.clear` event.
///
/// - Schema: `#/components/schemas/RealtimeServerEventInputAudioBufferCleared`
public struct RealtimeServerEventInputAudioBufferCleared: Codable, Hashable, Sendable, EmptyDecodable {
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
/// - Schema: `#/components/schemas/RealtimeServerEventInputAudioBufferCommitted`
public struct RealtimeServerEventInputAudioBufferCommitted: Codable, Hashable, Sendable, EmptyDecodable {
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

/// **SIP Only:** Returned when an DTMF event is received. A DTMF event is a message that
/// represents a telephone keypad press (0–9, *, #, A–D). The `event` property
/// is the keypad that the user press. The `received_at` is the UTC Unix Timestamp
/// that the server received the event.
///
/// - Schema: `#/components/schemas/RealtimeServerEventInputAudioBufferDtmfEventReceived`
public struct RealtimeServerEventInputAudioBufferDtmfEventReceived: Codable, Hashable, Sendable, EmptyDecodable {
    /// The event type, must be `input_audio_buffer.dtmf_event_received`.
    public var type: String

    /// The telephone keypad that was pressed by the user.
    public var event: String

    /// UTC Unix Timestamp when DTMF Event was received by server.
    public var receivedAt: Int

    public init(
        event: String,
        receivedAt: Int
    ) {
        self.type = "input_audio_buffer.dtmf_event_received"
        self.event = event
        self.receivedAt = receivedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            event: .emptyValue,
            receivedAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case event
        case receivedAt = "received_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_audio_buffer.dtmf_event_received")
        self.event = try container.decodeRequired(String.self, forKey: .event, in: decoder)
        self.receivedAt = try container.decodeRequired(Int.self, forKey: .receivedAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.event, forKey: .event)
        try container.encode(self.receivedAt, forKey: .receivedAt)
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
/// - Schema: `#/components/schemas/RealtimeServerEventInputAudioBufferSpeechStarted`
public struct RealtimeServerEventInputAudioBufferSpeechStarted: Codable, Hashable, Sendable, EmptyDecodable {
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
/// - Schema: `#/components/schemas/RealtimeServerEventInputAudioBufferSpeechStopped`
public struct RealtimeServerEventInputAudioBufferSpeechStopped: Codable, Hashable, Sendable, EmptyDecodable {
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

/// Returned when the Server VAD timeout is triggered for the input audio buffer. This is configured
/// with `idle_timeout_ms` in the `turn_detection` settings of the session, and it indicates that
/// there hasn't been any speech detected for the configured duration.
///
/// The `audio_start_ms` and `audio_end_ms` fields indicate the segment of audio after the last
/// model response up to the triggering time, as an offset from the beginning of audio written
/// to the input audio buffer. This means it demarcates the segment of audio that was silent and
/// the difference between the start and end values will roughly match the configured timeout.
///
/// The empty audio will be committed to the conversation as an `input_audio` item (there will be a
/// `input_audio_buffer.committed` event) and a model response will be generated. There may be speech
/// that didn't trigger VAD but is still detected by the model, so the model may respond with
/// something relevant to the conversation or a prompt to continue speaking.
///
/// - Schema: `#/components/schemas/RealtimeServerEventInputAudioBufferTimeoutTriggered`
public struct RealtimeServerEventInputAudioBufferTimeoutTriggered: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `input_audio_buffer.timeout_triggered`.
    public var type: String

    /// Millisecond offset of audio written to the input audio buffer that was after the playback time of the last model response.
    public var audioStartMs: Int

    /// Millisecond offset of audio written to the input audio buffer at the time the timeout was triggered.
    public var audioEndMs: Int

    /// The ID of the item associated with this segment.
    public var itemID: String

    public init(
        eventID: String,
        audioStartMs: Int,
        audioEndMs: Int,
        itemID: String
    ) {
        self.eventID = eventID
        self.type = "input_audio_buffer.timeout_triggered"
        self.audioStartMs = audioStartMs
        self.audioEndMs = audioEndMs
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            audioStartMs: .emptyValue,
            audioEndMs: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case audioStartMs = "audio_start_ms"
        case audioEndMs = "audio_end_ms"
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeRequired(String.self, forKey: .eventID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_audio_buffer.timeout_triggered")
        self.audioStartMs = try container.decodeRequired(Int.self, forKey: .audioStartMs, in: decoder)
        self.audioEndMs = try container.decodeRequired(Int.self, forKey: .audioEndMs, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.audioStartMs, forKey: .audioStartMs)
        try container.encode(self.audioEndMs, forKey: .audioEndMs)
        try container.encode(self.itemID, forKey: .itemID)
    }
}
