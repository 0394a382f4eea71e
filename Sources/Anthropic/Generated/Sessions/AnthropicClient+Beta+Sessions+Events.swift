// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Sessions {
    /// The `events` resource.
    public nonisolated struct Events: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// List Events
        ///
        /// - HTTP: `GET /v1/sessions/{session_id}/events?beta=true`
        /// - Operation: `BetaListEvents`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - limit: Query parameter for limit
        ///   - page: Opaque pagination cursor from a previous response's next_page.
        ///   - order: Sort direction for results, ordered by created_at. Defaults to asc (chronological).
        ///   - types: Filter by event type. Values match the `type` field on returned events (for example, `user.message` or `agent.tool_use`). Omit to return all event types.
        ///   - createdAtGte: Return events created at or after this time (inclusive).
        ///   - createdAtGt: Return events created after this time (exclusive).
        ///   - createdAtLte: Return events created at or before this time (inclusive).
        ///   - createdAtLt: Return events created before this time (exclusive).
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(sessionID: String, limit: Int? = nil, page: String? = nil, order: AnthropicAgents.BetaManagedAgentsListOrder? = nil, types: [String]? = nil, createdAtGte: AnthropicAgents.BetaTimestamp? = nil, createdAtGt: AnthropicAgents.BetaTimestamp? = nil, createdAtLte: AnthropicAgents.BetaTimestamp? = nil, createdAtLt: AnthropicAgents.BetaTimestamp? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsListSessionEvents {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}/events", parameters: ["session_id": sessionID], operation: "BetaListEvents")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("order", order)
            request.query.append("types[]", types, style: .bracketed)
            try request.query.appendDeepObject("created_at[gte]", encoding: createdAtGte)
            try request.query.appendDeepObject("created_at[gt]", encoding: createdAtGt)
            try request.query.appendDeepObject("created_at[lte]", encoding: createdAtLte)
            try request.query.appendDeepObject("created_at[lt]", encoding: createdAtLt)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsListSessionEvents.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/sessions/{session_id}/events?beta=true` (repeated)
        public func list(sessionID: String, limit: Int? = nil, page: String? = nil, order: AnthropicAgents.BetaManagedAgentsListOrder? = nil, types: [String]? = nil, createdAtGte: AnthropicAgents.BetaTimestamp? = nil, createdAtGt: AnthropicAgents.BetaTimestamp? = nil, createdAtLte: AnthropicAgents.BetaTimestamp? = nil, createdAtLt: AnthropicAgents.BetaTimestamp? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.BetaManagedAgentsListSessionEvents, AnthropicAgents.BetaManagedAgentsSessionEvent> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(sessionID: sessionID, limit: limit, page: cursor, order: order, types: types, createdAtGte: createdAtGte, createdAtGt: createdAtGt, createdAtLte: createdAtLte, createdAtLt: createdAtLt, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data ?? [] }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Stream Events
        ///
        /// - HTTP: `GET /v1/sessions/{session_id}/events/stream?beta=true`
        /// - Operation: `BetaStreamSessionEvents`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        ///   - eventDeltas: When set, this connection also receives streaming deltas (`event_start`,
        public func stream(sessionID: String, anthropicWorkspaceID: String? = nil, eventDeltas: [AnthropicAgents.BetaManagedAgentsDeltaType]? = nil, options: RequestOptions = .init()) async throws -> EventStream<AnthropicAgents.BetaManagedAgentsStreamSessionEvents> {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}/events/stream", parameters: ["session_id": sessionID], operation: "BetaStreamSessionEvents")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            request.query.append("event_deltas[]", eventDeltas, style: .bracketed)
            let format = EventStreamFormat(errorEvents: ["error"])
            return try await core.sendEvents(request, options: options, of: AnthropicAgents.BetaManagedAgentsStreamSessionEvents.self, format: format)
        }
    }
}
