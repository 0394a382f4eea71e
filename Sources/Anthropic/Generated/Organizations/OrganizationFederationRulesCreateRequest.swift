// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationFederationRulesCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// When true, enable this rule for every workspace in the org (including workspaces
    /// created later).
    public var appliesToAllWorkspaces: Bool?

    /// Optional free-text description.
    public var description: String?

    /// Tagged ID of the federation issuer.
    public var issuerID: String

    /// Conditions the verified JWT must satisfy for this rule to apply. At least one of
    /// `subject_prefix` (other than a wildcard-only value like `*`), `claims`, or
    /// `condition` is required; `audience` alone is not sufficient.
    public var match: FederationRuleMatchParam

    /// Slug identifier (lowercase, digits, hyphens). Unique within the organization; a
    /// duplicate name returns 409.
    public var name: String

    /// Space-separated OAuth scopes. OAuth callers may only set `workspace:developer`
    /// or `workspace:inference`; other scopes (such as `org:admin`) require a Console
    /// session.
    public var oauthScope: String

    /// Identity that tokens minted via this rule act as. Currently always a
    /// `service_account` target.
    public var target: ServiceAccountTargetParam

    /// Lifetime in seconds for access tokens minted via this rule (60-86400). Defaults
    /// to 3600 (1h). Minted tokens are capped at
    /// `max(60, min(this value, 2 × remaining assertion validity))` seconds.
    public var tokenLifetimeSeconds: Int?

    /// Tagged ID of the workspace to enable this rule for. Required unless
    /// `applies_to_all_workspaces` is true. Additional workspaces can be added via the
    /// `/federation_rules/{federation_rule_id}/workspaces` sub-resource.
    public var workspaceID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        issuerID: String,
        match: FederationRuleMatchParam,
        name: String,
        oauthScope: String,
        target: ServiceAccountTargetParam,
        appliesToAllWorkspaces: Bool? = nil,
        description: String? = nil,
        tokenLifetimeSeconds: Int? = nil,
        workspaceID: String? = nil
    ) {
        self.appliesToAllWorkspaces = appliesToAllWorkspaces
        self.description = description
        self.issuerID = issuerID
        self.match = match
        self.name = name
        self.oauthScope = oauthScope
        self.target = target
        self.tokenLifetimeSeconds = tokenLifetimeSeconds
        self.workspaceID = workspaceID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            issuerID: .emptyValue,
            match: .emptyValue,
            name: .emptyValue,
            oauthScope: .emptyValue,
            target: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.appliesToAllWorkspaces = try container.decodeIfPresent(Bool.self, forKey: "applies_to_all_workspaces")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.issuerID = try container.decodeRequired(String.self, forKey: "issuer_id", in: decoder)
        self.match = try container.decodeRequired(FederationRuleMatchParam.self, forKey: "match", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.oauthScope = try container.decodeRequired(String.self, forKey: "oauth_scope", in: decoder)
        self.target = try container.decodeRequired(ServiceAccountTargetParam.self, forKey: "target", in: decoder)
        self.tokenLifetimeSeconds = try container.decodeIfPresent(Int.self, forKey: "token_lifetime_seconds")
        self.workspaceID = try container.decodeIfPresent(String.self, forKey: "workspace_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.appliesToAllWorkspaces, forKey: "applies_to_all_workspaces")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.issuerID, forKey: "issuer_id")
        try container.encode(self.match, forKey: "match")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.oauthScope, forKey: "oauth_scope")
        try container.encode(self.target, forKey: "target")
        try container.encodeIfPresent(self.tokenLifetimeSeconds, forKey: "token_lifetime_seconds")
        try container.encodeIfPresent(self.workspaceID, forKey: "workspace_id")
    }
}

nonisolated extension NullableMember where Owner == OrganizationFederationRulesCreateRequest {
    public static var description: Self { Self("description") }
    public static var workspaceID: Self { Self("workspace_id") }
}
