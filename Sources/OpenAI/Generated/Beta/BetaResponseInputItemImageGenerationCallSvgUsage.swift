// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaResponseInputItemImageGenerationCallSvgUsage`
public nonisolated struct BetaResponseInputItemImageGenerationCallSvgUsage: Codable, Equatable, Sendable, EmptyDecodable {
    public var inputTokens: Int

    public var model: String

    public var outputTokens: Int

    public var reasoningTokens: Int

    public var totalTokens: Int

    public init(
        inputTokens: Int,
        model: String,
        outputTokens: Int,
        reasoningTokens: Int,
        totalTokens: Int
    ) {
        self.inputTokens = inputTokens
        self.model = model
        self.outputTokens = outputTokens
        self.reasoningTokens = reasoningTokens
        self.totalTokens = totalTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputTokens: .emptyValue,
            model: .emptyValue,
            outputTokens: .emptyValue,
            reasoningTokens: .emptyValue,
            totalTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.inputTokens = try container.decodeRequired(Int.self, forKey: "input_tokens", in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
        self.reasoningTokens = try container.decodeRequired(Int.self, forKey: "reasoning_tokens", in: decoder)
        self.totalTokens = try container.decodeRequired(Int.self, forKey: "total_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.inputTokens, forKey: "input_tokens")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.outputTokens, forKey: "output_tokens")
        try container.encode(self.reasoningTokens, forKey: "reasoning_tokens")
        try container.encode(self.totalTokens, forKey: "total_tokens")
    }
}
