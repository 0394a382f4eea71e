// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ContextManagementConfig
///
/// - Schema: `#/components/schemas/BetaContextManagementConfig`
public nonisolated struct BetaContextManagementConfig: Codable, Equatable, Sendable, EmptyDecodable {
    /// List of context management edits to apply
    public var edits: [BetaContextManagementConfig.Edit]?

    public init(
        edits: [BetaContextManagementConfig.Edit]? = nil
    ) {
        self.edits = edits
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public nonisolated enum Edit: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.edits = try container.decodeIfPresent([BetaContextManagementConfig.Edit].self, forKey: "edits")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.edits, forKey: "edits")
    }
}
