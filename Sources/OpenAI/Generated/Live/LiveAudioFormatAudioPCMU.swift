// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Raw, mono G.711 μ-law audio for a Live WebSocket connection.
///
/// - Schema: `#/components/schemas/LiveAudioFormatAudioPCMU`
public nonisolated struct LiveAudioFormatAudioPCMU: Codable, Equatable, Sendable, EmptyDecodable {
    /// Audio sample rate in hertz. G.711 audio uses 8000 Hz.
    public var rate: Int

    /// The audio encoding. Always `audio/pcmu`.
    public var type: String

    public init(
        rate: Int
    ) {
        self.rate = rate
        self.type = "audio/pcmu"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            rate: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.rate = try container.decodeRequired(Int.self, forKey: "rate", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "audio/pcmu")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.rate, forKey: "rate")
        try container.encode(self.type, forKey: "type")
    }
}
