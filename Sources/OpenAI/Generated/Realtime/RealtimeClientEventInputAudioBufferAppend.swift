// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Send this event to append audio bytes to the input audio buffer. The audio
/// buffer is temporary storage you can write to and later commit. A "commit" will create a new
/// user message item in the conversation history from the buffer content and clear the buffer.
/// Input audio transcription (if enabled) will be generated when the buffer is committed.
///
/// If VAD is enabled the audio buffer is used to detect speech and the server will decide
/// when to commit. When Server VAD is disabled, you must commit the audio buffer
/// manually. Input audio noise reduction operates on writes to the audio buffer.
///
/// The client may choose how much audio to place in each event up to a maximum
/// of 15 MiB, for example streaming smaller chunks from the client may allow the
/// VAD to be more responsive. Unlike most other client events, the server will
/// not send a confirmation response to this event.
///
/// - Schema: `#/components/schemas/RealtimeClientEventInputAudioBufferAppend`
public nonisolated struct RealtimeClientEventInputAudioBufferAppend: Codable, Equatable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `input_audio_buffer.append`.
    public var type: String

    /// Base64-encoded audio bytes. This must be in the format specified by the
    /// `input_audio_format` field in the session configuration.
    public var audio: String

    public init(
        audio: String,
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "input_audio_buffer.append"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_audio_buffer.append")
        self.audio = try container.decodeRequired(String.self, forKey: "audio", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.audio, forKey: "audio")
    }
}
