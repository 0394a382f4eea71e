// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Usage {
    /// The `fileSearchCalls` resource.
    public nonisolated struct FileSearchCalls: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// File search calls
        ///
        /// Get file search calls usage details for the organization.
        ///
        /// - HTTP: `GET /organization/usage/file_search_calls`
        /// - Operation: `usage-file-search-calls`
        /// - Parameters:
        ///   - startTime: Start time (Unix seconds) of the query time range, inclusive.
        ///   - endTime: End time (Unix seconds) of the query time range, exclusive.
        ///   - bucketWidth: Width of each time bucket in response. Currently `1m`, `1h` and `1d` are supported, default to `1d`.
        ///   - projectIDs: Return only usage for these projects.
        ///   - userIDs: Return only usage for these users.
        ///   - apiKeyIDs: Return only usage for these API keys.
        ///   - vectorStoreIDs: Return only usage for these vector stores.
        ///   - groupBy: Group the usage data by the specified fields. Support fields include `project_id`, `user_id`, `api_key_id`, `vector_store_id` or any combination of them.
        ///   - limit: Specifies the number of buckets to return.
        ///   - page: A cursor for use in pagination. Corresponding to the `next_page` field from the previous response.
        public func list(startTime: Int, endTime: Int? = nil, bucketWidth: OpenAIAdmin.UsageFileSearchCallsBucketWidth? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, vectorStoreIDs: [String]? = nil, groupBy: [OpenAIAdmin.UsageFileSearchCallsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.UsageResponse {
            var request = RequestComponents(method: "GET", path: "/organization/usage/file_search_calls", operation: "usage-file-search-calls")
            request.query.append("start_time", startTime)
            request.query.append("end_time", endTime)
            request.query.append("bucket_width", bucketWidth)
            request.query.append("project_ids", projectIDs, style: .bracketed)
            request.query.append("user_ids", userIDs, style: .bracketed)
            request.query.append("api_key_ids", apiKeyIDs, style: .bracketed)
            request.query.append("vector_store_ids", vectorStoreIDs, style: .bracketed)
            request.query.append("group_by", groupBy, style: .bracketed)
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: OpenAIAdmin.UsageResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /organization/usage/file_search_calls` (repeated)
        public func list(startTime: Int, endTime: Int? = nil, bucketWidth: OpenAIAdmin.UsageFileSearchCallsBucketWidth? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, vectorStoreIDs: [String]? = nil, groupBy: [OpenAIAdmin.UsageFileSearchCallsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.UsageResponse, OpenAIAdmin.UsageTimeBucket> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(startTime: startTime, endTime: endTime, bucketWidth: bucketWidth, projectIDs: projectIDs, userIDs: userIDs, apiKeyIDs: apiKeyIDs, vectorStoreIDs: vectorStoreIDs, groupBy: groupBy, limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.nextPage
            })
        }
    }
}
