// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseContextManagement
///
/// - Schema: `#/components/schemas/BetaResponseContextManagement`
public nonisolated struct BetaResponseContextManagement: Codable, Equatable, Sendable, EmptyDecodable {
    /// List of context management edits that were applied.
    public var appliedEdits: [BetaResponseContextManagement.AppliedEdit]

    public init(
        appliedEdits: [BetaResponseContextManagement.AppliedEdit]
    ) {
        self.appliedEdits = appliedEdits
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            appliedEdits: .emptyValue
        )
    }

    public nonisolated enum AppliedEdit: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `clear_tool_uses_20250919`
        case clearToolUses_20250919(BetaResponseClearToolUses20250919Edit)
        /// - `type`: `clear_thinking_20251015`
        case clearThinking_20251015(BetaResponseClearThinking20251015Edit)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "clear_tool_uses_20250919": self = .clearToolUses_20250919(try BetaResponseClearToolUses20250919Edit(from: decoder)); return
                case "clear_thinking_20251015": self = .clearThinking_20251015(try BetaResponseClearThinking20251015Edit(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .clearToolUses_20250919(let value): try value.encode(to: encoder)
            case .clearThinking_20251015(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.appliedEdits = try container.decodeRequired([BetaResponseContextManagement.AppliedEdit].self, forKey: "applied_edits", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.appliedEdits, forKey: "applied_edits")
    }
}
