// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned in `server_vad` mode when the server detects the end of speech in
/// the audio buffer. The server will also send an `conversation.item.created`
/// event with the user message item that is created from the audio buffer.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventInputAudioBufferSpeechStopped`
public nonisolated struct RealtimeBetaServerEventInputAudioBufferSpeechStopped: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_audio_buffer.speech_stopped")
        self.audioEndMs = try container.decodeRequired(Int.self, forKey: "audio_end_ms", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.audioEndMs, forKey: "audio_end_ms")
        try container.encode(self.itemID, forKey: "item_id")
    }
}
