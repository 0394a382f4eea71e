// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaClaudeTagBundleTargetCreateParam`
public nonisolated enum BetaClaudeTagBundleTargetCreateParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `slack_channel`
    case slackChannel(BetaClaudeTagSlackChannelBundleTargetCreateParam)
    /// - `type`: `slack_workspace`
    case slackWorkspace(BetaClaudeTagSlackWorkspaceBundleTargetCreateParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "slack_channel": self = .slackChannel(try BetaClaudeTagSlackChannelBundleTargetCreateParam(from: decoder)); return
            case "slack_workspace": self = .slackWorkspace(try BetaClaudeTagSlackWorkspaceBundleTargetCreateParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .slackChannel(let value): try value.encode(to: encoder)
        case .slackWorkspace(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
