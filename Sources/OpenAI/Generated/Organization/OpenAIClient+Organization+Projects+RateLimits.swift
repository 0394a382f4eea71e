// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Projects {
    /// The `rateLimits` resource.
    public nonisolated struct RateLimits: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Modify project rate limit
        ///
        /// Updates a project rate limit.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/rate_limits/{rate_limit_id}`
        /// - Operation: `update-project-rate-limits`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        ///   - rateLimitID: The ID of the rate limit.
        public func update(projectID: String, rateLimitID: String, _ body: OpenAIAdmin.ProjectRateLimitUpdateRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectRateLimit {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/rate_limits/{rate_limit_id}", parameters: ["project_id": projectID, "rate_limit_id": rateLimitID], operation: "update-project-rate-limits")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectRateLimit.self).value
        }

        /// List project rate limits
        ///
        /// Returns the rate limits per model for a project.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/rate_limits`
        /// - Operation: `list-project-rate-limits`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        ///   - limit: A limit on the number of objects to be returned. The default is 100.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        ///   - before: A cursor for use in pagination. `before` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, beginning with obj_foo, your subsequent call can include before=obj_foo in order to fetch the previous page of the list.
        public func list(projectID: String, limit: Int? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectRateLimitListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/rate_limits", parameters: ["project_id": projectID], operation: "list-project-rate-limits")
            request.query.append("limit", limit)
            request.query.append("after", after)
            request.query.append("before", before)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectRateLimitListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/rate_limits` (repeated)
        public func list(projectID: String, limit: Int? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.ProjectRateLimitListResponse, OpenAIAdmin.ProjectRateLimit> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(projectID: projectID, limit: limit, after: cursor, before: before, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }
    }
}
