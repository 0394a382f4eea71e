// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Agents.Sessions.Subagents {
    /// The `items` resource.
    public nonisolated struct Items: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Lists this subagent's own items across all of its turns.
        ///
        /// See
        /// [subagent workflows](https://developers.openai.com/api/docs/guides/agents-api/multi-agent).
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}/subagents/{subagent_id}/items`
        /// - Operation: `agents.sessions.subagents.items.list`
        /// - Parameters:
        ///   - after: Return resources after this resource ID in the selected order.
        ///   - limit: The maximum number of resources to return, between 1 and 100. Defaults to 20.
        ///   - order: The order in which resources are returned. Defaults to `desc`.
        public func list(sessionID: String, subagentID: String, after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsSessionsSubagentsItemsListOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentsSessionsSubagentsItemsListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/sessions/{session_id}/subagents/{subagent_id}/items", parameters: ["session_id": sessionID, "subagent_id": subagentID], operation: "agents.sessions.subagents.items.list")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAgents.AgentsSessionsSubagentsItemsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}/subagents/{subagent_id}/items` (repeated)
        public func list(sessionID: String, subagentID: String, after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsSessionsSubagentsItemsListOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAgents.AgentsSessionsSubagentsItemsListResponse, OpenAIAgents.AgentSessionItem> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(sessionID: sessionID, subagentID: subagentID, after: cursor, limit: limit, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return nil
            })
        }
    }
}
