// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationFederationRulesUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// When true, enables this rule for every workspace in the org (including
    /// workspaces created later). Setting `false` is rejected with 400 if no workspace
    /// would remain enabled; a rule with only a legacy `workspace_id` binding continues
    /// to mint.
    public var appliesToAllWorkspaces: Bool?

    /// Replaces the description. Omit to leave unchanged; send `null` to clear (the
    /// field is stored as an empty string).
    public var description: String?

    /// Replaces the entire match object. All populated matcher fields must pass.
    public var match: FederationRuleMatchParam?

    /// Replaces the slug identifier (lowercase, digits, hyphens). Unique within the
    /// organization; a duplicate name returns 409.
    public var name: String?

    /// Replaces the space-separated OAuth scopes granted on minted tokens. OAuth
    /// callers may only set `workspace:developer` or `workspace:inference`; other
    /// scopes (such as `org:admin`) require a Console session.
    public var oauthScope: String?

    /// Replaces the entire target object. Currently always a `service_account` target.
    public var target: ServiceAccountTargetParam?

    /// Replaces the lifetime in seconds for access tokens minted via this rule
    /// (60-86400). Minted tokens are capped at
    /// `max(60, min(this value, 2 × remaining assertion validity))` seconds.
    public var tokenLifetimeSeconds: Int?

    /// Replaces the existing single workspace enablement (the previous one is removed).
    /// Rejected with 400 if the rule is enabled for more than one workspace; use the
    /// `/federation_rules/{federation_rule_id}/workspaces` sub-resource instead.
    public var workspaceID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        appliesToAllWorkspaces: Bool? = nil,
        description: String? = nil,
        match: FederationRuleMatchParam? = nil,
        name: String? = nil,
        oauthScope: String? = nil,
        target: ServiceAccountTargetParam? = nil,
        tokenLifetimeSeconds: Int? = nil,
        workspaceID: String? = nil
    ) {
        self.appliesToAllWorkspaces = appliesToAllWorkspaces
        self.description = description
        self.match = match
        self.name = name
        self.oauthScope = oauthScope
        self.target = target
        self.tokenLifetimeSeconds = tokenLifetimeSeconds
        self.workspaceID = workspaceID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.appliesToAllWorkspaces = try container.decodeIfPresent(Bool.self, forKey: "applies_to_all_workspaces")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.match = try container.decodeIfPresent(FederationRuleMatchParam.self, forKey: "match")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.oauthScope = try container.decodeIfPresent(String.self, forKey: "oauth_scope")
        self.target = try container.decodeIfPresent(ServiceAccountTargetParam.self, forKey: "target")
        self.tokenLifetimeSeconds = try container.decodeIfPresent(Int.self, forKey: "token_lifetime_seconds")
        self.workspaceID = try container.decodeIfPresent(String.self, forKey: "workspace_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.appliesToAllWorkspaces, forKey: "applies_to_all_workspaces")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.match, forKey: "match")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.oauthScope, forKey: "oauth_scope")
        try container.encodeIfPresent(self.target, forKey: "target")
        try container.encodeIfPresent(self.tokenLifetimeSeconds, forKey: "token_lifetime_seconds")
        try container.encodeIfPresent(self.workspaceID, forKey: "workspace_id")
    }
}

nonisolated extension NullableMember where Owner == OrganizationFederationRulesUpdateRequest {
    public static var appliesToAllWorkspaces: Self { Self("applies_to_all_workspaces") }
    public static var description: Self { Self("description") }
    public static var match: Self { Self("match") }
    public static var name: Self { Self("name") }
    public static var oauthScope: Self { Self("oauth_scope") }
    public static var target: Self { Self("target") }
    public static var tokenLifetimeSeconds: Self { Self("token_lifetime_seconds") }
    public static var workspaceID: Self { Self("workspace_id") }
}
