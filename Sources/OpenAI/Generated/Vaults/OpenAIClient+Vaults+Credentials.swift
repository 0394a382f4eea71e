// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Vaults {
    /// The `credentials` resource.
    public nonisolated struct Credentials: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Creates a vault credential.
        ///
        /// Secret values are write-only and are never returned.
        /// See
        /// [vaults](https://developers.openai.com/api/docs/guides/agents-api/tools/vaults).
        ///
        /// - HTTP: `POST /vaults/{vault_id}/credentials`
        /// - Operation: `agents.vaults.credentials.create`
        public func create(vaultID: String, _ body: OpenAIAgents.AgentsVaultsCredentialsCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIAgents.Credential {
            var request = try RequestComponents(method: "POST", pathTemplate: "/vaults/{vault_id}/credentials", parameters: ["vault_id": vaultID], operation: "agents.vaults.credentials.create")
            request.headers.set("OpenAI-Beta", "agents=v1")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAgents.Credential.self).value
        }

        /// Retrieves vault credential metadata without returning secret values.
        ///
        /// See
        /// [vaults](https://developers.openai.com/api/docs/guides/agents-api/tools/vaults).
        ///
        /// - HTTP: `GET /vaults/{vault_id}/credentials/{credential_id}`
        /// - Operation: `agents.vaults.credentials.retrieve`
        public func retrieve(vaultID: String, credentialID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.Credential {
            var request = try RequestComponents(method: "GET", pathTemplate: "/vaults/{vault_id}/credentials/{credential_id}", parameters: ["vault_id": vaultID, "credential_id": credentialID], operation: "agents.vaults.credentials.retrieve")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.Credential.self).value
        }

        /// Updates credential metadata or rotates its write-only secret.
        ///
        /// See
        /// [vaults](https://developers.openai.com/api/docs/guides/agents-api/tools/vaults).
        ///
        /// - HTTP: `POST /vaults/{vault_id}/credentials/{credential_id}`
        /// - Operation: `agents.vaults.credentials.update`
        public func update(vaultID: String, credentialID: String, _ body: OpenAIAgents.AgentsVaultsCredentialsUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.Credential {
            var request = try RequestComponents(method: "POST", pathTemplate: "/vaults/{vault_id}/credentials/{credential_id}", parameters: ["vault_id": vaultID, "credential_id": credentialID], operation: "agents.vaults.credentials.update")
            request.headers.set("OpenAI-Beta", "agents=v1")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIAgents.Credential.self).value
        }

        /// Lists a vault's credentials using ID-based pagination without returning secret
        /// values. See
        /// [vaults](https://developers.openai.com/api/docs/guides/agents-api/tools/vaults).
        ///
        /// - HTTP: `GET /vaults/{vault_id}/credentials`
        /// - Operation: `agents.vaults.credentials.list`
        /// - Parameters:
        ///   - after: Return resources after this resource ID in the selected order.
        ///   - limit: The maximum number of resources to return, between 1 and 100. Defaults to 20.
        ///   - metadata: Exact string matches supplied as `metadata[key]=value`.
        ///   - order: The order in which resources are returned. Defaults to `desc`.
        ///   - status: Filter by one status or a list, such as `status=active` or
        public func list(vaultID: String, after: String? = nil, limit: Int? = nil, metadata: [String: String]? = nil, order: OpenAIAgents.AgentsVaultsCredentialsListOrder? = nil, status: OpenAIAgents.VaultStatusFilterParam? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentsVaultsCredentialsListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/vaults/{vault_id}/credentials", parameters: ["vault_id": vaultID], operation: "agents.vaults.credentials.list")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.query.append("after", after)
            request.query.append("limit", limit)
            try request.query.appendDeepObject("metadata", encoding: metadata)
            request.query.append("order", order)
            try request.query.appendDeepObject("status", encoding: status)
            return try await core.send(request, options: options, as: OpenAIAgents.AgentsVaultsCredentialsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /vaults/{vault_id}/credentials` (repeated)
        public func list(vaultID: String, after: String? = nil, limit: Int? = nil, metadata: [String: String]? = nil, order: OpenAIAgents.AgentsVaultsCredentialsListOrder? = nil, status: OpenAIAgents.VaultStatusFilterParam? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAgents.AgentsVaultsCredentialsListResponse, OpenAIAgents.Credential> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(vaultID: vaultID, after: cursor, limit: limit, metadata: metadata, order: order, status: status, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.data.last?.id
            })
        }

        /// Deletes a vault credential.
        ///
        /// See
        /// [vaults](https://developers.openai.com/api/docs/guides/agents-api/tools/vaults).
        ///
        /// - HTTP: `DELETE /vaults/{vault_id}/credentials/{credential_id}`
        /// - Operation: `agents.vaults.credentials.delete`
        public func delete(vaultID: String, credentialID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.CredentialDeleted {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/vaults/{vault_id}/credentials/{credential_id}", parameters: ["vault_id": vaultID, "credential_id": credentialID], operation: "agents.vaults.credentials.delete")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.CredentialDeleted.self).value
        }
    }
}
