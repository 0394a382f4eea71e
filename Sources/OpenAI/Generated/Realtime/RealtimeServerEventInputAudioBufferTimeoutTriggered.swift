// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

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
public nonisolated struct RealtimeServerEventInputAudioBufferTimeoutTriggered: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_audio_buffer.timeout_triggered")
        self.audioStartMs = try container.decodeRequired(Int.self, forKey: "audio_start_ms", in: decoder)
        self.audioEndMs = try container.decodeRequired(Int.self, forKey: "audio_end_ms", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.audioStartMs, forKey: "audio_start_ms")
        try container.encode(self.audioEndMs, forKey: "audio_end_ms")
        try container.encode(self.itemID, forKey: "item_id")
    }
}
