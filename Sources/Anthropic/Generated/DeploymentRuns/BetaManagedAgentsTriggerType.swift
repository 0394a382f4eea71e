// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsTriggerType`
public nonisolated enum BetaManagedAgentsTriggerType: OpenEnum, EmptyDecodable {
    case schedule
    case manual
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "schedule": self = .schedule
        case "manual": self = .manual
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .schedule: "schedule"
        case .manual: "manual"
        case .unknown(let value): value
        }
    }
}
