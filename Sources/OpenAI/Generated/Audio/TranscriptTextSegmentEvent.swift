// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a diarized transcription returns a completed segment with speaker information. Only emitted when you [create a transcription](https://platform.openai.com/docs/api-reference/audio/create-transcription) with `stream` set to `true` and `response_format` set to `diarized_json`.
///
/// - Schema: `#/components/schemas/TranscriptTextSegmentEvent`
public nonisolated struct TranscriptTextSegmentEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always `transcript.text.segment`.
    public var type: String

    /// Unique identifier for the segment.
    public var id: String

    /// Start timestamp of the segment in seconds.
    public var start: Double

    /// End timestamp of the segment in seconds.
    public var end: Double

    /// Transcript text for this segment.
    public var text: String

    /// Speaker label for this segment.
    public var speaker: String

    public init(
        id: String,
        start: Double,
        end: Double,
        text: String,
        speaker: String
    ) {
        self.type = "transcript.text.segment"
        self.id = id
        self.start = start
        self.end = end
        self.text = text
        self.speaker = speaker
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            start: .emptyValue,
            end: .emptyValue,
            text: .emptyValue,
            speaker: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "transcript.text.segment")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.start = try container.decodeRequired(Double.self, forKey: "start", in: decoder)
        self.end = try container.decodeRequired(Double.self, forKey: "end", in: decoder)
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.speaker = try container.decodeRequired(String.self, forKey: "speaker", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.start, forKey: "start")
        try container.encode(self.end, forKey: "end")
        try container.encode(self.text, forKey: "text")
        try container.encode(self.speaker, forKey: "speaker")
    }
}
