// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsStartEventPreview`
public nonisolated enum BetaManagedAgentsStartEventPreview: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `agent.message`
    case agentMessage(BetaManagedAgentsAgentMessagePreview)
    /// - `type`: `agent.thinking`
    case agentThinking(BetaManagedAgentsAgentThinkingPreview)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "agent.message": self = .agentMessage(try BetaManagedAgentsAgentMessagePreview(from: decoder)); return
            case "agent.thinking": self = .agentThinking(try BetaManagedAgentsAgentThinkingPreview(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .agentMessage(let value): try value.encode(to: encoder)
        case .agentThinking(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
