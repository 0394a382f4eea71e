// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationWorkspacesServiceAccountsAddRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Tagged service account ID to add.
    public var serviceAccountID: String

    /// Role to assign to the service account in this workspace.
    public var workspaceRole: NoBillingWorkspaceRole

    public init(
        serviceAccountID: String,
        workspaceRole: NoBillingWorkspaceRole
    ) {
        self.serviceAccountID = serviceAccountID
        self.workspaceRole = workspaceRole
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            serviceAccountID: .emptyValue,
            workspaceRole: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.serviceAccountID = try container.decodeRequired(String.self, forKey: "service_account_id", in: decoder)
        self.workspaceRole = try container.decodeRequired(NoBillingWorkspaceRole.self, forKey: "workspace_role", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.serviceAccountID, forKey: "service_account_id")
        try container.encode(self.workspaceRole, forKey: "workspace_role")
    }
}
