// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Skills {
    /// The `versions` resource.
    public nonisolated struct Versions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create Skill Version
        ///
        /// - HTTP: `POST /v1/skills/{skill_id}/versions`
        /// - Operation: `skills.versions.create`
        /// - Parameters:
        ///   - skillID: Unique identifier for the skill.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(skillID: String, _ body: AnthropicMessages.SkillsVersionsCreateRequest, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.SkillVersion {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/skills/{skill_id}/versions", parameters: ["skill_id": skillID], operation: "skills.versions.create")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setMultipartBody(body, extraFields: options.extraBody)
            return try await core.send(request, options: options, as: AnthropicMessages.SkillVersion.self).value
        }

        /// Get Skill Version
        ///
        /// - HTTP: `GET /v1/skills/{skill_id}/versions/{version}`
        /// - Operation: `skills.versions.retrieve`
        /// - Parameters:
        ///   - skillID: Unique identifier for the skill.
        ///   - version: Identifies the skill version: a version ID, or the literal `latest` for the
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(skillID: String, version: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.SkillVersion {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/skills/{skill_id}/versions/{version}", parameters: ["skill_id": skillID, "version": version], operation: "skills.versions.retrieve")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicMessages.SkillVersion.self).value
        }

        /// List Skill Versions
        ///
        /// - HTTP: `GET /v1/skills/{skill_id}/versions`
        /// - Operation: `skills.versions.list`
        /// - Parameters:
        ///   - skillID: Unique identifier for the skill.
        ///   - limit: Number of results to return per page.
        ///   - page: Optionally set to the `next_page` token from the previous response.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(skillID: String, limit: Int? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.SkillsVersionsListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/skills/{skill_id}/versions", parameters: ["skill_id": skillID], operation: "skills.versions.list")
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicMessages.SkillsVersionsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/skills/{skill_id}/versions` (repeated)
        public func list(skillID: String, limit: Int? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicMessages.SkillsVersionsListResponse, AnthropicMessages.SkillVersion> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(skillID: skillID, limit: limit, page: cursor, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete Skill Version
        ///
        /// - HTTP: `DELETE /v1/skills/{skill_id}/versions/{version}`
        /// - Operation: `skills.versions.delete`
        /// - Parameters:
        ///   - skillID: Unique identifier for the skill.
        ///   - version: Identifies the skill version by its version ID.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func delete(skillID: String, version: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.DeletedSkillVersion {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/skills/{skill_id}/versions/{version}", parameters: ["skill_id": skillID, "version": version], operation: "skills.versions.delete")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicMessages.DeletedSkillVersion.self).value
        }
    }
}
