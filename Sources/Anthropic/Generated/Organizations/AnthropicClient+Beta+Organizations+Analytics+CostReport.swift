// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.Analytics {
    /// The `costReport` resource.
    public nonisolated struct CostReport: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// [Legacy] Get cost in USD over time across a date range.
        ///
        /// Returns cost bucketed by minute, hour, or day, optionally broken down by one or
        /// more `group_by[]` dimensions, such as model or cost type. Available to
        /// organizations on a Claude Enterprise plan. Requires an API key with the
        /// `read:analytics` scope.
        ///
        /// This endpoint is one of the legacy Claude Enterprise usage and cost reports. For
        /// new integrations, use
        /// [`GET /v1/organizations/analytics/cost`](/docs/en/api/beta/organization/analytics/cost/list)
        /// in the Usage and Cost Analytics API instead. To move an existing integration,
        /// see
        /// [Migrate from the Claude Enterprise usage and cost reports](/docs/en/manage-claude/usage-cost-analytics-api#migrate-from-enterprise-analytics-reports).
        ///
        /// - HTTP: `GET /v1/organizations/analytics/cost_report?beta=true`
        /// - Operation: `organization.analytics.cost_report.list`
        /// - Parameters:
        ///   - startingAt: Start of range, inclusive. RFC 3339 tz-aware. Must be within the last 365 days
        ///   - bucketWidth: Time bucket granularity.
        ///   - claudeTagCategories: Filter to Claude Tag (Claude in Slack) usage in specific spend categories. Usage
        ///   - claudeTagUserIDs: Filter to Claude Tag (Claude in Slack) usage attributed to specific Slack users,
        ///   - contextWindows: Filter to specific context-window pricing tiers. Use `group_by[]=context_window`
        ///   - endingAt: End of range, exclusive. When omitted, defaults to the earlier of now and
        ///   - groupBy: Dimensions to break each time bucket out by. Defaults to no grouping (one total
        ///   - inferenceGeos: Filter to specific inference regions. `not_available` matches rows where the
        ///   - limit: Maximum number of time buckets per page. Defaults and caps vary by
        ///   - models: Models to include. Defaults to all models. Use `group_by[]=model` to break out
        ///   - page: Opaque cursor from a previous response's `next_page` field.
        ///   - products: Product surfaces to include. Defaults to all products. Use `group_by[]=product`
        ///   - rbacGroupIDs: Filter to usage attributed to specific RBAC groups. Accepts tagged RBAC group
        ///   - slackChannelIDs: Filter to usage originating from specific Slack channels. Use
        ///   - speeds: Filter to fast or standard inference mode. Use `group_by[]=speed` to break out
        ///   - userIDs: Filter to specific users by tagged user ID.
        public func list(startingAt: String, bucketWidth: AnthropicAdmin.OrganizationAnalyticsCostReportListBucketWidth? = nil, claudeTagCategories: [AnthropicAdmin.BetaAnalyticsClaudeTagCategory]? = nil, claudeTagUserIDs: [String]? = nil, contextWindows: [AnthropicAdmin.BetaAnalyticsContextWindow]? = nil, endingAt: String? = nil, groupBy: [AnthropicAdmin.OrganizationAnalyticsCostReportListGroupByItem]? = nil, inferenceGeos: [AnthropicAdmin.BetaAnalyticsInferenceGeoFilter]? = nil, limit: Int? = nil, models: [String]? = nil, page: String? = nil, products: [AnthropicAdmin.BetaAnalyticsProductFilter]? = nil, rbacGroupIDs: [String]? = nil, slackChannelIDs: [String]? = nil, speeds: [AnthropicAdmin.OrganizationAnalyticsCostReportListSpeed]? = nil, userIDs: [String]? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationAnalyticsCostReportListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/analytics/cost_report", operation: "organization.analytics.cost_report.list")
            request.query.append("beta", "true")
            request.query.append("starting_at", startingAt)
            request.query.append("bucket_width", bucketWidth)
            request.query.append("claude_tag_categories[]", claudeTagCategories, style: .bracketed)
            request.query.append("claude_tag_user_ids[]", claudeTagUserIDs, style: .bracketed)
            request.query.append("context_windows[]", contextWindows, style: .bracketed)
            request.query.append("ending_at", endingAt)
            request.query.append("group_by[]", groupBy, style: .bracketed)
            request.query.append("inference_geos[]", inferenceGeos, style: .bracketed)
            request.query.append("limit", limit)
            request.query.append("models[]", models, style: .bracketed)
            request.query.append("page", page)
            request.query.append("products[]", products, style: .bracketed)
            request.query.append("rbac_group_ids[]", rbacGroupIDs, style: .bracketed)
            request.query.append("slack_channel_ids[]", slackChannelIDs, style: .bracketed)
            request.query.append("speeds[]", speeds, style: .bracketed)
            request.query.append("user_ids[]", userIDs, style: .bracketed)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationAnalyticsCostReportListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/analytics/cost_report?beta=true` (repeated)
        public func list(startingAt: String, bucketWidth: AnthropicAdmin.OrganizationAnalyticsCostReportListBucketWidth? = nil, claudeTagCategories: [AnthropicAdmin.BetaAnalyticsClaudeTagCategory]? = nil, claudeTagUserIDs: [String]? = nil, contextWindows: [AnthropicAdmin.BetaAnalyticsContextWindow]? = nil, endingAt: String? = nil, groupBy: [AnthropicAdmin.OrganizationAnalyticsCostReportListGroupByItem]? = nil, inferenceGeos: [AnthropicAdmin.BetaAnalyticsInferenceGeoFilter]? = nil, limit: Int? = nil, models: [String]? = nil, page: String? = nil, products: [AnthropicAdmin.BetaAnalyticsProductFilter]? = nil, rbacGroupIDs: [String]? = nil, slackChannelIDs: [String]? = nil, speeds: [AnthropicAdmin.OrganizationAnalyticsCostReportListSpeed]? = nil, userIDs: [String]? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationAnalyticsCostReportListResponse, AnthropicAdmin.BetaAnalyticsCostReportTimeBucket> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(startingAt: startingAt, bucketWidth: bucketWidth, claudeTagCategories: claudeTagCategories, claudeTagUserIDs: claudeTagUserIDs, contextWindows: contextWindows, endingAt: endingAt, groupBy: groupBy, inferenceGeos: inferenceGeos, limit: limit, models: models, page: cursor, products: products, rbacGroupIDs: rbacGroupIDs, slackChannelIDs: slackChannelIDs, speeds: speeds, userIDs: userIDs, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.nextPage
            })
        }
    }
}
