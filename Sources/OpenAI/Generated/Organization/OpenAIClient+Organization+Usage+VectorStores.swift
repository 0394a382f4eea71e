// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Usage {
    /// The `vectorStores` resource.
    public nonisolated struct VectorStores: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Vector stores
        ///
        /// Get vector stores usage details for the organization.
        ///
        /// - HTTP: `GET /organization/usage/vector_stores`
        /// - Operation: `usage-vector-stores`
        /// - Parameters:
        ///   - startTime: Start time (Unix seconds) of the query time range, inclusive.
        ///   - endTime: End time (Unix seconds) of the query time range, exclusive.
        ///   - bucketWidth: Width of each time bucket in response. Currently `1m`, `1h` and `1d` are supported, default to `1d`.
        ///   - projectIDs: Return only usage for these projects.
        ///   - groupBy: Group the usage data by the specified fields. Support fields include `project_id`.
        ///   - limit: Specifies the number of buckets to return.
        ///   - page: A cursor for use in pagination. Corresponding to the `next_page` field from the previous response.
        public func list(startTime: Int, endTime: Int? = nil, bucketWidth: OpenAIAdmin.UsageVectorStoresBucketWidth? = nil, projectIDs: [String]? = nil, groupBy: [OpenAIAdmin.UsageVectorStoresGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.UsageResponse {
            var request = RequestComponents(method: "GET", path: "/organization/usage/vector_stores", operation: "usage-vector-stores")
            request.query.append("start_time", startTime)
            request.query.append("end_time", endTime)
            request.query.append("bucket_width", bucketWidth)
            request.query.append("project_ids", projectIDs, style: .bracketed)
            request.query.append("group_by", groupBy, style: .bracketed)
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: OpenAIAdmin.UsageResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /organization/usage/vector_stores` (repeated)
        public func list(startTime: Int, endTime: Int? = nil, bucketWidth: OpenAIAdmin.UsageVectorStoresBucketWidth? = nil, projectIDs: [String]? = nil, groupBy: [OpenAIAdmin.UsageVectorStoresGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.UsageResponse, OpenAIAdmin.UsageTimeBucket> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(startTime: startTime, endTime: endTime, bucketWidth: bucketWidth, projectIDs: projectIDs, groupBy: groupBy, limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.nextPage
            })
        }
    }
}
