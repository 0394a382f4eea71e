// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SpendLimitPeriod`
public nonisolated enum SpendLimitPeriod: OpenEnum, EmptyDecodable {
    case daily
    case monthly
    case weekly
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "daily": self = .daily
        case "monthly": self = .monthly
        case "weekly": self = .weekly
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .daily: "daily"
        case .monthly: "monthly"
        case .weekly: "weekly"
        case .unknown(let value): value
        }
    }
}
