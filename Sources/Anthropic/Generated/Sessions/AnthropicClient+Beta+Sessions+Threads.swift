// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Sessions {
    /// The `threads` resource.
    public nonisolated struct Threads: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `events` operations.
        public var events: AnthropicClient.Beta.Sessions.Threads.Events { AnthropicClient.Beta.Sessions.Threads.Events(core: core) }

        /// Get Session Thread
        ///
        /// - HTTP: `GET /v1/sessions/{session_id}/threads/{thread_id}?beta=true`
        /// - Operation: `BetaGetSessionThread`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - threadID: Path parameter thread_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(sessionID: String, threadID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsSessionThread {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}/threads/{thread_id}", parameters: ["session_id": sessionID, "thread_id": threadID], operation: "BetaGetSessionThread")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsSessionThread.self).value
        }

        /// List Session Threads
        ///
        /// - HTTP: `GET /v1/sessions/{session_id}/threads?beta=true`
        /// - Operation: `BetaListSessionThreads`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - limit: Maximum results per page. Defaults to 1000.
        ///   - page: Opaque pagination cursor from a previous response's next_page. Forward-only.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        ///   - statuses: Return only threads that have one of these statuses.
        public func list(sessionID: String, limit: Int? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, statuses: [AnthropicAgents.BetaManagedAgentsSessionThreadStatus]? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsListSessionThreads {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}/threads", parameters: ["session_id": sessionID], operation: "BetaListSessionThreads")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            request.query.append("statuses[]", statuses, style: .bracketed)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsListSessionThreads.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/sessions/{session_id}/threads?beta=true` (repeated)
        public func list(sessionID: String, limit: Int? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, statuses: [AnthropicAgents.BetaManagedAgentsSessionThreadStatus]? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.BetaManagedAgentsListSessionThreads, AnthropicAgents.BetaManagedAgentsSessionThread> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(sessionID: sessionID, limit: limit, page: cursor, anthropicWorkspaceID: anthropicWorkspaceID, statuses: statuses, options: options)
            }, items: { $0.data ?? [] }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Archive Session Thread
        ///
        /// - HTTP: `POST /v1/sessions/{session_id}/threads/{thread_id}/archive?beta=true`
        /// - Operation: `BetaArchiveSessionThread`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - threadID: Path parameter thread_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func archive(sessionID: String, threadID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsSessionThread {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/sessions/{session_id}/threads/{thread_id}/archive", parameters: ["session_id": sessionID, "thread_id": threadID], operation: "BetaArchiveSessionThread")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsSessionThread.self).value
        }

        /// Stream Session Thread Events
        ///
        /// - HTTP: `GET /v1/sessions/{session_id}/threads/{thread_id}/stream?beta=true`
        /// - Operation: `BetaStreamSessionThreadEvents`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - threadID: Path parameter thread_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        ///   - eventDeltas: When set, this connection also receives streaming deltas (`event_start`,
        public func stream(sessionID: String, threadID: String, anthropicWorkspaceID: String? = nil, eventDeltas: [AnthropicAgents.BetaManagedAgentsDeltaType]? = nil, options: RequestOptions = .init()) async throws -> EventStream<AnthropicAgents.BetaManagedAgentsStreamSessionThreadEvents> {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}/threads/{thread_id}/stream", parameters: ["session_id": sessionID, "thread_id": threadID], operation: "BetaStreamSessionThreadEvents")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            request.query.append("event_deltas[]", eventDeltas, style: .bracketed)
            let format = EventStreamFormat(errorEvents: ["error"])
            return try await core.sendEvents(request, options: options, of: AnthropicAgents.BetaManagedAgentsStreamSessionThreadEvents.self, format: format)
        }
    }
}
