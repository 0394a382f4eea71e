// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsDeploymentStatus`
public nonisolated enum BetaManagedAgentsDeploymentStatus: OpenEnum, EmptyDecodable {
    case active
    case paused
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "active": self = .active
        case "paused": self = .paused
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .active: "active"
        case .paused: "paused"
        case .unknown(let value): value
        }
    }
}
