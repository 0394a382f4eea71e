// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

nonisolated extension AnthropicClient.Beta {
    /// `agents` operations.
    public var agents: AnthropicClient.Beta.Agents { AnthropicClient.Beta.Agents(core: core) }

    /// The `agents` resource.
    public nonisolated struct Agents: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `versions` operations.
        public var versions: AnthropicClient.Beta.Agents.Versions { AnthropicClient.Beta.Agents.Versions(core: core) }

        /// Create Agent
        ///
        /// - HTTP: `POST /v1/agents?beta=true`
        /// - Operation: `BetaCreateAgent`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(_ body: AnthropicAgents.BetaManagedAgentsCreateAgentParams, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsAgent {
            var request = RequestComponents(method: "POST", path: "/v1/agents", operation: "BetaCreateAgent")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsAgent.self).value
        }

        /// Get Agent
        ///
        /// - HTTP: `GET /v1/agents/{agent_id}?beta=true`
        /// - Operation: `BetaGetAgent`
        /// - Parameters:
        ///   - agentID: Path parameter agent_id
        ///   - version: Agent version. Omit for the most recent version. Must be at least 1 if specified.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(agentID: String, version: Int? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsAgent {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/agents/{agent_id}", parameters: ["agent_id": agentID], operation: "BetaGetAgent")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.query.append("version", version)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsAgent.self).value
        }

        /// Update Agent
        ///
        /// - HTTP: `POST /v1/agents/{agent_id}?beta=true`
        /// - Operation: `BetaUpdateAgent`
        /// - Parameters:
        ///   - agentID: Path parameter agent_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func update(agentID: String, _ body: AnthropicAgents.BetaManagedAgentsUpdateAgentParams, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsAgent {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/agents/{agent_id}", parameters: ["agent_id": agentID], operation: "BetaUpdateAgent")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsAgent.self).value
        }

        /// List Agents
        ///
        /// - HTTP: `GET /v1/agents?beta=true`
        /// - Operation: `BetaListAgents`
        /// - Parameters:
        ///   - limit: Maximum results per page. Default 20, maximum 100.
        ///   - page: Opaque pagination cursor from a previous response.
        ///   - createdAtGte: Return agents created at or after this time (inclusive).
        ///   - createdAtLte: Return agents created at or before this time (inclusive).
        ///   - includeArchived: Include archived agents in results. Defaults to false.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(limit: Int? = nil, page: String? = nil, createdAtGte: AnthropicAgents.BetaTimestamp? = nil, createdAtLte: AnthropicAgents.BetaTimestamp? = nil, includeArchived: Bool? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsListAgents {
            var request = RequestComponents(method: "GET", path: "/v1/agents", operation: "BetaListAgents")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.query.append("limit", limit)
            request.query.append("page", page)
            try request.query.appendDeepObject("created_at[gte]", encoding: createdAtGte)
            try request.query.appendDeepObject("created_at[lte]", encoding: createdAtLte)
            request.query.append("include_archived", includeArchived)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsListAgents.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/agents?beta=true` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, createdAtGte: AnthropicAgents.BetaTimestamp? = nil, createdAtLte: AnthropicAgents.BetaTimestamp? = nil, includeArchived: Bool? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.BetaManagedAgentsListAgents, AnthropicAgents.BetaManagedAgentsAgent> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, createdAtGte: createdAtGte, createdAtLte: createdAtLte, includeArchived: includeArchived, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data ?? [] }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Archive Agent
        ///
        /// - HTTP: `POST /v1/agents/{agent_id}/archive?beta=true`
        /// - Operation: `BetaArchiveAgent`
        /// - Parameters:
        ///   - agentID: Path parameter agent_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func archive(agentID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsAgent {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/agents/{agent_id}/archive", parameters: ["agent_id": agentID], operation: "BetaArchiveAgent")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsAgent.self).value
        }
    }
}
