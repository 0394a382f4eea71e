// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.SpendLimits {
    /// The `effective` resource.
    public nonisolated struct Effective: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// List each member's effective spend limit and period-to-date spend.
        ///
        /// Returns one row per (member, period) the member resolves a spend limit for, with
        /// the `source` scope the spend limit was inherited from. Paginates by member, so a
        /// member's periods never split across pages. Supported for Claude Enterprise
        /// organizations only, not for Claude Console organizations.
        ///
        /// - HTTP: `GET /v1/organizations/spend_limits/effective?beta=true`
        /// - Operation: `beta.organization.spend_limits.effective.list`
        /// - Parameters:
        ///   - limit: Maximum number of members per page. A member's period rows never split across
        ///   - page: Opaque cursor from a previous response's `next_page` field.
        ///   - period: Restrict the report to these limit periods. Omit to return one row per period
        ///   - userIDs: Restrict the report to these members, by tagged user ID (`user_...`). At most
        public func list(limit: Int? = nil, page: String? = nil, period: [AnthropicAdmin.SpendLimitPeriod]? = nil, userIDs: [String]? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationSpendLimitsEffectiveListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/spend_limits/effective", operation: "beta.organization.spend_limits.effective.list")
            request.query.append("beta", "true")
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("period[]", period, style: .bracketed)
            request.query.append("user_ids[]", userIDs, style: .bracketed)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationSpendLimitsEffectiveListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/spend_limits/effective?beta=true` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, period: [AnthropicAdmin.SpendLimitPeriod]? = nil, userIDs: [String]? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationSpendLimitsEffectiveListResponse, AnthropicAdmin.SpendSummary> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, period: period, userIDs: userIDs, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }
    }
}
