// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Skills {
    /// The `versions` resource.
    public nonisolated struct Versions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create Skill Version
        ///
        /// - HTTP: `POST /v1/skills/{skill_id}/versions?beta=true`
        /// - Operation: `beta_create_skill_version_v1_skills__skill_id__versions_post`
        /// - Parameters:
        ///   - skillID: Unique identifier for the skill.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(skillID: String, _ body: AnthropicBetaMessages.BetaBody_create_skill_version_v1_skills__skill_id__versions_post? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicBetaMessages.BetaCreateSkillVersionResponse {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/skills/{skill_id}/versions", parameters: ["skill_id": skillID], operation: "beta_create_skill_version_v1_skills__skill_id__versions_post")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            if let body { try request.setMultipartBody(body, extraFields: options.extraBody) }
            return try await core.send(request, options: options, as: AnthropicBetaMessages.BetaCreateSkillVersionResponse.self).value
        }

        /// Get Skill Version
        ///
        /// - HTTP: `GET /v1/skills/{skill_id}/versions/{version}?beta=true`
        /// - Operation: `beta_get_skill_version_v1_skills__skill_id__versions__version__get`
        /// - Parameters:
        ///   - skillID: Unique identifier for the skill.
        ///   - version: Version identifier for the skill.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(skillID: String, version: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicBetaMessages.BetaGetSkillVersionResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/skills/{skill_id}/versions/{version}", parameters: ["skill_id": skillID, "version": version], operation: "beta_get_skill_version_v1_skills__skill_id__versions__version__get")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicBetaMessages.BetaGetSkillVersionResponse.self).value
        }

        /// List Skill Versions
        ///
        /// - HTTP: `GET /v1/skills/{skill_id}/versions?beta=true`
        /// - Operation: `beta_list_skill_versions_v1_skills__skill_id__versions_get`
        /// - Parameters:
        ///   - skillID: Unique identifier for the skill.
        ///   - page: Optionally set to the `next_page` token from the previous response.
        ///   - limit: Number of items to return per page.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(skillID: String, page: String? = nil, limit: Int? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicBetaMessages.BetaListSkillVersionsResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/skills/{skill_id}/versions", parameters: ["skill_id": skillID], operation: "beta_list_skill_versions_v1_skills__skill_id__versions_get")
            request.query.append("beta", "true")
            request.query.append("page", page)
            request.query.append("limit", limit)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicBetaMessages.BetaListSkillVersionsResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/skills/{skill_id}/versions?beta=true` (repeated)
        public func list(skillID: String, page: String? = nil, limit: Int? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicBetaMessages.BetaListSkillVersionsResponse, AnthropicBetaMessages.BetaSkillVersion> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(skillID: skillID, page: cursor, limit: limit, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.nextPage
            })
        }

        /// Delete Skill Version
        ///
        /// - HTTP: `DELETE /v1/skills/{skill_id}/versions/{version}?beta=true`
        /// - Operation: `beta_delete_skill_version_v1_skills__skill_id__versions__version__delete`
        /// - Parameters:
        ///   - skillID: Unique identifier for the skill.
        ///   - version: Version identifier for the skill.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func delete(skillID: String, version: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicBetaMessages.BetaDeleteSkillVersionResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/skills/{skill_id}/versions/{version}", parameters: ["skill_id": skillID, "version": version], operation: "beta_delete_skill_version_v1_skills__skill_id__versions__version__delete")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicBetaMessages.BetaDeleteSkillVersionResponse.self).value
        }

        /// Download a skill version's content as a zip archive.
        ///
        /// - HTTP: `GET /v1/skills/{skill_id}/versions/{version}/content?beta=true`
        /// - Operation: `skills.versions.download`
        /// - Parameters:
        ///   - skillID: Unique identifier for the skill.
        ///   - version: Identifies the skill version by its version ID.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func content(skillID: String, version: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> Data {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/skills/{skill_id}/versions/{version}/content", parameters: ["skill_id": skillID, "version": version], operation: "skills.versions.download")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            request.headers.set("Accept", "application/octet-stream")
            return try await core.sendData(request, options: options).value
        }

        /// Like `content(…)`, but streams the body into the file at `destination` (replaced
        /// if it exists) so that memory stays flat; returns the number of bytes written.
        ///
        /// - HTTP: `GET /v1/skills/{skill_id}/versions/{version}/content`
        @discardableResult
        public func content(skillID: String, version: String, anthropicWorkspaceID: String? = nil, to destination: URL, options: RequestOptions = .init()) async throws -> Int64 {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/skills/{skill_id}/versions/{version}/content", parameters: ["skill_id": skillID, "version": version], operation: "skills.versions.download")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            request.headers.set("Accept", "application/octet-stream")
            return try await core.download(request, options: options, to: destination).value
        }
    }
}
