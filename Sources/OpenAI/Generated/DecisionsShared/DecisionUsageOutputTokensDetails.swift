// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/DecisionUsageOutputTokensDetails`
public nonisolated struct DecisionUsageOutputTokensDetails: Codable, Equatable, Sendable, EmptyDecodable {
    public var reasoningTokens: Int

    public init(
        reasoningTokens: Int
    ) {
        self.reasoningTokens = reasoningTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            reasoningTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.reasoningTokens = try container.decodeRequired(Int.self, forKey: "reasoning_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.reasoningTokens, forKey: "reasoning_tokens")
    }
}
