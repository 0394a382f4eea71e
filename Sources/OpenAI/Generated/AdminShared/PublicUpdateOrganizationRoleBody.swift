// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request payload for updating an existing role.
///
/// - Schema: `#/components/schemas/PublicUpdateOrganizationRoleBody`
public nonisolated struct PublicUpdateOrganizationRoleBody: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Updated set of permissions for the role.
    public var permissions: [String]?

    /// New description for the role.
    public var description: String?

    /// New name for the role.
    public var roleName: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        permissions: [String]? = nil,
        description: String? = nil,
        roleName: String? = nil
    ) {
        self.permissions = permissions
        self.description = description
        self.roleName = roleName
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.permissions = try container.decodeIfPresent([String].self, forKey: "permissions")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.roleName = try container.decodeIfPresent(String.self, forKey: "role_name")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.permissions, forKey: "permissions")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.roleName, forKey: "role_name")
    }
}

nonisolated extension NullableMember where Owner == PublicUpdateOrganizationRoleBody {
    public static var permissions: Self { Self("permissions") }
    public static var description: Self { Self("description") }
    public static var roleName: Self { Self("role_name") }
}
