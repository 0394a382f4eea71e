// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted for each chunk of audio data generated during speech synthesis.
///
/// - Schema: `#/components/schemas/SpeechAudioDeltaEvent`
public struct SpeechAudioDeltaEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `speech.audio.delta`.
    public var type: String

    /// A chunk of Base64-encoded audio data.
    public var audio: String

    public init(
        audio: String
    ) {
        self.type = "speech.audio.delta"
        self.audio = audio
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            audio: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case audio
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "speech.audio.delta")
        self.audio = try container.decodeRequired(String.self, forKey: .audio, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.audio, forKey: .audio)
    }
}

/// Emitted when the speech synthesis is complete and all audio has been streamed.
///
/// - Schema: `#/components/schemas/SpeechAudioDoneEvent`
public struct SpeechAudioDoneEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `speech.audio.done`.
    public var type: String

    /// Token usage statistics for the request.
    public var usage: SpeechAudioDoneEvent.Usage

    public init(
        usage: SpeechAudioDoneEvent.Usage
    ) {
        self.type = "speech.audio.done"
        self.usage = usage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            usage: .emptyValue
        )
    }

    /// Token usage statistics for the request.
    public struct Usage: Codable, Hashable, Sendable, EmptyDecodable {
        /// Number of input tokens in the prompt.
        public var inputTokens: Int

        /// Number of output tokens generated.
        public var outputTokens: Int

        /// Total number of tokens used (input + output).
        public var totalTokens: Int

        public init(
            inputTokens: Int,
            outputTokens: Int,
            totalTokens: Int
        ) {
            self.inputTokens = inputTokens
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

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case inputTokens = "input_tokens"
            case outputTokens = "output_tokens"
            case totalTokens = "total_tokens"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.inputTokens = try container.decodeRequired(Int.self, forKey: .inputTokens, in: decoder)
            self.outputTokens = try container.decodeRequired(Int.self, forKey: .outputTokens, in: decoder)
            self.totalTokens = try container.decodeRequired(Int.self, forKey: .totalTokens, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.inputTokens, forKey: .inputTokens)
            try container.encode(self.outputTokens, forKey: .outputTokens)
            try container.encode(self.totalTokens, forKey: .totalTokens)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case usage
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "speech.audio.done")
        self.usage = try container.decodeRequired(SpeechAudioDoneEvent.Usage.self, forKey: .usage, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.usage, forKey: .usage)
    }
}
