// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when the speech synthesis is complete and all audio has been streamed.
///
/// - Schema: `#/components/schemas/SpeechAudioDoneEvent`
public nonisolated struct SpeechAudioDoneEvent: Codable, Equatable, Sendable, EmptyDecodable {
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
    public nonisolated struct Usage: Codable, Equatable, Sendable, EmptyDecodable {
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

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.inputTokens = try container.decodeRequired(Int.self, forKey: "input_tokens", in: decoder)
            self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
            self.totalTokens = try container.decodeRequired(Int.self, forKey: "total_tokens", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.inputTokens, forKey: "input_tokens")
            try container.encode(self.outputTokens, forKey: "output_tokens")
            try container.encode(self.totalTokens, forKey: "total_tokens")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "speech.audio.done")
        self.usage = try container.decodeRequired(SpeechAudioDoneEvent.Usage.self, forKey: "usage", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.usage, forKey: "usage")
    }
}
