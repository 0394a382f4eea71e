// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.MemoryStores {
    /// The `memories` resource.
    public nonisolated struct Memories: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create a memory
        ///
        /// - HTTP: `POST /v1/memory_stores/{memory_store_id}/memories?beta=true`
        /// - Operation: `BetaCreateMemory`
        /// - Parameters:
        ///   - memoryStoreID: Path parameter memory_store_id
        ///   - view: Query parameter for view
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(memoryStoreID: String, _ body: AnthropicAgents.BetaManagedAgentsCreateMemoryParams, view: AnthropicAgents.BetaManagedAgentsMemoryView? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsMemory {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/memory_stores/{memory_store_id}/memories", parameters: ["memory_store_id": memoryStoreID], operation: "BetaCreateMemory")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "agent-memory-2026-07-22"
            request.query.append("view", view)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsMemory.self).value
        }

        /// Retrieve a memory
        ///
        /// - HTTP: `GET /v1/memory_stores/{memory_store_id}/memories/{memory_id}?beta=true`
        /// - Operation: `BetaGetMemory`
        /// - Parameters:
        ///   - memoryStoreID: Path parameter memory_store_id
        ///   - memoryID: Path parameter memory_id
        ///   - view: Query parameter for view
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(memoryStoreID: String, memoryID: String, view: AnthropicAgents.BetaManagedAgentsMemoryView? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsMemory {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/memory_stores/{memory_store_id}/memories/{memory_id}", parameters: ["memory_store_id": memoryStoreID, "memory_id": memoryID], operation: "BetaGetMemory")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "agent-memory-2026-07-22"
            request.query.append("view", view)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsMemory.self).value
        }

        /// Update a memory
        ///
        /// - HTTP: `POST /v1/memory_stores/{memory_store_id}/memories/{memory_id}?beta=true`
        /// - Operation: `BetaUpdateMemory`
        /// - Parameters:
        ///   - memoryStoreID: Path parameter memory_store_id
        ///   - memoryID: Path parameter memory_id
        ///   - view: Query parameter for view
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func update(memoryStoreID: String, memoryID: String, _ body: AnthropicAgents.BetaManagedAgentsUpdateMemoryParams, view: AnthropicAgents.BetaManagedAgentsMemoryView? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsMemory {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/memory_stores/{memory_store_id}/memories/{memory_id}", parameters: ["memory_store_id": memoryStoreID, "memory_id": memoryID], operation: "BetaUpdateMemory")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "agent-memory-2026-07-22"
            request.query.append("view", view)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsMemory.self).value
        }

        /// List memories
        ///
        /// - HTTP: `GET /v1/memory_stores/{memory_store_id}/memories?beta=true`
        /// - Operation: `BetaListMemories`
        /// - Parameters:
        ///   - memoryStoreID: Path parameter memory_store_id
        ///   - pathPrefix: Optional path prefix filter (raw string-prefix match; include a trailing slash for directory-scoped lists). This value appears in request URLs. Do not include secrets or personally identifiable information.
        ///   - depth: Query parameter for depth
        ///   - orderBy: Query parameter for order_by
        ///   - order: Query parameter for order
        ///   - limit: Query parameter for limit
        ///   - page: Query parameter for page
        ///   - view: Query parameter for view
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(memoryStoreID: String, pathPrefix: String? = nil, depth: Int? = nil, orderBy: String? = nil, order: AnthropicAgents.BetaManagedAgentsListOrder? = nil, limit: Int? = nil, page: String? = nil, view: AnthropicAgents.BetaManagedAgentsMemoryView? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsListMemoriesResult {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/memory_stores/{memory_store_id}/memories", parameters: ["memory_store_id": memoryStoreID], operation: "BetaListMemories")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "agent-memory-2026-07-22"
            request.query.append("path_prefix", pathPrefix)
            request.query.append("depth", depth)
            request.query.append("order_by", orderBy)
            request.query.append("order", order)
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("view", view)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsListMemoriesResult.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/memory_stores/{memory_store_id}/memories?beta=true` (repeated)
        public func list(memoryStoreID: String, pathPrefix: String? = nil, depth: Int? = nil, orderBy: String? = nil, order: AnthropicAgents.BetaManagedAgentsListOrder? = nil, limit: Int? = nil, page: String? = nil, view: AnthropicAgents.BetaManagedAgentsMemoryView? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.BetaManagedAgentsListMemoriesResult, AnthropicAgents.BetaManagedAgentsMemoryListItem> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(memoryStoreID: memoryStoreID, pathPrefix: pathPrefix, depth: depth, orderBy: orderBy, order: order, limit: limit, page: cursor, view: view, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data ?? [] }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete a memory
        ///
        /// - HTTP: `DELETE /v1/memory_stores/{memory_store_id}/memories/{memory_id}?beta=true`
        /// - Operation: `BetaDeleteMemory`
        /// - Parameters:
        ///   - memoryStoreID: Path parameter memory_store_id
        ///   - memoryID: Path parameter memory_id
        ///   - expectedContentSha256: Query parameter for expected_content_sha256
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func delete(memoryStoreID: String, memoryID: String, expectedContentSha256: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsDeletedMemory {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/memory_stores/{memory_store_id}/memories/{memory_id}", parameters: ["memory_store_id": memoryStoreID, "memory_id": memoryID], operation: "BetaDeleteMemory")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "agent-memory-2026-07-22"
            request.query.append("expected_content_sha256", expectedContentSha256)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsDeletedMemory.self).value
        }
    }
}
