// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaClaudeTagGuestPolicyParam`
public nonisolated enum BetaClaudeTagGuestPolicyParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `allow`
    case allow(BetaClaudeTagGuestPolicyAllowParam)
    /// - `type`: `restrict`
    case restrict(BetaClaudeTagGuestPolicyRestrictParam)
    /// - `type`: `channel_only`
    case channelOnly(BetaClaudeTagGuestPolicyChannelOnlyParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "allow": self = .allow(try BetaClaudeTagGuestPolicyAllowParam(from: decoder)); return
            case "restrict": self = .restrict(try BetaClaudeTagGuestPolicyRestrictParam(from: decoder)); return
            case "channel_only": self = .channelOnly(try BetaClaudeTagGuestPolicyChannelOnlyParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .allow(let value): try value.encode(to: encoder)
        case .restrict(let value): try value.encode(to: encoder)
        case .channelOnly(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
