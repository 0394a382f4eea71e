// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient {
    /// `skills` operations.
    public var skills: AnthropicClient.Skills { AnthropicClient.Skills(core: core) }

    /// The `skills` resource.
    public nonisolated struct Skills: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `versions` operations.
        public var versions: AnthropicClient.Skills.Versions { AnthropicClient.Skills.Versions(core: core) }

        /// Create Skill
        ///
        /// - HTTP: `POST /v1/skills`
        /// - Operation: `skills.create`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(_ body: AnthropicMessages.SkillsCreateRequest, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.Skill {
            var request = RequestComponents(method: "POST", path: "/v1/skills", operation: "skills.create")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setMultipartBody(body, extraFields: options.extraBody)
            return try await core.send(request, options: options, as: AnthropicMessages.Skill.self).value
        }

        /// Get Skill
        ///
        /// - HTTP: `GET /v1/skills/{skill_id}`
        /// - Operation: `skills.retrieve`
        /// - Parameters:
        ///   - skillID: Unique identifier for the skill.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(skillID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.Skill {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/skills/{skill_id}", parameters: ["skill_id": skillID], operation: "skills.retrieve")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicMessages.Skill.self).value
        }

        /// List Skills
        ///
        /// - HTTP: `GET /v1/skills`
        /// - Operation: `skills.list`
        /// - Parameters:
        ///   - limit: Number of results to return per page.
        ///   - page: Pagination token for fetching a specific page of results.
        ///   - source: Filter skills by source.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(limit: Int? = nil, page: String? = nil, source: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.SkillsListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/skills", operation: "skills.list")
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("source", source)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicMessages.SkillsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/skills` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, source: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicMessages.SkillsListResponse, AnthropicMessages.Skill> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, source: source, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete Skill
        ///
        /// - HTTP: `DELETE /v1/skills/{skill_id}`
        /// - Operation: `skills.delete`
        /// - Parameters:
        ///   - skillID: Unique identifier for the skill.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func delete(skillID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.DeletedSkill {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/skills/{skill_id}", parameters: ["skill_id": skillID], operation: "skills.delete")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicMessages.DeletedSkill.self).value
        }
    }
}
