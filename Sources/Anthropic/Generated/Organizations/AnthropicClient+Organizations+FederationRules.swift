// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations {
    /// The `federationRules` resource.
    public nonisolated struct FederationRules: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `workspaces` operations.
        public var workspaces: AnthropicClient.Organizations.FederationRules.Workspaces { AnthropicClient.Organizations.FederationRules.Workspaces(core: core) }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Create a federation rule owned by your organization.
        ///
        /// The referenced issuer and the target service account must already exist in the
        /// same organization; invalid references are rejected with a 400 error. The
        /// workspace reference is validated. Membership is not checked at rule creation:
        /// token exchange resolves a single enabled workspace per call and is rejected
        /// unless the target service account is a member of that workspace (it is
        /// implicitly a member of the default workspace). Rules on well-known shared
        /// issuers (GitHub Actions, GitLab, Buildkite, Terraform Cloud, Google) must
        /// constrain tenant identity via an identity-bearing claim, a tenant-pinning
        /// subject prefix (such as `repo:YOUR_ORG/...`), or a CEL condition referencing one
        /// of those identity claims (e.g. `claims.repository_owner`). OAuth callers may
        /// only manage rules whose `oauth_scope` is `workspace:developer` or
        /// `workspace:inference`; other scopes require a Console session.
        ///
        /// - HTTP: `POST /v1/organizations/federation_rules`
        /// - Operation: `organization.federation.rules.create`
        public func create(_ body: AnthropicAdmin.OrganizationFederationRulesCreateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.FederationRule {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/federation_rules", operation: "organization.federation.rules.create")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.FederationRule.self).value
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Retrieve a federation rule by its ID (`fdrl_...`).
        ///
        /// - HTTP: `GET /v1/organizations/federation_rules/{federation_rule_id}`
        /// - Operation: `organization.federation.rules.retrieve`
        /// - Parameters:
        ///   - federationRuleID: ID of the federation rule.
        public func retrieve(federationRuleID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.FederationRule {
            let request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/federation_rules/{federation_rule_id}", parameters: ["federation_rule_id": federationRuleID], operation: "organization.federation.rules.retrieve")
            return try await core.send(request, options: options, as: AnthropicAdmin.FederationRule.self).value
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Partially update a federation rule.
        ///
        /// `issuer_id` is immutable. `match` and `target` are replaced as whole objects
        /// when set. Referenced service accounts and workspaces must exist in your
        /// organization; invalid references are rejected with a 400 error. Archived rules
        /// cannot be updated; this returns 400. Create a new rule instead. Rules on
        /// well-known shared issuers (GitHub Actions, GitLab, Buildkite, Terraform Cloud,
        /// Google) must constrain tenant identity via an identity-bearing claim, a
        /// tenant-pinning subject prefix (such as `repo:YOUR_ORG/...`), or a CEL condition
        /// referencing one of those identity claims (e.g. `claims.repository_owner`). On
        /// these issuers the requirement is re-checked on every update; if an existing
        /// rule's stored match does not yet constrain tenant identity, any update (even a
        /// rename or description change) must also supply a conforming `match` in the same
        /// request. OAuth callers may only manage rules whose `oauth_scope` is
        /// `workspace:developer` or `workspace:inference`; other scopes require a Console
        /// session.
        ///
        /// - HTTP: `POST /v1/organizations/federation_rules/{federation_rule_id}`
        /// - Operation: `organization.federation.rules.update`
        /// - Parameters:
        ///   - federationRuleID: ID of the federation rule to update.
        public func update(federationRuleID: String, _ body: AnthropicAdmin.OrganizationFederationRulesUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.FederationRule {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/federation_rules/{federation_rule_id}", parameters: ["federation_rule_id": federationRuleID], operation: "organization.federation.rules.update")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAdmin.FederationRule.self).value
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// List federation rules in your organization.
        ///
        /// Optionally filter by issuer with `issuer_id`. Archived rules are excluded unless
        /// `include_archived=true`.
        ///
        /// - HTTP: `GET /v1/organizations/federation_rules`
        /// - Operation: `organization.federation.rules.list`
        /// - Parameters:
        ///   - includeArchived: Include archived resources. Defaults to false.
        ///   - issuerID: Filter to rules referencing this federation issuer.
        ///   - limit: Number of results per page.
        ///   - page: Opaque cursor from a previous response's `next_page`.
        public func list(includeArchived: Bool? = nil, issuerID: String? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationFederationRulesListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/federation_rules", operation: "organization.federation.rules.list")
            request.query.append("include_archived", includeArchived)
            request.query.append("issuer_id", issuerID)
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationFederationRulesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/federation_rules` (repeated)
        public func list(includeArchived: Bool? = nil, issuerID: String? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationFederationRulesListResponse, AnthropicAdmin.FederationRule> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(includeArchived: includeArchived, issuerID: issuerID, limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Archive a federation rule.
        ///
        /// Token exchange through this rule stops immediately. Idempotent; re-archiving
        /// returns the rule with its original `archived_at`. Archiving clears the rule's
        /// workspace targeting (`workspace_id` and `workspace_ids` are emptied). Tokens
        /// already minted before archive remain valid until they expire. OAuth callers may
        /// only manage rules whose `oauth_scope` is `workspace:developer` or
        /// `workspace:inference`; other scopes require a Console session.
        ///
        /// - HTTP: `POST /v1/organizations/federation_rules/{federation_rule_id}/archive`
        /// - Operation: `organization.federation.rules.archive`
        /// - Parameters:
        ///   - federationRuleID: ID of the federation rule to archive.
        public func archive(federationRuleID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.FederationRule {
            let request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/federation_rules/{federation_rule_id}/archive", parameters: ["federation_rule_id": federationRuleID], operation: "organization.federation.rules.archive")
            return try await core.send(request, options: options, as: AnthropicAdmin.FederationRule.self).value
        }
    }
}
