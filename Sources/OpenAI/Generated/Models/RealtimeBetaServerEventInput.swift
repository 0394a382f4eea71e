// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime

/// Returned when the input audio buffer is cleared by the client with a
/// `input_audio_buffer.clear` event.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventInputAudioBufferCleared`
public struct RealtimeBetaServerEventInputAudioBufferCleared: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventId: String

    /// The event type, must be `input_audio_buffer.cleared`.
    public var type: String

    public init(
        eventId: String
    ) {
        self.eventId = eventId
        self.type = "input_audio_buffer.cleared"
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventId = "event_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventId = try container.decodeRequired(String.self, forKey: .eventId, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "input_audio_buffer.cleared"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventId, forKey: .eventId)
        try container.encode(self.type, forKey: .type)
    }
}

/// Returned when an input audio buffer is committed, either by the client or
/// automatically in server VAD mode. The `item_id` property is the ID of the user
/// message item that will be created, thus a `conversation.item.created` event
/// will also be sent to the client.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventInputAudioBufferCommitted`
public struct RealtimeBetaServerEventInputAudioBufferCommitted: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventId: String

    /// The event type, must be `input_audio_buffer.committed`.
    public var type: String

    public var previousItemId: String?

    /// The ID of the user message item that will be created.
    public var itemId: String

    public init(
        eventId: String,
        itemId: String,
        previousItemId: String? = nil
    ) {
        self.eventId = eventId
        self.type = "input_audio_buffer.committed"
        self.previousItemId = previousItemId
        self.itemId = itemId
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventId = "event_id"
        case type
        case previousItemId = "previous_item_id"
        case itemId = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventId = try container.decodeRequired(String.self, forKey: .eventId, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "input_audio_buffer.committed"
        self.previousItemId = try container.decodeIfPresent(String.self, forKey: .previousItemId)
        self.itemId = try container.decodeRequired(String.self, forKey: .itemId, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventId, forKey: .eventId)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.previousItemId, forKey: .previousItemId)
        try container.encode(self.itemId, forKey: .itemId)
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
public struct RealtimeBetaServerEventInputAudioBufferSpeechStarted: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventId: String

    /// The event type, must be `input_audio_buffer.speech_started`.
    public var type: String

    /// Milliseconds from the start of all audio written to the buffer during the
    /// session when speech was first detected. This will correspond to the
    /// beginning of audio sent to the model, and thus includes the
    /// `prefix_padding_ms` configured in the Session.
    public var audioStartMs: Int

    /// The ID of the user message item that will be created when speech stops.
    public var itemId: String

    public init(
        eventId: String,
        audioStartMs: Int,
        itemId: String
    ) {
        self.eventId = eventId
        self.type = "input_audio_buffer.speech_started"
        self.audioStartMs = audioStartMs
        self.itemId = itemId
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventId = "event_id"
        case type
        case audioStartMs = "audio_start_ms"
        case itemId = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventId = try container.decodeRequired(String.self, forKey: .eventId, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "input_audio_buffer.speech_started"
        self.audioStartMs = try container.decodeRequired(Int.self, forKey: .audioStartMs, in: decoder)
        self.itemId = try container.decodeRequired(String.self, forKey: .itemId, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventId, forKey: .eventId)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.audioStartMs, forKey: .audioStartMs)
        try container.encode(self.itemId, forKey: .itemId)
    }
}

/// Returned in `server_vad` mode when the server detects the end of speech in
/// the audio buffer. The server will also send an `conversation.item.created`
/// event with the user message item that is created from the audio buffer.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventInputAudioBufferSpeechStopped`
public struct RealtimeBetaServerEventInputAudioBufferSpeechStopped: Codable, Hashable, Sendable {
    /// The unique ID of the server event.
    public var eventId: String

    /// The event type, must be `input_audio_buffer.speech_stopped`.
    public var type: String

    /// Milliseconds since the session started when speech stopped. This will
    /// correspond to the end of audio sent to the model, and thus includes the
    /// `min_silence_duration_ms` configured in the Session.
    public var audioEndMs: Int

    /// The ID of the user message item that will be created.
    public var itemId: String

    public init(
        eventId: String,
        audioEndMs: Int,
        itemId: String
    ) {
        self.eventId = eventId
        self.type = "input_audio_buffer.speech_stopped"
        self.audioEndMs = audioEndMs
        self.itemId = itemId
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventId = "event_id"
        case type
        case audioEndMs = "audio_end_ms"
        case itemId = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventId = try container.decodeRequired(String.self, forKey: .eventId, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "input_audio_buffer.speech_stopped"
        self.audioEndMs = try container.decodeRequired(Int.self, forKey: .audioEndMs, in: decoder)
        self.itemId = try container.decodeRequired(String.self, forKey: .itemId, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.eventId, forKey: .eventId)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.audioEndMs, forKey: .audioEndMs)
        try container.encode(self.itemId, forKey: .itemId)
    }
}
