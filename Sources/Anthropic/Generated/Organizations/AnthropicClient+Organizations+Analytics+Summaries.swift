// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations.Analytics {
    /// The `summaries` resource.
    public nonisolated struct Summaries: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get organization-wide activity summaries for a date range.
        ///
        /// Returns one entry per day from `starting_date` (inclusive) to `ending_date`
        /// (exclusive) in `data`, the same `data` / `next_page` envelope as the other
        /// analytics list endpoints; the series is currently returned in full, so
        /// `next_page` is always null. Data is typically available with a 1-day lag and may
        /// be revised by a few percent over the following days: when `ending_date` is
        /// omitted it defaults to the most recent available day + 1, so the last entry
        /// covers the most recent available day. The series can be scoped to an RBAC group
        /// via `filter[]=rbac_group_id:{id}`. Available to organizations on a Claude
        /// Enterprise plan. Requires an API key with the `read:analytics` scope.
        ///
        /// - HTTP: `GET /v1/organizations/analytics/summaries`
        /// - Operation: `organization.analytics.summaries.list`
        /// - Parameters:
        ///   - startingDate: UTC date in YYYY-MM-DD format. Start of the date range (inclusive). Data is
        ///   - endingDate: UTC date in YYYY-MM-DD format. End of the date range (exclusive). Data is
        ///   - filter: Filters as `dimension:value`. Only `rbac_group_id` is supported (e.g.
        ///   - limit: Number of results per page (1-1000, default 100). The day series (at most 366
        ///   - page: Opaque cursor from a previous response's `next_page` field. `next_page` is
        public func list(startingDate: String, endingDate: String? = nil, filter: [String]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationAnalyticsSummariesListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/analytics/summaries", operation: "organization.analytics.summaries.list")
            request.query.append("starting_date", startingDate)
            request.query.append("ending_date", endingDate)
            request.query.append("filter[]", filter, style: .bracketed)
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationAnalyticsSummariesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/analytics/summaries` (repeated)
        public func list(startingDate: String, endingDate: String? = nil, filter: [String]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationAnalyticsSummariesListResponse, AnthropicAdmin.AnalyticsSingleDayActivitySummary> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(startingDate: startingDate, endingDate: endingDate, filter: filter, limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }
    }
}
