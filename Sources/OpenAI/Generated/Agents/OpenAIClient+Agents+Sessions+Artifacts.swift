// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Agents.Sessions {
    /// The `artifacts` resource.
    public nonisolated struct Artifacts: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieves immutable metadata for one durable session artifact.
        ///
        /// See
        /// [session artifacts](https://developers.openai.com/api/docs/guides/agents-api/environments/files#openai-hosted-artifacts).
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}/artifacts/{artifact_id}`
        /// - Operation: `agents.sessions.artifacts.retrieve`
        public func retrieve(sessionID: String, artifactID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.SessionArtifact {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/sessions/{session_id}/artifacts/{artifact_id}", parameters: ["session_id": sessionID, "artifact_id": artifactID], operation: "agents.sessions.artifacts.retrieve")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.SessionArtifact.self).value
        }

        /// Lists immutable artifacts published by completed hosted session turns.
        ///
        /// See
        /// [session artifacts](https://developers.openai.com/api/docs/guides/agents-api/environments/files#openai-hosted-artifacts).
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}/artifacts`
        /// - Operation: `agents.sessions.artifacts.list`
        /// - Parameters:
        ///   - after: Return resources after this resource ID in the selected order.
        ///   - environmentID: Restrict the listing to artifacts produced by this environment.
        ///   - limit: The maximum number of resources to return, between 1 and 100. Defaults to 20.
        ///   - order: The order in which resources are returned. Defaults to `desc`.
        public func list(sessionID: String, after: String? = nil, environmentID: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsSessionsArtifactsListOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentsSessionsArtifactsListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/sessions/{session_id}/artifacts", parameters: ["session_id": sessionID], operation: "agents.sessions.artifacts.list")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.query.append("after", after)
            request.query.append("environment_id", environmentID)
            request.query.append("limit", limit)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAgents.AgentsSessionsArtifactsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}/artifacts` (repeated)
        public func list(sessionID: String, after: String? = nil, environmentID: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsSessionsArtifactsListOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAgents.AgentsSessionsArtifactsListResponse, OpenAIAgents.SessionArtifact> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(sessionID: sessionID, after: cursor, environmentID: environmentID, limit: limit, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.data.last?.id
            })
        }

        /// Deletes an immutable session artifact without deleting its live environment file
        /// or original Files API object. See
        /// [session artifacts](https://developers.openai.com/api/docs/guides/agents-api/environments/files#openai-hosted-artifacts).
        ///
        /// - HTTP: `DELETE /agents/sessions/{session_id}/artifacts/{artifact_id}`
        /// - Operation: `agents.sessions.artifacts.delete`
        public func delete(sessionID: String, artifactID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.SessionArtifactDeleted {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/agents/sessions/{session_id}/artifacts/{artifact_id}", parameters: ["session_id": sessionID, "artifact_id": artifactID], operation: "agents.sessions.artifacts.delete")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.SessionArtifactDeleted.self).value
        }

        /// Downloads immutable session artifact bytes after the execution environment
        /// expires. See
        /// [session artifacts](https://developers.openai.com/api/docs/guides/agents-api/environments/files#openai-hosted-artifacts).
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}/artifacts/{artifact_id}/content`
        /// - Operation: `agents.sessions.artifacts.content`
        public func content(sessionID: String, artifactID: String, options: RequestOptions = .init()) async throws -> Data {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/sessions/{session_id}/artifacts/{artifact_id}/content", parameters: ["session_id": sessionID, "artifact_id": artifactID], operation: "agents.sessions.artifacts.content")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.headers.set("Accept", "application/octet-stream")
            return try await core.sendData(request, options: options).value
        }

        /// Like `content(…)`, but streams the body into the file at `destination` (replaced
        /// if it exists) so that memory stays flat; returns the number of bytes written.
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}/artifacts/{artifact_id}/content`
        @discardableResult
        public func content(sessionID: String, artifactID: String, to destination: URL, options: RequestOptions = .init()) async throws -> Int64 {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/sessions/{session_id}/artifacts/{artifact_id}/content", parameters: ["session_id": sessionID, "artifact_id": artifactID], operation: "agents.sessions.artifacts.content")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.headers.set("Accept", "application/octet-stream")
            return try await core.download(request, options: options, to: destination).value
        }
    }
}
