// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations {
    /// The `serviceAccounts` resource.
    public nonisolated struct ServiceAccounts: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `workspaces` operations.
        public var workspaces: AnthropicClient.Organizations.ServiceAccounts.Workspaces { AnthropicClient.Organizations.ServiceAccounts.Workspaces(core: core) }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Create a service account.
        ///
        /// A service account is a named workload identity that federation rules target.
        /// `organization_role` is `developer` (default) or `admin`; a rule may only be
        /// created or retargeted to grant `org:admin` scope when the target's
        /// `organization_role` is `admin`. Creating an `admin`-role service account
        /// requires an interactive credential (a user OAuth token or a Console session) — a
        /// workload may only create `developer`-role service accounts.
        ///
        /// - HTTP: `POST /v1/organizations/service_accounts`
        /// - Operation: `organization.service_accounts.create`
        public func create(_ body: AnthropicAdmin.OrganizationServiceAccountsCreateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.ServiceAccount {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/service_accounts", operation: "organization.service_accounts.create")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.ServiceAccount.self).value
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Retrieve a service account by its ID (`svac_...`).
        ///
        /// - HTTP: `GET /v1/organizations/service_accounts/{service_account_id}`
        /// - Operation: `organization.service_accounts.retrieve`
        /// - Parameters:
        ///   - serviceAccountID: ID of the service account.
        public func retrieve(serviceAccountID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.ServiceAccount {
            let request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/service_accounts/{service_account_id}", parameters: ["service_account_id": serviceAccountID], operation: "organization.service_accounts.retrieve")
            return try await core.send(request, options: options, as: AnthropicAdmin.ServiceAccount.self).value
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Update a service account.
        ///
        /// Only `description` and `organization_role` are mutable; `name` cannot be
        /// changed. Archived service accounts cannot be updated; this returns 400. Setting
        /// `organization_role` to `admin` (even when unchanged) requires an interactive
        /// credential (a user OAuth token or a Console session).
        ///
        /// - HTTP: `POST /v1/organizations/service_accounts/{service_account_id}`
        /// - Operation: `organization.service_accounts.update`
        /// - Parameters:
        ///   - serviceAccountID: ID of the service account to update.
        public func update(serviceAccountID: String, _ body: AnthropicAdmin.OrganizationServiceAccountsUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.ServiceAccount {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/service_accounts/{service_account_id}", parameters: ["service_account_id": serviceAccountID], operation: "organization.service_accounts.update")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAdmin.ServiceAccount.self).value
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// List service accounts in the caller's organization.
        ///
        /// Results are ordered by creation time, newest first. Use `limit` and the
        /// `next_page` cursor to paginate; set `include_archived=true` to include archived
        /// service accounts.
        ///
        /// - HTTP: `GET /v1/organizations/service_accounts`
        /// - Operation: `organization.service_accounts.list`
        /// - Parameters:
        ///   - includeArchived: Include archived resources. Defaults to false.
        ///   - limit: Number of results per page.
        ///   - page: Opaque cursor from a previous response's `next_page`.
        public func list(includeArchived: Bool? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationServiceAccountsListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/service_accounts", operation: "organization.service_accounts.list")
            request.query.append("include_archived", includeArchived)
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationServiceAccountsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/service_accounts` (repeated)
        public func list(includeArchived: Bool? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationServiceAccountsListResponse, AnthropicAdmin.ServiceAccount> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(includeArchived: includeArchived, limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// **Requires an OAuth access token with the `org:admin` scope**, from
        /// `ant auth login --scope org:admin` or a workload identity federation rule; Admin
        /// API keys are not accepted. See
        /// [Manage WIF with the Admin API](/docs/en/manage-claude/wif-admin-api).
        ///
        /// Archive a service account.
        ///
        /// Idempotent; re-archiving returns the service account with its original
        /// `archived_at`. Rejected with 400 if any live (non-archived) federation rule
        /// still targets this service account, same as issuer archival; archive those rules
        /// first or change their target to another service account.
        ///
        /// - HTTP: `POST /v1/organizations/service_accounts/{service_account_id}/archive`
        /// - Operation: `organization.service_accounts.archive`
        /// - Parameters:
        ///   - serviceAccountID: ID of the service account to archive.
        public func archive(serviceAccountID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.ServiceAccount {
            let request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/service_accounts/{service_account_id}/archive", parameters: ["service_account_id": serviceAccountID], operation: "organization.service_accounts.archive")
            return try await core.send(request, options: options, as: AnthropicAdmin.ServiceAccount.self).value
        }
    }
}
