// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Token usage for the request.
///
/// - Schema: `#/components/schemas/DecisionUsage`
public nonisolated struct DecisionUsage: Codable, Equatable, Sendable, EmptyDecodable {
    public var inputTokens: Int

    public var inputTokensDetails: DecisionUsageInputTokensDetails

    public var outputTokens: Int

    public var outputTokensDetails: DecisionUsageOutputTokensDetails

    public var totalTokens: Int

    public init(
        inputTokens: Int,
        inputTokensDetails: DecisionUsageInputTokensDetails,
        outputTokens: Int,
        outputTokensDetails: DecisionUsageOutputTokensDetails,
        totalTokens: Int
    ) {
        self.inputTokens = inputTokens
        self.inputTokensDetails = inputTokensDetails
        self.outputTokens = outputTokens
        self.outputTokensDetails = outputTokensDetails
        self.totalTokens = totalTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputTokens: .emptyValue,
            inputTokensDetails: .emptyValue,
            outputTokens: .emptyValue,
            outputTokensDetails: .emptyValue,
            totalTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.inputTokens = try container.decodeRequired(Int.self, forKey: "input_tokens", in: decoder)
        self.inputTokensDetails = try container.decodeRequired(DecisionUsageInputTokensDetails.self, forKey: "input_tokens_details", in: decoder)
        self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
        self.outputTokensDetails = try container.decodeRequired(DecisionUsageOutputTokensDetails.self, forKey: "output_tokens_details", in: decoder)
        self.totalTokens = try container.decodeRequired(Int.self, forKey: "total_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.inputTokens, forKey: "input_tokens")
        try container.encode(self.inputTokensDetails, forKey: "input_tokens_details")
        try container.encode(self.outputTokens, forKey: "output_tokens")
        try container.encode(self.outputTokensDetails, forKey: "output_tokens_details")
        try container.encode(self.totalTokens, forKey: "total_tokens")
    }
}
