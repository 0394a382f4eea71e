// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Agents.Environments {
    /// The `templates` resource.
    public nonisolated struct Templates: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Creates reusable environment configuration without returning confidential setup
        /// commands or environment values. See
        /// [reusing a hosted setup](https://developers.openai.com/api/docs/guides/agents-api/tools#reuse-a-hosted-plugin-setup).
        ///
        /// - HTTP: `POST /agents/environments/templates`
        /// - Operation: `agents.environments.templates.create`
        public func create(_ body: OpenAIAgents.AgentsEnvironmentsTemplatesCreateRequest? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.EnvironmentTemplate {
            var request = RequestComponents(method: "POST", path: "/agents/environments/templates", operation: "agents.environments.templates.create")
            request.headers.set("OpenAI-Beta", "agents=v1")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIAgents.EnvironmentTemplate.self).value
        }

        /// Retrieves reusable environment configuration without returning confidential
        /// values. See
        /// [reusing a hosted setup](https://developers.openai.com/api/docs/guides/agents-api/tools#reuse-a-hosted-plugin-setup).
        ///
        /// - HTTP: `GET /agents/environments/templates/{environment_template_id}`
        /// - Operation: `agents.environments.templates.retrieve`
        public func retrieve(environmentTemplateID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.EnvironmentTemplate {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/environments/templates/{environment_template_id}", parameters: ["environment_template_id": environmentTemplateID], operation: "agents.environments.templates.retrieve")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.EnvironmentTemplate.self).value
        }

        /// Updates reusable environment configuration without returning confidential
        /// values. See
        /// [reusing a hosted setup](https://developers.openai.com/api/docs/guides/agents-api/tools#reuse-a-hosted-plugin-setup).
        ///
        /// - HTTP: `POST /agents/environments/templates/{environment_template_id}`
        /// - Operation: `agents.environments.templates.update`
        public func update(environmentTemplateID: String, _ body: OpenAIAgents.AgentsEnvironmentsTemplatesUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.EnvironmentTemplate {
            var request = try RequestComponents(method: "POST", pathTemplate: "/agents/environments/templates/{environment_template_id}", parameters: ["environment_template_id": environmentTemplateID], operation: "agents.environments.templates.update")
            request.headers.set("OpenAI-Beta", "agents=v1")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIAgents.EnvironmentTemplate.self).value
        }

        /// Lists reusable environment templates without returning confidential values.
        ///
        /// See
        /// [reusing a hosted setup](https://developers.openai.com/api/docs/guides/agents-api/tools#reuse-a-hosted-plugin-setup).
        ///
        /// - HTTP: `GET /agents/environments/templates`
        /// - Operation: `agents.environments.templates.list`
        /// - Parameters:
        ///   - after: Return resources after this resource ID in the selected order.
        ///   - limit: The maximum number of resources to return, between 1 and 100. Defaults to 20.
        ///   - order: The order in which resources are returned. Defaults to `desc`.
        public func list(after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsEnvironmentsTemplatesListOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentsEnvironmentsTemplatesListResponse {
            var request = RequestComponents(method: "GET", path: "/agents/environments/templates", operation: "agents.environments.templates.list")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAgents.AgentsEnvironmentsTemplatesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /agents/environments/templates` (repeated)
        public func list(after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsEnvironmentsTemplatesListOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAgents.AgentsEnvironmentsTemplatesListResponse, OpenAIAgents.EnvironmentTemplate> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(after: cursor, limit: limit, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.data.last?.id
            })
        }

        /// Deletes reusable environment configuration and all confidential template inputs.
        /// See
        /// [reusing a hosted setup](https://developers.openai.com/api/docs/guides/agents-api/tools#reuse-a-hosted-plugin-setup).
        ///
        /// - HTTP: `DELETE /agents/environments/templates/{environment_template_id}`
        /// - Operation: `agents.environments.templates.delete`
        public func delete(environmentTemplateID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.EnvironmentTemplateDeleted {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/agents/environments/templates/{environment_template_id}", parameters: ["environment_template_id": environmentTemplateID], operation: "agents.environments.templates.delete")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.EnvironmentTemplateDeleted.self).value
        }
    }
}
