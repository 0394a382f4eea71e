// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum OrganizationSpendLimitsListScopeTypeItem: OpenEnum, EmptyDecodable {
    case organization
    case organizationService
    case rbacGroup
    case seatTier
    case usageTier
    case user
    case workspace
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "organization": self = .organization
        case "organization_service": self = .organizationService
        case "rbac_group": self = .rbacGroup
        case "seat_tier": self = .seatTier
        case "usage_tier": self = .usageTier
        case "user": self = .user
        case "workspace": self = .workspace
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .organization: "organization"
        case .organizationService: "organization_service"
        case .rbacGroup: "rbac_group"
        case .seatTier: "seat_tier"
        case .usageTier: "usage_tier"
        case .user: "user"
        case .workspace: "workspace"
        case .unknown(let value): value
        }
    }
}
