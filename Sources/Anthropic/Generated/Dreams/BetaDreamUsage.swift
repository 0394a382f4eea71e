// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Tokens used by the dream, summed over every stage.
///
/// - Schema: `#/components/schemas/BetaDreamUsage`
public nonisolated struct BetaDreamUsage: Codable, Equatable, Sendable, EmptyDecodable {
    public var cacheCreationInputTokens: Int

    public var cacheReadInputTokens: Int

    public var inputTokens: Int

    public var outputTokens: Int

    public init(
        cacheCreationInputTokens: Int,
        cacheReadInputTokens: Int,
        inputTokens: Int,
        outputTokens: Int
    ) {
        self.cacheCreationInputTokens = cacheCreationInputTokens
        self.cacheReadInputTokens = cacheReadInputTokens
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cacheCreationInputTokens: .emptyValue,
            cacheReadInputTokens: .emptyValue,
            inputTokens: .emptyValue,
            outputTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheCreationInputTokens = try container.decodeRequired(Int.self, forKey: "cache_creation_input_tokens", in: decoder)
        self.cacheReadInputTokens = try container.decodeRequired(Int.self, forKey: "cache_read_input_tokens", in: decoder)
        self.inputTokens = try container.decodeRequired(Int.self, forKey: "input_tokens", in: decoder)
        self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.cacheCreationInputTokens, forKey: "cache_creation_input_tokens")
        try container.encode(self.cacheReadInputTokens, forKey: "cache_read_input_tokens")
        try container.encode(self.inputTokens, forKey: "input_tokens")
        try container.encode(self.outputTokens, forKey: "output_tokens")
    }
}
