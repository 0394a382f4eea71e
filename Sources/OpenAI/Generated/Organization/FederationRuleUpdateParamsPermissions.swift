// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/FederationRuleUpdateParamsPermissions`
public nonisolated enum FederationRuleUpdateParamsPermissions: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `service_account_default`
    case serviceAccountDefault(PermissionsDefaultPermissionsParam)
    /// - `type`: `restricted`
    case restricted(PermissionsRestrictedPermissionsParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "service_account_default": self = .serviceAccountDefault(try PermissionsDefaultPermissionsParam(from: decoder)); return
            case "restricted": self = .restricted(try PermissionsRestrictedPermissionsParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .serviceAccountDefault(let value): try value.encode(to: encoder)
        case .restricted(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
