// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configuration for enabling Claude's extended thinking.
///
/// When enabled, responses include `thinking` content blocks showing Claude's thinking process before the final answer. Requires a minimum budget of 1,024 tokens and counts towards your `max_tokens` limit.
///
/// See [extended thinking](https://docs.claude.com/en/docs/build-with-claude/extended-thinking) for details.
///
/// - Schema: `#/components/schemas/ThinkingConfigParam`
public nonisolated enum ThinkingConfigParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `enabled`
    case enabled(ThinkingConfigEnabled)
    /// - `type`: `disabled`
    case disabled(ThinkingConfigDisabled)
    /// - `type`: `adaptive`
    case adaptive(ThinkingConfigAdaptive)
    /// - `type`: `between_tools`
    case betweenTools(ThinkingConfigBetweenToolsParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "enabled": self = .enabled(try ThinkingConfigEnabled(from: decoder)); return
            case "disabled": self = .disabled(try ThinkingConfigDisabled(from: decoder)); return
            case "adaptive": self = .adaptive(try ThinkingConfigAdaptive(from: decoder)); return
            case "between_tools": self = .betweenTools(try ThinkingConfigBetweenToolsParam(from: decoder)); return
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
        case .betweenTools(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
