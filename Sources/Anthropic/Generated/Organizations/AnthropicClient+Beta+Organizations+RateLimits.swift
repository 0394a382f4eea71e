// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `rateLimits` resource.
    public nonisolated struct RateLimits: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// List Messages API rate limits for your organization.
        ///
        /// Each entry corresponds to one rate-limit group (either a model family or an
        /// API-surface category such as the Message Batches API or the web search tool) and
        /// contains the set of limiter values that apply to it.
        ///
        /// When `limit` is omitted, every matching entry is returned in a single page; when
        /// `limit` truncates the result, follow `next_page` to fetch the remaining entries.
        ///
        /// - HTTP: `GET /v1/organizations/rate_limits?beta=true`
        /// - Operation: `beta.organization.rate_limits.list`
        /// - Parameters:
        ///   - groupType: Filter by group type.
        ///   - limit: Maximum number of items to return per page. Ranges from `1` to `1000`.
        ///   - model: Filter to the single entry containing this model. Accepts full model names and
        ///   - page: Opaque cursor from a previous response's `next_page`.
        public func list(groupType: AnthropicAdmin.OrganizationRateLimitsListGroupType? = nil, limit: Int? = nil, model: String? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationRateLimitsListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/rate_limits", operation: "beta.organization.rate_limits.list")
            request.query.append("beta", "true")
            request.query.append("group_type", groupType)
            request.query.append("limit", limit)
            request.query.append("model", model)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationRateLimitsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/rate_limits?beta=true` (repeated)
        public func list(groupType: AnthropicAdmin.OrganizationRateLimitsListGroupType? = nil, limit: Int? = nil, model: String? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationRateLimitsListResponse, AnthropicAdmin.OrganizationRateLimit> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(groupType: groupType, limit: limit, model: model, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }
    }
}
