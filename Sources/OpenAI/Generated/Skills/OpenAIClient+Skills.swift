// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore
import _OpenAIShared

extension OpenAIClient {
    /// `skills` operations.
    public var skills: OpenAIClient.Skills { OpenAIClient.Skills(core: core) }

    /// The `skills` resource.
    public struct Skills: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `versions` operations.
        public var versions: OpenAIClient.Skills.Versions { OpenAIClient.Skills.Versions(core: core) }

        /// Create a new skill.
        ///
        /// - HTTP: `POST /skills`
        /// - Operation: `CreateSkill`
        public func create(_ body: _OpenAISkills.CreateSkillBody? = nil, options: RequestOptions = .init()) async throws -> _OpenAISkills.SkillResource {
            var request = RequestComponents(method: "POST", path: "/skills")
            if let body { try request.setMultipartBody(body, extraFields: options.extraBody) }
            return try await core.send(request, options: options, as: _OpenAISkills.SkillResource.self).value
        }

        /// Get a skill by its ID.
        ///
        /// - HTTP: `GET /skills/{skill_id}`
        /// - Operation: `GetSkill`
        /// - Parameters:
        ///   - skillID: The identifier of the skill to retrieve.
        public func retrieve(skillID: String, options: RequestOptions = .init()) async throws -> _OpenAISkills.SkillResource {
            let request = try RequestComponents(method: "GET", pathTemplate: "/skills/{skill_id}", parameters: ["skill_id": skillID])
            return try await core.send(request, options: options, as: _OpenAISkills.SkillResource.self).value
        }

        /// Update the default version pointer for a skill.
        ///
        /// - HTTP: `POST /skills/{skill_id}`
        /// - Operation: `UpdateSkillDefaultVersion`
        /// - Parameters:
        ///   - skillID: The identifier of the skill.
        public func update(skillID: String, _ body: _OpenAISkills.SetDefaultSkillVersionBody? = nil, options: RequestOptions = .init()) async throws -> _OpenAISkills.SkillResource {
            var request = try RequestComponents(method: "POST", pathTemplate: "/skills/{skill_id}", parameters: ["skill_id": skillID])
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: _OpenAISkills.SkillResource.self).value
        }

        /// List all skills for the current project.
        ///
        /// - HTTP: `GET /skills`
        /// - Operation: `ListSkills`
        /// - Parameters:
        ///   - limit: Number of items to retrieve
        ///   - order: Sort order of results by timestamp. Use `asc` for ascending order or `desc` for descending order.
        ///   - after: Identifier for the last item from the previous pagination request
        public func list(limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAISkills.SkillListResource {
            var request = RequestComponents(method: "GET", path: "/skills")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            return try await core.send(request, options: options, as: _OpenAISkills.SkillListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /skills` (repeated)
        public func list(limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAISkills.SkillListResource, _OpenAISkills.SkillResource> {
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
        public func delete(skillID: String, options: RequestOptions = .init()) async throws -> _OpenAISkills.DeletedSkillResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/skills/{skill_id}", parameters: ["skill_id": skillID])
            return try await core.send(request, options: options, as: _OpenAISkills.DeletedSkillResource.self).value
        }

        /// Download a skill zip bundle by its ID.
        ///
        /// - HTTP: `GET /skills/{skill_id}/content`
        /// - Operation: `GetSkillContent`
        /// - Parameters:
        ///   - skillID: The identifier of the skill to download.
        public func content(skillID: String, options: RequestOptions = .init()) async throws -> Data {
            var request = try RequestComponents(method: "GET", pathTemplate: "/skills/{skill_id}/content", parameters: ["skill_id": skillID])
            request.headers.set("Accept", "application/zip, application/json")
            return try await core.sendData(request, options: options).value
        }

        /// Like `content(…)`, but streams the body into the file at `destination` (replaced
        /// if it exists) so that memory stays flat; returns the number of bytes written.
        ///
        /// - HTTP: `GET /skills/{skill_id}/content`
        @discardableResult
        public func content(skillID: String, to destination: URL, options: RequestOptions = .init()) async throws -> Int64 {
            var request = try RequestComponents(method: "GET", pathTemplate: "/skills/{skill_id}/content", parameters: ["skill_id": skillID])
            request.headers.set("Accept", "application/zip, application/json")
            return try await core.download(request, options: options, to: destination).value
        }

        /// The `versions` resource.
        public struct Versions: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Create a new immutable skill version.
            ///
            /// - HTTP: `POST /skills/{skill_id}/versions`
            /// - Operation: `CreateSkillVersion`
            /// - Parameters:
            ///   - skillID: The identifier of the skill to version.
            public func create(skillID: String, _ body: _OpenAISkills.CreateSkillVersionBody? = nil, options: RequestOptions = .init()) async throws -> _OpenAISkills.SkillVersionResource {
                var request = try RequestComponents(method: "POST", pathTemplate: "/skills/{skill_id}/versions", parameters: ["skill_id": skillID])
                if let body { try request.setMultipartBody(body, extraFields: options.extraBody) }
                return try await core.send(request, options: options, as: _OpenAISkills.SkillVersionResource.self).value
            }

            /// Get a specific skill version.
            ///
            /// - HTTP: `GET /skills/{skill_id}/versions/{version}`
            /// - Operation: `GetSkillVersion`
            /// - Parameters:
            ///   - skillID: The identifier of the skill.
            ///   - version: The version number to retrieve.
            public func retrieve(skillID: String, version: String, options: RequestOptions = .init()) async throws -> _OpenAISkills.SkillVersionResource {
                let request = try RequestComponents(method: "GET", pathTemplate: "/skills/{skill_id}/versions/{version}", parameters: ["skill_id": skillID, "version": version])
                return try await core.send(request, options: options, as: _OpenAISkills.SkillVersionResource.self).value
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
            public func list(skillID: String, limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAISkills.SkillVersionListResource {
                var request = try RequestComponents(method: "GET", pathTemplate: "/skills/{skill_id}/versions", parameters: ["skill_id": skillID])
                request.query.append("limit", limit)
                request.query.append("order", order)
                request.query.append("after", after)
                return try await core.send(request, options: options, as: _OpenAISkills.SkillVersionListResource.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /skills/{skill_id}/versions` (repeated)
            public func list(skillID: String, limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAISkills.SkillVersionListResource, _OpenAISkills.SkillVersionResource> {
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
            public func delete(skillID: String, version: String, options: RequestOptions = .init()) async throws -> _OpenAISkills.DeletedSkillVersionResource {
                let request = try RequestComponents(method: "DELETE", pathTemplate: "/skills/{skill_id}/versions/{version}", parameters: ["skill_id": skillID, "version": version])
                return try await core.send(request, options: options, as: _OpenAISkills.DeletedSkillVersionResource.self).value
            }

            /// Download a skill version zip bundle.
            ///
            /// - HTTP: `GET /skills/{skill_id}/versions/{version}/content`
            /// - Operation: `GetSkillVersionContent`
            /// - Parameters:
            ///   - skillID: The identifier of the skill.
            ///   - version: The skill version number.
            public func content(skillID: String, version: String, options: RequestOptions = .init()) async throws -> Data {
                var request = try RequestComponents(method: "GET", pathTemplate: "/skills/{skill_id}/versions/{version}/content", parameters: ["skill_id": skillID, "version": version])
                request.headers.set("Accept", "application/zip, application/json")
                return try await core.sendData(request, options: options).value
            }

            /// Like `content(…)`, but streams the body into the file at `destination` (replaced
            /// if it exists) so that memory stays flat; returns the number of bytes written.
            ///
            /// - HTTP: `GET /skills/{skill_id}/versions/{version}/content`
            @discardableResult
            public func content(skillID: String, version: String, to destination: URL, options: RequestOptions = .init()) async throws -> Int64 {
                var request = try RequestComponents(method: "GET", pathTemplate: "/skills/{skill_id}/versions/{version}/content", parameters: ["skill_id": skillID, "version": version])
                request.headers.set("Accept", "application/zip, application/json")
                return try await core.download(request, options: options, to: destination).value
            }
        }
    }
}
