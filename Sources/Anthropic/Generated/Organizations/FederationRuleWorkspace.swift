// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/FederationRuleWorkspace`
public nonisolated struct FederationRuleWorkspace: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// When this workspace was enabled for the rule.
    public var createdAt: String

    /// Tagged ID (`user_...` or `svac_...`) of the actor that enabled this workspace
    /// for the rule, if known.
    public var createdByActorID: String?

    /// Tagged ID of the federation rule.
    public var federationRuleID: String

    public var type: String

    /// Tagged ID of the workspace this rule is enabled for.
    public var workspaceID: String

    /// Workspace display name. Populated when listing; null in the enable response.
    public var workspaceName: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: String,
        federationRuleID: String,
        workspaceID: String,
        createdByActorID: String? = nil,
        workspaceName: String? = nil
    ) {
        self.createdAt = createdAt
        self.createdByActorID = createdByActorID
        self.federationRuleID = federationRuleID
        self.type = "federation_rule_workspace"
        self.workspaceID = workspaceID
        self.workspaceName = workspaceName
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            federationRuleID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.createdByActorID = try container.decodeIfPresent(String.self, forKey: "created_by_actor_id")
        self.federationRuleID = try container.decodeRequired(String.self, forKey: "federation_rule_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "federation_rule_workspace")
        self.workspaceID = try container.decodeRequired(String.self, forKey: "workspace_id", in: decoder)
        self.workspaceName = try container.decodeIfPresent(String.self, forKey: "workspace_name")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.createdByActorID, forKey: "created_by_actor_id")
        try container.encode(self.federationRuleID, forKey: "federation_rule_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workspaceID, forKey: "workspace_id")
        try container.encodeIfPresent(self.workspaceName, forKey: "workspace_name")
    }
}

nonisolated extension NullableMember where Owner == FederationRuleWorkspace {
    public static var createdByActorID: Self { Self("created_by_actor_id") }
    public static var workspaceName: Self { Self("workspace_name") }
}
