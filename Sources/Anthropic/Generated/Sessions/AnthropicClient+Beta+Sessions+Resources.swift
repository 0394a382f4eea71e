// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Sessions {
    /// The `resources` resource.
    public nonisolated struct Resources: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Add Session Resource
        ///
        /// - HTTP: `POST /v1/sessions/{session_id}/resources?beta=true`
        /// - Operation: `BetaAddResource`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(sessionID: String, _ body: AnthropicAgents.BetaManagedAgentsAddSessionResourceParams, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsAddSessionResource {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/sessions/{session_id}/resources", parameters: ["session_id": sessionID], operation: "BetaAddResource")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsAddSessionResource.self).value
        }

        /// Get Session Resource
        ///
        /// - HTTP: `GET /v1/sessions/{session_id}/resources/{resource_id}?beta=true`
        /// - Operation: `BetaGetResource`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - resourceID: Path parameter resource_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(sessionID: String, resourceID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsGetSessionResource {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}/resources/{resource_id}", parameters: ["session_id": sessionID, "resource_id": resourceID], operation: "BetaGetResource")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsGetSessionResource.self).value
        }

        /// Update Session Resource
        ///
        /// - HTTP: `POST /v1/sessions/{session_id}/resources/{resource_id}?beta=true`
        /// - Operation: `BetaUpdateResource`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - resourceID: Path parameter resource_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func update(sessionID: String, resourceID: String, _ body: AnthropicAgents.BetaManagedAgentsUpdateSessionResourceParams, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsUpdateSessionResource {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/sessions/{session_id}/resources/{resource_id}", parameters: ["session_id": sessionID, "resource_id": resourceID], operation: "BetaUpdateResource")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsUpdateSessionResource.self).value
        }

        /// List Session Resources
        ///
        /// - HTTP: `GET /v1/sessions/{session_id}/resources?beta=true`
        /// - Operation: `BetaListResources`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - limit: Maximum number of resources to return per page (max 1000). If omitted, returns all resources.
        ///   - page: Opaque cursor from a previous response's next_page field.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(sessionID: String, limit: Int? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsListSessionResources {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}/resources", parameters: ["session_id": sessionID], operation: "BetaListResources")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsListSessionResources.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/sessions/{session_id}/resources?beta=true` (repeated)
        public func list(sessionID: String, limit: Int? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.BetaManagedAgentsListSessionResources, AnthropicAgents.BetaManagedAgentsSessionResource> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(sessionID: sessionID, limit: limit, page: cursor, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete Session Resource
        ///
        /// - HTTP: `DELETE /v1/sessions/{session_id}/resources/{resource_id}?beta=true`
        /// - Operation: `BetaDeleteResource`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - resourceID: Path parameter resource_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func delete(sessionID: String, resourceID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsDeleteSessionResource {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/sessions/{session_id}/resources/{resource_id}", parameters: ["session_id": sessionID, "resource_id": resourceID], operation: "BetaDeleteResource")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsDeleteSessionResource.self).value
        }
    }
}
