// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Authorization rule binding an external OIDC identity to Anthropic.
///
/// Evaluates the match conditions and mints an OAuth access token for the
/// resolved target, scoped to a single workspace where the rule is enabled
/// (chosen by the caller at exchange time when the rule is enabled for more
/// than one). For rules enabled via `workspace_ids` or
/// `applies_to_all_workspaces`, the target service account must be a member
/// of that workspace (it is implicitly a member of the default workspace);
/// rules carrying only the legacy `workspace_id` binding do not enforce
/// this.
///
/// - Schema: `#/components/schemas/BetaFederationRule`
public nonisolated struct BetaFederationRule: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// When true, this rule is enabled for every workspace in the org (including ones
    /// created after the rule). `workspace_ids` is ignored at exchange time.
    public var appliesToAllWorkspaces: Bool

    /// If set, this rule is archived and rejects token exchange.
    public var archivedAt: String?

    /// Tagged ID (`user_`/`svac_`) of the actor that archived this rule.
    public var archivedByActorID: String?

    /// CEL expressions extracting named values from claims.
    ///
    /// Not yet supported; always null.
    public var attributes: [String: String]?

    /// When this rule was created.
    public var createdAt: String

    /// Tagged ID (`user_`/`svac_`) of the actor that created this rule.
    public var createdByActorID: String?

    /// Optional free-text description.
    public var description: String?

    /// Tagged ID of the federation rule.
    public var id: String

    /// Tagged ID of the issuer whose tokens this rule accepts.
    public var issuerID: String

    /// Issuer's display name at read time.
    public var issuerName: String?

    /// Conditions the verified JWT must satisfy for this rule to apply.
    ///
    /// All populated matcher fields must pass.
    public var match: FederationRuleMatch

    /// Admin-chosen slug identifier.
    public var name: String

    /// Space-separated OAuth scopes granted on the minted token.
    public var oauthScope: String

    /// What this rule targets.
    ///
    /// Check `type` before reading the other fields. Tokens minted via a rule whose
    /// target `type` is `service_account` act as that service account.
    public var target: ServiceAccountTarget

    /// Lifetime in seconds of access tokens minted via this rule.
    ///
    /// Minted tokens are capped at
    /// `max(60, min(this value, 2 × remaining assertion validity))` seconds.
    public var tokenLifetimeSeconds: Int

    public var type: String

    /// When this rule was last updated.
    public var updatedAt: String

    /// Tagged ID (`user_`/`svac_`) of the actor that last updated this rule.
    public var updatedByActorID: String?

    /// Legacy single-workspace binding.
    ///
    /// Prefer `workspace_ids` and the
    /// `/federation_rules/{federation_rule_id}/workspaces` sub-resource for managing
    /// workspace enablement.
    public var workspaceID: String?

    /// Tagged IDs of the workspaces this rule is enabled for.
    ///
    /// May be empty for older rules that only carry the legacy `workspace_id` binding.
    /// Ignored at exchange time when `applies_to_all_workspaces` is true (the list may
    /// still be non-empty).
    public var workspaceIDs: [String]

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        appliesToAllWorkspaces: Bool,
        createdAt: String,
        id: String,
        issuerID: String,
        match: FederationRuleMatch,
        name: String,
        oauthScope: String,
        target: ServiceAccountTarget,
        tokenLifetimeSeconds: Int,
        updatedAt: String,
        workspaceIDs: [String],
        archivedAt: String? = nil,
        archivedByActorID: String? = nil,
        attributes: [String: String]? = nil,
        createdByActorID: String? = nil,
        description: String? = nil,
        issuerName: String? = nil,
        updatedByActorID: String? = nil,
        workspaceID: String? = nil
    ) {
        self.appliesToAllWorkspaces = appliesToAllWorkspaces
        self.archivedAt = archivedAt
        self.archivedByActorID = archivedByActorID
        self.attributes = attributes
        self.createdAt = createdAt
        self.createdByActorID = createdByActorID
        self.description = description
        self.id = id
        self.issuerID = issuerID
        self.issuerName = issuerName
        self.match = match
        self.name = name
        self.oauthScope = oauthScope
        self.target = target
        self.tokenLifetimeSeconds = tokenLifetimeSeconds
        self.type = "federation_rule"
        self.updatedAt = updatedAt
        self.updatedByActorID = updatedByActorID
        self.workspaceID = workspaceID
        self.workspaceIDs = workspaceIDs
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            appliesToAllWorkspaces: .emptyValue,
            createdAt: .emptyValue,
            id: .emptyValue,
            issuerID: .emptyValue,
            match: .emptyValue,
            name: .emptyValue,
            oauthScope: .emptyValue,
            target: .emptyValue,
            tokenLifetimeSeconds: .emptyValue,
            updatedAt: .emptyValue,
            workspaceIDs: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.appliesToAllWorkspaces = try container.decodeRequired(Bool.self, forKey: "applies_to_all_workspaces", in: decoder)
        self.archivedAt = try container.decodeIfPresent(String.self, forKey: "archived_at")
        self.archivedByActorID = try container.decodeIfPresent(String.self, forKey: "archived_by_actor_id")
        self.attributes = try container.decodeIfPresent([String: String].self, forKey: "attributes")
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.createdByActorID = try container.decodeIfPresent(String.self, forKey: "created_by_actor_id")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.issuerID = try container.decodeRequired(String.self, forKey: "issuer_id", in: decoder)
        self.issuerName = try container.decodeIfPresent(String.self, forKey: "issuer_name")
        self.match = try container.decodeRequired(FederationRuleMatch.self, forKey: "match", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.oauthScope = try container.decodeRequired(String.self, forKey: "oauth_scope", in: decoder)
        self.target = try container.decodeRequired(ServiceAccountTarget.self, forKey: "target", in: decoder)
        self.tokenLifetimeSeconds = try container.decodeRequired(Int.self, forKey: "token_lifetime_seconds", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "federation_rule")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
        self.updatedByActorID = try container.decodeIfPresent(String.self, forKey: "updated_by_actor_id")
        self.workspaceID = try container.decodeIfPresent(String.self, forKey: "workspace_id")
        self.workspaceIDs = try container.decodeRequired([String].self, forKey: "workspace_ids", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.appliesToAllWorkspaces, forKey: "applies_to_all_workspaces")
        try container.encodeIfPresent(self.archivedAt, forKey: "archived_at")
        try container.encodeIfPresent(self.archivedByActorID, forKey: "archived_by_actor_id")
        try container.encodeIfPresent(self.attributes, forKey: "attributes")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.createdByActorID, forKey: "created_by_actor_id")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.issuerID, forKey: "issuer_id")
        try container.encodeIfPresent(self.issuerName, forKey: "issuer_name")
        try container.encode(self.match, forKey: "match")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.oauthScope, forKey: "oauth_scope")
        try container.encode(self.target, forKey: "target")
        try container.encode(self.tokenLifetimeSeconds, forKey: "token_lifetime_seconds")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encodeIfPresent(self.updatedByActorID, forKey: "updated_by_actor_id")
        try container.encodeIfPresent(self.workspaceID, forKey: "workspace_id")
        try container.encode(self.workspaceIDs, forKey: "workspace_ids")
    }
}

nonisolated extension NullableMember where Owner == BetaFederationRule {
    public static var archivedAt: Self { Self("archived_at") }
    public static var archivedByActorID: Self { Self("archived_by_actor_id") }
    public static var attributes: Self { Self("attributes") }
    public static var createdByActorID: Self { Self("created_by_actor_id") }
    public static var description: Self { Self("description") }
    public static var issuerName: Self { Self("issuer_name") }
    public static var updatedByActorID: Self { Self("updated_by_actor_id") }
    public static var workspaceID: Self { Self("workspace_id") }
}
