// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Agents {
    /// The `automations` resource.
    public nonisolated struct Automations: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `invocations` operations.
        public var invocations: OpenAIClient.Agents.Automations.Invocations { OpenAIClient.Agents.Automations.Invocations(core: core) }

        /// - HTTP: `POST /agents/automations`
        /// - Operation: `agents.automations.create`
        public func create(_ body: OpenAIAgents.AgentsAutomationsCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIAgents.Automation {
            var request = RequestComponents(method: "POST", path: "/agents/automations", operation: "agents.automations.create")
            request.headers.set("OpenAI-Beta", "agents=v1")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAgents.Automation.self).value
        }

        /// Retrieves a project-owned automation.
        ///
        /// - HTTP: `GET /agents/automations/{automation_id}`
        /// - Operation: `agents.automations.retrieve`
        public func retrieve(automationID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.Automation {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/automations/{automation_id}", parameters: ["automation_id": automationID], operation: "agents.automations.retrieve")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.Automation.self).value
        }

        /// Updates supplied fields; target and metadata replace the whole field.
        ///
        /// - HTTP: `POST /agents/automations/{automation_id}`
        /// - Operation: `agents.automations.update`
        public func update(automationID: String, _ body: OpenAIAgents.AgentsAutomationsUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.Automation {
            var request = try RequestComponents(method: "POST", pathTemplate: "/agents/automations/{automation_id}", parameters: ["automation_id": automationID], operation: "agents.automations.update")
            request.headers.set("OpenAI-Beta", "agents=v1")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIAgents.Automation.self).value
        }

        /// Lists project-owned automations, optionally filtered by target session.
        ///
        /// - HTTP: `GET /agents/automations`
        /// - Operation: `agents.automations.list`
        /// - Parameters:
        ///   - after: Return resources after this resource ID in the selected order.
        ///   - limit: The maximum number of resources to return, between 1 and 100. Defaults to 20.
        ///   - order: The order in which resources are returned. Defaults to `desc`.
        ///   - sessionID: Matches existing-session targets, including agent-created automations.
        public func list(after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsAutomationsListOrder? = nil, sessionID: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentsAutomationsListResponse {
            var request = RequestComponents(method: "GET", path: "/agents/automations", operation: "agents.automations.list")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("session_id", sessionID)
            return try await core.send(request, options: options, as: OpenAIAgents.AgentsAutomationsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /agents/automations` (repeated)
        public func list(after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsAutomationsListOrder? = nil, sessionID: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAgents.AgentsAutomationsListResponse, OpenAIAgents.Automation> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(after: cursor, limit: limit, order: order, sessionID: sessionID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return nil
            })
        }

        /// Deletes the automation and prevents future invocations without deleting its
        /// target session.
        ///
        /// - HTTP: `DELETE /agents/automations/{automation_id}`
        /// - Operation: `agents.automations.delete`
        public func delete(automationID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.AutomationDeleted {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/agents/automations/{automation_id}", parameters: ["automation_id": automationID], operation: "agents.automations.delete")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.AutomationDeleted.self).value
        }

        /// Pauses future scheduled delivery without stopping an active session.
        ///
        /// - HTTP: `POST /agents/automations/{automation_id}/pause`
        /// - Operation: `agents.automations.pause`
        public func pause(automationID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.Automation {
            var request = try RequestComponents(method: "POST", pathTemplate: "/agents/automations/{automation_id}/pause", parameters: ["automation_id": automationID], operation: "agents.automations.pause")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.Automation.self).value
        }

        /// Resumes scheduled delivery; one-time automations without a pending invocation
        /// require a future run_at.
        ///
        /// - HTTP: `POST /agents/automations/{automation_id}/resume`
        /// - Operation: `agents.automations.resume`
        public func resume(automationID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.Automation {
            var request = try RequestComponents(method: "POST", pathTemplate: "/agents/automations/{automation_id}/resume", parameters: ["automation_id": automationID], operation: "agents.automations.resume")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.Automation.self).value
        }
    }
}
