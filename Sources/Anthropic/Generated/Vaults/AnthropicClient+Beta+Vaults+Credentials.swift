// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Vaults {
    /// The `credentials` resource.
    public nonisolated struct Credentials: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create Credential
        ///
        /// - HTTP: `POST /v1/vaults/{vault_id}/credentials?beta=true`
        /// - Operation: `BetaCreateCredential`
        /// - Parameters:
        ///   - vaultID: Path parameter vault_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(vaultID: String, _ body: AnthropicAgents.BetaManagedAgentsCreateCredentialRequestBody, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsCredential {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/vaults/{vault_id}/credentials", parameters: ["vault_id": vaultID], operation: "BetaCreateCredential")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsCredential.self).value
        }

        /// Get Credential
        ///
        /// - HTTP: `GET /v1/vaults/{vault_id}/credentials/{credential_id}?beta=true`
        /// - Operation: `BetaGetCredential`
        /// - Parameters:
        ///   - vaultID: Path parameter vault_id
        ///   - credentialID: Path parameter credential_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(vaultID: String, credentialID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsCredential {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/vaults/{vault_id}/credentials/{credential_id}", parameters: ["vault_id": vaultID, "credential_id": credentialID], operation: "BetaGetCredential")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsCredential.self).value
        }

        /// Update Credential
        ///
        /// - HTTP: `POST /v1/vaults/{vault_id}/credentials/{credential_id}?beta=true`
        /// - Operation: `BetaUpdateCredential`
        /// - Parameters:
        ///   - vaultID: Path parameter vault_id
        ///   - credentialID: Path parameter credential_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func update(vaultID: String, credentialID: String, _ body: AnthropicAgents.BetaManagedAgentsUpdateCredentialRequestBody, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsCredential {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/vaults/{vault_id}/credentials/{credential_id}", parameters: ["vault_id": vaultID, "credential_id": credentialID], operation: "BetaUpdateCredential")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsCredential.self).value
        }

        /// List Credentials
        ///
        /// - HTTP: `GET /v1/vaults/{vault_id}/credentials?beta=true`
        /// - Operation: `BetaListCredentials`
        /// - Parameters:
        ///   - vaultID: Path parameter vault_id
        ///   - limit: Maximum number of credentials to return per page. Defaults to 20, maximum 100.
        ///   - page: Opaque pagination token from a previous `list_credentials` response.
        ///   - includeArchived: Whether to include archived credentials in the results.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(vaultID: String, limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsListCredentialsResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/vaults/{vault_id}/credentials", parameters: ["vault_id": vaultID], operation: "BetaListCredentials")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("include_archived", includeArchived)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsListCredentialsResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/vaults/{vault_id}/credentials?beta=true` (repeated)
        public func list(vaultID: String, limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.BetaManagedAgentsListCredentialsResponse, AnthropicAgents.BetaManagedAgentsCredential> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(vaultID: vaultID, limit: limit, page: cursor, includeArchived: includeArchived, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data ?? [] }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete Credential
        ///
        /// - HTTP: `DELETE /v1/vaults/{vault_id}/credentials/{credential_id}?beta=true`
        /// - Operation: `BetaDeleteCredential`
        /// - Parameters:
        ///   - vaultID: Path parameter vault_id
        ///   - credentialID: Path parameter credential_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func delete(vaultID: String, credentialID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsDeletedCredential {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/vaults/{vault_id}/credentials/{credential_id}", parameters: ["vault_id": vaultID, "credential_id": credentialID], operation: "BetaDeleteCredential")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsDeletedCredential.self).value
        }

        /// Archive Credential
        ///
        /// - HTTP: `POST /v1/vaults/{vault_id}/credentials/{credential_id}/archive?beta=true`
        /// - Operation: `BetaArchiveCredential`
        /// - Parameters:
        ///   - vaultID: Path parameter vault_id
        ///   - credentialID: Path parameter credential_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func archive(vaultID: String, credentialID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsCredential {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/vaults/{vault_id}/credentials/{credential_id}/archive", parameters: ["vault_id": vaultID, "credential_id": credentialID], operation: "BetaArchiveCredential")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsCredential.self).value
        }

        /// Validate Credential
        ///
        /// - HTTP: `POST /v1/vaults/{vault_id}/credentials/{credential_id}/mcp_oauth_validate?beta=true`
        /// - Operation: `BetaValidateCredential`
        /// - Parameters:
        ///   - vaultID: Path parameter vault_id
        ///   - credentialID: Path parameter credential_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func mcpOauthValidate(vaultID: String, credentialID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsCredentialValidation {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/vaults/{vault_id}/credentials/{credential_id}/mcp_oauth_validate", parameters: ["vault_id": vaultID, "credential_id": credentialID], operation: "BetaValidateCredential")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsCredentialValidation.self).value
        }
    }
}
