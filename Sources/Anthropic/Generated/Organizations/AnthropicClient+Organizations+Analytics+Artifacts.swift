// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations.Analytics {
    /// The `artifacts` resource.
    public nonisolated struct Artifacts: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get artifact-creation activity for a given day, broken out by MIME type.
        ///
        /// Returns the full (`artifact_type`, `is_shared`) cube for the organization;
        /// `next_page` is null except for grouped queries, which paginate. The cube can be
        /// broken out per product, per member, or per RBAC group via `group_by[]`, and
        /// scoped via `filter[]`. Requires an API key with the `read:analytics` scope.
        ///
        /// - HTTP: `GET /v1/organizations/analytics/artifacts`
        /// - Operation: `organization.analytics.artifacts.list`
        /// - Parameters:
        ///   - date: UTC date in YYYY-MM-DD format. The day to get artifact activity for. Data is
        ///   - filter: Filters as `dimension:value`, e.g. `filter[]=rbac_group_id:{id}`. Repeat the
        ///   - groupBy: Dimensions to break results out by: `product`, `user_id` and/or `rbac_group_id`.
        ///   - limit: Maximum rows to return (1-1000, default 100). The ungrouped artifact-type cube
        ///   - page: Opaque cursor from a previous response's `next_page` field. Only valid with
        public func list(date: String, filter: [String]? = nil, groupBy: [AnthropicAdmin.AnalyticsArtifactGroupBy]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationAnalyticsArtifactsListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/analytics/artifacts", operation: "organization.analytics.artifacts.list")
            request.query.append("date", date)
            request.query.append("filter[]", filter, style: .bracketed)
            request.query.append("group_by[]", groupBy, style: .bracketed)
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationAnalyticsArtifactsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/analytics/artifacts` (repeated)
        public func list(date: String, filter: [String]? = nil, groupBy: [AnthropicAdmin.AnalyticsArtifactGroupBy]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationAnalyticsArtifactsListResponse, AnthropicAdmin.AnalyticsArtifactActivity> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(date: date, filter: filter, groupBy: groupBy, limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }
    }
}
