// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationFederationRulesWorkspaceRemoveResponseWorkspaceRemoveResponse`
public nonisolated struct OrganizationFederationRulesWorkspaceRemoveResponseWorkspaceRemoveResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// Tagged ID of the federation rule.
    public var federationRuleID: String

    public var type: String

    /// Tagged ID of the workspace named in the delete request. Removal is idempotent.
    public var workspaceID: String

    public init(
        federationRuleID: String,
        workspaceID: String
    ) {
        self.federationRuleID = federationRuleID
        self.type = "federation_rule_workspace_deleted"
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            federationRuleID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.federationRuleID = try container.decodeRequired(String.self, forKey: "federation_rule_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "federation_rule_workspace_deleted")
        self.workspaceID = try container.decodeRequired(String.self, forKey: "workspace_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.federationRuleID, forKey: "federation_rule_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workspaceID, forKey: "workspace_id")
    }
}
