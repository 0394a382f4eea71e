// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

nonisolated extension AnthropicClient.Beta {
    /// `environments` operations.
    public var environments: AnthropicClient.Beta.Environments { AnthropicClient.Beta.Environments(core: core) }

    /// The `environments` resource.
    public nonisolated struct Environments: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `work` operations.
        public var work: AnthropicClient.Beta.Environments.Work { AnthropicClient.Beta.Environments.Work(core: core) }

        /// Create Environment
        ///
        /// Create a new environment with the specified configuration.
        ///
        /// - HTTP: `POST /v1/environments?beta=true`
        /// - Operation: `beta_create_environment_v1_environments_post`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(_ body: AnthropicAgents.BetaPublicEnvironmentCreateRequest, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaEnvironment {
            var request = RequestComponents(method: "POST", path: "/v1/environments", operation: "beta_create_environment_v1_environments_post")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaEnvironment.self).value
        }

        /// Get Environment
        ///
        /// Retrieve a specific environment by ID.
        ///
        /// - HTTP: `GET /v1/environments/{environment_id}?beta=true`
        /// - Operation: `beta_get_environment_v1_environments__environment_id__get`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(environmentID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaEnvironment {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/environments/{environment_id}", parameters: ["environment_id": environmentID], operation: "beta_get_environment_v1_environments__environment_id__get")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaEnvironment.self).value
        }

        /// Update Environment
        ///
        /// Update an existing environment's configuration.
        ///
        /// - HTTP: `POST /v1/environments/{environment_id}?beta=true`
        /// - Operation: `beta_update_environment_v1_environments__environment_id__post`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func update(environmentID: String, _ body: AnthropicAgents.BetaPublicEnvironmentUpdateRequest, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaEnvironment {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/environments/{environment_id}", parameters: ["environment_id": environmentID], operation: "beta_update_environment_v1_environments__environment_id__post")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaEnvironment.self).value
        }

        /// List Environments
        ///
        /// List environments with pagination support.
        ///
        /// - HTTP: `GET /v1/environments?beta=true`
        /// - Operation: `beta_list_environments_v1_environments_get`
        /// - Parameters:
        ///   - limit: Maximum number of environments to return
        ///   - page: Opaque cursor from previous response for pagination. Pass the `next_page` value from the previous response.
        ///   - includeArchived: Include archived environments in the response
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaEnvironmentListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/environments", operation: "beta_list_environments_v1_environments_get")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("include_archived", includeArchived)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaEnvironmentListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/environments?beta=true` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.BetaEnvironmentListResponse, AnthropicAgents.BetaEnvironment> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, includeArchived: includeArchived, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete Environment
        ///
        /// Delete an environment by ID. Returns a confirmation of the deletion.
        ///
        /// - HTTP: `DELETE /v1/environments/{environment_id}?beta=true`
        /// - Operation: `beta_delete_environment_v1_environments__environment_id__delete`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func delete(environmentID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaEnvironmentDeleteResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/environments/{environment_id}", parameters: ["environment_id": environmentID], operation: "beta_delete_environment_v1_environments__environment_id__delete")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaEnvironmentDeleteResponse.self).value
        }

        /// Archive Environment
        ///
        /// Archive an environment by ID. Archived environments cannot be used to create new sessions.
        ///
        /// - HTTP: `POST /v1/environments/{environment_id}/archive?beta=true`
        /// - Operation: `beta_archive_environment_v1_environments__environment_id__archive_post`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func archive(environmentID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaEnvironment {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/environments/{environment_id}/archive", parameters: ["environment_id": environmentID], operation: "beta_archive_environment_v1_environments__environment_id__archive_post")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaEnvironment.self).value
        }
    }
}
