// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore
import _OpenAIShared

nonisolated extension OpenAIClient {
    /// `skills` operations.
    public var skills: OpenAIClient.Skills { OpenAIClient.Skills(core: core) }

    /// The `skills` resource.
    public nonisolated struct Skills: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `versions` operations.
        public var versions: OpenAIClient.Skills.Versions { OpenAIClient.Skills.Versions(core: core) }

        /// Create a new skill.
        ///
        /// - HTTP: `POST /skills`
        /// - Operation: `CreateSkill`
        public func create(_ body: OpenAIPlatform.CreateSkillBody? = nil, options: RequestOptions = .init()) async throws -> OpenAIPlatform.SkillResource {
            var request = RequestComponents(method: "POST", path: "/skills", operation: "CreateSkill")
            if let body { try request.setMultipartBody(body, extraFields: options.extraBody) }
            return try await core.send(request, options: options, as: OpenAIPlatform.SkillResource.self).value
        }

        /// Get a skill by its ID.
        ///
        /// - HTTP: `GET /skills/{skill_id}`
        /// - Operation: `GetSkill`
        /// - Parameters:
        ///   - skillID: The identifier of the skill to retrieve.
        public func retrieve(skillID: String, options: RequestOptions = .init()) async throws -> OpenAIPlatform.SkillResource {
            let request = try RequestComponents(method: "GET", pathTemplate: "/skills/{skill_id}", parameters: ["skill_id": skillID], operation: "GetSkill")
            return try await core.send(request, options: options, as: OpenAIPlatform.SkillResource.self).value
        }

        /// Update the default version pointer for a skill.
        ///
        /// - HTTP: `POST /skills/{skill_id}`
        /// - Operation: `UpdateSkillDefaultVersion`
        /// - Parameters:
        ///   - skillID: The identifier of the skill.
        public func update(skillID: String, _ body: OpenAIPlatform.SetDefaultSkillVersionBody? = nil, options: RequestOptions = .init()) async throws -> OpenAIPlatform.SkillResource {
            var request = try RequestComponents(method: "POST", pathTemplate: "/skills/{skill_id}", parameters: ["skill_id": skillID], operation: "UpdateSkillDefaultVersion")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIPlatform.SkillResource.self).value
        }

        /// List all skills for the current project.
        ///
        /// - HTTP: `GET /skills`
        /// - Operation: `ListSkills`
        /// - Parameters:
        ///   - limit: Number of items to retrieve
        ///   - order: Sort order of results by timestamp. Use `asc` for ascending order or `desc` for descending order.
        ///   - after: Identifier for the last item from the previous pagination request
        public func list(limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIPlatform.SkillListResource {
            var request = RequestComponents(method: "GET", path: "/skills", operation: "ListSkills")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            return try await core.send(request, options: options, as: OpenAIPlatform.SkillListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /skills` (repeated)
        public func list(limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIPlatform.SkillListResource, OpenAIPlatform.SkillResource> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(limit: limit, order: order, after: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete a skill by its ID.
        ///
        /// - HTTP: `DELETE /skills/{skill_id}`
        /// - Operation: `DeleteSkill`
        /// - Parameters:
        ///   - skillID: The identifier of the skill to delete.
        public func delete(skillID: String, options: RequestOptions = .init()) async throws -> OpenAIPlatform.DeletedSkillResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/skills/{skill_id}", parameters: ["skill_id": skillID], operation: "DeleteSkill")
            return try await core.send(request, options: options, as: OpenAIPlatform.DeletedSkillResource.self).value
        }

        /// Download a skill zip bundle by its ID.
        ///
        /// - HTTP: `GET /skills/{skill_id}/content`
        /// - Operation: `GetSkillContent`
        /// - Parameters:
        ///   - skillID: The identifier of the skill to download.
        public func content(skillID: String, options: RequestOptions = .init()) async throws -> Data {
            var request = try RequestComponents(method: "GET", pathTemplate: "/skills/{skill_id}/content", parameters: ["skill_id": skillID], operation: "GetSkillContent")
            request.headers.set("Accept", "application/zip, application/json")
            return try await core.sendData(request, options: options).value
        }

        /// Like `content(…)`, but streams the body into the file at `destination` (replaced
        /// if it exists) so that memory stays flat; returns the number of bytes written.
        ///
        /// - HTTP: `GET /skills/{skill_id}/content`
        @discardableResult
        public func content(skillID: String, to destination: URL, options: RequestOptions = .init()) async throws -> Int64 {
            var request = try RequestComponents(method: "GET", pathTemplate: "/skills/{skill_id}/content", parameters: ["skill_id": skillID], operation: "GetSkillContent")
            request.headers.set("Accept", "application/zip, application/json")
            return try await core.download(request, options: options, to: destination).value
        }
    }
}
