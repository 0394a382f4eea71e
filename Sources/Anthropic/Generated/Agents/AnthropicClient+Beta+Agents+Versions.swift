// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Agents {
    /// The `versions` resource.
    public nonisolated struct Versions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// List Agent Versions
        ///
        /// - HTTP: `GET /v1/agents/{agent_id}/versions?beta=true`
        /// - Operation: `BetaListAgentVersions`
        /// - Parameters:
        ///   - agentID: Path parameter agent_id
        ///   - limit: Maximum results per page. Default 20, maximum 100.
        ///   - page: Opaque pagination cursor.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(agentID: String, limit: Int? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsListAgentVersions {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/agents/{agent_id}/versions", parameters: ["agent_id": agentID], operation: "BetaListAgentVersions")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsListAgentVersions.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/agents/{agent_id}/versions?beta=true` (repeated)
        public func list(agentID: String, limit: Int? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.BetaManagedAgentsListAgentVersions, AnthropicAgents.BetaManagedAgentsAgent> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(agentID: agentID, limit: limit, page: cursor, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data ?? [] }, nextCursor: { page in
                return page.nextPage
            })
        }
    }
}
