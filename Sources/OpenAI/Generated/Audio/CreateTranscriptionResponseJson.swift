// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Represents a transcription response returned by model, based on the provided input.
///
/// - Schema: `#/components/schemas/CreateTranscriptionResponseJson`
public nonisolated struct CreateTranscriptionResponseJson: Codable, Equatable, Sendable, EmptyDecodable {
    /// The transcribed text.
    public var text: String

    /// The languages detected in the audio. Returned by `gpt-transcribe`. An empty array indicates that no language could be reliably detected.
    public var languages: [TranscriptionLanguage]?

    /// The log probabilities of the tokens in the transcription. Only returned with the models `gpt-4o-transcribe` and `gpt-4o-mini-transcribe` if `logprobs` is added to the `include` array.
    public var logprobs: [CreateTranscriptionResponseJson.Logprob]?

    /// Token usage statistics for the request.
    public var usage: CreateTranscriptionResponseJson.Usage?

    public init(
        text: String,
        languages: [TranscriptionLanguage]? = nil,
        logprobs: [CreateTranscriptionResponseJson.Logprob]? = nil,
        usage: CreateTranscriptionResponseJson.Usage? = nil
    ) {
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
        /// The token in the transcription.
        public var token: String?

        /// The log probability of the token.
        public var logprob: Double?

        /// The bytes of the token.
        public var bytes: [Double]?

        public init(
            token: String? = nil,
            logprob: Double? = nil,
            bytes: [Double]? = nil
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
            self.bytes = try container.decodeIfPresent([Double].self, forKey: "bytes")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.token, forKey: "token")
            try container.encodeIfPresent(self.logprob, forKey: "logprob")
            try container.encodeIfPresent(self.bytes, forKey: "bytes")
        }
    }

    /// Token usage statistics for the request.
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
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.languages = try container.decodeIfPresent([TranscriptionLanguage].self, forKey: "languages")
        self.logprobs = try container.decodeIfPresent([CreateTranscriptionResponseJson.Logprob].self, forKey: "logprobs")
        self.usage = try container.decodeIfPresent(CreateTranscriptionResponseJson.Usage.self, forKey: "usage")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.text, forKey: "text")
        try container.encodeIfPresent(self.languages, forKey: "languages")
        try container.encodeIfPresent(self.logprobs, forKey: "logprobs")
        try container.encodeIfPresent(self.usage, forKey: "usage")
    }
}
