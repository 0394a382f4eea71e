// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `agents` operations.
    public var agents: OpenAIClient.Agents { OpenAIClient.Agents(core: core) }

    /// The `agents` resource.
    public nonisolated struct Agents: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `automations` operations.
        public var automations: OpenAIClient.Agents.Automations { OpenAIClient.Agents.Automations(core: core) }

        /// `environments` operations.
        public var environments: OpenAIClient.Agents.Environments { OpenAIClient.Agents.Environments(core: core) }

        /// `sessions` operations.
        public var sessions: OpenAIClient.Agents.Sessions { OpenAIClient.Agents.Sessions(core: core) }

        /// Creates a reusable agent without storing credentials.
        ///
        /// See
        /// [agent configuration](https://developers.openai.com/api/docs/guides/agents-api/configuration).
        ///
        /// - HTTP: `POST /agents`
        /// - Operation: `agents.create`
        public func create(_ body: OpenAIAgents.AgentsCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIAgents.Agent {
            var request = RequestComponents(method: "POST", path: "/agents", operation: "agents.create")
            request.headers.set("OpenAI-Beta", "agents=v1")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAgents.Agent.self).value
        }

        /// Retrieves a reusable agent by ID.
        ///
        /// See
        /// [agent configuration](https://developers.openai.com/api/docs/guides/agents-api/configuration).
        ///
        /// - HTTP: `GET /agents/{agent_id}`
        /// - Operation: `agents.retrieve`
        public func retrieve(agentID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.Agent {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/{agent_id}", parameters: ["agent_id": agentID], operation: "agents.retrieve")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.Agent.self).value
        }

        /// Updates a reusable agent.
        ///
        /// See
        /// [agent configuration](https://developers.openai.com/api/docs/guides/agents-api/configuration).
        ///
        /// - HTTP: `POST /agents/{agent_id}`
        /// - Operation: `agents.update`
        public func update(agentID: String, _ body: OpenAIAgents.AgentsUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.Agent {
            var request = try RequestComponents(method: "POST", pathTemplate: "/agents/{agent_id}", parameters: ["agent_id": agentID], operation: "agents.update")
            request.headers.set("OpenAI-Beta", "agents=v1")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIAgents.Agent.self).value
        }

        /// Lists reusable agents in the current project.
        ///
        /// See
        /// [agent configuration](https://developers.openai.com/api/docs/guides/agents-api/configuration).
        ///
        /// - HTTP: `GET /agents`
        /// - Operation: `agents.list`
        /// - Parameters:
        ///   - after: Return resources after this resource ID in the selected order.
        ///   - limit: The maximum number of resources to return, between 1 and 100. Defaults to 20.
        ///   - order: The order in which resources are returned. Defaults to `desc`.
        public func list(after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsListOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentsListResponse {
            var request = RequestComponents(method: "GET", path: "/agents", operation: "agents.list")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAgents.AgentsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /agents` (repeated)
        public func list(after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsListOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAgents.AgentsListResponse, OpenAIAgents.Agent> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(after: cursor, limit: limit, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.data.last?.id
            })
        }

        /// Deletes a reusable agent.
        ///
        /// See
        /// [agent configuration](https://developers.openai.com/api/docs/guides/agents-api/configuration).
        ///
        /// - HTTP: `DELETE /agents/{agent_id}`
        /// - Operation: `agents.delete`
        public func delete(agentID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentDeleted {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/agents/{agent_id}", parameters: ["agent_id": agentID], operation: "agents.delete")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.AgentDeleted.self).value
        }
    }
}
