// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Agents.Sessions {
    /// The `events` resource.
    public nonisolated struct Events: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Submits message, cancellation, tool-result, or computer-use approval-response
        /// events to a managed agent session. Cancellation can recover a still-open turn
        /// whose backend execution has ended by marking it cancelled and abandoning
        /// unpublished outputs. Saved results, published files, and existing terminal
        /// outcomes are preserved. HTTP 202 confirms acceptance, not durable completion.
        /// See
        /// [session events](https://developers.openai.com/api/docs/guides/agents-api/sessions/events).
        ///
        /// - HTTP: `POST /agents/sessions/{session_id}/events`
        /// - Operation: `agents.sessions.events.create`
        @discardableResult
        public func create(sessionID: String, _ body: OpenAIAgents.AgentsSessionsEventsCreateRequest, idempotencyKey: String? = nil, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
            var request = try RequestComponents(method: "POST", pathTemplate: "/agents/sessions/{session_id}/events", parameters: ["session_id": sessionID], operation: "agents.sessions.events.create")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.headers.set("Idempotency-Key", idempotencyKey)
            try request.setJSONBody(body)
            return try await core.sendEmpty(request, options: options)
        }

        /// Streams live events for an agent session.
        ///
        /// See
        /// [session events](https://developers.openai.com/api/docs/guides/agents-api/sessions/events).
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}/events`
        /// - Operation: `agents.sessions.events.stream`
        /// - Parameters:
        ///   - includeObfuscation: Whether to include obfuscation padding in events on this connection.
        public func stream(sessionID: String, includeObfuscation: Bool? = nil, options: RequestOptions = .init()) async throws -> EventStream<OpenAIAgents.AgentSessionEvent> {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/sessions/{session_id}/events", parameters: ["session_id": sessionID], operation: "agents.sessions.events.stream")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.query.append("include_obfuscation", includeObfuscation)
            let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true)
            return try await core.sendEvents(request, options: options, of: OpenAIAgents.AgentSessionEvent.self, format: format)
        }
    }
}
