// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationWorkspacesMembersAddRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// ID of the User.
    public var userID: String

    /// Role of the new Workspace Member. Cannot be `workspace_billing`.
    public var workspaceRole: NoBillingWorkspaceRole

    public init(
        userID: String,
        workspaceRole: NoBillingWorkspaceRole
    ) {
        self.userID = userID
        self.workspaceRole = workspaceRole
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            userID: .emptyValue,
            workspaceRole: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.userID = try container.decodeRequired(String.self, forKey: "user_id", in: decoder)
        self.workspaceRole = try container.decodeRequired(NoBillingWorkspaceRole.self, forKey: "workspace_role", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.userID, forKey: "user_id")
        try container.encode(self.workspaceRole, forKey: "workspace_role")
    }
}
