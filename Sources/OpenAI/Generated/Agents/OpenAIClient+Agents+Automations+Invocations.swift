// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Agents.Automations {
    /// The `invocations` resource.
    public nonisolated struct Invocations: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Queues a manual delivery without changing the saved schedule.
        ///
        /// - HTTP: `POST /agents/automations/{automation_id}/invocations`
        /// - Operation: `agents.automations.invocations.create`
        public func create(automationID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.AutomationInvocation {
            var request = try RequestComponents(method: "POST", pathTemplate: "/agents/automations/{automation_id}/invocations", parameters: ["automation_id": automationID], operation: "agents.automations.invocations.create")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.AutomationInvocation.self).value
        }

        /// Retrieves a delivery record for a project-owned automation.
        ///
        /// - HTTP: `GET /agents/automations/{automation_id}/invocations/{invocation_id}`
        /// - Operation: `agents.automations.invocations.retrieve`
        public func retrieve(automationID: String, invocationID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.AutomationInvocation {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/automations/{automation_id}/invocations/{invocation_id}", parameters: ["automation_id": automationID, "invocation_id": invocationID], operation: "agents.automations.invocations.retrieve")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.AutomationInvocation.self).value
        }

        /// Lists delivery records for a project-owned automation.
        ///
        /// - HTTP: `GET /agents/automations/{automation_id}/invocations`
        /// - Operation: `agents.automations.invocations.list`
        /// - Parameters:
        ///   - after: Return resources after this resource ID in the selected order.
        ///   - limit: The maximum number of resources to return, between 1 and 100. Defaults to 20.
        ///   - order: The order in which resources are returned. Defaults to `desc`.
        public func list(automationID: String, after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsAutomationsInvocationsListOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentsAutomationsInvocationsListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/automations/{automation_id}/invocations", parameters: ["automation_id": automationID], operation: "agents.automations.invocations.list")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAgents.AgentsAutomationsInvocationsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /agents/automations/{automation_id}/invocations` (repeated)
        public func list(automationID: String, after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsAutomationsInvocationsListOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAgents.AgentsAutomationsInvocationsListResponse, OpenAIAgents.AutomationInvocation> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(automationID: automationID, after: cursor, limit: limit, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.data.last?.id
            })
        }
    }
}
