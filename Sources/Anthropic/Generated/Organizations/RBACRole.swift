// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RBACRole`
public nonisolated struct RBACRole: Codable, Equatable, Sendable, EmptyDecodable {
    /// RFC 3339 datetime string indicating when the RBAC Role was created.
    public var createdAt: String

    /// Name of the RBAC Role.
    ///
    /// For a built-in role, this is Anthropic's name for the access that the role
    /// grants. Anthropic may change this name, so to keep a lasting reference to a
    /// role, store its `id`.
    public var displayName: String

    /// ID of the RBAC Role.
    public var id: String

    /// Whether the RBAC Role is built-in or custom.
    ///
    /// More values of `type` may be added, so do not treat every role that is not
    /// `built_in` as `custom`.
    public var source: RBACRoleSource

    /// Object type.
    ///
    /// For RBAC Roles, this is always `"rbac_role"`.
    public var type: String

    /// RFC 3339 datetime string indicating when the RBAC Role was last updated.
    public var updatedAt: String

    public init(
        createdAt: String,
        displayName: String,
        id: String,
        source: RBACRoleSource,
        updatedAt: String
    ) {
        self.createdAt = createdAt
        self.displayName = displayName
        self.id = id
        self.source = source
        self.type = "rbac_role"
        self.updatedAt = updatedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            displayName: .emptyValue,
            id: .emptyValue,
            source: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.displayName = try container.decodeRequired(String.self, forKey: "display_name", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.source = try container.decodeRequired(RBACRoleSource.self, forKey: "source", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "rbac_role")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.displayName, forKey: "display_name")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.source, forKey: "source")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}
