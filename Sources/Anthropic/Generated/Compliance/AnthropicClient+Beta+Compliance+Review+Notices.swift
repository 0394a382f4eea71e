// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Compliance.Review {
    /// The `notices` resource.
    public nonisolated struct Notices: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// List Anthropic's notices to the organizations that the API key can reach, newest
        /// first by default. A notice is returned only if the API key can read every case
        /// in its `case_ids`.
        ///
        /// To poll, store the largest `created_at` you have read, and send it as the
        /// at-or-after filter on `created_at`. Read every page, match results by `id`, and
        /// store the new largest value after the last page.
        ///
        /// An Admin API key with the `read:compliance_review_cases` scope can call this
        /// endpoint.
        ///
        /// - HTTP: `GET /v1/compliance/review/notices?beta=true`
        /// - Operation: `compliance.review.notices.list`
        /// - Parameters:
        ///   - caseID: Return only notices whose `case_ids` include this case (`rvc_...`). A case that
        ///   - createdAtGt: Return only notices whose `created_at` is after this time.
        ///   - createdAtGte: Return notices whose `created_at` is at or after this time. Notices slightly
        ///   - createdAtLt: Return only notices whose `created_at` is before this time.
        ///   - createdAtLte: Return only notices whose `created_at` is at or before this time.
        ///   - limit: Number of notices to return per page, between 1 and 100. Defaults to 20.
        ///   - order: Sort direction, by `created_at` and then by `id`. Defaults to `desc`.
        ///   - page: Opaque cursor from a previous response's `next_page`. Leave it out to get the
        public func list(caseID: String? = nil, createdAtGt: String? = nil, createdAtGte: String? = nil, createdAtLt: String? = nil, createdAtLte: String? = nil, limit: Int? = nil, order: AnthropicAdmin.BetaComplianceReviewOrder? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.ComplianceReviewNoticesListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/compliance/review/notices", operation: "compliance.review.notices.list")
            request.query.append("beta", "true")
            request.query.append("case_id", caseID)
            request.query.append("created_at[gt]", createdAtGt)
            request.query.append("created_at[gte]", createdAtGte)
            request.query.append("created_at[lt]", createdAtLt)
            request.query.append("created_at[lte]", createdAtLte)
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.ComplianceReviewNoticesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/compliance/review/notices?beta=true` (repeated)
        public func list(caseID: String? = nil, createdAtGt: String? = nil, createdAtGte: String? = nil, createdAtLt: String? = nil, createdAtLte: String? = nil, limit: Int? = nil, order: AnthropicAdmin.BetaComplianceReviewOrder? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.ComplianceReviewNoticesListResponse, AnthropicAdmin.BetaComplianceReviewNotice> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(caseID: caseID, createdAtGt: createdAtGt, createdAtGte: createdAtGte, createdAtLt: createdAtLt, createdAtLte: createdAtLte, limit: limit, order: order, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }
    }
}
