// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Context management capability details.
///
/// - Schema: `#/components/schemas/ContextManagementCapability`
public nonisolated struct ContextManagementCapability: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether the clear_thinking_20251015 strategy is supported.
    public var clearThinking_20251015: CapabilitySupport?

    /// Whether the clear_tool_uses_20250919 strategy is supported.
    public var clearToolUses_20250919: CapabilitySupport?

    /// Whether the compact_20260112 strategy is supported.
    public var compact_20260112: CapabilitySupport?

    /// Whether this capability is supported by the model.
    public var supported: Bool

    public init(
        clearThinking_20251015: CapabilitySupport?,
        clearToolUses_20250919: CapabilitySupport?,
        compact_20260112: CapabilitySupport?,
        supported: Bool
    ) {
        self.clearThinking_20251015 = clearThinking_20251015
        self.clearToolUses_20250919 = clearToolUses_20250919
        self.compact_20260112 = compact_20260112
        self.supported = supported
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            clearThinking_20251015: nil,
            clearToolUses_20250919: nil,
            compact_20260112: nil,
            supported: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clearThinking_20251015 = try container.decodeIfPresent(CapabilitySupport.self, forKey: "clear_thinking_20251015")
        self.clearToolUses_20250919 = try container.decodeIfPresent(CapabilitySupport.self, forKey: "clear_tool_uses_20250919")
        self.compact_20260112 = try container.decodeIfPresent(CapabilitySupport.self, forKey: "compact_20260112")
        self.supported = try container.decodeRequired(Bool.self, forKey: "supported", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.clearThinking_20251015, forKey: "clear_thinking_20251015")
        try container.encode(self.clearToolUses_20250919, forKey: "clear_tool_uses_20250919")
        try container.encode(self.compact_20260112, forKey: "compact_20260112")
        try container.encode(self.supported, forKey: "supported")
    }
}
