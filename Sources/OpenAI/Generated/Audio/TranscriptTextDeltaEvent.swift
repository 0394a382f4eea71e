// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when there is an additional text delta. This is also the first event emitted when the transcription starts. Only emitted when you [create a transcription](https://platform.openai.com/docs/api-reference/audio/create-transcription) with the `Stream` parameter set to `true`.
///
/// - Schema: `#/components/schemas/TranscriptTextDeltaEvent`
public nonisolated struct TranscriptTextDeltaEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always `transcript.text.delta`.
    public var type: String

    /// The text delta that was additionally transcribed.
    public var delta: String

    /// The log probabilities of the delta. Only included if you [create a transcription](https://platform.openai.com/docs/api-reference/audio/create-transcription) with the `include[]` parameter set to `logprobs`.
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

    public nonisolated struct Logprob: Codable, Equatable, Sendable, EmptyDecodable {
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

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.token = try container.decodeIfPresent(String.self, forKey: "token")
            self.logprob = try container.decodeIfPresent(Double.self, forKey: "logprob")
            self.bytes = try container.decodeIfPresent([Int].self, forKey: "bytes")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.token, forKey: "token")
            try container.encodeIfPresent(self.logprob, forKey: "logprob")
            try container.encodeIfPresent(self.bytes, forKey: "bytes")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "transcript.text.delta")
        self.delta = try container.decodeRequired(String.self, forKey: "delta", in: decoder)
        self.logprobs = try container.decodeIfPresent([TranscriptTextDeltaEvent.Logprob].self, forKey: "logprobs")
        self.segmentID = try container.decodeIfPresent(String.self, forKey: "segment_id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.delta, forKey: "delta")
        try container.encodeIfPresent(self.logprobs, forKey: "logprobs")
        try container.encodeIfPresent(self.segmentID, forKey: "segment_id")
    }
}
