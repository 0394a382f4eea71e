// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RBACRolePermission`
public nonisolated struct RBACRolePermission: Codable, Equatable, Sendable, EmptyDecodable {
    /// Action the permission grants on the resource.
    ///
    /// The vocabulary follows the resource: an `organization` grant carries a
    /// product-feature entitlement (for example `chat`), an admin-panel permission
    /// entitlement (`permission_*`), or a blanket capability-access mode —
    /// `capability_access_all` grants every product-feature entitlement except
    /// `inference_hooks_inspection`, which a role holds only through its own row, and
    /// `capability_access_all_ga` grants the subset of those for stable features as it
    /// stands at permission-check time; neither mode grants model-access entitlements.
    /// A consumer enumerating a role's per-feature grants should treat a blanket row as
    /// granting every product-feature entitlement it covers, or it will under-report
    /// the role's effective access. A `connector_tool` grant carries a tool-access
    /// action (`use` or `always_allow`); a `connector_scope` grant carries the scope
    /// action `grant` (the role may receive the named OAuth scope when tokens are
    /// minted for the connector); `connector` and `all_connectors` grants carry a
    /// tool-access action, the scope action, or an authentication-method action
    /// (`interactive` or `managed`).
    public var action: String

    /// What the permission applies to.
    ///
    /// A tagged union: `type` names the kind of resource and determines which
    /// identifier fields are present.
    public var resource: RbacRolePermissionResource

    /// Object type.
    ///
    /// For RBAC Role Permissions, this is always `"rbac_role_permission"`.
    public var type: String

    public init(
        action: String,
        resource: RbacRolePermissionResource
    ) {
        self.action = action
        self.resource = resource
        self.type = "rbac_role_permission"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            action: .emptyValue,
            resource: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.action = try container.decodeRequired(String.self, forKey: "action", in: decoder)
        self.resource = try container.decodeRequired(RbacRolePermissionResource.self, forKey: "resource", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "rbac_role_permission")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.action, forKey: "action")
        try container.encode(self.resource, forKey: "resource")
        try container.encode(self.type, forKey: "type")
    }
}
