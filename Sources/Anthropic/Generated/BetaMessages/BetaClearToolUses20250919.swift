// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ClearToolUses20250919
///
/// - Schema: `#/components/schemas/BetaClearToolUses20250919`
public nonisolated struct BetaClearToolUses20250919: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Minimum number of tokens that must be cleared when triggered. Context will only be modified if at least this many tokens can be removed.
    public var clearAtLeast: BetaInputTokensClearAtLeast?

    /// Whether to clear all tool inputs (bool) or specific tool inputs to clear (list)
    public var clearToolInputs: BetaClearToolUses20250919.ClearToolInputs?

    /// Tool names whose uses are preserved from clearing
    public var excludeTools: [String]?

    /// Number of tool uses to retain in the conversation
    public var keep: BetaToolUsesKeep?

    /// Condition that triggers the context management strategy
    public var trigger: BetaClearToolUses20250919.Trigger?

    /// Type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        clearAtLeast: BetaInputTokensClearAtLeast? = nil,
        clearToolInputs: BetaClearToolUses20250919.ClearToolInputs? = nil,
        excludeTools: [String]? = nil,
        keep: BetaToolUsesKeep? = nil,
        trigger: BetaClearToolUses20250919.Trigger? = nil
    ) {
        self.clearAtLeast = clearAtLeast
        self.clearToolInputs = clearToolInputs
        self.excludeTools = excludeTools
        self.keep = keep
        self.trigger = trigger
        self.type = "clear_tool_uses_20250919"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Whether to clear all tool inputs (bool) or specific tool inputs to clear (list)
    public nonisolated enum ClearToolInputs: Codable, Equatable, Sendable, EmptyDecodable {
        case bool(Bool)
        case array([String])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [String](from: decoder)); return
            case .bool:
                self = .bool(try Bool(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .bool(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Condition that triggers the context management strategy
    public nonisolated enum Trigger: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `input_tokens`
        case inputTokens(BetaInputTokensTrigger)
        /// - `type`: `tool_uses`
        case toolUses(BetaToolUsesTrigger)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "input_tokens": self = .inputTokens(try BetaInputTokensTrigger(from: decoder)); return
                case "tool_uses": self = .toolUses(try BetaToolUsesTrigger(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .inputTokens(let value): try value.encode(to: encoder)
            case .toolUses(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clearAtLeast = try container.decodeIfPresent(BetaInputTokensClearAtLeast.self, forKey: "clear_at_least")
        self.clearToolInputs = try container.decodeIfPresent(BetaClearToolUses20250919.ClearToolInputs.self, forKey: "clear_tool_inputs")
        self.excludeTools = try container.decodeIfPresent([String].self, forKey: "exclude_tools")
        self.keep = try container.decodeIfPresent(BetaToolUsesKeep.self, forKey: "keep")
        self.trigger = try container.decodeIfPresent(BetaClearToolUses20250919.Trigger.self, forKey: "trigger")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "clear_tool_uses_20250919")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.clearAtLeast, forKey: "clear_at_least")
        try container.encodeIfPresent(self.clearToolInputs, forKey: "clear_tool_inputs")
        try container.encodeIfPresent(self.excludeTools, forKey: "exclude_tools")
        try container.encodeIfPresent(self.keep, forKey: "keep")
        try container.encodeIfPresent(self.trigger, forKey: "trigger")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaClearToolUses20250919 {
    public static var clearAtLeast: Self { Self("clear_at_least") }
    public static var clearToolInputs: Self { Self("clear_tool_inputs") }
    public static var excludeTools: Self { Self("exclude_tools") }
}
