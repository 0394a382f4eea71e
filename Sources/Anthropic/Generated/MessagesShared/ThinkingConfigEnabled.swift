// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ThinkingConfigEnabled
///
/// - Schema: `#/components/schemas/ThinkingConfigEnabled`
public nonisolated struct ThinkingConfigEnabled: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Determines how many tokens Claude can use for its internal reasoning process. Larger budgets can enable more thorough analysis for complex problems, improving response quality.
    ///
    /// Must be ≥1024 and less than `max_tokens`.
    ///
    /// See [extended thinking](https://docs.claude.com/en/docs/build-with-claude/extended-thinking) for details.
    public var budgetTokens: Int

    /// Controls how thinking content appears in the response. When set to `summarized`, thinking is returned normally. When set to `omitted`, thinking content is redacted but a signature is returned for multi-turn continuity. Defaults to `summarized`.
    public var display: ThinkingDisplayMode?

    /// Type
    public var type: String

    /// Controls for block binding: what happens when a thinking block this request
    /// sends back fails the conversation check. `null`, absent or an empty object means
    /// every default.
    public var blockBinding: BetaThinkingBlockBindingParam?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        budgetTokens: Int,
        display: ThinkingDisplayMode? = nil,
        blockBinding: BetaThinkingBlockBindingParam? = nil
    ) {
        self.budgetTokens = budgetTokens
        self.display = display
        self.type = "enabled"
        self.blockBinding = blockBinding
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            budgetTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.budgetTokens = try container.decodeRequired(Int.self, forKey: "budget_tokens", in: decoder)
        self.display = try container.decodeIfPresent(ThinkingDisplayMode.self, forKey: "display")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "enabled")
        self.blockBinding = try container.decodeIfPresent(BetaThinkingBlockBindingParam.self, forKey: "block_binding")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.budgetTokens, forKey: "budget_tokens")
        try container.encodeIfPresent(self.display, forKey: "display")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.blockBinding, forKey: "block_binding")
    }
}

nonisolated extension NullableMember where Owner == ThinkingConfigEnabled {
    public static var display: Self { Self("display") }
    public static var blockBinding: Self { Self("block_binding") }
}
