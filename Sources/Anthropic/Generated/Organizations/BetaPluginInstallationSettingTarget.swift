// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaPluginInstallationSettingTarget`
public nonisolated enum BetaPluginInstallationSettingTarget: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `organization`
    case organization(BetaPluginTargetOrganization)
    /// - `type`: `rbac_group`
    case rbacGroup(BetaPluginTargetRBACGroup)
    /// - `type`: `organization_member`
    case organizationMember(BetaPluginTargetOrganizationMember)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "organization": self = .organization(try BetaPluginTargetOrganization(from: decoder)); return
            case "rbac_group": self = .rbacGroup(try BetaPluginTargetRBACGroup(from: decoder)); return
            case "organization_member": self = .organizationMember(try BetaPluginTargetOrganizationMember(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .organization(let value): try value.encode(to: encoder)
        case .rbacGroup(let value): try value.encode(to: encoder)
        case .organizationMember(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
