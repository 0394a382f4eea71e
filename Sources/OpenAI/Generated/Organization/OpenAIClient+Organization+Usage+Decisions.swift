// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Usage {
    /// The `decisions` resource.
    public nonisolated struct Decisions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get Decisions API usage details for the organization.
        ///
        /// - HTTP: `GET /organization/usage/decisions`
        /// - Operation: `organization.usage.decisions`
        /// - Parameters:
        ///   - startTime: Start time (Unix seconds) of the query time range, inclusive.
        ///   - apiKeyIDs: Return only usage for these API keys.
        ///   - batch: If `true`, return batch jobs only.
        ///   - bucketWidth: Width of each time bucket in response.
        ///   - endTime: End time (Unix seconds) of the query time range, exclusive.
        ///   - groupBy: Group the usage data by the specified fields.
        ///   - limit: Specifies the number of buckets to return.
        ///   - models: Return only usage for these models.
        ///   - page: A cursor for use in pagination.
        ///   - projectIDs: Return only usage for these projects.
        ///   - userIDs: Return only usage for these users.
        public func list(startTime: Int, apiKeyIDs: [String]? = nil, batch: Bool? = nil, bucketWidth: OpenAIAdmin.OrganizationUsageDecisionsBucketWidth? = nil, endTime: Int? = nil, groupBy: [OpenAIAdmin.OrganizationUsageDecisionsGroupByItem]? = nil, limit: Int? = nil, models: [String]? = nil, page: String? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.UsageDecisionsResponse {
            var request = RequestComponents(method: "GET", path: "/organization/usage/decisions", operation: "organization.usage.decisions")
            request.query.append("start_time", startTime)
            request.query.append("api_key_ids[]", apiKeyIDs, style: .bracketed)
            request.query.append("batch", batch)
            request.query.append("bucket_width", bucketWidth)
            request.query.append("end_time", endTime)
            request.query.append("group_by[]", groupBy, style: .bracketed)
            request.query.append("limit", limit)
            request.query.append("models[]", models, style: .bracketed)
            request.query.append("page", page)
            request.query.append("project_ids[]", projectIDs, style: .bracketed)
            request.query.append("user_ids[]", userIDs, style: .bracketed)
            return try await core.send(request, options: options, as: OpenAIAdmin.UsageDecisionsResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /organization/usage/decisions` (repeated)
        public func list(startTime: Int, apiKeyIDs: [String]? = nil, batch: Bool? = nil, bucketWidth: OpenAIAdmin.OrganizationUsageDecisionsBucketWidth? = nil, endTime: Int? = nil, groupBy: [OpenAIAdmin.OrganizationUsageDecisionsGroupByItem]? = nil, limit: Int? = nil, models: [String]? = nil, page: String? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.UsageDecisionsResponse, OpenAIAdmin.UsageDecisionsResponseData> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(startTime: startTime, apiKeyIDs: apiKeyIDs, batch: batch, bucketWidth: bucketWidth, endTime: endTime, groupBy: groupBy, limit: limit, models: models, page: cursor, projectIDs: projectIDs, userIDs: userIDs, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.nextPage
            })
        }
    }
}
