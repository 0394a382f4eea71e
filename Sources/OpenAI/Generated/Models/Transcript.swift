// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when there is an additional text delta. This is also the first event emitted when the transcription starts. Only emitted when you [create a transcription](/docs/api-reference/audio/create-transcription) with the `Stream` parameter set to `true`.
///
/// - Schema: `#/components/schemas/TranscriptTextDeltaEvent`
public struct TranscriptTextDeltaEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `transcript.text.delta`.
    public var type: String

    /// The text delta that was additionally transcribed.
    public var delta: String

    /// The log probabilities of the delta. Only included if you [create a transcription](/docs/api-reference/audio/create-transcription) with the `include[]` parameter set to `logprobs`.
    public var logprobs: [TranscriptTextDeltaEvent.Logprob]?

    /// Identifier of the diarized segment that this delta belongs to. Only present when using `gpt-4o-transcribe-diarize`.
    public var segmentID: String?

    public init(
        delta: String,
        logprobs: [TranscriptTextDeltaEvent.Logprob]? = nil,
        segmentID: String? = nil
    ) {
        self.type = "transcript.text.delta"
        self.delta = delta
        self.logprobs = logprobs
        self.segmentID = segmentID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            delta: .emptyValue
        )
    }

    public struct Logprob: Codable, Hashable, Sendable, EmptyDecodable {
        /// The token that was used to generate the log probability.
        public var token: String?

        /// The log probability of the token.
        public var logprob: Double?

        /// The bytes that were used to generate the log probability.
        public var bytes: [Int]?

        public init(
            token: String? = nil,
            logprob: Double? = nil,
            bytes: [Int]? = nil
        ) {
            self.token = token
            self.logprob = logprob
            self.bytes = bytes
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case token
            case logprob
            case bytes
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.token = try container.decodeIfPresent(String.self, forKey: .token)
            self.logprob = try container.decodeIfPresent(Double.self, forKey: .logprob)
            self.bytes = try container.decodeIfPresent([Int].self, forKey: .bytes)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.token, forKey: .token)
            try container.encodeIfPresent(self.logprob, forKey: .logprob)
            try container.encodeIfPresent(self.bytes, forKey: .bytes)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case delta
        case logprobs
        case segmentID = "segment_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "transcript.text.delta")
        self.delta = try container.decodeRequired(String.self, forKey: .delta, in: decoder)
        self.logprobs = try container.decodeIfPresent([TranscriptTextDeltaEvent.Logprob].self, forKey: .logprobs)
        self.segmentID = try container.decodeIfPresent(String.self, forKey: .segmentID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.delta, forKey: .delta)
        try container.encodeIfPresent(self.logprobs, forKey: .logprobs)
        try container.encodeIfPresent(self.segmentID, forKey: .segmentID)
    }
}

/// Emitted when the transcription is complete. Contains the complete transcription text. Only emitted when you [create a transcription](/docs/api-reference/audio/create-transcription) with the `Stream` parameter set to `true`.
///
/// - Schema: `#/components/schemas/TranscriptTextDoneEvent`
public struct TranscriptTextDoneEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `transcript.text.done`.
    public var type: String

    /// The text that was transcribed.
    public var text: String

    /// The languages detected in the audio. Returned by `gpt-transcribe`. An empty array indicates that no language could be reliably detected.
    public var languages: [TranscriptionLanguage]?

    /// The log probabilities of the individual tokens in the transcription. Only included if you [create a transcription](/docs/api-reference/audio/create-transcription) with the `include[]` parameter set to `logprobs`.
    public var logprobs: [TranscriptTextDoneEvent.Logprob]?

    public var usage: TranscriptTextUsageTokens?

    public init(
        text: String,
        languages: [TranscriptionLanguage]? = nil,
        logprobs: [TranscriptTextDoneEvent.Logprob]? = nil,
        usage: TranscriptTextUsageTokens? = nil
    ) {
        self.type = "transcript.text.done"
        self.text = text
        self.languages = languages
        self.logprobs = logprobs
        self.usage = usage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    public struct Logprob: Codable, Hashable, Sendable, EmptyDecodable {
        /// The token that was used to generate the log probability.
        public var token: String?

        /// The log probability of the token.
        public var logprob: Double?

        /// The bytes that were used to generate the log probability.
        public var bytes: [Int]?

        public init(
            token: String? = nil,
            logprob: Double? = nil,
            bytes: [Int]? = nil
        ) {
            self.token = token
            self.logprob = logprob
            self.bytes = bytes
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case token
            case logprob
            case bytes
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.token = try container.decodeIfPresent(String.self, forKey: .token)
            self.logprob = try container.decodeIfPresent(Double.self, forKey: .logprob)
            self.bytes = try container.decodeIfPresent([Int].self, forKey: .bytes)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.token, forKey: .token)
            try container.encodeIfPresent(self.logprob, forKey: .logprob)
            try container.encodeIfPresent(self.bytes, forKey: .bytes)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case text
        case languages
        case logprobs
        case usage
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "transcript.text.done")
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.languages = try container.decodeIfPresent([TranscriptionLanguage].self, forKey: .languages)
        self.logprobs = try container.decodeIfPresent([TranscriptTextDoneEvent.Logprob].self, forKey: .logprobs)
        self.usage = try container.decodeIfPresent(TranscriptTextUsageTokens.self, forKey: .usage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.text, forKey: .text)
        try container.encodeIfPresent(self.languages, forKey: .languages)
        try container.encodeIfPresent(self.logprobs, forKey: .logprobs)
        try container.encodeIfPresent(self.usage, forKey: .usage)
    }
}

/// Emitted when a diarized transcription returns a completed segment with speaker information. Only emitted when you [create a transcription](/docs/api-reference/audio/create-transcription) with `stream` set to `true` and `response_format` set to `diarized_json`.
///
/// - Schema: `#/components/schemas/TranscriptTextSegmentEvent`
public struct TranscriptTextSegmentEvent: Codable, Hashable, Sendable, EmptyDecodable {
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

/// Usage statistics for models billed by audio input duration.
///
/// - Schema: `#/components/schemas/TranscriptTextUsageDuration`
public struct TranscriptTextUsageDuration: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case type
        case seconds
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "duration")
        self.seconds = try container.decodeRequired(Double.self, forKey: .seconds, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.seconds, forKey: .seconds)
    }
}

/// Usage statistics for models billed by token usage.
///
/// - Schema: `#/components/schemas/TranscriptTextUsageTokens`
public struct TranscriptTextUsageTokens: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the usage object. Always `tokens` for this variant.
    public var type: String

    /// Number of input tokens billed for this request.
    public var inputTokens: Int

    /// Details about the input tokens billed for this request.
    public var inputTokenDetails: TranscriptTextUsageTokens.InputTokenDetails?

    /// Number of output tokens generated.
    public var outputTokens: Int

    /// Total number of tokens used (input + output).
    public var totalTokens: Int

    public init(
        inputTokens: Int,
        outputTokens: Int,
        totalTokens: Int,
        inputTokenDetails: TranscriptTextUsageTokens.InputTokenDetails? = nil
    ) {
        self.type = "tokens"
        self.inputTokens = inputTokens
        self.inputTokenDetails = inputTokenDetails
        self.outputTokens = outputTokens
        self.totalTokens = totalTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputTokens: .emptyValue,
            outputTokens: .emptyValue,
            totalTokens: .emptyValue
        )
    }

    /// Details about the input tokens billed for this request.
    public struct InputTokenDetails: Codable, Hashable, Sendable, EmptyDecodable {
        /// Number of text tokens billed for this request.
        public var textTokens: Int?

        /// Number of audio tokens billed for this request.
        public var audioTokens: Int?

        public init(
            textTokens: Int? = nil,
            audioTokens: Int? = nil
        ) {
            self.textTokens = textTokens
            self.audioTokens = audioTokens
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case textTokens = "text_tokens"
            case audioTokens = "audio_tokens"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.textTokens = try container.decodeIfPresent(Int.self, forKey: .textTokens)
            self.audioTokens = try container.decodeIfPresent(Int.self, forKey: .audioTokens)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.textTokens, forKey: .textTokens)
            try container.encodeIfPresent(self.audioTokens, forKey: .audioTokens)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case inputTokens = "input_tokens"
        case inputTokenDetails = "input_token_details"
        case outputTokens = "output_tokens"
        case totalTokens = "total_tokens"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tokens")
        self.inputTokens = try container.decodeRequired(Int.self, forKey: .inputTokens, in: decoder)
        self.inputTokenDetails = try container.decodeIfPresent(TranscriptTextUsageTokens.InputTokenDetails.self, forKey: .inputTokenDetails)
        self.outputTokens = try container.decodeRequired(Int.self, forKey: .outputTokens, in: decoder)
        self.totalTokens = try container.decodeRequired(Int.self, forKey: .totalTokens, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.inputTokens, forKey: .inputTokens)
        try container.encodeIfPresent(self.inputTokenDetails, forKey: .inputTokenDetails)
        try container.encode(self.outputTokens, forKey: .outputTokens)
        try container.encode(self.totalTokens, forKey: .totalTokens)
    }
}
