// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsDeltaType`
public nonisolated enum BetaManagedAgentsDeltaType: OpenEnum, EmptyDecodable {
    case agentMessage
    case agentThinking
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "agent.message": self = .agentMessage
        case "agent.thinking": self = .agentThinking
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .agentMessage: "agent.message"
        case .agentThinking: "agent.thinking"
        case .unknown(let value): value
        }
    }
}
