// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateTranslationResponseVerboseJson`
public nonisolated struct CreateTranslationResponseVerboseJson: Codable, Equatable, Sendable, EmptyDecodable {
    /// The language of the output translation (always `english`).
    public var language: String

    /// The duration of the input audio.
    public var duration: Double

    /// The translated text.
    public var text: String

    /// Segments of the translated text and their corresponding details.
    public var segments: [TranscriptionSegment]?

    public init(
        language: String,
        duration: Double,
        text: String,
        segments: [TranscriptionSegment]? = nil
    ) {
        self.language = language
        self.duration = duration
        self.text = text
        self.segments = segments
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            language: .emptyValue,
            duration: .emptyValue,
            text: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.language = try container.decodeRequired(String.self, forKey: "language", in: decoder)
        self.duration = try container.decodeRequired(Double.self, forKey: "duration", in: decoder)
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.segments = try container.decodeIfPresent([TranscriptionSegment].self, forKey: "segments")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.language, forKey: "language")
        try container.encode(self.duration, forKey: "duration")
        try container.encode(self.text, forKey: "text")
        try container.encodeIfPresent(self.segments, forKey: "segments")
    }
}
