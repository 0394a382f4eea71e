// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RBACGroupMember`
public nonisolated struct RBACGroupMember: Codable, Equatable, Sendable, EmptyDecodable {
    /// RFC 3339 timestamp of when the User was added to the RBAC Group.
    public var createdAt: String

    /// Email of the User.
    public var email: String

    /// ID of the RBAC Group.
    public var rbacGroupID: String

    /// Object type.
    ///
    /// For RBAC Group Members, this is always `"rbac_group_member"`.
    public var type: String

    /// ID of the User.
    public var userID: String

    public init(
        createdAt: String,
        email: String,
        rbacGroupID: String,
        userID: String
    ) {
        self.createdAt = createdAt
        self.email = email
        self.rbacGroupID = rbacGroupID
        self.type = "rbac_group_member"
        self.userID = userID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            email: .emptyValue,
            rbacGroupID: .emptyValue,
            userID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.email = try container.decodeRequired(String.self, forKey: "email", in: decoder)
        self.rbacGroupID = try container.decodeRequired(String.self, forKey: "rbac_group_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "rbac_group_member")
        self.userID = try container.decodeRequired(String.self, forKey: "user_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.email, forKey: "email")
        try container.encode(self.rbacGroupID, forKey: "rbac_group_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.userID, forKey: "user_id")
    }
}
