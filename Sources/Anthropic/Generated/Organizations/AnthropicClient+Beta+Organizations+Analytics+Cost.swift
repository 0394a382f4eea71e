// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.Analytics {
    /// The `cost` resource.
    public nonisolated struct Cost: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get cost in USD across a date range, broken out by dimension.
        ///
        /// Returns one row per combination of the requested `group_by[]` dimensions (and
        /// time bucket, when `time_bucket_width` is set) that has cost in the range, ranked
        /// by spend or ordered by time bucket; every combination is returned across pages.
        /// With no `group_by[]` and no `time_bucket_width`, a single row aggregates the
        /// whole range. Includes all cost, whether or not it is attributable to a seat
        /// user. Requires an API key with the `read:analytics` scope, or an Admin API key.
        /// This endpoint is in beta and is not available to organizations with HIPAA
        /// readiness enabled: their API requests return a 400 error. A parent
        /// organization's report across its child organizations leaves out the child
        /// organizations that have HIPAA readiness enabled. If the parent has child
        /// organizations and all of them have HIPAA readiness enabled, the request returns
        /// a 400 error.
        ///
        /// - HTTP: `GET /v1/organizations/analytics/cost?beta=true`
        /// - Operation: `organization.analytics.cost.list`
        /// - Parameters:
        ///   - startingAt: Start of range, inclusive. RFC 3339 tz-aware. Must be within the last 365 days
        ///   - actorIDs: Filter to usage attributed to specific identities, by tagged ID: a `user_...`,
        ///   - actorTypes: Filter to usage attributed to specific kinds of identity. Use
        ///   - agentIDs: Filter to usage incurred by sessions of specific Claude Managed Agents agents.
        ///   - apiKeyIDs: Filter to usage authenticated by specific API keys, by tagged API key ID
        ///   - claudeTagCategories: Filter to Claude Tag (Claude in Slack) usage in specific spend categories. Usage
        ///   - claudeTagUserIDs: Filter to Claude Tag (Claude in Slack) usage attributed to specific Slack users,
        ///   - contextWindows: Filter to specific context-window pricing tiers. Use `group_by[]=context_window`
        ///   - deploymentIDs: Filter to usage incurred by Claude Managed Agents sessions that specific
        ///   - endingAt: End of range, exclusive. Required when `time_bucket_width` is set. Without
        ///   - environmentIDs: Filter to usage incurred by Claude Managed Agents sessions that ran in specific
        ///   - excludeDeletedUsers: If true, omit rows whose `actor` is a `user_actor` with `deleted: true`.
        ///   - groupBy: Dimensions to break cost out by (at most 5, not counting `cost_type` and
        ///   - inferenceGeos: Filter to specific inference regions. `not_available` matches rows where the
        ///   - limit: Number of rows per page (1-1000, default 20). `cost_type`/`token_type` fan-out
        ///   - models: Models to include. Defaults to all models. Use `group_by[]=model` to break out
        ///   - order: Sort direction of the `order_by` metric, or of the time buckets when `order_by`
        ///   - orderBy: Row order. A metric ranks rows by that metric in the `order` direction. `time`
        ///   - organizationIDs: Filter a parent organization's report to specific child organizations, by
        ///   - page: Opaque cursor from a previous response's `next_page` field.
        ///   - products: Product surfaces to include. Defaults to all products.
        ///   - rbacGroupIDs: Filter to usage attributed to specific RBAC groups. Accepts tagged RBAC group
        ///   - serviceTiers: Filter to specific service tiers. Use `group_by[]=service_tier` to break out
        ///   - sessionIDs: Filter to usage incurred by specific Claude Managed Agents sessions, by tagged
        ///   - slackChannelIDs: Filter to usage originating from specific Slack channels. Use
        ///   - speeds: Filter to fast or standard inference mode. Use `group_by[]=speed` to break out
        ///   - timeBucketWidth: Time-bucket granularity. When set, rows are returned per time bucket (one per
        ///   - userProfileIDs: Filter to usage attributed to specific user profiles, by tagged user profile ID
        ///   - workspaceIDs: Filter to usage in specific workspaces, by tagged workspace ID (`wrkspc_...`).
        public func list(startingAt: String, actorIDs: [String]? = nil, actorTypes: [AnthropicAdmin.BetaAnalyticsActorType]? = nil, agentIDs: [String]? = nil, apiKeyIDs: [String]? = nil, claudeTagCategories: [AnthropicAdmin.BetaAnalyticsClaudeTagCategory]? = nil, claudeTagUserIDs: [String]? = nil, contextWindows: [AnthropicAdmin.BetaAnalyticsContextWindow]? = nil, deploymentIDs: [String]? = nil, endingAt: String? = nil, environmentIDs: [String]? = nil, excludeDeletedUsers: Bool? = nil, groupBy: [AnthropicAdmin.BetaAnalyticsCostGroupBy]? = nil, inferenceGeos: [AnthropicAdmin.BetaAnalyticsInferenceGeoFilter]? = nil, limit: Int? = nil, models: [String]? = nil, order: AnthropicAdmin.BetaAnalyticsUsageCostSortOrder? = nil, orderBy: AnthropicAdmin.BetaAnalyticsCostOrderBy? = nil, organizationIDs: [String]? = nil, page: String? = nil, products: [AnthropicAdmin.BetaAnalyticsUsageCostProductFilter]? = nil, rbacGroupIDs: [String]? = nil, serviceTiers: [AnthropicAdmin.BetaAnalyticsServiceTier]? = nil, sessionIDs: [String]? = nil, slackChannelIDs: [String]? = nil, speeds: [AnthropicAdmin.BetaAnalyticsSpeed]? = nil, timeBucketWidth: AnthropicAdmin.BetaAnalyticsTimeBucketWidth? = nil, userProfileIDs: [String]? = nil, workspaceIDs: [String]? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationAnalyticsCostListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/analytics/cost", operation: "organization.analytics.cost.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "analytics-usage-cost-2026-08-24"
            request.query.append("starting_at", startingAt)
            request.query.append("actor_ids[]", actorIDs, style: .bracketed)
            request.query.append("actor_types[]", actorTypes, style: .bracketed)
            request.query.append("agent_ids[]", agentIDs, style: .bracketed)
            request.query.append("api_key_ids[]", apiKeyIDs, style: .bracketed)
            request.query.append("claude_tag_categories[]", claudeTagCategories, style: .bracketed)
            request.query.append("claude_tag_user_ids[]", claudeTagUserIDs, style: .bracketed)
            request.query.append("context_windows[]", contextWindows, style: .bracketed)
            request.query.append("deployment_ids[]", deploymentIDs, style: .bracketed)
            request.query.append("ending_at", endingAt)
            request.query.append("environment_ids[]", environmentIDs, style: .bracketed)
            request.query.append("exclude_deleted_users", excludeDeletedUsers)
            request.query.append("group_by[]", groupBy, style: .bracketed)
            request.query.append("inference_geos[]", inferenceGeos, style: .bracketed)
            request.query.append("limit", limit)
            request.query.append("models[]", models, style: .bracketed)
            request.query.append("order", order)
            request.query.append("order_by", orderBy)
            request.query.append("organization_ids[]", organizationIDs, style: .bracketed)
            request.query.append("page", page)
            request.query.append("products[]", products, style: .bracketed)
            request.query.append("rbac_group_ids[]", rbacGroupIDs, style: .bracketed)
            request.query.append("service_tiers[]", serviceTiers, style: .bracketed)
            request.query.append("session_ids[]", sessionIDs, style: .bracketed)
            request.query.append("slack_channel_ids[]", slackChannelIDs, style: .bracketed)
            request.query.append("speeds[]", speeds, style: .bracketed)
            request.query.append("time_bucket_width", timeBucketWidth)
            request.query.append("user_profile_ids[]", userProfileIDs, style: .bracketed)
            request.query.append("workspace_ids[]", workspaceIDs, style: .bracketed)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationAnalyticsCostListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/analytics/cost?beta=true` (repeated)
        public func list(startingAt: String, actorIDs: [String]? = nil, actorTypes: [AnthropicAdmin.BetaAnalyticsActorType]? = nil, agentIDs: [String]? = nil, apiKeyIDs: [String]? = nil, claudeTagCategories: [AnthropicAdmin.BetaAnalyticsClaudeTagCategory]? = nil, claudeTagUserIDs: [String]? = nil, contextWindows: [AnthropicAdmin.BetaAnalyticsContextWindow]? = nil, deploymentIDs: [String]? = nil, endingAt: String? = nil, environmentIDs: [String]? = nil, excludeDeletedUsers: Bool? = nil, groupBy: [AnthropicAdmin.BetaAnalyticsCostGroupBy]? = nil, inferenceGeos: [AnthropicAdmin.BetaAnalyticsInferenceGeoFilter]? = nil, limit: Int? = nil, models: [String]? = nil, order: AnthropicAdmin.BetaAnalyticsUsageCostSortOrder? = nil, orderBy: AnthropicAdmin.BetaAnalyticsCostOrderBy? = nil, organizationIDs: [String]? = nil, page: String? = nil, products: [AnthropicAdmin.BetaAnalyticsUsageCostProductFilter]? = nil, rbacGroupIDs: [String]? = nil, serviceTiers: [AnthropicAdmin.BetaAnalyticsServiceTier]? = nil, sessionIDs: [String]? = nil, slackChannelIDs: [String]? = nil, speeds: [AnthropicAdmin.BetaAnalyticsSpeed]? = nil, timeBucketWidth: AnthropicAdmin.BetaAnalyticsTimeBucketWidth? = nil, userProfileIDs: [String]? = nil, workspaceIDs: [String]? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationAnalyticsCostListResponse, AnthropicAdmin.BetaAnalyticsCostItem> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(startingAt: startingAt, actorIDs: actorIDs, actorTypes: actorTypes, agentIDs: agentIDs, apiKeyIDs: apiKeyIDs, claudeTagCategories: claudeTagCategories, claudeTagUserIDs: claudeTagUserIDs, contextWindows: contextWindows, deploymentIDs: deploymentIDs, endingAt: endingAt, environmentIDs: environmentIDs, excludeDeletedUsers: excludeDeletedUsers, groupBy: groupBy, inferenceGeos: inferenceGeos, limit: limit, models: models, order: order, orderBy: orderBy, organizationIDs: organizationIDs, page: cursor, products: products, rbacGroupIDs: rbacGroupIDs, serviceTiers: serviceTiers, sessionIDs: sessionIDs, slackChannelIDs: slackChannelIDs, speeds: speeds, timeBucketWidth: timeBucketWidth, userProfileIDs: userProfileIDs, workspaceIDs: workspaceIDs, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.nextPage
            })
        }
    }
}
