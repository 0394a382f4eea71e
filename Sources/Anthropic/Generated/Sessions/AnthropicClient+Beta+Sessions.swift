// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

nonisolated extension AnthropicClient.Beta {
    /// `sessions` operations.
    public var sessions: AnthropicClient.Beta.Sessions { AnthropicClient.Beta.Sessions(core: core) }

    /// The `sessions` resource.
    public nonisolated struct Sessions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `events` operations.
        public var events: AnthropicClient.Beta.Sessions.Events { AnthropicClient.Beta.Sessions.Events(core: core) }

        /// `resources` operations.
        public var resources: AnthropicClient.Beta.Sessions.Resources { AnthropicClient.Beta.Sessions.Resources(core: core) }

        /// `threads` operations.
        public var threads: AnthropicClient.Beta.Sessions.Threads { AnthropicClient.Beta.Sessions.Threads(core: core) }

        /// Create Session
        ///
        /// - HTTP: `POST /v1/sessions?beta=true`
        /// - Operation: `BetaCreateSession`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(_ body: AnthropicAgents.BetaManagedAgentsCreateSessionParams, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsSession {
            var request = RequestComponents(method: "POST", path: "/v1/sessions", operation: "BetaCreateSession")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsSession.self).value
        }

        /// Get Session
        ///
        /// - HTTP: `GET /v1/sessions/{session_id}?beta=true`
        /// - Operation: `BetaGetSession`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(sessionID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsSession {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}", parameters: ["session_id": sessionID], operation: "BetaGetSession")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsSession.self).value
        }

        /// Update Session
        ///
        /// - HTTP: `POST /v1/sessions/{session_id}?beta=true`
        /// - Operation: `BetaUpdateSession`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func update(sessionID: String, _ body: AnthropicAgents.BetaManagedAgentsUpdateSessionParams, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsSession {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/sessions/{session_id}", parameters: ["session_id": sessionID], operation: "BetaUpdateSession")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsSession.self).value
        }

        /// List Sessions
        ///
        /// - HTTP: `GET /v1/sessions?beta=true`
        /// - Operation: `BetaListSessions`
        /// - Parameters:
        ///   - limit: Maximum number of results to return.
        ///   - page: Opaque pagination cursor from a previous response's next_page.
        ///   - includeArchived: When true, includes archived sessions. Default: false (exclude archived).
        ///   - createdAtGte: Return sessions created at or after this time (inclusive).
        ///   - createdAtGt: Return sessions created after this time (exclusive).
        ///   - createdAtLte: Return sessions created at or before this time (inclusive).
        ///   - createdAtLt: Return sessions created before this time (exclusive).
        ///   - agentID: Filter sessions created with this agent ID.
        ///   - agentVersion: Filter by agent version. Only applies when agent_id is also set.
        ///   - order: Sort direction for results, ordered by created_at. Defaults to desc (newest first).
        ///   - memoryStoreID: Filter sessions whose resources contain a memory_store with this memory store ID.
        ///   - statuses: Filter by session status. Repeat the parameter to match any of multiple statuses.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        ///   - deploymentID: Filter sessions created by this deployment ID.
        public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, createdAtGte: AnthropicAgents.BetaTimestamp? = nil, createdAtGt: AnthropicAgents.BetaTimestamp? = nil, createdAtLte: AnthropicAgents.BetaTimestamp? = nil, createdAtLt: AnthropicAgents.BetaTimestamp? = nil, agentID: String? = nil, agentVersion: Int? = nil, order: AnthropicAgents.BetaManagedAgentsListOrder? = nil, memoryStoreID: String? = nil, statuses: [AnthropicAgents.BetaManagedAgentsSessionStatus]? = nil, anthropicWorkspaceID: String? = nil, deploymentID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsListSessions {
            var request = RequestComponents(method: "GET", path: "/v1/sessions", operation: "BetaListSessions")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("include_archived", includeArchived)
            try request.query.appendDeepObject("created_at[gte]", encoding: createdAtGte)
            try request.query.appendDeepObject("created_at[gt]", encoding: createdAtGt)
            try request.query.appendDeepObject("created_at[lte]", encoding: createdAtLte)
            try request.query.appendDeepObject("created_at[lt]", encoding: createdAtLt)
            request.query.append("agent_id", agentID)
            request.query.append("agent_version", agentVersion)
            request.query.append("order", order)
            request.query.append("memory_store_id", memoryStoreID)
            request.query.append("statuses[]", statuses, style: .bracketed)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            request.query.append("deployment_id", deploymentID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsListSessions.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/sessions?beta=true` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, createdAtGte: AnthropicAgents.BetaTimestamp? = nil, createdAtGt: AnthropicAgents.BetaTimestamp? = nil, createdAtLte: AnthropicAgents.BetaTimestamp? = nil, createdAtLt: AnthropicAgents.BetaTimestamp? = nil, agentID: String? = nil, agentVersion: Int? = nil, order: AnthropicAgents.BetaManagedAgentsListOrder? = nil, memoryStoreID: String? = nil, statuses: [AnthropicAgents.BetaManagedAgentsSessionStatus]? = nil, anthropicWorkspaceID: String? = nil, deploymentID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.BetaManagedAgentsListSessions, AnthropicAgents.BetaManagedAgentsSession> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, includeArchived: includeArchived, createdAtGte: createdAtGte, createdAtGt: createdAtGt, createdAtLte: createdAtLte, createdAtLt: createdAtLt, agentID: agentID, agentVersion: agentVersion, order: order, memoryStoreID: memoryStoreID, statuses: statuses, anthropicWorkspaceID: anthropicWorkspaceID, deploymentID: deploymentID, options: options)
            }, items: { $0.data ?? [] }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete Session
        ///
        /// - HTTP: `DELETE /v1/sessions/{session_id}?beta=true`
        /// - Operation: `BetaDeleteSession`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func delete(sessionID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsDeletedSession {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/sessions/{session_id}", parameters: ["session_id": sessionID], operation: "BetaDeleteSession")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsDeletedSession.self).value
        }

        /// Archive Session
        ///
        /// - HTTP: `POST /v1/sessions/{session_id}/archive?beta=true`
        /// - Operation: `BetaArchiveSession`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func archive(sessionID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsSession {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/sessions/{session_id}/archive", parameters: ["session_id": sessionID], operation: "BetaArchiveSession")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsSession.self).value
        }

        /// Send Events
        ///
        /// - HTTP: `POST /v1/sessions/{session_id}/events?beta=true`
        /// - Operation: `BetaSendEvents`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func events(sessionID: String, _ body: AnthropicAgents.BetaManagedAgentsSendSessionEventsParams, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsSendSessionEvents {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/sessions/{session_id}/events", parameters: ["session_id": sessionID], operation: "BetaSendEvents")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsSendSessionEvents.self).value
        }
    }
}
