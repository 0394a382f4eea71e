// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

nonisolated extension AnthropicClient.Beta {
    /// `tunnels` operations.
    public var tunnels: AnthropicClient.Beta.Tunnels { AnthropicClient.Beta.Tunnels(core: core) }

    /// The `tunnels` resource.
    public nonisolated struct Tunnels: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `certificates` operations.
        public var certificates: AnthropicClient.Beta.Tunnels.Certificates { AnthropicClient.Beta.Tunnels.Certificates(core: core) }

        /// The Tunnels API is in research preview.
        ///
        /// It requires the
        /// `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
        /// deprecation period. It supersedes the Admin API endpoints at
        /// `/v1/organizations/tunnels`, which remain available during a migration window.
        ///
        /// Creates a tunnel. Creation allocates a fresh hostname and provisions the tunnel;
        /// it is not idempotent. The new tunnel rejects MCP traffic until at least one CA
        /// certificate is added.
        ///
        /// - HTTP: `POST /v1/tunnels?beta=true`
        /// - Operation: `tunnels.create`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(_ body: AnthropicAgents.TunnelsCreateRequest? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaTunnel {
            var request = RequestComponents(method: "POST", path: "/v1/tunnels", operation: "tunnels.create")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "mcp-tunnels-2026-06-22"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAgents.BetaTunnel.self).value
        }

        /// The Tunnels API is in research preview.
        ///
        /// It requires the
        /// `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
        /// deprecation period. It supersedes the Admin API endpoints at
        /// `/v1/organizations/tunnels`, which remain available during a migration window.
        ///
        /// Fetches a tunnel by ID.
        ///
        /// - HTTP: `GET /v1/tunnels/{tunnel_id}?beta=true`
        /// - Operation: `tunnels.retrieve`
        /// - Parameters:
        ///   - tunnelID: ID of the tunnel (`tnl_...`).
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(tunnelID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaTunnel {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/tunnels/{tunnel_id}", parameters: ["tunnel_id": tunnelID], operation: "tunnels.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "mcp-tunnels-2026-06-22"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaTunnel.self).value
        }

        /// The Tunnels API is in research preview.
        ///
        /// It requires the
        /// `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
        /// deprecation period. It supersedes the Admin API endpoints at
        /// `/v1/organizations/tunnels`, which remain available during a migration window.
        ///
        /// Lists tunnels. Results are ordered by creation time, newest first; archived
        /// tunnels are excluded unless include_archived is set.
        ///
        /// - HTTP: `GET /v1/tunnels?beta=true`
        /// - Operation: `tunnels.list`
        /// - Parameters:
        ///   - includeArchived: Whether to include archived tunnels in the results. Defaults to false.
        ///   - limit: Maximum number of tunnels to return per page. Defaults to 20, maximum 1000.
        ///   - page: Opaque pagination cursor from a previous `list_tunnels` response.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(includeArchived: Bool? = nil, limit: Int? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.TunnelsListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/tunnels", operation: "tunnels.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "mcp-tunnels-2026-06-22"
            request.query.append("include_archived", includeArchived)
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.TunnelsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/tunnels?beta=true` (repeated)
        public func list(includeArchived: Bool? = nil, limit: Int? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.TunnelsListResponse, AnthropicAgents.BetaTunnel> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(includeArchived: includeArchived, limit: limit, page: cursor, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// The Tunnels API is in research preview.
        ///
        /// It requires the
        /// `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
        /// deprecation period. It supersedes the Admin API endpoints at
        /// `/v1/organizations/tunnels`, which remain available during a migration window.
        ///
        /// Archives a tunnel. Archival is irreversible: every non-archived certificate on
        /// the tunnel is archived in the same operation, the hostname is retired and never
        /// re-allocated, and the tunnel token is invalidated. Retrying against an
        /// already-archived tunnel returns the existing record unchanged.
        ///
        /// - HTTP: `POST /v1/tunnels/{tunnel_id}/archive?beta=true`
        /// - Operation: `tunnels.archive`
        /// - Parameters:
        ///   - tunnelID: ID of the tunnel (`tnl_...`).
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func archive(tunnelID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaTunnel {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/tunnels/{tunnel_id}/archive", parameters: ["tunnel_id": tunnelID], operation: "tunnels.archive")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "mcp-tunnels-2026-06-22"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaTunnel.self).value
        }

        /// The Tunnels API is in research preview.
        ///
        /// It requires the
        /// `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
        /// deprecation period. It supersedes the Admin API endpoints at
        /// `/v1/organizations/tunnels`, which remain available during a migration window.
        ///
        /// Reveals a tunnel's connector token. The value is fetched live on each call;
        /// Anthropic does not store it. Repeated calls return the same value until the
        /// token is rotated. Exposed as POST so the token does not appear in intermediary
        /// access logs.
        ///
        /// - HTTP: `POST /v1/tunnels/{tunnel_id}/reveal_token?beta=true`
        /// - Operation: `tunnels.reveal_token`
        /// - Parameters:
        ///   - tunnelID: ID of the tunnel (`tnl_...`).
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func revealToken(tunnelID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaTunnelToken {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/tunnels/{tunnel_id}/reveal_token", parameters: ["tunnel_id": tunnelID], operation: "tunnels.reveal_token")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "mcp-tunnels-2026-06-22"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaTunnelToken.self).value
        }

        /// The Tunnels API is in research preview.
        ///
        /// It requires the
        /// `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
        /// deprecation period. It supersedes the Admin API endpoints at
        /// `/v1/organizations/tunnels`, which remain available during a migration window.
        ///
        /// Rotates a tunnel's connector token. Rotation invalidates the current token for
        /// new connections and returns a fresh value; established connections are not
        /// severed. A connector restarted after rotation must use the new value.
        ///
        /// - HTTP: `POST /v1/tunnels/{tunnel_id}/rotate_token?beta=true`
        /// - Operation: `tunnels.rotate_token`
        /// - Parameters:
        ///   - tunnelID: ID of the tunnel (`tnl_...`).
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func rotateToken(tunnelID: String, _ body: AnthropicAgents.TunnelsRotateTokenRequest? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaTunnelToken {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/tunnels/{tunnel_id}/rotate_token", parameters: ["tunnel_id": tunnelID], operation: "tunnels.rotate_token")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "mcp-tunnels-2026-06-22"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAgents.BetaTunnelToken.self).value
        }
    }
}
