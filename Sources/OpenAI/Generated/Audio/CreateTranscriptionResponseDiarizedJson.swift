// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Represents a diarized transcription response returned by the model, including the combined transcript and speaker-segment annotations.
///
/// - Schema: `#/components/schemas/CreateTranscriptionResponseDiarizedJson`
public nonisolated struct CreateTranscriptionResponseDiarizedJson: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of task that was run. Always `transcribe`.
    public var task: String

    /// Duration of the input audio in seconds.
    public var duration: Double

    /// The concatenated transcript text for the entire audio input.
    public var text: String

    /// Segments of the transcript annotated with timestamps and speaker labels.
    public var segments: [TranscriptionDiarizedSegment]

    /// Token or duration usage statistics for the request.
    public var usage: CreateTranscriptionResponseDiarizedJson.Usage?

    public init(
        duration: Double,
        text: String,
        segments: [TranscriptionDiarizedSegment],
        usage: CreateTranscriptionResponseDiarizedJson.Usage? = nil
    ) {
        self.task = "transcribe"
        self.duration = duration
        self.text = text
        self.segments = segments
        self.usage = usage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            duration: .emptyValue,
            text: .emptyValue,
            segments: .emptyValue
        )
    }

    /// Token or duration usage statistics for the request.
    public nonisolated enum Usage: Codable, Equatable, Sendable, EmptyDecodable {
        /// Token Usage
        ///
        /// - `type`: `tokens`
        case tokens(TranscriptTextUsageTokens)
        /// Duration Usage
        ///
        /// - `type`: `duration`
        case duration(TranscriptTextUsageDuration)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "tokens": self = .tokens(try TranscriptTextUsageTokens(from: decoder)); return
                case "duration": self = .duration(try TranscriptTextUsageDuration(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .tokens(let value): try value.encode(to: encoder)
            case .duration(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.task = try container.decodeRequired(String.self, forKey: "task", in: decoder, standIn: "transcribe")
        self.duration = try container.decodeRequired(Double.self, forKey: "duration", in: decoder)
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.segments = try container.decodeRequired([TranscriptionDiarizedSegment].self, forKey: "segments", in: decoder)
        self.usage = try container.decodeIfPresent(CreateTranscriptionResponseDiarizedJson.Usage.self, forKey: "usage")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.task, forKey: "task")
        try container.encode(self.duration, forKey: "duration")
        try container.encode(self.text, forKey: "text")
        try container.encode(self.segments, forKey: "segments")
        try container.encodeIfPresent(self.usage, forKey: "usage")
    }
}
