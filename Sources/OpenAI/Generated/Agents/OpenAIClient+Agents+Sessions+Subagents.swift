// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Agents.Sessions {
    /// The `subagents` resource.
    public nonisolated struct Subagents: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `items` operations.
        public var items: OpenAIClient.Agents.Sessions.Subagents.Items { OpenAIClient.Agents.Sessions.Subagents.Items(core: core) }

        /// `turns` operations.
        public var turns: OpenAIClient.Agents.Sessions.Subagents.Turns { OpenAIClient.Agents.Sessions.Subagents.Turns(core: core) }

        /// Retrieves a subagent belonging to this session.
        ///
        /// See
        /// [subagent workflows](https://developers.openai.com/api/docs/guides/agents-api/multi-agent).
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}/subagents/{subagent_id}`
        /// - Operation: `agents.sessions.subagents.retrieve`
        public func retrieve(sessionID: String, subagentID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.Subagent {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/sessions/{session_id}/subagents/{subagent_id}", parameters: ["session_id": sessionID, "subagent_id": subagentID], operation: "agents.sessions.subagents.retrieve")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.Subagent.self).value
        }

        /// Lists subagents in a session, including nested and closed subagents.
        ///
        /// See
        /// [subagent workflows](https://developers.openai.com/api/docs/guides/agents-api/multi-agent).
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}/subagents`
        /// - Operation: `agents.sessions.subagents.list`
        /// - Parameters:
        ///   - after: Return resources after this resource ID in the selected order.
        ///   - limit: The maximum number of resources to return, between 1 and 100. Defaults to 20.
        ///   - order: The order in which resources are returned. Defaults to `desc`.
        public func list(sessionID: String, after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsSessionsSubagentsListOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentsSessionsSubagentsListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/sessions/{session_id}/subagents", parameters: ["session_id": sessionID], operation: "agents.sessions.subagents.list")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAgents.AgentsSessionsSubagentsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}/subagents` (repeated)
        public func list(sessionID: String, after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsSessionsSubagentsListOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAgents.AgentsSessionsSubagentsListResponse, OpenAIAgents.Subagent> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(sessionID: sessionID, after: cursor, limit: limit, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.data.last?.id
            })
        }
    }
}
