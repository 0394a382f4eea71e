// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RbacRolePermissionResource`
public nonisolated enum RbacRolePermissionResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `organization`
    case organization(RBACOrganizationPermissionResource)
    /// - `type`: `connector_tool`
    case connectorTool(RBACConnectorToolPermissionResource)
    /// - `type`: `connector_scope`
    case connectorScope(RBACConnectorScopePermissionResource)
    /// - `type`: `connector`
    case connector(RBACConnectorPermissionResource)
    /// - `type`: `all_connectors`
    case allConnectors(RBACAllConnectorsPermissionResource)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "organization": self = .organization(try RBACOrganizationPermissionResource(from: decoder)); return
            case "connector_tool": self = .connectorTool(try RBACConnectorToolPermissionResource(from: decoder)); return
            case "connector_scope": self = .connectorScope(try RBACConnectorScopePermissionResource(from: decoder)); return
            case "connector": self = .connector(try RBACConnectorPermissionResource(from: decoder)); return
            case "all_connectors": self = .allConnectors(try RBACAllConnectorsPermissionResource(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .organization(let value): try value.encode(to: encoder)
        case .connectorTool(let value): try value.encode(to: encoder)
        case .connectorScope(let value): try value.encode(to: encoder)
        case .connector(let value): try value.encode(to: encoder)
        case .allConnectors(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
