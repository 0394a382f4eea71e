// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SpendSummaryScope`
public nonisolated enum SpendSummaryScope: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `user`
    case user(SpendLimitUserScope)
    /// - `type`: `seat_tier`
    case seatTier(SpendLimitSeatTierScope)
    /// - `type`: `rbac_group`
    case rbacGroup(SpendLimitRBACGroupScope)
    /// - `type`: `organization_service`
    case organizationService(SpendLimitOrganizationServiceScope)
    /// - `type`: `organization`
    case organization(SpendLimitOrganizationScope)
    /// - `type`: `workspace`
    case workspace(SpendLimitWorkspaceScope)
    /// - `type`: `usage_tier`
    case usageTier(SpendLimitUsageTierScope)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "user": self = .user(try SpendLimitUserScope(from: decoder)); return
            case "seat_tier": self = .seatTier(try SpendLimitSeatTierScope(from: decoder)); return
            case "rbac_group": self = .rbacGroup(try SpendLimitRBACGroupScope(from: decoder)); return
            case "organization_service": self = .organizationService(try SpendLimitOrganizationServiceScope(from: decoder)); return
            case "organization": self = .organization(try SpendLimitOrganizationScope(from: decoder)); return
            case "workspace": self = .workspace(try SpendLimitWorkspaceScope(from: decoder)); return
            case "usage_tier": self = .usageTier(try SpendLimitUsageTierScope(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .user(let value): try value.encode(to: encoder)
        case .seatTier(let value): try value.encode(to: encoder)
        case .rbacGroup(let value): try value.encode(to: encoder)
        case .organizationService(let value): try value.encode(to: encoder)
        case .organization(let value): try value.encode(to: encoder)
        case .workspace(let value): try value.encode(to: encoder)
        case .usageTier(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
