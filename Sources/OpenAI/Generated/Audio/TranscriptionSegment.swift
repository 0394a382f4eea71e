// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/TranscriptionSegment`
public nonisolated struct TranscriptionSegment: Codable, Equatable, Sendable, EmptyDecodable {
    /// Unique identifier of the segment.
    public var id: Int

    /// Seek offset of the segment.
    public var seek: Int

    /// Start time of the segment in seconds.
    public var start: Double

    /// End time of the segment in seconds.
    public var end: Double

    /// Text content of the segment.
    public var text: String

    /// Array of token IDs for the text content.
    public var tokens: [Int]

    /// Temperature parameter used for generating the segment.
    public var temperature: Double

    /// Average logprob of the segment. If the value is lower than -1, consider the logprobs failed.
    public var avgLogprob: Double

    /// Compression ratio of the segment. If the value is greater than 2.4, consider the compression failed.
    public var compressionRatio: Double

    /// Probability of no speech in the segment. If the value is higher than 1.0 and the `avg_logprob` is below -1, consider this segment silent.
    public var noSpeechProb: Double

    public init(
        id: Int,
        seek: Int,
        start: Double,
        end: Double,
        text: String,
        tokens: [Int],
        temperature: Double,
        avgLogprob: Double,
        compressionRatio: Double,
        noSpeechProb: Double
    ) {
        self.id = id
        self.seek = seek
        self.start = start
        self.end = end
        self.text = text
        self.tokens = tokens
        self.temperature = temperature
        self.avgLogprob = avgLogprob
        self.compressionRatio = compressionRatio
        self.noSpeechProb = noSpeechProb
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            seek: .emptyValue,
            start: .emptyValue,
            end: .emptyValue,
            text: .emptyValue,
            tokens: .emptyValue,
            temperature: .emptyValue,
            avgLogprob: .emptyValue,
            compressionRatio: .emptyValue,
            noSpeechProb: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(Int.self, forKey: "id", in: decoder)
        self.seek = try container.decodeRequired(Int.self, forKey: "seek", in: decoder)
        self.start = try container.decodeRequired(Double.self, forKey: "start", in: decoder)
        self.end = try container.decodeRequired(Double.self, forKey: "end", in: decoder)
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.tokens = try container.decodeRequired([Int].self, forKey: "tokens", in: decoder)
        self.temperature = try container.decodeRequired(Double.self, forKey: "temperature", in: decoder)
        self.avgLogprob = try container.decodeRequired(Double.self, forKey: "avg_logprob", in: decoder)
        self.compressionRatio = try container.decodeRequired(Double.self, forKey: "compression_ratio", in: decoder)
        self.noSpeechProb = try container.decodeRequired(Double.self, forKey: "no_speech_prob", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.seek, forKey: "seek")
        try container.encode(self.start, forKey: "start")
        try container.encode(self.end, forKey: "end")
        try container.encode(self.text, forKey: "text")
        try container.encode(self.tokens, forKey: "tokens")
        try container.encode(self.temperature, forKey: "temperature")
        try container.encode(self.avgLogprob, forKey: "avg_logprob")
        try container.encode(self.compressionRatio, forKey: "compression_ratio")
        try container.encode(self.noSpeechProb, forKey: "no_speech_prob")
    }
}
