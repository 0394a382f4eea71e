// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

nonisolated extension AnthropicClient.Beta {
    /// `vaults` operations.
    public var vaults: AnthropicClient.Beta.Vaults { AnthropicClient.Beta.Vaults(core: core) }

    /// The `vaults` resource.
    public nonisolated struct Vaults: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `credentials` operations.
        public var credentials: AnthropicClient.Beta.Vaults.Credentials { AnthropicClient.Beta.Vaults.Credentials(core: core) }

        /// Create Vault
        ///
        /// - HTTP: `POST /v1/vaults?beta=true`
        /// - Operation: `BetaCreateVault`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(_ body: AnthropicAgents.BetaManagedAgentsCreateVaultRequest, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsVault {
            var request = RequestComponents(method: "POST", path: "/v1/vaults", operation: "BetaCreateVault")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsVault.self).value
        }

        /// Get Vault
        ///
        /// - HTTP: `GET /v1/vaults/{vault_id}?beta=true`
        /// - Operation: `BetaGetVault`
        /// - Parameters:
        ///   - vaultID: Path parameter vault_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(vaultID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsVault {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/vaults/{vault_id}", parameters: ["vault_id": vaultID], operation: "BetaGetVault")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsVault.self).value
        }

        /// Update Vault
        ///
        /// - HTTP: `POST /v1/vaults/{vault_id}?beta=true`
        /// - Operation: `BetaUpdateVault`
        /// - Parameters:
        ///   - vaultID: Path parameter vault_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func update(vaultID: String, _ body: AnthropicAgents.BetaManagedAgentsUpdateVaultRequestBody, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsVault {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/vaults/{vault_id}", parameters: ["vault_id": vaultID], operation: "BetaUpdateVault")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsVault.self).value
        }

        /// List Vaults
        ///
        /// - HTTP: `GET /v1/vaults?beta=true`
        /// - Operation: `BetaListVaults`
        /// - Parameters:
        ///   - limit: Maximum number of vaults to return per page. Defaults to 20, maximum 100.
        ///   - page: Opaque pagination token from a previous `list_vaults` response.
        ///   - includeArchived: Whether to include archived vaults in the results.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsListVaultsResponse {
            var request = RequestComponents(method: "GET", path: "/v1/vaults", operation: "BetaListVaults")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("include_archived", includeArchived)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsListVaultsResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/vaults?beta=true` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.BetaManagedAgentsListVaultsResponse, AnthropicAgents.BetaManagedAgentsVault> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, includeArchived: includeArchived, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data ?? [] }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete Vault
        ///
        /// - HTTP: `DELETE /v1/vaults/{vault_id}?beta=true`
        /// - Operation: `BetaDeleteVault`
        /// - Parameters:
        ///   - vaultID: Path parameter vault_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func delete(vaultID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsDeletedVault {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/vaults/{vault_id}", parameters: ["vault_id": vaultID], operation: "BetaDeleteVault")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsDeletedVault.self).value
        }

        /// Archive Vault
        ///
        /// - HTTP: `POST /v1/vaults/{vault_id}/archive?beta=true`
        /// - Operation: `BetaArchiveVault`
        /// - Parameters:
        ///   - vaultID: Path parameter vault_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func archive(vaultID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsVault {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/vaults/{vault_id}/archive", parameters: ["vault_id": vaultID], operation: "BetaArchiveVault")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsVault.self).value
        }
    }
}
