// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OutputTokensDetails`
public nonisolated struct OutputTokensDetails: Codable, Equatable, Sendable, EmptyDecodable {
    /// Number of output tokens the model generated as internal reasoning, including the
    /// thinking-block delimiter tokens.
    ///
    /// Reflects the raw reasoning the model produced, not the (possibly shorter)
    /// summarized thinking text returned in the response body. It may differ from the
    /// model's exact generation count by a small number of tokens. Always ≤
    /// `output_tokens`; `output_tokens - thinking_tokens` approximates the
    /// non-reasoning output.
    public var thinkingTokens: Int

    public init(
        thinkingTokens: Int
    ) {
        self.thinkingTokens = thinkingTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            thinkingTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.thinkingTokens = try container.decodeRequired(Int.self, forKey: "thinking_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.thinkingTokens, forKey: "thinking_tokens")
    }
}
