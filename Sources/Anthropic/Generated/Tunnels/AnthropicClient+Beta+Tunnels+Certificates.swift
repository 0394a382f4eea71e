// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Tunnels {
    /// The `certificates` resource.
    public nonisolated struct Certificates: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// The Tunnels API is in research preview.
        ///
        /// It requires the
        /// `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
        /// deprecation period. It supersedes the Admin API endpoints at
        /// `/v1/organizations/tunnels`, which remain available during a migration window.
        ///
        /// Registers a public CA certificate on a tunnel. Anthropic verifies the gateway's
        /// server certificate against this CA when it terminates the inner TLS session. A
        /// tunnel holds at most two non-archived certificates.
        ///
        /// - HTTP: `POST /v1/tunnels/{tunnel_id}/certificates?beta=true`
        /// - Operation: `tunnels.certificates.create`
        /// - Parameters:
        ///   - tunnelID: ID of the tunnel (`tnl_...`).
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(tunnelID: String, _ body: AnthropicAgents.TunnelsCertificatesCreateRequest, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaTunnelCertificate {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/tunnels/{tunnel_id}/certificates", parameters: ["tunnel_id": tunnelID], operation: "tunnels.certificates.create")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "mcp-tunnels-2026-06-22"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaTunnelCertificate.self).value
        }

        /// The Tunnels API is in research preview.
        ///
        /// It requires the
        /// `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
        /// deprecation period. It supersedes the Admin API endpoints at
        /// `/v1/organizations/tunnels`, which remain available during a migration window.
        ///
        /// Fetches a tunnel certificate by ID.
        ///
        /// - HTTP: `GET /v1/tunnels/{tunnel_id}/certificates/{certificate_id}?beta=true`
        /// - Operation: `tunnels.certificates.retrieve`
        /// - Parameters:
        ///   - tunnelID: ID of the tunnel (`tnl_...`).
        ///   - certificateID: ID of the certificate (`tcrt_...`).
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(tunnelID: String, certificateID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaTunnelCertificate {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/tunnels/{tunnel_id}/certificates/{certificate_id}", parameters: ["tunnel_id": tunnelID, "certificate_id": certificateID], operation: "tunnels.certificates.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "mcp-tunnels-2026-06-22"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaTunnelCertificate.self).value
        }

        /// The Tunnels API is in research preview.
        ///
        /// It requires the
        /// `anthropic-beta: mcp-tunnels-2026-06-22` header and may change without a
        /// deprecation period. It supersedes the Admin API endpoints at
        /// `/v1/organizations/tunnels`, which remain available during a migration window.
        ///
        /// Lists the certificates registered on a tunnel. Archived certificates are
        /// excluded unless include_archived is set.
        ///
        /// - HTTP: `GET /v1/tunnels/{tunnel_id}/certificates?beta=true`
        /// - Operation: `tunnels.certificates.list`
        /// - Parameters:
        ///   - tunnelID: ID of the tunnel (`tnl_...`).
        ///   - includeArchived: Whether to include archived certificates in the results. Defaults to false.
        ///   - limit: Maximum number of certificates to return per page. Defaults to 20, maximum 1000.
        ///   - page: Opaque pagination cursor from a previous `list_tunnel_certificates` response.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(tunnelID: String, includeArchived: Bool? = nil, limit: Int? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.TunnelsCertificatesListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/tunnels/{tunnel_id}/certificates", parameters: ["tunnel_id": tunnelID], operation: "tunnels.certificates.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "mcp-tunnels-2026-06-22"
            request.query.append("include_archived", includeArchived)
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.TunnelsCertificatesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/tunnels/{tunnel_id}/certificates?beta=true` (repeated)
        public func list(tunnelID: String, includeArchived: Bool? = nil, limit: Int? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.TunnelsCertificatesListResponse, AnthropicAgents.BetaTunnelCertificate> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(tunnelID: tunnelID, includeArchived: includeArchived, limit: limit, page: cursor, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
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
        /// Archives a tunnel certificate, removing it from the set Anthropic trusts for the
        /// tunnel. The certificate record is retained. Archiving the last non-archived
        /// certificate is permitted; the tunnel rejects MCP traffic until a new certificate
        /// is added.
        ///
        /// - HTTP: `POST /v1/tunnels/{tunnel_id}/certificates/{certificate_id}/archive?beta=true`
        /// - Operation: `tunnels.certificates.archive`
        /// - Parameters:
        ///   - tunnelID: ID of the tunnel (`tnl_...`).
        ///   - certificateID: ID of the certificate to archive (`tcrt_...`).
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func archive(tunnelID: String, certificateID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaTunnelCertificate {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/tunnels/{tunnel_id}/certificates/{certificate_id}/archive", parameters: ["tunnel_id": tunnelID, "certificate_id": certificateID], operation: "tunnels.certificates.archive")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "mcp-tunnels-2026-06-22"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaTunnelCertificate.self).value
        }
    }
}
