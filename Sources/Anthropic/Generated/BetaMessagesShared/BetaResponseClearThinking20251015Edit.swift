// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseClearThinking20251015Edit
///
/// - Schema: `#/components/schemas/BetaResponseClearThinking20251015Edit`
public nonisolated struct BetaResponseClearThinking20251015Edit: Codable, Equatable, Sendable, EmptyDecodable {
    /// Number of input tokens cleared by this edit.
    public var clearedInputTokens: Int

    /// Number of thinking turns that were cleared.
    public var clearedThinkingTurns: Int

    /// The type of context management edit applied.
    public var type: String

    public init(
        clearedInputTokens: Int,
        clearedThinkingTurns: Int
    ) {
        self.clearedInputTokens = clearedInputTokens
        self.clearedThinkingTurns = clearedThinkingTurns
        self.type = "clear_thinking_20251015"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            clearedInputTokens: .emptyValue,
            clearedThinkingTurns: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clearedInputTokens = try container.decodeRequired(Int.self, forKey: "cleared_input_tokens", in: decoder)
        self.clearedThinkingTurns = try container.decodeRequired(Int.self, forKey: "cleared_thinking_turns", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "clear_thinking_20251015")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.clearedInputTokens, forKey: "cleared_input_tokens")
        try container.encode(self.clearedThinkingTurns, forKey: "cleared_thinking_turns")
        try container.encode(self.type, forKey: "type")
    }
}
