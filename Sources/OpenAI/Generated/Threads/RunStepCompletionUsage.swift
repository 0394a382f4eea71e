// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Usage statistics related to the run step. This value will be `null` while the run step's status is `in_progress`.
///
/// - Schema: `#/components/schemas/RunStepCompletionUsage`
public nonisolated struct RunStepCompletionUsage: Codable, Equatable, Sendable, EmptyDecodable {
    /// Number of completion tokens used over the course of the run step.
    public var completionTokens: Int

    /// Number of prompt tokens used over the course of the run step.
    public var promptTokens: Int

    /// Total number of tokens used (prompt + completion).
    public var totalTokens: Int

    public init(
        completionTokens: Int,
        promptTokens: Int,
        totalTokens: Int
    ) {
        self.completionTokens = completionTokens
        self.promptTokens = promptTokens
        self.totalTokens = totalTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            completionTokens: .emptyValue,
            promptTokens: .emptyValue,
            totalTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.completionTokens = try container.decodeRequired(Int.self, forKey: "completion_tokens", in: decoder)
        self.promptTokens = try container.decodeRequired(Int.self, forKey: "prompt_tokens", in: decoder)
        self.totalTokens = try container.decodeRequired(Int.self, forKey: "total_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.completionTokens, forKey: "completion_tokens")
        try container.encode(self.promptTokens, forKey: "prompt_tokens")
        try container.encode(self.totalTokens, forKey: "total_tokens")
    }
}
