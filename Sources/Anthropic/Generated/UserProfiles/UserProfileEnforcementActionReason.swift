// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UserProfileEnforcementActionReason`
public nonisolated enum UserProfileEnforcementActionReason: OpenEnum, EmptyDecodable {
    case unsupportedRegion
    case fraudOrAbuse
    case highHarm
    case usagePolicyViolation
    case accountCompromise
    case unspecified
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "unsupported_region": self = .unsupportedRegion
        case "fraud_or_abuse": self = .fraudOrAbuse
        case "high_harm": self = .highHarm
        case "usage_policy_violation": self = .usagePolicyViolation
        case "account_compromise": self = .accountCompromise
        case "unspecified": self = .unspecified
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .unsupportedRegion: "unsupported_region"
        case .fraudOrAbuse: "fraud_or_abuse"
        case .highHarm: "high_harm"
        case .usagePolicyViolation: "usage_policy_violation"
        case .accountCompromise: "account_compromise"
        case .unspecified: "unspecified"
        case .unknown(let value): value
        }
    }
}
