// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request payload for creating a custom role.
///
/// - Schema: `#/components/schemas/PublicCreateOrganizationRoleBody`
public nonisolated struct PublicCreateOrganizationRoleBody: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Unique name for the role.
    public var roleName: String

    /// Permissions to grant to the role.
    public var permissions: [String]

    /// Optional description of the role.
    public var description: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        roleName: String,
        permissions: [String],
        description: String? = nil
    ) {
        self.roleName = roleName
        self.permissions = permissions
        self.description = description
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            roleName: .emptyValue,
            permissions: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.roleName = try container.decodeRequired(String.self, forKey: "role_name", in: decoder)
        self.permissions = try container.decodeRequired([String].self, forKey: "permissions", in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.roleName, forKey: "role_name")
        try container.encode(self.permissions, forKey: "permissions")
        try container.encodeIfPresent(self.description, forKey: "description")
    }
}

nonisolated extension NullableMember where Owner == PublicCreateOrganizationRoleBody {
    public static var description: Self { Self("description") }
}
