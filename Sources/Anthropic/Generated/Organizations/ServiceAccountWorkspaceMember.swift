// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ServiceAccountWorkspaceMember`
public nonisolated struct ServiceAccountWorkspaceMember: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Tagged ID (`user_...`/`svac_...`) of the actor who created this membership.
    public var createdByActorID: String?

    /// True when this is the implicit default-workspace membership every service
    /// account has when no explicit membership exists. Implicit memberships have role
    /// `workspace_user` and cannot be removed.
    public var implicit: Bool?

    /// Tagged service account ID (`svac_...`).
    public var serviceAccountID: String

    public var type: String

    /// Tagged workspace ID (`wrkspc_...`).
    public var workspaceID: String

    /// Role of the service account in this workspace.
    ///
    /// Service accounts cannot hold the `workspace_billing` role.
    public var workspaceRole: WorkspaceRole

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        serviceAccountID: String,
        workspaceID: String,
        workspaceRole: WorkspaceRole,
        createdByActorID: String? = nil,
        implicit: Bool? = nil
    ) {
        self.createdByActorID = createdByActorID
        self.implicit = implicit
        self.serviceAccountID = serviceAccountID
        self.type = "service_account_workspace_member"
        self.workspaceID = workspaceID
        self.workspaceRole = workspaceRole
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            serviceAccountID: .emptyValue,
            workspaceID: .emptyValue,
            workspaceRole: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdByActorID = try container.decodeIfPresent(String.self, forKey: "created_by_actor_id")
        self.implicit = try container.decodeIfPresent(Bool.self, forKey: "implicit")
        self.serviceAccountID = try container.decodeRequired(String.self, forKey: "service_account_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "service_account_workspace_member")
        self.workspaceID = try container.decodeRequired(String.self, forKey: "workspace_id", in: decoder)
        self.workspaceRole = try container.decodeRequired(WorkspaceRole.self, forKey: "workspace_role", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.createdByActorID, forKey: "created_by_actor_id")
        try container.encodeIfPresent(self.implicit, forKey: "implicit")
        try container.encode(self.serviceAccountID, forKey: "service_account_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workspaceID, forKey: "workspace_id")
        try container.encode(self.workspaceRole, forKey: "workspace_role")
    }
}

nonisolated extension NullableMember where Owner == ServiceAccountWorkspaceMember {
    public static var createdByActorID: Self { Self("created_by_actor_id") }
    public static var implicit: Self { Self("implicit") }
}
