// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `spendLimits` resource.
    public nonisolated struct SpendLimits: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `effective` operations.
        public var effective: AnthropicClient.Beta.Organizations.SpendLimits.Effective { AnthropicClient.Beta.Organizations.SpendLimits.Effective(core: core) }

        /// Set a spend limit.
        ///
        /// Upsert keyed on (scope, period): setting a limit that already exists overwrites
        /// it in place. A Claude Enterprise organization sets `user` limits. Its seat-tier,
        /// group, and organization-level defaults are configured in claude.ai. A Claude
        /// Console organization sets `organization` and `workspace` limits, which are
        /// monthly and always carry an amount. Setting those limits is in an early access
        /// preview. To request access, contact your Anthropic account team.
        ///
        /// - HTTP: `POST /v1/organizations/spend_limits?beta=true`
        /// - Operation: `organization.spend_limits.set`
        public func create(_ body: AnthropicAdmin.OrganizationSpendLimitsSetRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.SpendLimit {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/spend_limits", operation: "organization.spend_limits.set")
            request.query.append("beta", "true")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.SpendLimit.self).value
        }

        /// Retrieve a spend limit by ID.
        ///
        /// - HTTP: `GET /v1/organizations/spend_limits/{spend_limit_id}?beta=true`
        /// - Operation: `organization.spend_limits.retrieve`
        /// - Parameters:
        ///   - spendLimitID: ID of the Spend Limit.
        public func retrieve(spendLimitID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.SpendLimit {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/spend_limits/{spend_limit_id}", parameters: ["spend_limit_id": spendLimitID], operation: "organization.spend_limits.retrieve")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAdmin.SpendLimit.self).value
        }

        /// List the organization's spend limits.
        ///
        /// A Claude Console organization's limits, including any read-only `usage_tier`
        /// limit, come newest first. Listing them is in an early access preview. To request
        /// access, contact your Anthropic account team. A Claude Enterprise organization's
        /// limits are grouped by scope type, in the order `organization`, `seat_tier`,
        /// `rbac_group`, `organization_service`, `user`; within a type they come in a fixed
        /// order that is not creation order.
        ///
        /// - HTTP: `GET /v1/organizations/spend_limits?beta=true`
        /// - Operation: `organization.spend_limits.list`
        /// - Parameters:
        ///   - limit: Maximum number of limits per page. Defaults to `20`.
        ///   - page: Opaque cursor from a previous response's `next_page` field.
        ///   - scopeType: Return only limits with these scope types. Omit for all. A scope type that
        ///   - workspaceID: Return only the limits whose `scope.workspace_id` is this workspace
        public func list(limit: Int? = nil, page: String? = nil, scopeType: [AnthropicAdmin.OrganizationSpendLimitsListScopeTypeItem]? = nil, workspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationSpendLimitsListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/spend_limits", operation: "organization.spend_limits.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "spend-limit-reads-2026-09-26"
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("scope_type[]", scopeType, style: .bracketed)
            request.query.append("workspace_id", workspaceID)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationSpendLimitsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/spend_limits?beta=true` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, scopeType: [AnthropicAdmin.OrganizationSpendLimitsListScopeTypeItem]? = nil, workspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationSpendLimitsListResponse, AnthropicAdmin.SpendLimit> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, scopeType: scopeType, workspaceID: workspaceID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete a spend limit.
        ///
        /// For a Claude Enterprise organization, this deletes a per-user override, and the
        /// member falls back to any inherited spend limit at that period. Its seat-tier,
        /// group, and organization-level rows cannot be deleted via this endpoint. A Claude
        /// Console organization deletes its organization and workspace limits, but not its
        /// `usage_tier` limit. Deleting organization and workspace limits through the API
        /// is in an early access preview.
        ///
        /// - HTTP: `DELETE /v1/organizations/spend_limits/{spend_limit_id}?beta=true`
        /// - Operation: `organization.spend_limits.delete`
        /// - Parameters:
        ///   - spendLimitID: ID of the Spend Limit.
        public func delete(spendLimitID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.SpendLimitDeleteResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/spend_limits/{spend_limit_id}", parameters: ["spend_limit_id": spendLimitID], operation: "organization.spend_limits.delete")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAdmin.SpendLimitDeleteResponse.self).value
        }
    }
}
