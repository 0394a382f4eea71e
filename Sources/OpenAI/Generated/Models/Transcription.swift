// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Controls how the audio is cut into chunks. When set to `"auto"`, the
/// server first normalizes loudness and then uses voice activity detection (VAD) to
/// choose boundaries. `server_vad` object can be provided to tweak VAD detection
/// parameters manually. If unset, the audio is transcribed as a single block.
///
/// - Schema: `#/components/schemas/TranscriptionChunkingStrategy`
public enum TranscriptionChunkingStrategy: Codable, Hashable, Sendable, EmptyDecodable {
    /// Automatically set chunking parameters based on the audio. Must be set to `"auto"`.
    case string(TranscriptionChunkingStrategy.StringValue)
    case vadConfig(VadConfig)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// Automatically set chunking parameters based on the audio. Must be set to `"auto"`.
    public enum StringValue: OpenEnum, EmptyDecodable {
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .vadConfig(try VadConfig(from: decoder)); return
        case .string:
            self = .string(try TranscriptionChunkingStrategy.StringValue(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value): try value.encode(to: encoder)
        case .vadConfig(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// A segment of diarized transcript text with speaker metadata.
///
/// - Schema: `#/components/schemas/TranscriptionDiarizedSegment`
public struct TranscriptionDiarizedSegment: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the segment. Always `transcript.text.segment`.
    public var type: String

    /// Unique identifier for the segment.
    public var id: String

    /// Start timestamp of the segment in seconds.
    public var start: Double

    /// End timestamp of the segment in seconds.
    public var end: Double

    /// Transcript text for this segment.
    public var text: String

    /// Speaker label for this segment. When known speakers are provided, the label matches `known_speaker_names[]`. Otherwise speakers are labeled sequentially using capital letters (`A`, `B`, ...).
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

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case start
        case end
        case text
        case speaker
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "transcript.text.segment")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.start = try container.decodeRequired(Double.self, forKey: .start, in: decoder)
        self.end = try container.decodeRequired(Double.self, forKey: .end, in: decoder)
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.speaker = try container.decodeRequired(String.self, forKey: .speaker, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.start, forKey: .start)
        try container.encode(self.end, forKey: .end)
        try container.encode(self.text, forKey: .text)
        try container.encode(self.speaker, forKey: .speaker)
    }
}

/// - Schema: `#/components/schemas/TranscriptionInclude`
public enum TranscriptionInclude: OpenEnum, EmptyDecodable {
    case logprobs
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "logprobs": self = .logprobs
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .logprobs: "logprobs"
        case .unknown(let value): value
        }
    }
}

/// A language detected in transcribed audio.
///
/// - Schema: `#/components/schemas/TranscriptionLanguage`
public struct TranscriptionLanguage: Codable, Hashable, Sendable, EmptyDecodable {
    /// The code of a language detected in the audio.
    public var code: String

    public init(
        code: String
    ) {
        self.code = code
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            code: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case code
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.code = try container.decodeRequired(String.self, forKey: .code, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.code, forKey: .code)
    }
}

/// - Schema: `#/components/schemas/TranscriptionSegment`
public struct TranscriptionSegment: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case id
        case seek
        case start
        case end
        case text
        case tokens
        case temperature
        case avgLogprob = "avg_logprob"
        case compressionRatio = "compression_ratio"
        case noSpeechProb = "no_speech_prob"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(Int.self, forKey: .id, in: decoder)
        self.seek = try container.decodeRequired(Int.self, forKey: .seek, in: decoder)
        self.start = try container.decodeRequired(Double.self, forKey: .start, in: decoder)
        self.end = try container.decodeRequired(Double.self, forKey: .end, in: decoder)
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.tokens = try container.decodeRequired([Int].self, forKey: .tokens, in: decoder)
        self.temperature = try container.decodeRequired(Double.self, forKey: .temperature, in: decoder)
        self.avgLogprob = try container.decodeRequired(Double.self, forKey: .avgLogprob, in: decoder)
        self.compressionRatio = try container.decodeRequired(Double.self, forKey: .compressionRatio, in: decoder)
        self.noSpeechProb = try container.decodeRequired(Double.self, forKey: .noSpeechProb, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.seek, forKey: .seek)
        try container.encode(self.start, forKey: .start)
        try container.encode(self.end, forKey: .end)
        try container.encode(self.text, forKey: .text)
        try container.encode(self.tokens, forKey: .tokens)
        try container.encode(self.temperature, forKey: .temperature)
        try container.encode(self.avgLogprob, forKey: .avgLogprob)
        try container.encode(self.compressionRatio, forKey: .compressionRatio)
        try container.encode(self.noSpeechProb, forKey: .noSpeechProb)
    }
}

/// - Schema: `#/components/schemas/TranscriptionWord`
public struct TranscriptionWord: Codable, Hashable, Sendable, EmptyDecodable {
    /// The text content of the word.
    public var word: String

    /// Start time of the word in seconds.
    public var start: Double

    /// End time of the word in seconds.
    public var end: Double

    public init(
        word: String,
        start: Double,
        end: Double
    ) {
        self.word = word
        self.start = start
        self.end = end
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            word: .emptyValue,
            start: .emptyValue,
            end: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case word
        case start
        case end
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.word = try container.decodeRequired(String.self, forKey: .word, in: decoder)
        self.start = try container.decodeRequired(Double.self, forKey: .start, in: decoder)
        self.end = try container.decodeRequired(Double.self, forKey: .end, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.word, forKey: .word)
        try container.encode(self.start, forKey: .start)
        try container.encode(self.end, forKey: .end)
    }
}
