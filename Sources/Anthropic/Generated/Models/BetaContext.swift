// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Context management capability details.
///
/// - Schema: `#/components/schemas/BetaContextManagementCapability`
public struct BetaContextManagementCapability: Codable, Hashable, Sendable, EmptyDecodable {
    /// Whether the clear_thinking_20251015 strategy is supported.
    public var clearThinking_20251015: BetaCapabilitySupport?

    /// Whether the clear_tool_uses_20250919 strategy is supported.
    public var clearToolUses_20250919: BetaCapabilitySupport?

    /// Whether the compact_20260112 strategy is supported.
    public var compact_20260112: BetaCapabilitySupport?

    /// Whether this capability is supported by the model.
    public var supported: Bool

    public init(
        clearThinking_20251015: BetaCapabilitySupport?,
        clearToolUses_20250919: BetaCapabilitySupport?,
        compact_20260112: BetaCapabilitySupport?,
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

    enum CodingKeys: String, CodingKey {
        case clearThinking_20251015 = "clear_thinking_20251015"
        case clearToolUses_20250919 = "clear_tool_uses_20250919"
        case compact_20260112
        case supported
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.clearThinking_20251015 = try container.decodeIfPresent(BetaCapabilitySupport.self, forKey: .clearThinking_20251015)
        self.clearToolUses_20250919 = try container.decodeIfPresent(BetaCapabilitySupport.self, forKey: .clearToolUses_20250919)
        self.compact_20260112 = try container.decodeIfPresent(BetaCapabilitySupport.self, forKey: .compact_20260112)
        self.supported = try container.decodeRequired(Bool.self, forKey: .supported, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.clearThinking_20251015, forKey: .clearThinking_20251015)
        try container.encode(self.clearToolUses_20250919, forKey: .clearToolUses_20250919)
        try container.encode(self.compact_20260112, forKey: .compact_20260112)
        try container.encode(self.supported, forKey: .supported)
    }
}

/// ContextManagementConfig
///
/// - Schema: `#/components/schemas/BetaContextManagementConfig`
public struct BetaContextManagementConfig: Codable, Hashable, Sendable, EmptyDecodable {
    /// List of context management edits to apply
    public var edits: [BetaContextManagementConfig.Edit]?

    public init(
        edits: [BetaContextManagementConfig.Edit]? = nil
    ) {
        self.edits = edits
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public enum Edit: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `clear_tool_uses_20250919`
        case clearToolUses_20250919(BetaClearToolUses20250919)
        /// - `type`: `clear_thinking_20251015`
        case clearThinking_20251015(BetaClearThinking20251015)
        /// - `type`: `compact_20260112`
        case compact_20260112(BetaCompact20260112)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "clear_tool_uses_20250919": self = .clearToolUses_20250919(try BetaClearToolUses20250919(from: decoder)); return
                case "clear_thinking_20251015": self = .clearThinking_20251015(try BetaClearThinking20251015(from: decoder)); return
                case "compact_20260112": self = .compact_20260112(try BetaCompact20260112(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .clearToolUses_20250919(let value): try value.encode(to: encoder)
            case .clearThinking_20251015(let value): try value.encode(to: encoder)
            case .compact_20260112(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case edits
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.edits = try container.decodeIfPresent([BetaContextManagementConfig.Edit].self, forKey: .edits)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.edits, forKey: .edits)
    }
}

/// ContextManagementResponse
///
/// - Schema: `#/components/schemas/BetaContextManagementResponse`
public struct BetaContextManagementResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// The original token count before context management was applied
    public var originalInputTokens: Int

    public init(
        originalInputTokens: Int
    ) {
        self.originalInputTokens = originalInputTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            originalInputTokens: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case originalInputTokens = "original_input_tokens"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.originalInputTokens = try container.decodeRequired(Int.self, forKey: .originalInputTokens, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.originalInputTokens, forKey: .originalInputTokens)
    }
}
