// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.ServiceAccounts {
    /// The `workspaces` resource.
    public nonisolated struct Workspaces: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Add a service account to a workspace with the given `workspace_role`.
        ///
        /// Mirror of `POST /workspaces/{workspace_id}/service_accounts`, addressed from the
        /// service-account side; both create the same membership. If the service account is
        /// already an explicit member of the workspace, its `workspace_role` is replaced
        /// with the value supplied here. Archived workspaces return 400. Archived service
        /// accounts cannot be added and are rejected.
        ///
        /// - HTTP: `POST /v1/organizations/service_accounts/{service_account_id}/workspaces?beta=true`
        /// - Operation: `beta.organization.service_accounts.workspaces.add`
        /// - Parameters:
        ///   - serviceAccountID: ID of the service account.
        public func create(serviceAccountID: String, _ body: AnthropicAdmin.OrganizationServiceAccountsWorkspacesAddRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.ServiceAccountWorkspaceMember {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/service_accounts/{service_account_id}/workspaces", parameters: ["service_account_id": serviceAccountID], operation: "beta.organization.service_accounts.workspaces.add")
            request.query.append("beta", "true")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.ServiceAccountWorkspaceMember.self).value
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// List the workspaces a service account is a member of.
        ///
        /// Each entry includes the service account's `workspace_role` in that workspace.
        /// Use `limit` and the `next_page` cursor to paginate. When the service account has
        /// no explicit default-workspace membership, the implicit (`implicit: true`)
        /// membership is returned as the first entry on the first page; with `limit=1` the
        /// first page may return up to 2 entries (the implicit entry plus one explicit
        /// membership) so a pagination cursor can be derived. Memberships are returned only
        /// while the service account is active. Without a `page` cursor, an archived
        /// service account returns an empty list. A `page` cursor that does not match an
        /// active membership returns a 400 invalid-request error. A cursor stops matching
        /// when the membership is removed, the workspace is deleted, or the service account
        /// is archived. Restart pagination from the first page to recover.
        ///
        /// - HTTP: `GET /v1/organizations/service_accounts/{service_account_id}/workspaces?beta=true`
        /// - Operation: `beta.organization.service_accounts.workspaces.list`
        /// - Parameters:
        ///   - serviceAccountID: ID of the service account.
        ///   - limit: Number of results per page.
        ///   - page: Opaque cursor from a previous response's `next_page`.
        public func list(serviceAccountID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationServiceAccountsWorkspacesListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/service_accounts/{service_account_id}/workspaces", parameters: ["service_account_id": serviceAccountID], operation: "beta.organization.service_accounts.workspaces.list")
            request.query.append("beta", "true")
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationServiceAccountsWorkspacesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/service_accounts/{service_account_id}/workspaces?beta=true` (repeated)
        public func list(serviceAccountID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationServiceAccountsWorkspacesListResponse, AnthropicAdmin.ServiceAccountWorkspaceMember> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(serviceAccountID: serviceAccountID, limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Remove a service account from a workspace.
        ///
        /// Mirror of
        /// `DELETE /workspaces/{workspace_id}/service_accounts/{service_account_id}`,
        /// addressed from the service-account side. Removal is idempotent (returns 200 even
        /// if the membership was already removed). A DELETE against the implicit
        /// default-workspace membership returns 200 but is a no-op and the membership
        /// persists; deleting an explicit default-workspace row reverts to the implicit
        /// `workspace_user` membership. Archived workspaces return 400.
        ///
        /// - HTTP: `DELETE /v1/organizations/service_accounts/{service_account_id}/workspaces/{workspace_id}?beta=true`
        /// - Operation: `beta.organization.service_accounts.workspaces.remove`
        /// - Parameters:
        ///   - serviceAccountID: ID of the service account.
        ///   - workspaceID: ID of the workspace.
        public func delete(serviceAccountID: String, workspaceID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationServiceAccountsWorkspaceRemoveResponseWorkspaceRemoveResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/service_accounts/{service_account_id}/workspaces/{workspace_id}", parameters: ["service_account_id": serviceAccountID, "workspace_id": workspaceID], operation: "beta.organization.service_accounts.workspaces.remove")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationServiceAccountsWorkspaceRemoveResponseWorkspaceRemoveResponse.self).value
        }
    }
}
