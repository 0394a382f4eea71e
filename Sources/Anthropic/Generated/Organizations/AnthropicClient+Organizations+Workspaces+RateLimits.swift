// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations.Workspaces {
    /// The `rateLimits` resource.
    public nonisolated struct RateLimits: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Set or clear rate-limit overrides for one rate-limit group in a workspace.
        ///
        /// Only the limiter types named in `limits` change: an integer `value` sets that
        /// type's override and `null` clears it. Types not named keep their current value.
        /// A value above the organization's own limit is stored, but the organization limit
        /// still applies, so the lower of the two is enforced.
        ///
        /// Returns the targeted group's entry with this request applied, in the shape
        /// `GET /v1/organizations/workspaces/{workspace_id}/rate_limits` returns. Changes
        /// take effect within about an hour.
        ///
        /// - HTTP: `POST /v1/organizations/workspaces/{workspace_id}/rate_limits/{rate_limit_id}`
        /// - Operation: `organization.workspaces.rate_limits.update`
        /// - Parameters:
        ///   - workspaceID: The ID of the workspace.
        ///   - rateLimitID: The `id` of the organization's rate-limit entry to set overrides for.
        public func update(workspaceID: String, rateLimitID: String, _ body: AnthropicAdmin.OrganizationWorkspacesRateLimitsUpdateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.WorkspaceRateLimit {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/workspaces/{workspace_id}/rate_limits/{rate_limit_id}", parameters: ["workspace_id": workspaceID, "rate_limit_id": rateLimitID], operation: "organization.workspaces.rate_limits.update")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.WorkspaceRateLimit.self).value
        }

        /// List a workspace's rate limits.
        ///
        /// By default, returns only the groups and limiter types that have a
        /// workspace-level override. With `include_inherited=true`, returns every group
        /// with organization-level limits the workspace can see, listing for each the
        /// values it inherits from the organization as well as its own overrides. Each
        /// value's `source` says which it is.
        ///
        /// When `limit` is omitted, every matching entry is returned in a single page; when
        /// `limit` truncates the result, follow `next_page` to fetch the remaining entries.
        ///
        /// - HTTP: `GET /v1/organizations/workspaces/{workspace_id}/rate_limits`
        /// - Operation: `organization.workspaces.rate_limits.list`
        /// - Parameters:
        ///   - workspaceID: The ID of the workspace.
        ///   - groupType: Filter by group type.
        ///   - includeInherited: Also list the limiter values the workspace inherits from the organization,
        ///   - limit: Maximum number of items to return per page. Ranges from `1` to `1000`.
        ///   - page: Opaque cursor from a previous response's `next_page`.
        public func list(workspaceID: String, groupType: AnthropicAdmin.OrganizationWorkspacesRateLimitsListGroupType? = nil, includeInherited: Bool? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationWorkspacesRateLimitsListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/workspaces/{workspace_id}/rate_limits", parameters: ["workspace_id": workspaceID], operation: "organization.workspaces.rate_limits.list")
            request.query.append("group_type", groupType)
            request.query.append("include_inherited", includeInherited)
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationWorkspacesRateLimitsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/workspaces/{workspace_id}/rate_limits` (repeated)
        public func list(workspaceID: String, groupType: AnthropicAdmin.OrganizationWorkspacesRateLimitsListGroupType? = nil, includeInherited: Bool? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationWorkspacesRateLimitsListResponse, AnthropicAdmin.WorkspaceRateLimit> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(workspaceID: workspaceID, groupType: groupType, includeInherited: includeInherited, limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }
    }
}
