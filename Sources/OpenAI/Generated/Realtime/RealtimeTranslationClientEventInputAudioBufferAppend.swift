// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Send this event to append audio bytes to the translation session input audio buffer.
///
/// WebSocket translation sessions accept base64-encoded 24 kHz PCM16 mono
/// little-endian raw audio bytes. Unsupported websocket audio formats return a
/// validation error because lower-quality audio materially degrades translation
/// quality.
///
/// Translation consumes 200 ms engine frames. For best realtime behavior, append
/// audio in 200 ms chunks. If a chunk is shorter, the server buffers it until it
/// has enough audio for one frame. If a chunk is longer, the server splits it into
/// 200 ms frames and enqueues them back-to-back.
///
/// Keep appending silence while the session is active. If a client stops sending
/// audio and later resumes, model time treats the resumed audio as contiguous with
/// the previous audio rather than as a real-world pause.
///
/// - Schema: `#/components/schemas/RealtimeTranslationClientEventInputAudioBufferAppend`
public nonisolated struct RealtimeTranslationClientEventInputAudioBufferAppend: Codable, Equatable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `session.input_audio_buffer.append`.
    public var type: String

    /// Base64-encoded 24 kHz PCM16 mono audio bytes.
    public var audio: String

    public init(
        audio: String,
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "session.input_audio_buffer.append"
        self.audio = audio
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            audio: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: "event_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.input_audio_buffer.append")
        self.audio = try container.decodeRequired(String.self, forKey: "audio", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.audio, forKey: "audio")
    }
}
