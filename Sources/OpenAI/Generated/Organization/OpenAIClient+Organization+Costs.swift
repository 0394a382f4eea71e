// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization {
    /// The `costs` resource.
    public nonisolated struct Costs: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Costs
        ///
        /// Get costs details for the organization.
        ///
        /// - HTTP: `GET /organization/costs`
        /// - Operation: `usage-costs`
        /// - Parameters:
        ///   - startTime: Start time (Unix seconds) of the query time range, inclusive.
        ///   - endTime: End time (Unix seconds) of the query time range, exclusive.
        ///   - bucketWidth: Width of each time bucket in response. Currently only `1d` is supported, default to `1d`.
        ///   - projectIDs: Return only costs for these projects.
        ///   - apiKeyIDs: Return only costs for these API keys.
        ///   - groupBy: Group the costs by the specified fields. Support fields include `project_id`, `line_item`, `api_key_id` and any combination of them.
        ///   - limit: A limit on the number of buckets to be returned. Limit can range between 1 and 180, and the default is 7.
        ///   - page: A cursor for use in pagination. Corresponding to the `next_page` field from the previous response.
        ///   - lineItems: Return only costs for these exact line item names.
        public func list(startTime: Int, endTime: Int? = nil, bucketWidth: OpenAIAdmin.UsageCostsBucketWidth? = nil, projectIDs: [String]? = nil, apiKeyIDs: [String]? = nil, groupBy: [OpenAIAdmin.UsageCostsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, lineItems: [String]? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.UsageResponse {
            var request = RequestComponents(method: "GET", path: "/organization/costs", operation: "usage-costs")
            request.query.append("start_time", startTime)
            request.query.append("end_time", endTime)
            request.query.append("bucket_width", bucketWidth)
            request.query.append("project_ids", projectIDs, style: .bracketed)
            request.query.append("api_key_ids", apiKeyIDs, style: .bracketed)
            request.query.append("group_by", groupBy, style: .bracketed)
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("line_items[]", lineItems, style: .bracketed)
            return try await core.send(request, options: options, as: OpenAIAdmin.UsageResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /organization/costs` (repeated)
        public func list(startTime: Int, endTime: Int? = nil, bucketWidth: OpenAIAdmin.UsageCostsBucketWidth? = nil, projectIDs: [String]? = nil, apiKeyIDs: [String]? = nil, groupBy: [OpenAIAdmin.UsageCostsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, lineItems: [String]? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.UsageResponse, OpenAIAdmin.UsageTimeBucket> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(startTime: startTime, endTime: endTime, bucketWidth: bucketWidth, projectIDs: projectIDs, apiKeyIDs: apiKeyIDs, groupBy: groupBy, limit: limit, page: cursor, lineItems: lineItems, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.nextPage
            })
        }
    }
}
