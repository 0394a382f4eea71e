// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Usage statistics for models billed by token usage.
///
/// - Schema: `#/components/schemas/TranscriptTextUsageTokens`
public nonisolated struct TranscriptTextUsageTokens: Codable, Equatable, Sendable, EmptyDecodable {
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
    public nonisolated struct InputTokenDetails: Codable, Equatable, Sendable, EmptyDecodable {
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

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.textTokens = try container.decodeIfPresent(Int.self, forKey: "text_tokens")
            self.audioTokens = try container.decodeIfPresent(Int.self, forKey: "audio_tokens")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.textTokens, forKey: "text_tokens")
            try container.encodeIfPresent(self.audioTokens, forKey: "audio_tokens")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tokens")
        self.inputTokens = try container.decodeRequired(Int.self, forKey: "input_tokens", in: decoder)
        self.inputTokenDetails = try container.decodeIfPresent(TranscriptTextUsageTokens.InputTokenDetails.self, forKey: "input_token_details")
        self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
        self.totalTokens = try container.decodeRequired(Int.self, forKey: "total_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.inputTokens, forKey: "input_tokens")
        try container.encodeIfPresent(self.inputTokenDetails, forKey: "input_token_details")
        try container.encode(self.outputTokens, forKey: "output_tokens")
        try container.encode(self.totalTokens, forKey: "total_tokens")
    }
}
