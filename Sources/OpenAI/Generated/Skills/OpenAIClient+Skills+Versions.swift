// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore
import _OpenAIShared

nonisolated extension OpenAIClient.Skills {
    /// The `versions` resource.
    public nonisolated struct Versions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create a new immutable skill version.
        ///
        /// - HTTP: `POST /skills/{skill_id}/versions`
        /// - Operation: `CreateSkillVersion`
        /// - Parameters:
        ///   - skillID: The identifier of the skill to version.
        public func create(skillID: String, _ body: OpenAIPlatform.CreateSkillVersionBody? = nil, options: RequestOptions = .init()) async throws -> OpenAIPlatform.SkillVersionResource {
            var request = try RequestComponents(method: "POST", pathTemplate: "/skills/{skill_id}/versions", parameters: ["skill_id": skillID], operation: "CreateSkillVersion")
            if let body { try request.setMultipartBody(body, extraFields: options.extraBody) }
            return try await core.send(request, options: options, as: OpenAIPlatform.SkillVersionResource.self).value
        }

        /// Get a specific skill version.
        ///
        /// - HTTP: `GET /skills/{skill_id}/versions/{version}`
        /// - Operation: `GetSkillVersion`
        /// - Parameters:
        ///   - skillID: The identifier of the skill.
        ///   - version: The version number to retrieve.
        public func retrieve(skillID: String, version: String, options: RequestOptions = .init()) async throws -> OpenAIPlatform.SkillVersionResource {
            let request = try RequestComponents(method: "GET", pathTemplate: "/skills/{skill_id}/versions/{version}", parameters: ["skill_id": skillID, "version": version], operation: "GetSkillVersion")
            return try await core.send(request, options: options, as: OpenAIPlatform.SkillVersionResource.self).value
        }

        /// List skill versions for a skill.
        ///
        /// - HTTP: `GET /skills/{skill_id}/versions`
        /// - Operation: `ListSkillVersions`
        /// - Parameters:
        ///   - skillID: The identifier of the skill.
        ///   - limit: Number of versions to retrieve.
        ///   - order: Sort order of results by version number.
        ///   - after: The skill version ID to start after.
        public func list(skillID: String, limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIPlatform.SkillVersionListResource {
            var request = try RequestComponents(method: "GET", pathTemplate: "/skills/{skill_id}/versions", parameters: ["skill_id": skillID], operation: "ListSkillVersions")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            return try await core.send(request, options: options, as: OpenAIPlatform.SkillVersionListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /skills/{skill_id}/versions` (repeated)
        public func list(skillID: String, limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIPlatform.SkillVersionListResource, OpenAIPlatform.SkillVersionResource> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(skillID: skillID, limit: limit, order: order, after: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete a skill version.
        ///
        /// - HTTP: `DELETE /skills/{skill_id}/versions/{version}`
        /// - Operation: `DeleteSkillVersion`
        /// - Parameters:
        ///   - skillID: The identifier of the skill.
        ///   - version: The skill version number.
        public func delete(skillID: String, version: String, options: RequestOptions = .init()) async throws -> OpenAIPlatform.DeletedSkillVersionResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/skills/{skill_id}/versions/{version}", parameters: ["skill_id": skillID, "version": version], operation: "DeleteSkillVersion")
            return try await core.send(request, options: options, as: OpenAIPlatform.DeletedSkillVersionResource.self).value
        }

        /// Download a skill version zip bundle.
        ///
        /// - HTTP: `GET /skills/{skill_id}/versions/{version}/content`
        /// - Operation: `GetSkillVersionContent`
        /// - Parameters:
        ///   - skillID: The identifier of the skill.
        ///   - version: The skill version number.
        public func content(skillID: String, version: String, options: RequestOptions = .init()) async throws -> Data {
            var request = try RequestComponents(method: "GET", pathTemplate: "/skills/{skill_id}/versions/{version}/content", parameters: ["skill_id": skillID, "version": version], operation: "GetSkillVersionContent")
            request.headers.set("Accept", "application/zip, application/json")
            return try await core.sendData(request, options: options).value
        }

        /// Like `content(…)`, but streams the body into the file at `destination` (replaced
        /// if it exists) so that memory stays flat; returns the number of bytes written.
        ///
        /// - HTTP: `GET /skills/{skill_id}/versions/{version}/content`
        @discardableResult
        public func content(skillID: String, version: String, to destination: URL, options: RequestOptions = .init()) async throws -> Int64 {
            var request = try RequestComponents(method: "GET", pathTemplate: "/skills/{skill_id}/versions/{version}/content", parameters: ["skill_id": skillID, "version": version], operation: "GetSkillVersionContent")
            request.headers.set("Accept", "application/zip, application/json")
            return try await core.download(request, options: options, to: destination).value
        }
    }
}
