// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationWorkspacesMembersUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// New workspace role for the User.
    public var workspaceRole: WorkspaceRole

    public init(
        workspaceRole: WorkspaceRole
    ) {
        self.workspaceRole = workspaceRole
    }

    public init(stringLiteral value: String) {
        self.init(workspaceRole: WorkspaceRole(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            workspaceRole: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.workspaceRole = try container.decodeRequired(WorkspaceRole.self, forKey: "workspace_role", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.workspaceRole, forKey: "workspace_role")
    }
}
