// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

nonisolated extension AnthropicClient.Beta {
    /// `memoryStores` operations.
    public var memoryStores: AnthropicClient.Beta.MemoryStores { AnthropicClient.Beta.MemoryStores(core: core) }

    /// The `memoryStores` resource.
    public nonisolated struct MemoryStores: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `memories` operations.
        public var memories: AnthropicClient.Beta.MemoryStores.Memories { AnthropicClient.Beta.MemoryStores.Memories(core: core) }

        /// `memoryVersions` operations.
        public var memoryVersions: AnthropicClient.Beta.MemoryStores.MemoryVersions { AnthropicClient.Beta.MemoryStores.MemoryVersions(core: core) }

        /// Create a memory store
        ///
        /// - HTTP: `POST /v1/memory_stores?beta=true`
        /// - Operation: `BetaCreateMemoryStore`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(_ body: AnthropicAgents.BetaManagedAgentsCreateMemoryStoreRequest, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsCreateMemoryStoreResponse {
            var request = RequestComponents(method: "POST", path: "/v1/memory_stores", operation: "BetaCreateMemoryStore")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "agent-memory-2026-07-22"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsCreateMemoryStoreResponse.self).value
        }

        /// Retrieve a memory store
        ///
        /// - HTTP: `GET /v1/memory_stores/{memory_store_id}?beta=true`
        /// - Operation: `BetaGetMemoryStore`
        /// - Parameters:
        ///   - memoryStoreID: Path parameter memory_store_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(memoryStoreID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsGetMemoryStoreResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/memory_stores/{memory_store_id}", parameters: ["memory_store_id": memoryStoreID], operation: "BetaGetMemoryStore")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "agent-memory-2026-07-22"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsGetMemoryStoreResponse.self).value
        }

        /// Update a memory store
        ///
        /// - HTTP: `POST /v1/memory_stores/{memory_store_id}?beta=true`
        /// - Operation: `BetaUpdateMemoryStore`
        /// - Parameters:
        ///   - memoryStoreID: Path parameter memory_store_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func update(memoryStoreID: String, _ body: AnthropicAgents.BetaManagedAgentsUpdateMemoryStoreRequestBody, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsUpdateMemoryStoreResponse {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/memory_stores/{memory_store_id}", parameters: ["memory_store_id": memoryStoreID], operation: "BetaUpdateMemoryStore")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "agent-memory-2026-07-22"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsUpdateMemoryStoreResponse.self).value
        }

        /// List memory stores
        ///
        /// - HTTP: `GET /v1/memory_stores?beta=true`
        /// - Operation: `BetaListMemoryStores`
        /// - Parameters:
        ///   - limit: Maximum number of stores to return per page. Must be between 1 and 100. Defaults to 20 when omitted.
        ///   - page: Opaque pagination cursor (a `page_...` value). Pass the `next_page` value from a previous response to fetch the next page; omit for the first page.
        ///   - includeArchived: When `true`, archived stores are included in the results. Defaults to `false` (archived stores are excluded).
        ///   - createdAtGte: Return only stores whose `created_at` is at or after this time (inclusive). Sent on the wire as `created_at[gte]`.
        ///   - createdAtLte: Return only stores whose `created_at` is at or before this time (inclusive). Sent on the wire as `created_at[lte]`.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, createdAtGte: AnthropicAgents.BetaTimestamp? = nil, createdAtLte: AnthropicAgents.BetaTimestamp? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsListMemoryStoresResponse {
            var request = RequestComponents(method: "GET", path: "/v1/memory_stores", operation: "BetaListMemoryStores")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "agent-memory-2026-07-22"
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("include_archived", includeArchived)
            try request.query.appendDeepObject("created_at[gte]", encoding: createdAtGte)
            try request.query.appendDeepObject("created_at[lte]", encoding: createdAtLte)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsListMemoryStoresResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/memory_stores?beta=true` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, createdAtGte: AnthropicAgents.BetaTimestamp? = nil, createdAtLte: AnthropicAgents.BetaTimestamp? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.BetaManagedAgentsListMemoryStoresResponse, AnthropicAgents.BetaManagedAgentsMemoryStore> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, includeArchived: includeArchived, createdAtGte: createdAtGte, createdAtLte: createdAtLte, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data ?? [] }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete a memory store
        ///
        /// - HTTP: `DELETE /v1/memory_stores/{memory_store_id}?beta=true`
        /// - Operation: `BetaDeleteMemoryStore`
        /// - Parameters:
        ///   - memoryStoreID: Path parameter memory_store_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func delete(memoryStoreID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsDeleteMemoryStoreResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/memory_stores/{memory_store_id}", parameters: ["memory_store_id": memoryStoreID], operation: "BetaDeleteMemoryStore")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "agent-memory-2026-07-22"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsDeleteMemoryStoreResponse.self).value
        }

        /// Archive a memory store
        ///
        /// - HTTP: `POST /v1/memory_stores/{memory_store_id}/archive?beta=true`
        /// - Operation: `BetaArchiveMemoryStore`
        /// - Parameters:
        ///   - memoryStoreID: Path parameter memory_store_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func archive(memoryStoreID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsArchiveMemoryStoreResponse {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/memory_stores/{memory_store_id}/archive", parameters: ["memory_store_id": memoryStoreID], operation: "BetaArchiveMemoryStore")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "agent-memory-2026-07-22"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsArchiveMemoryStoreResponse.self).value
        }
    }
}
