// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ThinkingConfigAdaptive
///
/// - Schema: `#/components/schemas/ThinkingConfigAdaptive`
public nonisolated struct ThinkingConfigAdaptive: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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
        display: ThinkingDisplayMode? = nil,
        blockBinding: BetaThinkingBlockBindingParam? = nil
    ) {
        self.display = display
        self.type = "adaptive"
        self.blockBinding = blockBinding
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.display = try container.decodeIfPresent(ThinkingDisplayMode.self, forKey: "display")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "adaptive")
        self.blockBinding = try container.decodeIfPresent(BetaThinkingBlockBindingParam.self, forKey: "block_binding")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.display, forKey: "display")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.blockBinding, forKey: "block_binding")
    }
}

nonisolated extension NullableMember where Owner == ThinkingConfigAdaptive {
    public static var display: Self { Self("display") }
    public static var blockBinding: Self { Self("block_binding") }
}
