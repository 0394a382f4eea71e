// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.Analytics.Apps.Chat {
    /// The `projects` resource.
    public nonisolated struct Projects: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get per-project activity for a given day, with cursor-based pagination.
        ///
        /// Returns activity metrics for each project in the organization, sorted by project
        /// ID. Use `group_by[]` to break projects out per member or per RBAC group, and
        /// `filter[]` to scope results; the parameter descriptions list the supported
        /// dimensions. Available to organizations on a Claude Enterprise plan. Requires an
        /// API key with the `read:analytics` scope.
        ///
        /// - HTTP: `GET /v1/organizations/analytics/apps/chat/projects?beta=true`
        /// - Operation: `beta.organization.analytics.apps.chat.projects.list`
        /// - Parameters:
        ///   - date: UTC date in YYYY-MM-DD format. The day to get project activity for. Data is
        ///   - endingDate: UTC date in YYYY-MM-DD format. End of the date range (exclusive); only valid
        ///   - filter: Filters as `dimension:value`, e.g. `filter[]=rbac_group_id:{id}`. Repeat the
        ///   - groupBy: Dimensions to break results out by (e.g. `group_by[]=user_id`). Supported on
        ///   - limit: Number of results per page (1-1000, default 100).
        ///   - order: Sort direction: `asc` or `desc`. Defaults to `asc` for the endpoint's sort
        ///   - orderBy: Sort field. Restricted to the endpoint's sort column plus its rankable metrics
        ///   - page: Opaque cursor from a previous response's `next_page` field.
        ///   - startingDate: UTC date in YYYY-MM-DD format. Start of a date range (inclusive). Enables rollup
        public func list(date: String? = nil, endingDate: String? = nil, filter: [String]? = nil, groupBy: [AnthropicAdmin.AnalyticsProjectGroupBy]? = nil, limit: Int? = nil, order: AnthropicAdmin.AnalyticsOrder? = nil, orderBy: String? = nil, page: String? = nil, startingDate: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationAnalyticsAppsChatProjectsListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/analytics/apps/chat/projects", operation: "beta.organization.analytics.apps.chat.projects.list")
            request.query.append("beta", "true")
            request.query.append("date", date)
            request.query.append("ending_date", endingDate)
            request.query.append("filter[]", filter, style: .bracketed)
            request.query.append("group_by[]", groupBy, style: .bracketed)
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("order_by", orderBy)
            request.query.append("page", page)
            request.query.append("starting_date", startingDate)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationAnalyticsAppsChatProjectsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/analytics/apps/chat/projects?beta=true` (repeated)
        public func list(date: String? = nil, endingDate: String? = nil, filter: [String]? = nil, groupBy: [AnthropicAdmin.AnalyticsProjectGroupBy]? = nil, limit: Int? = nil, order: AnthropicAdmin.AnalyticsOrder? = nil, orderBy: String? = nil, page: String? = nil, startingDate: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationAnalyticsAppsChatProjectsListResponse, AnthropicAdmin.AnalyticsProjectActivity> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(date: date, endingDate: endingDate, filter: filter, groupBy: groupBy, limit: limit, order: order, orderBy: orderBy, page: cursor, startingDate: startingDate, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }
    }
}
