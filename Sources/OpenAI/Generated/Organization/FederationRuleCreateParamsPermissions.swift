// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/FederationRuleCreateParamsPermissions`
public nonisolated enum FederationRuleCreateParamsPermissions: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `service_account_default`
    case serviceAccountDefault(FederationRuleCreateParamsPermissionsServiceAccountDefault)
    /// - `type`: `restricted`
    case restricted(FederationRuleCreateParamsPermissionsRestricted)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "service_account_default": self = .serviceAccountDefault(try FederationRuleCreateParamsPermissionsServiceAccountDefault(from: decoder)); return
            case "restricted": self = .restricted(try FederationRuleCreateParamsPermissionsRestricted(from: decoder)); return
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
