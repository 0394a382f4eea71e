// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationWorkspacesMemberRemoveResponseMemberRemoveResponse`
public nonisolated struct OrganizationWorkspacesMemberRemoveResponseMemberRemoveResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// Deleted object type.
    ///
    /// For Workspace Members, this is always `"workspace_member_deleted"`.
    public var type: String

    /// ID of the User.
    public var userID: String

    /// ID of the Workspace.
    public var workspaceID: String

    public init(
        userID: String,
        workspaceID: String
    ) {
        self.type = "workspace_member_deleted"
        self.userID = userID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            userID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "workspace_member_deleted")
        self.userID = try container.decodeRequired(String.self, forKey: "user_id", in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: "workspace_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.userID, forKey: "user_id")
        try container.encode(self.workspaceID, forKey: "workspace_id")
    }
}
