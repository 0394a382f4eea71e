// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseClearToolUses20250919Edit
///
/// - Schema: `#/components/schemas/BetaResponseClearToolUses20250919Edit`
public nonisolated struct BetaResponseClearToolUses20250919Edit: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clearedInputTokens = try container.decodeRequired(Int.self, forKey: "cleared_input_tokens", in: decoder)
        self.clearedToolUses = try container.decodeRequired(Int.self, forKey: "cleared_tool_uses", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "clear_tool_uses_20250919")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.clearedInputTokens, forKey: "cleared_input_tokens")
        try container.encode(self.clearedToolUses, forKey: "cleared_tool_uses")
        try container.encode(self.type, forKey: "type")
    }
}
