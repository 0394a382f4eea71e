// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted for each chunk of audio data generated during speech synthesis.
///
/// - Schema: `#/components/schemas/SpeechAudioDeltaEvent`
public nonisolated struct SpeechAudioDeltaEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always `speech.audio.delta`.
    public var type: String

    /// A chunk of Base64-encoded audio data.
    public var audio: String

    public init(
        audio: String
    ) {
        self.type = "speech.audio.delta"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "speech.audio.delta")
        self.audio = try container.decodeRequired(String.self, forKey: "audio", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.audio, forKey: "audio")
    }
}
