// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An audio output from the model.
///
/// - Schema: `#/components/schemas/OutputAudio`
public nonisolated struct OutputAudio: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the output audio. Always `output_audio`.
    public var type: String

    /// Base64-encoded audio data from the model.
    public var data: String

    /// The transcript of the audio data from the model.
    public var transcript: String

    public init(
        data: String,
        transcript: String
    ) {
        self.type = "output_audio"
        self.data = data
        self.transcript = transcript
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            transcript: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "output_audio")
        self.data = try container.decodeRequired(String.self, forKey: "data", in: decoder)
        self.transcript = try container.decodeRequired(String.self, forKey: "transcript", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.data, forKey: "data")
        try container.encode(self.transcript, forKey: "transcript")
    }
}
