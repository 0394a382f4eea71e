// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UserProfileEnforcementStatus`
public nonisolated enum UserProfileEnforcementStatus: OpenEnum, EmptyDecodable {
    case unrestricted
    case pending
    case restricted
    case banned
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "unrestricted": self = .unrestricted
        case "pending": self = .pending
        case "restricted": self = .restricted
        case "banned": self = .banned
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .unrestricted: "unrestricted"
        case .pending: "pending"
        case .restricted: "restricted"
        case .banned: "banned"
        case .unknown(let value): value
        }
    }
}
