// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Usage statistics for models billed by audio input duration.
///
/// - Schema: `#/components/schemas/TranscriptTextUsageDuration`
public nonisolated struct TranscriptTextUsageDuration: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the usage object. Always `duration` for this variant.
    public var type: String

    /// Duration of the input audio in seconds.
    public var seconds: Double

    public init(
        seconds: Double
    ) {
        self.type = "duration"
        self.seconds = seconds
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            seconds: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "duration")
        self.seconds = try container.decodeRequired(Double.self, forKey: "seconds", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.seconds, forKey: "seconds")
    }
}
