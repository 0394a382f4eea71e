// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Agents {
    /// The `environments` resource.
    public nonisolated struct Environments: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `files` operations.
        public var files: OpenAIClient.Agents.Environments.Files { OpenAIClient.Agents.Environments.Files(core: core) }

        /// `templates` operations.
        public var templates: OpenAIClient.Agents.Environments.Templates { OpenAIClient.Agents.Environments.Templates(core: core) }

        /// Creates an OpenAI-hosted environment before creating a session.
        ///
        /// Requires access
        /// to the prewarming beta.
        ///
        /// - HTTP: `POST /agents/environments`
        /// - Operation: `agents.environments.create`
        public func create(_ body: OpenAIAgents.AgentsEnvironmentsCreateRequest, idempotencyKey: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.EnvironmentInfo {
            var request = RequestComponents(method: "POST", path: "/agents/environments", operation: "agents.environments.create")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.headers.set("Idempotency-Key", idempotencyKey)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAgents.EnvironmentInfo.self).value
        }

        /// Retrieves an execution environment's connection status and safe installed
        /// metadata. See
        /// [environment lifecycle](https://developers.openai.com/api/docs/guides/agents-api/environments/lifecycle).
        ///
        /// - HTTP: `GET /agents/environments/{environment_id}`
        /// - Operation: `agents.environments.retrieve`
        public func retrieve(environmentID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.EnvironmentInfo {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/environments/{environment_id}", parameters: ["environment_id": environmentID], operation: "agents.environments.retrieve")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.EnvironmentInfo.self).value
        }

        /// Lists OpenAI-hosted environments owned by the authenticated principal.
        ///
        /// Requires
        /// access to the prewarming beta.
        ///
        /// - HTTP: `GET /agents/environments`
        /// - Operation: `agents.environments.list`
        /// - Parameters:
        ///   - after: Return resources after this resource ID in the selected order.
        ///   - limit: The maximum number of resources to return, between 1 and 100. Defaults to 20.
        ///   - order: The order in which resources are returned. Defaults to `desc`.
        ///   - type: The hosting type to list. Defaults to `openai_hosted`.
        public func list(after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsEnvironmentsListOrder? = nil, type: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentsEnvironmentsListResponse {
            var request = RequestComponents(method: "GET", path: "/agents/environments", operation: "agents.environments.list")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("type", type)
            return try await core.send(request, options: options, as: OpenAIAgents.AgentsEnvironmentsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /agents/environments` (repeated)
        public func list(after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsEnvironmentsListOrder? = nil, type: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAgents.AgentsEnvironmentsListResponse, OpenAIAgents.EnvironmentInfo> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(after: cursor, limit: limit, order: order, type: type, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.data.last?.id
            })
        }
    }
}
