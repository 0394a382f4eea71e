// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaClaudeTagSettingSource`
public nonisolated enum BetaClaudeTagSettingSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `slack_channel`
    case slackChannel(BetaClaudeTagSlackChannelSettingSource)
    /// - `type`: `slack_workspace`
    case slackWorkspace(BetaClaudeTagSlackWorkspaceSettingSource)
    /// - `type`: `slack_parent_channel`
    case slackParentChannel(BetaClaudeTagSlackParentChannelSettingSource)
    /// - `type`: `slack_default`
    case slackDefault(BetaClaudeTagSlackDefaultSettingSource)
    /// - `type`: `default`
    case `default`(BetaClaudeTagDefaultSettingSource)
    /// - `type`: `slack_grid_channel`
    case slackGridChannel(BetaClaudeTagSlackGridChannelSettingSource)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "slack_channel": self = .slackChannel(try BetaClaudeTagSlackChannelSettingSource(from: decoder)); return
            case "slack_workspace": self = .slackWorkspace(try BetaClaudeTagSlackWorkspaceSettingSource(from: decoder)); return
            case "slack_parent_channel": self = .slackParentChannel(try BetaClaudeTagSlackParentChannelSettingSource(from: decoder)); return
            case "slack_default": self = .slackDefault(try BetaClaudeTagSlackDefaultSettingSource(from: decoder)); return
            case "default": self = .default(try BetaClaudeTagDefaultSettingSource(from: decoder)); return
            case "slack_grid_channel": self = .slackGridChannel(try BetaClaudeTagSlackGridChannelSettingSource(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .slackChannel(let value): try value.encode(to: encoder)
        case .slackWorkspace(let value): try value.encode(to: encoder)
        case .slackParentChannel(let value): try value.encode(to: encoder)
        case .slackDefault(let value): try value.encode(to: encoder)
        case .default(let value): try value.encode(to: encoder)
        case .slackGridChannel(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
