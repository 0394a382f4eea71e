// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

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
public nonisolated struct RealtimeServerEventInputAudioBufferSpeechStarted: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_audio_buffer.speech_started")
        self.audioStartMs = try container.decodeRequired(Int.self, forKey: "audio_start_ms", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.audioStartMs, forKey: "audio_start_ms")
        try container.encode(self.itemID, forKey: "item_id")
    }
}
