// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationRole`
public nonisolated enum OrganizationRole: OpenEnum, EmptyDecodable {
    case admin
    case billing
    case claudeCodeUser
    case developer
    case managed
    case membershipAdmin
    case owner
    case primaryOwner
    case user
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "admin": self = .admin
        case "billing": self = .billing
        case "claude_code_user": self = .claudeCodeUser
        case "developer": self = .developer
        case "managed": self = .managed
        case "membership_admin": self = .membershipAdmin
        case "owner": self = .owner
        case "primary_owner": self = .primaryOwner
        case "user": self = .user
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .admin: "admin"
        case .billing: "billing"
        case .claudeCodeUser: "claude_code_user"
        case .developer: "developer"
        case .managed: "managed"
        case .membershipAdmin: "membership_admin"
        case .owner: "owner"
        case .primaryOwner: "primary_owner"
        case .user: "user"
        case .unknown(let value): value
        }
    }
}
