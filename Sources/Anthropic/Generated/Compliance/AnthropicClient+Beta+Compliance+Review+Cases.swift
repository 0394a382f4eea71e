// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Compliance.Review {
    /// The `cases` resource.
    public nonisolated struct Cases: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Read one review case.
        ///
        /// A case that the API key can't reach, or that Anthropic hasn't sent, returns the
        /// same 404 as a case that doesn't exist.
        ///
        /// An Admin API key with the `read:compliance_review_cases` scope can call this
        /// endpoint.
        ///
        /// - HTTP: `GET /v1/compliance/review/cases/{case_id}?beta=true`
        /// - Operation: `compliance.review.cases.retrieve`
        /// - Parameters:
        ///   - caseID: The ID of the case (`rvc_...`).
        public func retrieve(caseID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaComplianceReviewCase {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/compliance/review/cases/{case_id}", parameters: ["case_id": caseID], operation: "compliance.review.cases.retrieve")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaComplianceReviewCase.self).value
        }

        /// List the review cases of every organization that the API key can reach, newest
        /// first by default. Both open and closed cases are returned unless `status` is
        /// set.
        ///
        /// To sync, store the largest `updated_at` you have read, and send it as the
        /// at-or-after filter on `updated_at`, sorted by `updated_at` ascending. That finds
        /// new cases, newly closed cases, and cases with a new notice. Read every page,
        /// match results by `id`, and store the new largest value after the last page.
        ///
        /// A request with the `anthropic-user-profile-id` header and no `user_profile_id`
        /// parameter returns a 400 error.
        ///
        /// An Admin API key with the `read:compliance_review_cases` scope can call this
        /// endpoint.
        ///
        /// - HTTP: `GET /v1/compliance/review/cases?beta=true`
        /// - Operation: `compliance.review.cases.list`
        /// - Parameters:
        ///   - createdAtGt: Return only cases whose `created_at` is after this time.
        ///   - createdAtGte: Return only cases whose `created_at` is at or after this time.
        ///   - createdAtLt: Return only cases whose `created_at` is before this time.
        ///   - createdAtLte: Return only cases whose `created_at` is at or before this time.
        ///   - limit: Number of cases to return per page, between 1 and 100. Defaults to 20.
        ///   - order: Sort direction, by `order_by` and then by `id`. Defaults to `desc`.
        ///   - orderBy: The field to sort by. Defaults to `created_at`.
        ///   - page: Opaque cursor from a previous response's `next_page`. Leave it out to get the
        ///   - status: Return only cases with this status. Leave it out to get both open and closed
        ///   - updatedAtGt: Return only cases whose `updated_at` is after this time.
        ///   - updatedAtGte: Return cases whose `updated_at` is at or after this time. Cases slightly older
        ///   - updatedAtLt: Return only cases whose `updated_at` is before this time.
        ///   - updatedAtLte: Return only cases whose `updated_at` is at or before this time.
        ///   - userProfileID: Return only cases where a message's `user_profile_id` is this ID, including
        public func list(createdAtGt: String? = nil, createdAtGte: String? = nil, createdAtLt: String? = nil, createdAtLte: String? = nil, limit: Int? = nil, order: AnthropicAdmin.BetaComplianceReviewOrder? = nil, orderBy: AnthropicAdmin.BetaComplianceReviewCaseOrderBy? = nil, page: String? = nil, status: AnthropicAdmin.BetaComplianceReviewCaseStatusFilter? = nil, updatedAtGt: String? = nil, updatedAtGte: String? = nil, updatedAtLt: String? = nil, updatedAtLte: String? = nil, userProfileID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.ComplianceReviewCasesListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/compliance/review/cases", operation: "compliance.review.cases.list")
            request.query.append("beta", "true")
            request.query.append("created_at[gt]", createdAtGt)
            request.query.append("created_at[gte]", createdAtGte)
            request.query.append("created_at[lt]", createdAtLt)
            request.query.append("created_at[lte]", createdAtLte)
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("order_by", orderBy)
            request.query.append("page", page)
            request.query.append("status", status)
            request.query.append("updated_at[gt]", updatedAtGt)
            request.query.append("updated_at[gte]", updatedAtGte)
            request.query.append("updated_at[lt]", updatedAtLt)
            request.query.append("updated_at[lte]", updatedAtLte)
            request.query.append("user_profile_id", userProfileID)
            return try await core.send(request, options: options, as: AnthropicAdmin.ComplianceReviewCasesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/compliance/review/cases?beta=true` (repeated)
        public func list(createdAtGt: String? = nil, createdAtGte: String? = nil, createdAtLt: String? = nil, createdAtLte: String? = nil, limit: Int? = nil, order: AnthropicAdmin.BetaComplianceReviewOrder? = nil, orderBy: AnthropicAdmin.BetaComplianceReviewCaseOrderBy? = nil, page: String? = nil, status: AnthropicAdmin.BetaComplianceReviewCaseStatusFilter? = nil, updatedAtGt: String? = nil, updatedAtGte: String? = nil, updatedAtLt: String? = nil, updatedAtLte: String? = nil, userProfileID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.ComplianceReviewCasesListResponse, AnthropicAdmin.BetaComplianceReviewCase> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(createdAtGt: createdAtGt, createdAtGte: createdAtGte, createdAtLt: createdAtLt, createdAtLte: createdAtLte, limit: limit, order: order, orderBy: orderBy, page: cursor, status: status, updatedAtGt: updatedAtGt, updatedAtGte: updatedAtGte, updatedAtLt: updatedAtLt, updatedAtLte: updatedAtLte, userProfileID: userProfileID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Send your conclusion on a review case.
        ///
        /// A response closes the case, and a closed
        /// case can't be reopened.
        ///
        /// Only the first response counts. A request is safe to send again: if the closed
        /// case has a response with the same field values, in any list order, the API
        /// returns 200 and changes nothing. If the closed case has a different response, or
        /// none, the API returns a 400 with `case_closed` in `error.details.error_code`.
        ///
        /// If your end customer reviews this case instead of you, the API returns a 403
        /// with `case_reviewed_by_end_customer` in `error.details.error_code`.
        ///
        /// An Admin API key with the `write:compliance_review_cases` scope can call this
        /// endpoint.
        ///
        /// - HTTP: `POST /v1/compliance/review/cases/{case_id}/respond?beta=true`
        /// - Operation: `compliance.review.cases.respond`
        /// - Parameters:
        ///   - caseID: The ID of the case (`rvc_...`).
        public func respond(caseID: String, _ body: AnthropicAdmin.ComplianceReviewCasesRespondRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaComplianceReviewCase {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/compliance/review/cases/{case_id}/respond", parameters: ["case_id": caseID], operation: "compliance.review.cases.respond")
            request.query.append("beta", "true")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaComplianceReviewCase.self).value
        }
    }
}
