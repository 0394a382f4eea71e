// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationServiceAccountsWorkspacesAddRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Tagged workspace ID to add the service account to.
    public var workspaceID: String

    /// Role to assign to the service account in this workspace.
    public var workspaceRole: NoBillingWorkspaceRole

    public init(
        workspaceID: String,
        workspaceRole: NoBillingWorkspaceRole
    ) {
        self.workspaceID = workspaceID
        self.workspaceRole = workspaceRole
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            workspaceID: .emptyValue,
            workspaceRole: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.workspaceID = try container.decodeRequired(String.self, forKey: "workspace_id", in: decoder)
        self.workspaceRole = try container.decodeRequired(NoBillingWorkspaceRole.self, forKey: "workspace_role", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.workspaceID, forKey: "workspace_id")
        try container.encode(self.workspaceRole, forKey: "workspace_role")
    }
}
