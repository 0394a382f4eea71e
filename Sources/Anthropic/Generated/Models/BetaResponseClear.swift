// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseClearThinking20251015Edit
///
/// - Schema: `#/components/schemas/BetaResponseClearThinking20251015Edit`
public struct BetaResponseClearThinking20251015Edit: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case clearedInputTokens = "cleared_input_tokens"
        case clearedThinkingTurns = "cleared_thinking_turns"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.clearedInputTokens = try container.decodeRequired(Int.self, forKey: .clearedInputTokens, in: decoder)
        self.clearedThinkingTurns = try container.decodeRequired(Int.self, forKey: .clearedThinkingTurns, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "clear_thinking_20251015")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.clearedInputTokens, forKey: .clearedInputTokens)
        try container.encode(self.clearedThinkingTurns, forKey: .clearedThinkingTurns)
        try container.encode(self.type, forKey: .type)
    }
}

/// ResponseClearToolUses20250919Edit
///
/// - Schema: `#/components/schemas/BetaResponseClearToolUses20250919Edit`
public struct BetaResponseClearToolUses20250919Edit: Codable, Hashable, Sendable, EmptyDecodable {
    /// Number of input tokens cleared by this edit.
    public var clearedInputTokens: Int

    /// Number of tool uses that were cleared.
    public var clearedToolUses: Int

    /// The type of context management edit applied.
    public var type: String

    public init(
        clearedInputTokens: Int,
        clearedToolUses: Int
    ) {
        self.clearedInputTokens = clearedInputTokens
        self.clearedToolUses = clearedToolUses
        self.type = "clear_tool_uses_20250919"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            clearedInputTokens: .emptyValue,
            clearedToolUses: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case clearedInputTokens = "cleared_input_tokens"
        case clearedToolUses = "cleared_tool_uses"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.clearedInputTokens = try container.decodeRequired(Int.self, forKey: .clearedInputTokens, in: decoder)
        self.clearedToolUses = try container.decodeRequired(Int.self, forKey: .clearedToolUses, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "clear_tool_uses_20250919")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.clearedInputTokens, forKey: .clearedInputTokens)
        try container.encode(self.clearedToolUses, forKey: .clearedToolUses)
        try container.encode(self.type, forKey: .type)
    }
}
