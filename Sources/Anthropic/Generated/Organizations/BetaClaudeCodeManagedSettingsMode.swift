// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaClaudeCodeManagedSettingsMode`
public nonisolated enum BetaClaudeCodeManagedSettingsMode: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `organization`
    case organization(BetaClaudeCodeManagedSettingsOrganizationMode)
    /// - `type`: `rbac_groups`
    case rbacGroups(BetaClaudeCodeManagedSettingsRBACGroupsMode)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "organization": self = .organization(try BetaClaudeCodeManagedSettingsOrganizationMode(from: decoder)); return
            case "rbac_groups": self = .rbacGroups(try BetaClaudeCodeManagedSettingsRBACGroupsMode(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .organization(let value): try value.encode(to: encoder)
        case .rbacGroups(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
