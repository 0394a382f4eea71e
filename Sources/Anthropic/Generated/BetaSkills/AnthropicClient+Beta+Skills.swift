// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

nonisolated extension AnthropicClient.Beta {
    /// `skills` operations.
    public var skills: AnthropicClient.Beta.Skills { AnthropicClient.Beta.Skills(core: core) }

    /// The `skills` resource.
    public nonisolated struct Skills: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `versions` operations.
        public var versions: AnthropicClient.Beta.Skills.Versions { AnthropicClient.Beta.Skills.Versions(core: core) }

        /// Create Skill
        ///
        /// - HTTP: `POST /v1/skills?beta=true`
        /// - Operation: `beta_create_skill_v1_skills_post`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(_ body: AnthropicBetaMessages.BetaBody_create_skill_v1_skills_post? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicBetaMessages.BetaCreateSkillResponse {
            var request = RequestComponents(method: "POST", path: "/v1/skills", operation: "beta_create_skill_v1_skills_post")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            if let body { try request.setMultipartBody(body, extraFields: options.extraBody) }
            return try await core.send(request, options: options, as: AnthropicBetaMessages.BetaCreateSkillResponse.self).value
        }

        /// Get Skill
        ///
        /// - HTTP: `GET /v1/skills/{skill_id}?beta=true`
        /// - Operation: `beta_get_skill_v1_skills__skill_id__get`
        /// - Parameters:
        ///   - skillID: Unique identifier for the skill.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(skillID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicBetaMessages.BetaGetSkillResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/skills/{skill_id}", parameters: ["skill_id": skillID], operation: "beta_get_skill_v1_skills__skill_id__get")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicBetaMessages.BetaGetSkillResponse.self).value
        }

        /// List Skills
        ///
        /// - HTTP: `GET /v1/skills?beta=true`
        /// - Operation: `beta_list_skills_v1_skills_get`
        /// - Parameters:
        ///   - page: Pagination token for fetching a specific page of results.
        ///   - limit: Number of results to return per page.
        ///   - source: Filter skills by source.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(page: String? = nil, limit: Int? = nil, source: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicBetaMessages.BetaListSkillsResponse {
            var request = RequestComponents(method: "GET", path: "/v1/skills", operation: "beta_list_skills_v1_skills_get")
            request.query.append("beta", "true")
            request.query.append("page", page)
            request.query.append("limit", limit)
            request.query.append("source", source)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicBetaMessages.BetaListSkillsResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/skills?beta=true` (repeated)
        public func list(page: String? = nil, limit: Int? = nil, source: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicBetaMessages.BetaListSkillsResponse, AnthropicBetaMessages.Betaapi__schemas__skills__Skill> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(page: cursor, limit: limit, source: source, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.nextPage
            })
        }

        /// Delete Skill
        ///
        /// - HTTP: `DELETE /v1/skills/{skill_id}?beta=true`
        /// - Operation: `beta_delete_skill_v1_skills__skill_id__delete`
        /// - Parameters:
        ///   - skillID: Unique identifier for the skill.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func delete(skillID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicBetaMessages.BetaDeleteSkillResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/skills/{skill_id}", parameters: ["skill_id": skillID], operation: "beta_delete_skill_v1_skills__skill_id__delete")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicBetaMessages.BetaDeleteSkillResponse.self).value
        }
    }
}
