// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Input audio received from the primary transport and reflected to a Live sideband connection before model-input muting.
///
/// - Schema: `#/components/schemas/LiveConnectServerEventSessionInputAudioAppend`
public nonisolated struct LiveConnectServerEventSessionInputAudioAppend: Codable, Equatable, Sendable, EmptyDecodable {
    /// Base64-encoded raw mono PCM16LE at 24 kHz received from the primary transport,
    /// reflected to the sideband before model-input muting. This server event uses the
    /// same audio key as the client command, but is not an acknowledgment of it.
    public var audio: String

    /// The event type, always `session.input_audio.append`.
    public var type: String

    public init(
        audio: String
    ) {
        self.audio = audio
        self.type = "session.input_audio.append"
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
        self.audio = try container.decodeRequired(String.self, forKey: "audio", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.input_audio.append")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.audio, forKey: "audio")
        try container.encode(self.type, forKey: "type")
    }
}
