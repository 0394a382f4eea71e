// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Agents.Sessions {
    /// The `traces` resource.
    public nonisolated struct Traces: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Lists published root-turn traces as OTLP JSON, ordered by turn creation time and
        /// ID. Unpublished traces are skipped. Each page returns data available when read;
        /// it does not wait for late traces. Trace reads and the JSON response are limited
        /// to 16 MiB per request. If the limit is exceeded, request fewer traces.
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}/traces`
        /// - Operation: `agents.sessions.traces.list`
        /// - Parameters:
        ///   - after: Return resources after this resource ID in the selected order.
        ///   - limit: The maximum number of resources to return, between 1 and 100. Defaults to 20.
        ///   - order: The order in which resources are returned. Defaults to `desc`.
        public func list(sessionID: String, after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsSessionsTracesListOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentsSessionsTracesListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/sessions/{session_id}/traces", parameters: ["session_id": sessionID], operation: "agents.sessions.traces.list")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAgents.AgentsSessionsTracesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /agents/sessions/{session_id}/traces` (repeated)
        public func list(sessionID: String, after: String? = nil, limit: Int? = nil, order: OpenAIAgents.AgentsSessionsTracesListOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAgents.AgentsSessionsTracesListResponse, OpenAIAgents.SessionTrace> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(sessionID: sessionID, after: cursor, limit: limit, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.data.last?.id
            })
        }
    }
}
