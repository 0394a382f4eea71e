// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.Analytics {
    /// The `plugins` resource.
    public nonisolated struct Plugins: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get per-plugin install + invocation usage for a given day, with pagination.
        ///
        /// Returns plugin usage metrics for the organization across Cowork and Claude Code,
        /// sorted by plugin name. The `plugin_name` value `third-party` is an aggregate
        /// bucket, not a plugin: it collects plugin activity, from either surface, for
        /// which the reporting client did not provide a plugin name — so an organization's
        /// own plugins can contribute both to their own named rows and to this bucket. Use
        /// `group_by[]` to break usage out per member, per RBAC group, or per product
        /// surface (Cowork / Claude Code), and `filter[]` to scope results; the parameter
        /// descriptions list the supported dimensions. Requires an API key with the
        /// `read:analytics` scope. `starting_date` / `ending_date` select range-rollup mode
        /// like `/skills`.
        ///
        /// - HTTP: `GET /v1/organizations/analytics/plugins?beta=true`
        /// - Operation: `beta.organization.analytics.plugins.list`
        /// - Parameters:
        ///   - date: UTC date in YYYY-MM-DD format. The day to get plugin usage for. Data is
        ///   - endingDate: UTC date in YYYY-MM-DD format. End of the date range (exclusive); only valid
        ///   - filter: Filters as `dimension:value`, e.g. `filter[]=rbac_group_id:{id}`. Repeat the
        ///   - groupBy: Dimensions to break results out by (e.g. `group_by[]=user_id`). Supported on
        ///   - limit: Number of results per page (1-1000, default 100).
        ///   - order: Sort direction: `asc` or `desc`. Defaults to `asc` for the endpoint's sort
        ///   - orderBy: Sort field. Restricted to the endpoint's sort column plus its rankable metrics
        ///   - page: Opaque cursor from a previous response's `next_page` field.
        ///   - startingDate: UTC date in YYYY-MM-DD format. Start of a date range (inclusive). Enables rollup
        public func list(date: String? = nil, endingDate: String? = nil, filter: [String]? = nil, groupBy: [AnthropicAdmin.AnalyticsPluginGroupBy]? = nil, limit: Int? = nil, order: AnthropicAdmin.AnalyticsOrder? = nil, orderBy: String? = nil, page: String? = nil, startingDate: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationAnalyticsPluginsListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/analytics/plugins", operation: "beta.organization.analytics.plugins.list")
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
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationAnalyticsPluginsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/analytics/plugins?beta=true` (repeated)
        public func list(date: String? = nil, endingDate: String? = nil, filter: [String]? = nil, groupBy: [AnthropicAdmin.AnalyticsPluginGroupBy]? = nil, limit: Int? = nil, order: AnthropicAdmin.AnalyticsOrder? = nil, orderBy: String? = nil, page: String? = nil, startingDate: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationAnalyticsPluginsListResponse, AnthropicAdmin.AnalyticsPluginActivity> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(date: date, endingDate: endingDate, filter: filter, groupBy: groupBy, limit: limit, order: order, orderBy: orderBy, page: cursor, startingDate: startingDate, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }
    }
}
