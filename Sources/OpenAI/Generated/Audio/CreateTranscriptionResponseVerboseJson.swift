// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Represents a verbose json transcription response returned by model, based on the provided input.
///
/// - Schema: `#/components/schemas/CreateTranscriptionResponseVerboseJson`
public nonisolated struct CreateTranscriptionResponseVerboseJson: Codable, Equatable, Sendable, EmptyDecodable {
    /// The language of the input audio.
    public var language: String

    /// The duration of the input audio.
    public var duration: Double

    /// The transcribed text.
    public var text: String

    /// Extracted words and their corresponding timestamps.
    public var words: [TranscriptionWord]?

    /// Segments of the transcribed text and their corresponding details.
    public var segments: [TranscriptionSegment]?

    public var usage: TranscriptTextUsageDuration?

    public init(
        language: String,
        duration: Double,
        text: String,
        words: [TranscriptionWord]? = nil,
        segments: [TranscriptionSegment]? = nil,
        usage: TranscriptTextUsageDuration? = nil
    ) {
        self.language = language
        self.duration = duration
        self.text = text
        self.words = words
        self.segments = segments
        self.usage = usage
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
        self.words = try container.decodeIfPresent([TranscriptionWord].self, forKey: "words")
        self.segments = try container.decodeIfPresent([TranscriptionSegment].self, forKey: "segments")
        self.usage = try container.decodeIfPresent(TranscriptTextUsageDuration.self, forKey: "usage")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.language, forKey: "language")
        try container.encode(self.duration, forKey: "duration")
        try container.encode(self.text, forKey: "text")
        try container.encodeIfPresent(self.words, forKey: "words")
        try container.encodeIfPresent(self.segments, forKey: "segments")
        try container.encodeIfPresent(self.usage, forKey: "usage")
    }
}
