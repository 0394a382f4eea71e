// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum OrganizationPluginsSharesListTargetType: OpenEnum, EmptyDecodable {
    case organization
    case organizationMember
    case rbacGroup
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "organization": self = .organization
        case "organization_member": self = .organizationMember
        case "rbac_group": self = .rbacGroup
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .organization: "organization"
        case .organizationMember: "organization_member"
        case .rbacGroup: "rbac_group"
        case .unknown(let value): value
        }
    }
}
