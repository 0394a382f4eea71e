// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationServiceAccountsWorkspaceRemoveResponseWorkspaceRemoveResponse`
public nonisolated struct OrganizationServiceAccountsWorkspaceRemoveResponseWorkspaceRemoveResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// Tagged service account ID (`svac_...`) named in the delete request.
    ///
    /// Removal is idempotent; see the endpoint description for the implicit-membership
    /// no-op.
    public var serviceAccountID: String

    public var type: String

    /// Tagged workspace ID (`wrkspc_...`) named in the delete request.
    public var workspaceID: String

    public init(
        serviceAccountID: String,
        workspaceID: String
    ) {
        self.serviceAccountID = serviceAccountID
        self.type = "service_account_workspace_member_deleted"
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            serviceAccountID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.serviceAccountID = try container.decodeRequired(String.self, forKey: "service_account_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "service_account_workspace_member_deleted")
        self.workspaceID = try container.decodeRequired(String.self, forKey: "workspace_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.serviceAccountID, forKey: "service_account_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workspaceID, forKey: "workspace_id")
    }
}
