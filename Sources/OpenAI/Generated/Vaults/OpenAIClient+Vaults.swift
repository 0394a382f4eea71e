// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `vaults` operations.
    public var vaults: OpenAIClient.Vaults { OpenAIClient.Vaults(core: core) }

    /// The `vaults` resource.
    public nonisolated struct Vaults: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `credentials` operations.
        public var credentials: OpenAIClient.Vaults.Credentials { OpenAIClient.Vaults.Credentials(core: core) }

        /// Creates a vault for the current project.
        ///
        /// See
        /// [vaults](https://developers.openai.com/api/docs/guides/agents-api/tools/vaults).
        ///
        /// - HTTP: `POST /vaults`
        /// - Operation: `agents.vaults.create`
        public func create(_ body: OpenAIAgents.AgentsVaultsCreateRequest? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.Vault {
            var request = RequestComponents(method: "POST", path: "/vaults", operation: "agents.vaults.create")
            request.headers.set("OpenAI-Beta", "agents=v1")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIAgents.Vault.self).value
        }

        /// Retrieves a vault by its ID.
        ///
        /// See
        /// [vaults](https://developers.openai.com/api/docs/guides/agents-api/tools/vaults).
        ///
        /// - HTTP: `GET /vaults/{vault_id}`
        /// - Operation: `agents.vaults.retrieve`
        public func retrieve(vaultID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.Vault {
            var request = try RequestComponents(method: "GET", pathTemplate: "/vaults/{vault_id}", parameters: ["vault_id": vaultID], operation: "agents.vaults.retrieve")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.Vault.self).value
        }

        /// Updates the name or metadata of an active vault.
        ///
        /// Omitted fields remain
        /// unchanged. See
        /// [vaults](https://developers.openai.com/api/docs/guides/agents-api/tools/vaults).
        ///
        /// - HTTP: `POST /vaults/{vault_id}`
        /// - Operation: `agents.vaults.update`
        public func update(vaultID: String, _ body: OpenAIAgents.AgentsVaultsUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.Vault {
            var request = try RequestComponents(method: "POST", pathTemplate: "/vaults/{vault_id}", parameters: ["vault_id": vaultID], operation: "agents.vaults.update")
            request.headers.set("OpenAI-Beta", "agents=v1")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIAgents.Vault.self).value
        }

        /// Lists vaults using ID-based pagination.
        ///
        /// See
        /// [vaults](https://developers.openai.com/api/docs/guides/agents-api/tools/vaults).
        ///
        /// - HTTP: `GET /vaults`
        /// - Operation: `agents.vaults.list`
        /// - Parameters:
        ///   - after: Return resources after this resource ID in the selected order.
        ///   - limit: The maximum number of resources to return, between 1 and 100. Defaults to 20.
        ///   - metadata: Exact string matches supplied as `metadata[key]=value`.
        ///   - order: The order in which resources are returned. Defaults to `desc`.
        ///   - status: Filter by one status or a list, such as `status=active` or
        public func list(after: String? = nil, limit: Int? = nil, metadata: [String: String]? = nil, order: OpenAIAgents.AgentsVaultsListOrder? = nil, status: OpenAIAgents.VaultStatusFilterParam? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentsVaultsListResponse {
            var request = RequestComponents(method: "GET", path: "/vaults", operation: "agents.vaults.list")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.query.append("after", after)
            request.query.append("limit", limit)
            try request.query.appendDeepObject("metadata", encoding: metadata)
            request.query.append("order", order)
            try request.query.appendDeepObject("status", encoding: status)
            return try await core.send(request, options: options, as: OpenAIAgents.AgentsVaultsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /vaults` (repeated)
        public func list(after: String? = nil, limit: Int? = nil, metadata: [String: String]? = nil, order: OpenAIAgents.AgentsVaultsListOrder? = nil, status: OpenAIAgents.VaultStatusFilterParam? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAgents.AgentsVaultsListResponse, OpenAIAgents.Vault> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(after: cursor, limit: limit, metadata: metadata, order: order, status: status, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.data.last?.id
            })
        }

        /// Deletes a vault and all its credentials.
        ///
        /// See
        /// [vaults](https://developers.openai.com/api/docs/guides/agents-api/tools/vaults).
        ///
        /// - HTTP: `DELETE /vaults/{vault_id}`
        /// - Operation: `agents.vaults.delete`
        public func delete(vaultID: String, options: RequestOptions = .init()) async throws -> OpenAIAgents.VaultDeleted {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/vaults/{vault_id}", parameters: ["vault_id": vaultID], operation: "agents.vaults.delete")
            request.headers.set("OpenAI-Beta", "agents=v1")
            return try await core.send(request, options: options, as: OpenAIAgents.VaultDeleted.self).value
        }
    }
}
