// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Sessions.Threads {
    /// The `events` resource.
    public nonisolated struct Events: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// List Session Thread Events
        ///
        /// - HTTP: `GET /v1/sessions/{session_id}/threads/{thread_id}/events?beta=true`
        /// - Operation: `BetaListSessionThreadEvents`
        /// - Parameters:
        ///   - sessionID: Path parameter session_id
        ///   - threadID: Path parameter thread_id
        ///   - limit: Query parameter for limit
        ///   - page: Query parameter for page
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(sessionID: String, threadID: String, limit: Int? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsListSessionThreadEvents {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}/threads/{thread_id}/events", parameters: ["session_id": sessionID, "thread_id": threadID], operation: "BetaListSessionThreadEvents")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsListSessionThreadEvents.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/sessions/{session_id}/threads/{thread_id}/events?beta=true` (repeated)
        public func list(sessionID: String, threadID: String, limit: Int? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.BetaManagedAgentsListSessionThreadEvents, AnthropicAgents.BetaManagedAgentsSessionEvent> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(sessionID: sessionID, threadID: threadID, limit: limit, page: cursor, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data ?? [] }, nextCursor: { page in
                return page.nextPage
            })
        }
    }
}
