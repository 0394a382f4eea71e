// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// AgentEvaluatedPermission enum
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentEvaluatedPermission`
public nonisolated enum BetaManagedAgentsAgentEvaluatedPermission: OpenEnum, EmptyDecodable {
    case allow
    case ask
    case deny
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "allow": self = .allow
        case "ask": self = .ask
        case "deny": self = .deny
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .allow: "allow"
        case .ask: "ask"
        case .deny: "deny"
        case .unknown(let value): value
        }
    }
}
