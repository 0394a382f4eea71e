// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Thinking capability details.
///
/// - Schema: `#/components/schemas/BetaThinkingCapability`
public struct BetaThinkingCapability: Codable, Hashable, Sendable, EmptyDecodable {
    /// Whether this capability is supported by the model.
    public var supported: Bool

    public var types: BetaThinkingTypes

    public init(
        supported: Bool,
        types: BetaThinkingTypes
    ) {
        self.supported = supported
        self.types = types
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            supported: .emptyValue,
            types: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case supported
        case types
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.supported = try container.decodeRequired(Bool.self, forKey: .supported, in: decoder)
        self.types = try container.decodeRequired(BetaThinkingTypes.self, forKey: .types, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.supported, forKey: .supported)
        try container.encode(self.types, forKey: .types)
    }
}

/// ThinkingConfigAdaptive
///
/// - Schema: `#/components/schemas/BetaThinkingConfigAdaptive`
public struct BetaThinkingConfigAdaptive: Codable, Hashable, Sendable, EmptyDecodable {
    /// Controls how thinking content appears in the response. When set to `summarized`, thinking is returned normally. When set to `omitted`, thinking content is redacted but a signature is returned for multi-turn continuity. Defaults to `summarized`.
    public var display: BetaThinkingDisplayMode?

    /// Type
    public var type: String

    public init(
        display: BetaThinkingDisplayMode? = nil
    ) {
        self.display = display
        self.type = "adaptive"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case display
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.display = try container.decodeIfPresent(BetaThinkingDisplayMode.self, forKey: .display)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "adaptive")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.display, forKey: .display)
        try container.encode(self.type, forKey: .type)
    }
}

/// ThinkingConfigDisabled
///
/// - Schema: `#/components/schemas/BetaThinkingConfigDisabled`
public struct BetaThinkingConfigDisabled: Codable, Hashable, Sendable, EmptyDecodable {
    /// Type
    public var type: String

    public init() {
        self.type = "disabled"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "disabled")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// ThinkingConfigEnabled
///
/// - Schema: `#/components/schemas/BetaThinkingConfigEnabled`
public struct BetaThinkingConfigEnabled: Codable, Hashable, Sendable, EmptyDecodable {
    /// Determines how many tokens Claude can use for its internal reasoning process. Larger budgets can enable more thorough analysis for complex problems, improving response quality.
    ///
    /// Must be ≥1024 and less than `max_tokens`.
    ///
    /// See [extended thinking](https://docs.claude.com/en/docs/build-with-claude/extended-thinking) for details.
    public var budgetTokens: Int

    /// Controls how thinking content appears in the response. When set to `summarized`, thinking is returned normally. When set to `omitted`, thinking content is redacted but a signature is returned for multi-turn continuity. Defaults to `summarized`.
    public var display: BetaThinkingDisplayMode?

    /// Type
    public var type: String

    public init(
        budgetTokens: Int,
        display: BetaThinkingDisplayMode? = nil
    ) {
        self.budgetTokens = budgetTokens
        self.display = display
        self.type = "enabled"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            budgetTokens: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case budgetTokens = "budget_tokens"
        case display
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.budgetTokens = try container.decodeRequired(Int.self, forKey: .budgetTokens, in: decoder)
        self.display = try container.decodeIfPresent(BetaThinkingDisplayMode.self, forKey: .display)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "enabled")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.budgetTokens, forKey: .budgetTokens)
        try container.encodeIfPresent(self.display, forKey: .display)
        try container.encode(self.type, forKey: .type)
    }
}

/// Configuration for enabling Claude's extended thinking.
///
/// When enabled, responses include `thinking` content blocks showing Claude's thinking process before the final answer. Requires a minimum budget of 1,024 tokens and counts towards your `max_tokens` limit.
///
/// See [extended thinking](https://docs.claude.com/en/docs/build-with-claude/extended-thinking) for details.
///
/// - Schema: `#/components/schemas/BetaThinkingConfigParam`
public enum BetaThinkingConfigParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `enabled`
    case enabled(BetaThinkingConfigEnabled)
    /// - `type`: `disabled`
    case disabled(BetaThinkingConfigDisabled)
    /// - `type`: `adaptive`
    case adaptive(BetaThinkingConfigAdaptive)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "enabled": self = .enabled(try BetaThinkingConfigEnabled(from: decoder)); return
            case "disabled": self = .disabled(try BetaThinkingConfigDisabled(from: decoder)); return
            case "adaptive": self = .adaptive(try BetaThinkingConfigAdaptive(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .enabled(let value): try value.encode(to: encoder)
        case .disabled(let value): try value.encode(to: encoder)
        case .adaptive(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// ThinkingContentBlockDelta
///
/// - Schema: `#/components/schemas/BetaThinkingContentBlockDelta`
public struct BetaThinkingContentBlockDelta: Codable, Hashable, Sendable, EmptyDecodable {
    /// Thinking
    public var thinking: String

    /// Type
    public var type: String

    public init(
        thinking: String
    ) {
        self.thinking = thinking
        self.type = "thinking_delta"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            thinking: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case thinking
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.thinking = try container.decodeRequired(String.self, forKey: .thinking, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "thinking_delta")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.thinking, forKey: .thinking)
        try container.encode(self.type, forKey: .type)
    }
}

/// ThinkingDisplayMode
///
/// - Schema: `#/components/schemas/BetaThinkingDisplayMode`
public enum BetaThinkingDisplayMode: OpenEnum, EmptyDecodable {
    case summarized
    case omitted
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "summarized": self = .summarized
        case "omitted": self = .omitted
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .summarized: "summarized"
        case .omitted: "omitted"
        case .unknown(let value): value
        }
    }
}

/// ThinkingTurns
///
/// - Schema: `#/components/schemas/BetaThinkingTurns`
public struct BetaThinkingTurns: Codable, Hashable, Sendable, EmptyDecodable {
    /// Type
    public var type: String

    /// Value
    public var value: Int

    public init(
        value: Int
    ) {
        self.type = "thinking_turns"
        self.value = value
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            value: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "thinking_turns")
        self.value = try container.decodeRequired(Int.self, forKey: .value, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.value, forKey: .value)
    }
}

/// Supported thinking type configurations.
///
/// - Schema: `#/components/schemas/BetaThinkingTypes`
public struct BetaThinkingTypes: Codable, Hashable, Sendable, EmptyDecodable {
    /// Whether the model supports thinking with type 'adaptive' (auto).
    public var adaptive: BetaCapabilitySupport

    /// Whether the model supports thinking with type 'enabled'.
    public var enabled: BetaCapabilitySupport

    public init(
        adaptive: BetaCapabilitySupport,
        enabled: BetaCapabilitySupport
    ) {
        self.adaptive = adaptive
        self.enabled = enabled
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            adaptive: .emptyValue,
            enabled: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case adaptive
        case enabled
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.adaptive = try container.decodeRequired(BetaCapabilitySupport.self, forKey: .adaptive, in: decoder)
        self.enabled = try container.decodeRequired(BetaCapabilitySupport.self, forKey: .enabled, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.adaptive, forKey: .adaptive)
        try container.encode(self.enabled, forKey: .enabled)
    }
}
