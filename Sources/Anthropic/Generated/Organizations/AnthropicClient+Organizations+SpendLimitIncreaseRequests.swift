// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations {
    /// The `spendLimitIncreaseRequests` resource.
    public nonisolated struct SpendLimitIncreaseRequests: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve a spend limit increase request.
        ///
        /// While `pending`, the response includes a live `spend_summary` for the requester
        /// at the request's period.
        ///
        /// - HTTP: `GET /v1/organizations/spend_limit_increase_requests/{spend_limit_increase_request_id}`
        /// - Operation: `organization.spend_limits.increase_requests.retrieve`
        /// - Parameters:
        ///   - spendLimitIncreaseRequestID: ID of the spend limit increase request.
        public func retrieve(spendLimitIncreaseRequestID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.SpendLimitIncreaseRequest {
            let request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/spend_limit_increase_requests/{spend_limit_increase_request_id}", parameters: ["spend_limit_increase_request_id": spendLimitIncreaseRequestID], operation: "organization.spend_limits.increase_requests.retrieve")
            return try await core.send(request, options: options, as: AnthropicAdmin.SpendLimitIncreaseRequest.self).value
        }

        /// List spend limit increase requests, most recent first.
        ///
        /// Pending requests include a live `spend_summary` for the requester. Requests
        /// whose requester is no longer a member are excluded.
        ///
        /// - HTTP: `GET /v1/organizations/spend_limit_increase_requests`
        /// - Operation: `organization.spend_limits.increase_requests.list`
        /// - Parameters:
        ///   - actorIDs: Filter by requester, as `user_...` tagged IDs.
        ///   - page: Opaque cursor from a previous response's `next_page`.
        ///   - status: Filter by status. Omit to return all.
        public func list(actorIDs: [String]? = nil, limit: Int? = nil, page: String? = nil, status: [AnthropicAdmin.SpendLimitIncreaseRequestStatus]? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationSpendLimitsIncreaseRequestsListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/spend_limit_increase_requests", operation: "organization.spend_limits.increase_requests.list")
            request.query.append("actor_ids[]", actorIDs, style: .bracketed)
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("status[]", status, style: .bracketed)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationSpendLimitsIncreaseRequestsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/spend_limit_increase_requests` (repeated)
        public func list(actorIDs: [String]? = nil, limit: Int? = nil, page: String? = nil, status: [AnthropicAdmin.SpendLimitIncreaseRequestStatus]? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationSpendLimitsIncreaseRequestsListResponse, AnthropicAdmin.SpendLimitIncreaseRequest> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(actorIDs: actorIDs, limit: limit, page: cursor, status: status, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Approve a pending spend limit increase request.
        ///
        /// Writes a per-user spend limit at `amount` for the requester and transitions the
        /// request to `approved`. `period` defaults to the period the member was blocked
        /// on. Anthropic emails the requester unless `suppress_notification` is set.
        ///
        /// - HTTP: `POST /v1/organizations/spend_limit_increase_requests/{spend_limit_increase_request_id}/approve`
        /// - Operation: `organization.spend_limits.increase_requests.approve`
        /// - Parameters:
        ///   - spendLimitIncreaseRequestID: ID of the spend limit increase request.
        public func approve(spendLimitIncreaseRequestID: String, _ body: AnthropicAdmin.OrganizationSpendLimitsIncreaseRequestsApproveRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationSpendLimitsIncreaseRequestApproveResponseIncreaseRequestApproveResponse {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/spend_limit_increase_requests/{spend_limit_increase_request_id}/approve", parameters: ["spend_limit_increase_request_id": spendLimitIncreaseRequestID], operation: "organization.spend_limits.increase_requests.approve")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationSpendLimitsIncreaseRequestApproveResponseIncreaseRequestApproveResponse.self).value
        }

        /// Deny a pending spend limit increase request.
        ///
        /// Idempotent on `denied`; denying an already-`approved` request returns 400.
        /// Anthropic emails the requester unless `suppress_notification` is set.
        ///
        /// - HTTP: `POST /v1/organizations/spend_limit_increase_requests/{spend_limit_increase_request_id}/deny`
        /// - Operation: `organization.spend_limits.increase_requests.deny`
        /// - Parameters:
        ///   - spendLimitIncreaseRequestID: ID of the spend limit increase request.
        public func deny(spendLimitIncreaseRequestID: String, _ body: AnthropicAdmin.OrganizationSpendLimitsIncreaseRequestsDenyRequest? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.SpendLimitIncreaseRequest {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/spend_limit_increase_requests/{spend_limit_increase_request_id}/deny", parameters: ["spend_limit_increase_request_id": spendLimitIncreaseRequestID], operation: "organization.spend_limits.increase_requests.deny")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAdmin.SpendLimitIncreaseRequest.self).value
        }
    }
}
