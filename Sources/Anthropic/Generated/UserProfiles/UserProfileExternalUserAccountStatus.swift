// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UserProfileExternalUserAccountStatus`
public nonisolated enum UserProfileExternalUserAccountStatus: OpenEnum, EmptyDecodable {
    case active
    case suspended
    case blocked
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "active": self = .active
        case "suspended": self = .suspended
        case "blocked": self = .blocked
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .active: "active"
        case .suspended: "suspended"
        case .blocked: "blocked"
        case .unknown(let value): value
        }
    }
}
