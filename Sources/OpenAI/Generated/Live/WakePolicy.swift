// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Inference starts when the Live WebRTC session connects.
///
/// After an idle pause, microphone speech resumes inference.
///
/// - Schema: `#/components/schemas/WakePolicy`
public nonisolated struct WakePolicy: Codable, Equatable, Sendable, EmptyDecodable {
    /// The wake policy type, always `speech`.
    public var type: String

    /// The speech detection threshold for resuming paused inference, from 0 to 1
    /// inclusive. Defaults to 0.5. Higher values require stronger evidence of speech.
    /// This setting is independent of active turn detection.
    public var vadThreshold: Double?

    public init(
        vadThreshold: Double? = nil
    ) {
        self.type = "speech"
        self.vadThreshold = vadThreshold
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "speech")
        self.vadThreshold = try container.decodeIfPresent(Double.self, forKey: "vad_threshold")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.vadThreshold, forKey: "vad_threshold")
    }
}
