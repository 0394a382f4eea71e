// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.MemoryStores {
    /// The `memoryVersions` resource.
    public nonisolated struct MemoryVersions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve a memory version
        ///
        /// - HTTP: `GET /v1/memory_stores/{memory_store_id}/memory_versions/{memory_version_id}?beta=true`
        /// - Operation: `BetaGetMemoryVersion`
        /// - Parameters:
        ///   - memoryStoreID: Path parameter memory_store_id
        ///   - memoryVersionID: Path parameter memory_version_id
        ///   - view: Query parameter for view
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(memoryStoreID: String, memoryVersionID: String, view: AnthropicAgents.BetaManagedAgentsMemoryView? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsMemoryVersion {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/memory_stores/{memory_store_id}/memory_versions/{memory_version_id}", parameters: ["memory_store_id": memoryStoreID, "memory_version_id": memoryVersionID], operation: "BetaGetMemoryVersion")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "agent-memory-2026-07-22"
            request.query.append("view", view)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsMemoryVersion.self).value
        }

        /// List memory versions
        ///
        /// - HTTP: `GET /v1/memory_stores/{memory_store_id}/memory_versions?beta=true`
        /// - Operation: `BetaListMemoryVersions`
        /// - Parameters:
        ///   - memoryStoreID: Path parameter memory_store_id
        ///   - memoryID: Query parameter for memory_id
        ///   - sessionID: Query parameter for session_id
        ///   - apiKeyID: Query parameter for api_key_id
        ///   - operation: Query parameter for operation
        ///   - createdAtGte: Return versions created at or after this time (inclusive).
        ///   - createdAtLte: Return versions created at or before this time (inclusive).
        ///   - limit: Query parameter for limit
        ///   - page: Query parameter for page
        ///   - view: Query parameter for view
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        ///   - serviceAccountID: Return only versions written by the service account with this ID (`svac_...`).
        public func list(memoryStoreID: String, memoryID: String? = nil, sessionID: String? = nil, apiKeyID: String? = nil, operation: AnthropicAgents.BetaManagedAgentsMemoryVersionOperation? = nil, createdAtGte: AnthropicAgents.BetaTimestamp? = nil, createdAtLte: AnthropicAgents.BetaTimestamp? = nil, limit: Int? = nil, page: String? = nil, view: AnthropicAgents.BetaManagedAgentsMemoryView? = nil, anthropicWorkspaceID: String? = nil, serviceAccountID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsListMemoryVersionsResult {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/memory_stores/{memory_store_id}/memory_versions", parameters: ["memory_store_id": memoryStoreID], operation: "BetaListMemoryVersions")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "agent-memory-2026-07-22"
            request.query.append("memory_id", memoryID)
            request.query.append("session_id", sessionID)
            request.query.append("api_key_id", apiKeyID)
            request.query.append("operation", operation)
            try request.query.appendDeepObject("created_at[gte]", encoding: createdAtGte)
            try request.query.appendDeepObject("created_at[lte]", encoding: createdAtLte)
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("view", view)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            request.query.append("service_account_id", serviceAccountID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsListMemoryVersionsResult.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/memory_stores/{memory_store_id}/memory_versions?beta=true` (repeated)
        public func list(memoryStoreID: String, memoryID: String? = nil, sessionID: String? = nil, apiKeyID: String? = nil, operation: AnthropicAgents.BetaManagedAgentsMemoryVersionOperation? = nil, createdAtGte: AnthropicAgents.BetaTimestamp? = nil, createdAtLte: AnthropicAgents.BetaTimestamp? = nil, limit: Int? = nil, page: String? = nil, view: AnthropicAgents.BetaManagedAgentsMemoryView? = nil, anthropicWorkspaceID: String? = nil, serviceAccountID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.BetaManagedAgentsListMemoryVersionsResult, AnthropicAgents.BetaManagedAgentsMemoryVersion> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(memoryStoreID: memoryStoreID, memoryID: memoryID, sessionID: sessionID, apiKeyID: apiKeyID, operation: operation, createdAtGte: createdAtGte, createdAtLte: createdAtLte, limit: limit, page: cursor, view: view, anthropicWorkspaceID: anthropicWorkspaceID, serviceAccountID: serviceAccountID, options: options)
            }, items: { $0.data ?? [] }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Redact a memory version
        ///
        /// - HTTP: `POST /v1/memory_stores/{memory_store_id}/memory_versions/{memory_version_id}/redact?beta=true`
        /// - Operation: `BetaRedactMemoryVersion`
        /// - Parameters:
        ///   - memoryStoreID: Path parameter memory_store_id
        ///   - memoryVersionID: Path parameter memory_version_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func redact(memoryStoreID: String, memoryVersionID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsMemoryVersion {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/memory_stores/{memory_store_id}/memory_versions/{memory_version_id}/redact", parameters: ["memory_store_id": memoryStoreID, "memory_version_id": memoryVersionID], operation: "BetaRedactMemoryVersion")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "agent-memory-2026-07-22"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsMemoryVersion.self).value
        }
    }
}
