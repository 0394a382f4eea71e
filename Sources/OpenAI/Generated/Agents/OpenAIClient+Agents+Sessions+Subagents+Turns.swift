// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Agents.Sessions.Subagents {
    /// The `turns` resource.
    public nonisolated struct Turns: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `items` operations.
        public var items: OpenAIClient.Agents.Sessions.Subagents.Turns.Items { OpenAIClient.Agents.Sessions.Subagents.Turns.Items(core: core) }

        /// Retrieves a turn belonging to this subagent.
        ///
        /// See
        /// [subagent workflows](https://developers.openai.com/api/docs/guides/agents-api/multi-agent).
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}/subagents/{subagent_id}/turns/{turn_id}`
        /// - Operation: `agents.sessions.subagents.turns.retrieve`
        public func retrieve(sessionID: String, subagentID: String, turnID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.Turn {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/sessions/{session_id}/subagents/{subagent_id}/turns/{turn_id}", parameters: ["session_id": sessionID, "subagent_id": subagentID, "turn_id": turnID], operation: "agents.sessions.subagents.turns.retrieve")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.Turn.self).value
        }

        /// Lists all turns of this subagent, including turns after a resume.
        ///
        /// See
        /// [subagent workflows](https://developers.openai.com/api/docs/guides/agents-api/multi-agent).
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}/subagents/{subagent_id}/turns`
        /// - Operation: `agents.sessions.subagents.turns.list`
        /// - Parameters:
        ///   - after: Return resources after this resource ID in the selected order.
        ///   - limit: The maximum number of resources to return, between 1 and 100. Defaults to 20.
        ///   - order: The order in which resources are returned. Defaults to `desc`.
        public func list(sessionID: String, subagentID: String, after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsSessionsSubagentsTurnsListOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentsSessionsSubagentsTurnsListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/sessions/{session_id}/subagents/{subagent_id}/turns", parameters: ["session_id": sessionID, "subagent_id": subagentID], operation: "agents.sessions.subagents.turns.list")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAgents.AgentsSessionsSubagentsTurnsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}/subagents/{subagent_id}/turns` (repeated)
        public func list(sessionID: String, subagentID: String, after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsSessionsSubagentsTurnsListOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAgents.AgentsSessionsSubagentsTurnsListResponse, OpenAIAgents.Turn> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(sessionID: sessionID, subagentID: subagentID, after: cursor, limit: limit, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.data.last?.id
            })
        }
    }
}
