// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.Plugins {
    /// The `shares` resource.
    public nonisolated struct Shares: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// List the shares the owner of a member-owned Plugin has given — to every member
        /// of the organization, to an RBAC Group, or to one member — most recently granted
        /// first.
        ///
        /// Shares are read-only in this API: members give and withdraw them in claude.ai.
        /// The Plugin's `owner` gave each share listed. An organization-owned Plugin has
        /// installation settings instead of shares, so this path returns 404 for one.
        ///
        /// **Accepted credentials:** an Admin API key with the `read:plugins` or
        /// `read:org_audit` scope, or a Compliance Access Key with the
        /// `read:compliance_org_data` scope.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
        /// exactly as if the endpoint did not exist. The Plugins API is in beta and is
        /// available to Claude Enterprise organizations only. It is not available to Claude
        /// Platform (Claude Console) organizations, or to organizations with HIPAA
        /// readiness enabled.
        ///
        /// - HTTP: `GET /v1/organizations/plugins/{plugin_id}/shares?beta=true`
        /// - Operation: `organization.plugins.shares.list`
        /// - Parameters:
        ///   - pluginID: ID of the Plugin (prefixed `plugin_`).
        ///   - limit: Number of items to return per page.
        ///   - organizationID: For a `read:org_audit` or `read:compliance_org_data` key created for all of a
        ///   - page: Optionally set to the `next_page` token from the previous response.
        ///   - targetType: Only shares with this kind of target: `organization` (every member),
        public func list(pluginID: String, limit: Int? = nil, organizationID: String? = nil, page: String? = nil, targetType: AnthropicAdmin.OrganizationPluginsSharesListTargetType? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationPluginsSharesListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/plugins/{plugin_id}/shares", parameters: ["plugin_id": pluginID], operation: "organization.plugins.shares.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            request.query.append("limit", limit)
            request.query.append("organization_id", organizationID)
            request.query.append("page", page)
            request.query.append("target_type", targetType)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationPluginsSharesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/plugins/{plugin_id}/shares?beta=true` (repeated)
        public func list(pluginID: String, limit: Int? = nil, organizationID: String? = nil, page: String? = nil, targetType: AnthropicAdmin.OrganizationPluginsSharesListTargetType? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationPluginsSharesListResponse, AnthropicAdmin.BetaPluginShare> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(pluginID: pluginID, limit: limit, organizationID: organizationID, page: cursor, targetType: targetType, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }
    }
}
