// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/DeletedRBACGroupMember`
public nonisolated struct DeletedRBACGroupMember: Codable, Equatable, Sendable, EmptyDecodable {
    /// ID of the RBAC Group.
    public var rbacGroupID: String

    /// Deleted object type.
    ///
    /// For RBAC Group Members, this is always `"rbac_group_member_deleted"`.
    public var type: String

    /// ID of the User.
    public var userID: String

    public init(
        rbacGroupID: String,
        userID: String
    ) {
        self.rbacGroupID = rbacGroupID
        self.type = "rbac_group_member_deleted"
        self.userID = userID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            rbacGroupID: .emptyValue,
            userID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.rbacGroupID = try container.decodeRequired(String.self, forKey: "rbac_group_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "rbac_group_member_deleted")
        self.userID = try container.decodeRequired(String.self, forKey: "user_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.rbacGroupID, forKey: "rbac_group_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.userID, forKey: "user_id")
    }
}
