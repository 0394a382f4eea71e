// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/VadConfig`
public nonisolated struct VadConfig: Codable, Equatable, Sendable, EmptyDecodable {
    /// Must be set to `server_vad` to enable manual chunking using server side VAD.
    public var type: String

    /// Amount of audio to include before the VAD detected speech (in
    /// milliseconds).
    public var prefixPaddingMs: Int?

    /// Duration of silence to detect speech stop (in milliseconds).
    /// With shorter values the model will respond more quickly,
    /// but may jump in on short pauses from the user.
    public var silenceDurationMs: Int?

    /// Sensitivity threshold (0.0 to 1.0) for voice activity detection. A
    /// higher threshold will require louder audio to activate the model, and
    /// thus might perform better in noisy environments.
    public var threshold: Double?

    public init(
        prefixPaddingMs: Int? = nil,
        silenceDurationMs: Int? = nil,
        threshold: Double? = nil
    ) {
        self.type = "server_vad"
        self.prefixPaddingMs = prefixPaddingMs
        self.silenceDurationMs = silenceDurationMs
        self.threshold = threshold
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "server_vad")
        self.prefixPaddingMs = try container.decodeIfPresent(Int.self, forKey: "prefix_padding_ms")
        self.silenceDurationMs = try container.decodeIfPresent(Int.self, forKey: "silence_duration_ms")
        self.threshold = try container.decodeIfPresent(Double.self, forKey: "threshold")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.prefixPaddingMs, forKey: "prefix_padding_ms")
        try container.encodeIfPresent(self.silenceDurationMs, forKey: "silence_duration_ms")
        try container.encodeIfPresent(self.threshold, forKey: "threshold")
    }
}
