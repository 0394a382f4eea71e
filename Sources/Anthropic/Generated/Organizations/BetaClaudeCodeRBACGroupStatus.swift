// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaClaudeCodeRBACGroupStatus`
public nonisolated enum BetaClaudeCodeRBACGroupStatus: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `active`
    case active(BetaClaudeCodeRBACGroupStatusActive)
    /// - `type`: `deleted`
    case deleted(BetaClaudeCodeRBACGroupStatusDeleted)
    /// - `type`: `unknown`
    case unknown2(BetaClaudeCodeRBACGroupStatusUnknown)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "active": self = .active(try BetaClaudeCodeRBACGroupStatusActive(from: decoder)); return
            case "deleted": self = .deleted(try BetaClaudeCodeRBACGroupStatusDeleted(from: decoder)); return
            case "unknown": self = .unknown2(try BetaClaudeCodeRBACGroupStatusUnknown(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .active(let value): try value.encode(to: encoder)
        case .deleted(let value): try value.encode(to: encoder)
        case .unknown2(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
