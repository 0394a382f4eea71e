// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Emitted when the transcription is complete. Contains the complete transcription text. Only emitted when you [create a transcription](https://platform.openai.com/docs/api-reference/audio/create-transcription) with the `Stream` parameter set to `true`.
///
/// - Schema: `#/components/schemas/TranscriptTextDoneEvent`
public nonisolated struct TranscriptTextDoneEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always `transcript.text.done`.
    public var type: String

    /// The text that was transcribed.
    public var text: String

    /// The languages detected in the audio. Returned by `gpt-transcribe`. An empty array indicates that no language could be reliably detected.
    public var languages: [TranscriptionLanguage]?

    /// The log probabilities of the individual tokens in the transcription. Only included if you [create a transcription](https://platform.openai.com/docs/api-reference/audio/create-transcription) with the `include[]` parameter set to `logprobs`.
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "transcript.text.done")
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.languages = try container.decodeIfPresent([TranscriptionLanguage].self, forKey: "languages")
        self.logprobs = try container.decodeIfPresent([TranscriptTextDoneEvent.Logprob].self, forKey: "logprobs")
        self.usage = try container.decodeIfPresent(TranscriptTextUsageTokens.self, forKey: "usage")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.text, forKey: "text")
        try container.encodeIfPresent(self.languages, forKey: "languages")
        try container.encodeIfPresent(self.logprobs, forKey: "logprobs")
        try container.encodeIfPresent(self.usage, forKey: "usage")
    }
}
