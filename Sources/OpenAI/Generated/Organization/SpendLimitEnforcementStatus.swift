// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SpendLimitEnforcementStatus`
public nonisolated enum SpendLimitEnforcementStatus: OpenEnum, EmptyDecodable {
    case inactive
    case enforcing
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "inactive": self = .inactive
        case "enforcing": self = .enforcing
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .inactive: "inactive"
        case .enforcing: "enforcing"
        case .unknown(let value): value
        }
    }
}
