// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UserProfileExternalUserEntityType`
public nonisolated enum UserProfileExternalUserEntityType: OpenEnum, EmptyDecodable {
    case individual
    case business
    case nonProfit
    case government
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "individual": self = .individual
        case "business": self = .business
        case "non_profit": self = .nonProfit
        case "government": self = .government
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .individual: "individual"
        case .business: "business"
        case .nonProfit: "non_profit"
        case .government: "government"
        case .unknown(let value): value
        }
    }
}
