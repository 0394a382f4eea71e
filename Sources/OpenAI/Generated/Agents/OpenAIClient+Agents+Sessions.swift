// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Agents {
    /// The `sessions` resource.
    public nonisolated struct Sessions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `artifacts` operations.
        public var artifacts: OpenAIClient.Agents.Sessions.Artifacts { OpenAIClient.Agents.Sessions.Artifacts(core: core) }

        /// `events` operations.
        public var events: OpenAIClient.Agents.Sessions.Events { OpenAIClient.Agents.Sessions.Events(core: core) }

        /// `items` operations.
        public var items: OpenAIClient.Agents.Sessions.Items { OpenAIClient.Agents.Sessions.Items(core: core) }

        /// `subagents` operations.
        public var subagents: OpenAIClient.Agents.Sessions.Subagents { OpenAIClient.Agents.Sessions.Subagents(core: core) }

        /// `traces` operations.
        public var traces: OpenAIClient.Agents.Sessions.Traces { OpenAIClient.Agents.Sessions.Traces(core: core) }

        /// `turns` operations.
        public var turns: OpenAIClient.Agents.Sessions.Turns { OpenAIClient.Agents.Sessions.Turns(core: core) }

        /// - HTTP: `POST /agents/sessions`
        /// - Operation: `agents.sessions.create`
        public func create(_ body: OpenAIAgents.AgentsSessionsCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentSession {
            var body = body
            body.stream = body.stream.map { _ in false }
            var request = RequestComponents(method: "POST", path: "/agents/sessions", operation: "agents.sessions.create")
            request.headers.set("OpenAI-Beta", "agents=v1")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAgents.AgentSession.self).value
        }

        /// Streams `create(…)`: the same call with streaming turned on, returning each
        /// `AgentSessionEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
        ///
        /// - HTTP: `POST /agents/sessions` (`text/event-stream`)
        /// - Operation: `agents.sessions.create`
        public func stream(_ body: OpenAIAgents.AgentsSessionsCreateRequest, options: RequestOptions = .init()) async throws -> EventStream<OpenAIAgents.AgentSessionEvent> {
            var body = body
            body.stream = true
            var request = RequestComponents(method: "POST", path: "/agents/sessions", operation: "agents.sessions.create")
            request.headers.set("OpenAI-Beta", "agents=v1")
            try request.setJSONBody(body)
            let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true)
            return try await core.sendEvents(request, options: options, of: OpenAIAgents.AgentSessionEvent.self, format: format)
        }

        /// Retrieves the current state of a managed agent session.
        ///
        /// See
        /// [managing sessions](https://developers.openai.com/api/docs/guides/agents-api/sessions/manage).
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}`
        /// - Operation: `agents.sessions.retrieve`
        public func retrieve(sessionID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentSession {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/sessions/{session_id}", parameters: ["session_id": sessionID], operation: "agents.sessions.retrieve")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.AgentSession.self).value
        }

        /// Updates session tools, metadata, model, reasoning effort, service tier, or the
        /// default prompt cache lifetime. Model settings apply to subsequent turns. Omitted
        /// fields are unchanged. See
        /// [managing sessions](https://developers.openai.com/api/docs/guides/agents-api/sessions/manage).
        ///
        /// - HTTP: `POST /agents/sessions/{session_id}`
        /// - Operation: `agents.sessions.update`
        public func update(sessionID: String, _ body: OpenAIAgents.AgentsSessionsUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentSession {
            var request = try RequestComponents(method: "POST", pathTemplate: "/agents/sessions/{session_id}", parameters: ["session_id": sessionID], operation: "agents.sessions.update")
            request.headers.set("OpenAI-Beta", "agents=v1")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIAgents.AgentSession.self).value
        }

        /// Lists managed agent sessions using ID-based pagination and the requested sort
        /// order. See
        /// [managing sessions](https://developers.openai.com/api/docs/guides/agents-api/sessions/manage).
        ///
        /// - HTTP: `GET /agents/sessions`
        /// - Operation: `agents.sessions.list`
        /// - Parameters:
        ///   - after: Return resources after this resource ID in the selected order.
        ///   - agentID: Only return sessions whose root agent has this ID.
        ///   - limit: The maximum number of resources to return, between 1 and 100. Defaults to 20.
        ///   - metadata: Exact string matches supplied as `metadata[key]=value`.
        ///   - order: The order in which resources are returned. Defaults to `desc`.
        public func list(after: String? = nil, agentID: String? = nil, limit: Int? = nil, metadata: [String: String]? = nil, order: OpenAIAgents.AgentsSessionsListOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentsSessionsListResponse {
            var request = RequestComponents(method: "GET", path: "/agents/sessions", operation: "agents.sessions.list")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.query.append("after", after)
            request.query.append("agent_id", agentID)
            request.query.append("limit", limit)
            try request.query.appendDeepObject("metadata", encoding: metadata)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAgents.AgentsSessionsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /agents/sessions` (repeated)
        public func list(after: String? = nil, agentID: String? = nil, limit: Int? = nil, metadata: [String: String]? = nil, order: OpenAIAgents.AgentsSessionsListOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAgents.AgentsSessionsListResponse, OpenAIAgents.AgentSession> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(after: cursor, agentID: agentID, limit: limit, metadata: metadata, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.data.last?.id
            })
        }

        /// Removes a managed agent session from the public API and returns a deletion
        /// confirmation. If backend execution has ended, deletion can cancel a still-open
        /// public turn and abandon unpublished outputs. Running execution must be cancelled
        /// first. Physical cleanup may continue asynchronously. See
        /// [managing sessions](https://developers.openai.com/api/docs/guides/agents-api/sessions/manage).
        ///
        /// - HTTP: `DELETE /agents/sessions/{session_id}`
        /// - Operation: `agents.sessions.delete`
        public func delete(sessionID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentSessionDeleted {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/agents/sessions/{session_id}", parameters: ["session_id": sessionID], operation: "agents.sessions.delete")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.AgentSessionDeleted.self).value
        }
    }
}
