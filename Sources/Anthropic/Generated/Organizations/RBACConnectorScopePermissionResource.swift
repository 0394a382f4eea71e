// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RBACConnectorScopePermissionResource`
public nonisolated struct RBACConnectorScopePermissionResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// ID of the connector the permission applies to.
    public var connectorID: String

    /// OAuth scope the permission names — the role may receive this scope when tokens
    /// are minted for the connector.
    ///
    /// Subject to the same encoding rule as `tool_name`: a scope containing characters
    /// outside `[a-zA-Z0-9_-]` (or colliding with a reserved form) appears
    /// server-encoded in a stable `{prefix}_{32-hex}` form. OAuth scopes routinely
    /// contain `:` and `/`, so most appear encoded.
    public var scope: String

    /// Kind of resource the permission applies to.
    public var type: String

    public init(
        connectorID: String,
        scope: String
    ) {
        self.connectorID = connectorID
        self.scope = scope
        self.type = "connector_scope"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            connectorID: .emptyValue,
            scope: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.connectorID = try container.decodeRequired(String.self, forKey: "connector_id", in: decoder)
        self.scope = try container.decodeRequired(String.self, forKey: "scope", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "connector_scope")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.connectorID, forKey: "connector_id")
        try container.encode(self.scope, forKey: "scope")
        try container.encode(self.type, forKey: "type")
    }
}
