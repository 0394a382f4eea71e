// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.FederationRules {
    /// The `workspaces` resource.
    public nonisolated struct Workspaces: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Enable a federation rule for a workspace.
        ///
        /// Idempotent; re-enabling returns the existing enablement. The rule and workspace
        /// must both belong to your organization. Membership of the rule's target service
        /// account in this workspace is not checked at enablement: token exchange into this
        /// workspace is rejected unless the target is a member (it is implicitly a member
        /// of the default workspace). Archived rules are rejected with 400. OAuth callers
        /// may only manage rules whose `oauth_scope` is `workspace:developer` or
        /// `workspace:inference`; other scopes require a Console session.
        ///
        /// - HTTP: `POST /v1/organizations/federation_rules/{federation_rule_id}/workspaces?beta=true`
        /// - Operation: `beta.organization.federation.rules.workspaces.add`
        /// - Parameters:
        ///   - federationRuleID: ID of the federation rule.
        public func create(federationRuleID: String, _ body: AnthropicAdmin.OrganizationFederationRulesWorkspacesAddRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.FederationRuleWorkspace {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/federation_rules/{federation_rule_id}/workspaces", parameters: ["federation_rule_id": federationRuleID], operation: "beta.organization.federation.rules.workspaces.add")
            request.query.append("beta", "true")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.FederationRuleWorkspace.self).value
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// List workspaces where this federation rule is enabled.
        ///
        /// Returns all workspace enablements in a single response; the `limit` and `page`
        /// parameters are accepted but have no effect, and `next_page` is always `null`.
        /// Returns explicit per-workspace enablements only; for rules with
        /// `applies_to_all_workspaces` or a legacy single `workspace_id`, check those
        /// fields on the rule itself.
        ///
        /// - HTTP: `GET /v1/organizations/federation_rules/{federation_rule_id}/workspaces?beta=true`
        /// - Operation: `beta.organization.federation.rules.workspaces.list`
        /// - Parameters:
        ///   - federationRuleID: ID of the federation rule.
        ///   - limit: Number of results per page.
        ///   - page: Opaque cursor from a previous response's `next_page`.
        public func list(federationRuleID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationFederationRulesWorkspacesListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/federation_rules/{federation_rule_id}/workspaces", parameters: ["federation_rule_id": federationRuleID], operation: "beta.organization.federation.rules.workspaces.list")
            request.query.append("beta", "true")
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationFederationRulesWorkspacesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/federation_rules/{federation_rule_id}/workspaces?beta=true` (repeated)
        public func list(federationRuleID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationFederationRulesWorkspacesListResponse, AnthropicAdmin.FederationRuleWorkspace> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(federationRuleID: federationRuleID, limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Disable a federation rule for a workspace.
        ///
        /// Idempotent; succeeds even if the enablement was already removed. OAuth callers
        /// may only manage rules whose `oauth_scope` is `workspace:developer` or
        /// `workspace:inference`; other scopes require a Console session.
        ///
        /// - HTTP: `DELETE /v1/organizations/federation_rules/{federation_rule_id}/workspaces/{workspace_id}?beta=true`
        /// - Operation: `beta.organization.federation.rules.workspaces.remove`
        /// - Parameters:
        ///   - federationRuleID: ID of the federation rule.
        ///   - workspaceID: ID of the workspace to disable for.
        public func delete(federationRuleID: String, workspaceID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationFederationRulesWorkspaceRemoveResponseWorkspaceRemoveResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/federation_rules/{federation_rule_id}/workspaces/{workspace_id}", parameters: ["federation_rule_id": federationRuleID, "workspace_id": workspaceID], operation: "beta.organization.federation.rules.workspaces.remove")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationFederationRulesWorkspaceRemoveResponseWorkspaceRemoveResponse.self).value
        }
    }
}
