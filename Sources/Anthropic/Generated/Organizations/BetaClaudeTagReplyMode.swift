// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaClaudeTagReplyMode`
public nonisolated enum BetaClaudeTagReplyMode: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `automatic`
    case automatic(BetaClaudeTagReplyModeAutomatic)
    /// - `type`: `mention_only`
    case mentionOnly(BetaClaudeTagReplyModeMentionOnly)
    /// - `type`: `always_awake`
    case alwaysAwake(BetaClaudeTagReplyModeAlwaysAwake)
    /// - `type`: `thread`
    case thread(BetaClaudeTagReplyModeThread)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "automatic": self = .automatic(try BetaClaudeTagReplyModeAutomatic(from: decoder)); return
            case "mention_only": self = .mentionOnly(try BetaClaudeTagReplyModeMentionOnly(from: decoder)); return
            case "always_awake": self = .alwaysAwake(try BetaClaudeTagReplyModeAlwaysAwake(from: decoder)); return
            case "thread": self = .thread(try BetaClaudeTagReplyModeThread(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .automatic(let value): try value.encode(to: encoder)
        case .mentionOnly(let value): try value.encode(to: encoder)
        case .alwaysAwake(let value): try value.encode(to: encoder)
        case .thread(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
