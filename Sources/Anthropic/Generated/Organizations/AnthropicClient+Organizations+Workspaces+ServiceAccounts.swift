// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations.Workspaces {
    /// The `serviceAccounts` resource.
    public nonisolated struct ServiceAccounts: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Add a service account to a workspace with the given `workspace_role`.
        ///
        /// The role determines what the service account can do in the workspace and which
        /// workspace-scoped permissions it can be granted when authenticating through
        /// federation. Every service account is already an implicit `workspace_user` member
        /// of the default workspace; adding it explicitly assigns a chosen role. If the
        /// service account is already an explicit member of the workspace, its
        /// `workspace_role` is replaced with the value supplied here. Archived workspaces
        /// return 400. Archived service accounts cannot be added and are rejected.
        ///
        /// - HTTP: `POST /v1/organizations/workspaces/{workspace_id}/service_accounts`
        /// - Operation: `organization.workspaces.service_accounts.add`
        /// - Parameters:
        ///   - workspaceID: ID of the workspace.
        public func create(workspaceID: String, _ body: AnthropicAdmin.OrganizationWorkspacesServiceAccountsAddRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.ServiceAccountWorkspaceMember {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/workspaces/{workspace_id}/service_accounts", parameters: ["workspace_id": workspaceID], operation: "organization.workspaces.service_accounts.add")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.ServiceAccountWorkspaceMember.self).value
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Retrieve a service account's membership in a workspace.
        ///
        /// Returns the membership record, including the service account's `workspace_role`
        /// in this workspace. Archived workspaces return 400. For the default workspace,
        /// returns the implicit (`implicit: true`) membership when no explicit membership
        /// exists; an explicitly added membership is returned with its assigned role. An
        /// archived service account returns 404.
        ///
        /// - HTTP: `GET /v1/organizations/workspaces/{workspace_id}/service_accounts/{service_account_id}`
        /// - Operation: `organization.workspaces.service_accounts.retrieve`
        /// - Parameters:
        ///   - workspaceID: ID of the workspace.
        ///   - serviceAccountID: ID of the service account.
        public func retrieve(workspaceID: String, serviceAccountID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.ServiceAccountWorkspaceMember {
            let request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/workspaces/{workspace_id}/service_accounts/{service_account_id}", parameters: ["workspace_id": workspaceID, "service_account_id": serviceAccountID], operation: "organization.workspaces.service_accounts.retrieve")
            return try await core.send(request, options: options, as: AnthropicAdmin.ServiceAccountWorkspaceMember.self).value
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Change a service account's role in a workspace.
        ///
        /// The new `workspace_role` replaces the current one. Only explicit memberships can
        /// be updated; to set a role on the implicit default-workspace membership, add the
        /// service account explicitly with
        /// `POST /workspaces/{workspace_id}/service_accounts`. Archived workspaces
        /// return 400. Archived service accounts cannot be updated and are rejected.
        ///
        /// - HTTP: `POST /v1/organizations/workspaces/{workspace_id}/service_accounts/{service_account_id}`
        /// - Operation: `organization.workspaces.service_accounts.update`
        /// - Parameters:
        ///   - workspaceID: ID of the workspace.
        ///   - serviceAccountID: ID of the service account.
        public func update(workspaceID: String, serviceAccountID: String, _ body: AnthropicAdmin.OrganizationWorkspacesServiceAccountsUpdateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.ServiceAccountWorkspaceMember {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/workspaces/{workspace_id}/service_accounts/{service_account_id}", parameters: ["workspace_id": workspaceID, "service_account_id": serviceAccountID], operation: "organization.workspaces.service_accounts.update")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.ServiceAccountWorkspaceMember.self).value
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// List the service accounts that are members of a workspace.
        ///
        /// Each entry includes the service account's `workspace_role`. Use `limit` and the
        /// `next_page` cursor to paginate. Archived workspaces return 400; use
        /// `GET /service_accounts/{id}/workspaces` to audit memberships of an archived
        /// workspace. The implicit default-workspace membership is not included in this
        /// list. Memberships of archived service accounts are omitted from the results.
        ///
        /// - HTTP: `GET /v1/organizations/workspaces/{workspace_id}/service_accounts`
        /// - Operation: `organization.workspaces.service_accounts.list`
        /// - Parameters:
        ///   - workspaceID: ID of the workspace.
        ///   - limit: Number of results per page.
        ///   - page: Opaque cursor from a previous response's `next_page`.
        public func list(workspaceID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationWorkspacesServiceAccountsListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/workspaces/{workspace_id}/service_accounts", parameters: ["workspace_id": workspaceID], operation: "organization.workspaces.service_accounts.list")
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationWorkspacesServiceAccountsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/workspaces/{workspace_id}/service_accounts` (repeated)
        public func list(workspaceID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationWorkspacesServiceAccountsListResponse, AnthropicAdmin.ServiceAccountWorkspaceMember> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(workspaceID: workspaceID, limit: limit, page: cursor, options: options)
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
        /// Removal is idempotent (returns 200 even if the membership was already removed).
        /// A DELETE against the implicit default-workspace membership returns 200 but is a
        /// no-op and the membership persists; deleting an explicit default-workspace row
        /// reverts to the implicit `workspace_user` membership. Archived workspaces
        /// return 400.
        ///
        /// - HTTP: `DELETE /v1/organizations/workspaces/{workspace_id}/service_accounts/{service_account_id}`
        /// - Operation: `organization.workspaces.service_accounts.remove`
        /// - Parameters:
        ///   - workspaceID: ID of the workspace.
        ///   - serviceAccountID: ID of the service account.
        public func delete(workspaceID: String, serviceAccountID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationWorkspacesServiceAccountRemoveResponseServiceAccountRemoveResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/workspaces/{workspace_id}/service_accounts/{service_account_id}", parameters: ["workspace_id": workspaceID, "service_account_id": serviceAccountID], operation: "organization.workspaces.service_accounts.remove")
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationWorkspacesServiceAccountRemoveResponseServiceAccountRemoveResponse.self).value
        }
    }
}
