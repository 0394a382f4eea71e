// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicAgentsShared
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

extension AnthropicClient.Beta {
    /// `memoryStores` operations.
    public var memoryStores: AnthropicClient.Beta.MemoryStores { AnthropicClient.Beta.MemoryStores(core: core) }

    /// The `memoryStores` resource.
    public struct MemoryStores: Sendable {
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
        public func create(_ body: _AnthropicMemoryStores.BetaManagedAgentsCreateMemoryStoreRequest, options: RequestOptions = .init()) async throws -> _AnthropicMemoryStores.BetaManagedAgentsCreateMemoryStoreResponse {
            var request = RequestComponents(method: "POST", path: "/v1/memory_stores")
            request.query.append("beta", "true")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: _AnthropicMemoryStores.BetaManagedAgentsCreateMemoryStoreResponse.self).value
        }

        /// Retrieve a memory store
        ///
        /// - HTTP: `GET /v1/memory_stores/{memory_store_id}?beta=true`
        /// - Operation: `BetaGetMemoryStore`
        /// - Parameters:
        ///   - memoryStoreID: Path parameter memory_store_id
        public func retrieve(memoryStoreID: String, options: RequestOptions = .init()) async throws -> _AnthropicMemoryStores.BetaManagedAgentsGetMemoryStoreResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/memory_stores/{memory_store_id}", parameters: ["memory_store_id": memoryStoreID])
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: _AnthropicMemoryStores.BetaManagedAgentsGetMemoryStoreResponse.self).value
        }

        /// Update a memory store
        ///
        /// - HTTP: `POST /v1/memory_stores/{memory_store_id}?beta=true`
        /// - Operation: `BetaUpdateMemoryStore`
        /// - Parameters:
        ///   - memoryStoreID: Path parameter memory_store_id
        public func update(memoryStoreID: String, _ body: _AnthropicMemoryStores.BetaManagedAgentsUpdateMemoryStoreRequestBody, options: RequestOptions = .init()) async throws -> _AnthropicMemoryStores.BetaManagedAgentsUpdateMemoryStoreResponse {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/memory_stores/{memory_store_id}", parameters: ["memory_store_id": memoryStoreID])
            request.query.append("beta", "true")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: _AnthropicMemoryStores.BetaManagedAgentsUpdateMemoryStoreResponse.self).value
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
        public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, createdAtGte: _AnthropicAgentsShared.BetaTimestamp? = nil, createdAtLte: _AnthropicAgentsShared.BetaTimestamp? = nil, options: RequestOptions = .init()) async throws -> _AnthropicMemoryStores.BetaManagedAgentsListMemoryStoresResponse {
            var request = RequestComponents(method: "GET", path: "/v1/memory_stores")
            request.query.append("beta", "true")
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("include_archived", includeArchived)
            try request.query.appendDeepObject("created_at[gte]", encoding: createdAtGte)
            try request.query.appendDeepObject("created_at[lte]", encoding: createdAtLte)
            return try await core.send(request, options: options, as: _AnthropicMemoryStores.BetaManagedAgentsListMemoryStoresResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/memory_stores?beta=true` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, createdAtGte: _AnthropicAgentsShared.BetaTimestamp? = nil, createdAtLte: _AnthropicAgentsShared.BetaTimestamp? = nil, options: RequestOptions = .init()) -> PageSequence<_AnthropicMemoryStores.BetaManagedAgentsListMemoryStoresResponse, _AnthropicMemoryStores.BetaManagedAgentsMemoryStore> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, includeArchived: includeArchived, createdAtGte: createdAtGte, createdAtLte: createdAtLte, options: options)
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
        public func delete(memoryStoreID: String, options: RequestOptions = .init()) async throws -> _AnthropicMemoryStores.BetaManagedAgentsDeleteMemoryStoreResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/memory_stores/{memory_store_id}", parameters: ["memory_store_id": memoryStoreID])
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: _AnthropicMemoryStores.BetaManagedAgentsDeleteMemoryStoreResponse.self).value
        }

        /// Archive a memory store
        ///
        /// - HTTP: `POST /v1/memory_stores/{memory_store_id}/archive?beta=true`
        /// - Operation: `BetaArchiveMemoryStore`
        /// - Parameters:
        ///   - memoryStoreID: Path parameter memory_store_id
        public func archive(memoryStoreID: String, options: RequestOptions = .init()) async throws -> _AnthropicMemoryStores.BetaManagedAgentsArchiveMemoryStoreResponse {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/memory_stores/{memory_store_id}/archive", parameters: ["memory_store_id": memoryStoreID])
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: _AnthropicMemoryStores.BetaManagedAgentsArchiveMemoryStoreResponse.self).value
        }

        /// The `memories` resource.
        public struct Memories: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Create a memory
            ///
            /// - HTTP: `POST /v1/memory_stores/{memory_store_id}/memories?beta=true`
            /// - Operation: `BetaCreateMemory`
            /// - Parameters:
            ///   - memoryStoreID: Path parameter memory_store_id
            ///   - view: Query parameter for view
            public func create(memoryStoreID: String, _ body: _AnthropicMemoryStores.BetaManagedAgentsCreateMemoryParams, view: _AnthropicMemoryStores.BetaManagedAgentsMemoryView? = nil, options: RequestOptions = .init()) async throws -> _AnthropicMemoryStores.BetaManagedAgentsMemory {
                var request = try RequestComponents(method: "POST", pathTemplate: "/v1/memory_stores/{memory_store_id}/memories", parameters: ["memory_store_id": memoryStoreID])
                request.query.append("beta", "true")
                request.query.append("view", view)
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _AnthropicMemoryStores.BetaManagedAgentsMemory.self).value
            }

            /// Retrieve a memory
            ///
            /// - HTTP: `GET /v1/memory_stores/{memory_store_id}/memories/{memory_id}?beta=true`
            /// - Operation: `BetaGetMemory`
            /// - Parameters:
            ///   - memoryStoreID: Path parameter memory_store_id
            ///   - memoryID: Path parameter memory_id
            ///   - view: Query parameter for view
            public func retrieve(memoryStoreID: String, memoryID: String, view: _AnthropicMemoryStores.BetaManagedAgentsMemoryView? = nil, options: RequestOptions = .init()) async throws -> _AnthropicMemoryStores.BetaManagedAgentsMemory {
                var request = try RequestComponents(method: "GET", pathTemplate: "/v1/memory_stores/{memory_store_id}/memories/{memory_id}", parameters: ["memory_store_id": memoryStoreID, "memory_id": memoryID])
                request.query.append("beta", "true")
                request.query.append("view", view)
                return try await core.send(request, options: options, as: _AnthropicMemoryStores.BetaManagedAgentsMemory.self).value
            }

            /// Update a memory
            ///
            /// - HTTP: `POST /v1/memory_stores/{memory_store_id}/memories/{memory_id}?beta=true`
            /// - Operation: `BetaUpdateMemory`
            /// - Parameters:
            ///   - memoryStoreID: Path parameter memory_store_id
            ///   - memoryID: Path parameter memory_id
            ///   - view: Query parameter for view
            public func update(memoryStoreID: String, memoryID: String, _ body: _AnthropicMemoryStores.BetaManagedAgentsUpdateMemoryParams, view: _AnthropicMemoryStores.BetaManagedAgentsMemoryView? = nil, options: RequestOptions = .init()) async throws -> _AnthropicMemoryStores.BetaManagedAgentsMemory {
                var request = try RequestComponents(method: "POST", pathTemplate: "/v1/memory_stores/{memory_store_id}/memories/{memory_id}", parameters: ["memory_store_id": memoryStoreID, "memory_id": memoryID])
                request.query.append("beta", "true")
                request.query.append("view", view)
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _AnthropicMemoryStores.BetaManagedAgentsMemory.self).value
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
            public func list(memoryStoreID: String, pathPrefix: String? = nil, depth: Int? = nil, orderBy: String? = nil, order: _AnthropicAgentsShared.BetaManagedAgentsListOrder? = nil, limit: Int? = nil, page: String? = nil, view: _AnthropicMemoryStores.BetaManagedAgentsMemoryView? = nil, options: RequestOptions = .init()) async throws -> _AnthropicMemoryStores.BetaManagedAgentsListMemoriesResult {
                var request = try RequestComponents(method: "GET", pathTemplate: "/v1/memory_stores/{memory_store_id}/memories", parameters: ["memory_store_id": memoryStoreID])
                request.query.append("beta", "true")
                request.query.append("path_prefix", pathPrefix)
                request.query.append("depth", depth)
                request.query.append("order_by", orderBy)
                request.query.append("order", order)
                request.query.append("limit", limit)
                request.query.append("page", page)
                request.query.append("view", view)
                return try await core.send(request, options: options, as: _AnthropicMemoryStores.BetaManagedAgentsListMemoriesResult.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `page` when given.
            ///
            /// - HTTP: `GET /v1/memory_stores/{memory_store_id}/memories?beta=true` (repeated)
            public func list(memoryStoreID: String, pathPrefix: String? = nil, depth: Int? = nil, orderBy: String? = nil, order: _AnthropicAgentsShared.BetaManagedAgentsListOrder? = nil, limit: Int? = nil, page: String? = nil, view: _AnthropicMemoryStores.BetaManagedAgentsMemoryView? = nil, options: RequestOptions = .init()) -> PageSequence<_AnthropicMemoryStores.BetaManagedAgentsListMemoriesResult, _AnthropicMemoryStores.BetaManagedAgentsMemoryListItem> {
                PageSequence(startingAt: page, fetchPage: { cursor in
                    try await self.list(memoryStoreID: memoryStoreID, pathPrefix: pathPrefix, depth: depth, orderBy: orderBy, order: order, limit: limit, page: cursor, view: view, options: options)
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
            public func delete(memoryStoreID: String, memoryID: String, expectedContentSha256: String? = nil, options: RequestOptions = .init()) async throws -> _AnthropicMemoryStores.BetaManagedAgentsDeletedMemory {
                var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/memory_stores/{memory_store_id}/memories/{memory_id}", parameters: ["memory_store_id": memoryStoreID, "memory_id": memoryID])
                request.query.append("beta", "true")
                request.query.append("expected_content_sha256", expectedContentSha256)
                return try await core.send(request, options: options, as: _AnthropicMemoryStores.BetaManagedAgentsDeletedMemory.self).value
            }
        }

        /// The `memoryVersions` resource.
        public struct MemoryVersions: Sendable {
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
            public func retrieve(memoryStoreID: String, memoryVersionID: String, view: _AnthropicMemoryStores.BetaManagedAgentsMemoryView? = nil, options: RequestOptions = .init()) async throws -> _AnthropicMemoryStores.BetaManagedAgentsMemoryVersion {
                var request = try RequestComponents(method: "GET", pathTemplate: "/v1/memory_stores/{memory_store_id}/memory_versions/{memory_version_id}", parameters: ["memory_store_id": memoryStoreID, "memory_version_id": memoryVersionID])
                request.query.append("beta", "true")
                request.query.append("view", view)
                return try await core.send(request, options: options, as: _AnthropicMemoryStores.BetaManagedAgentsMemoryVersion.self).value
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
            public func list(memoryStoreID: String, memoryID: String? = nil, sessionID: String? = nil, apiKeyID: String? = nil, operation: _AnthropicMemoryStores.BetaManagedAgentsMemoryVersionOperation? = nil, createdAtGte: _AnthropicAgentsShared.BetaTimestamp? = nil, createdAtLte: _AnthropicAgentsShared.BetaTimestamp? = nil, limit: Int? = nil, page: String? = nil, view: _AnthropicMemoryStores.BetaManagedAgentsMemoryView? = nil, options: RequestOptions = .init()) async throws -> _AnthropicMemoryStores.BetaManagedAgentsListMemoryVersionsResult {
                var request = try RequestComponents(method: "GET", pathTemplate: "/v1/memory_stores/{memory_store_id}/memory_versions", parameters: ["memory_store_id": memoryStoreID])
                request.query.append("beta", "true")
                request.query.append("memory_id", memoryID)
                request.query.append("session_id", sessionID)
                request.query.append("api_key_id", apiKeyID)
                request.query.append("operation", operation)
                try request.query.appendDeepObject("created_at[gte]", encoding: createdAtGte)
                try request.query.appendDeepObject("created_at[lte]", encoding: createdAtLte)
                request.query.append("limit", limit)
                request.query.append("page", page)
                request.query.append("view", view)
                return try await core.send(request, options: options, as: _AnthropicMemoryStores.BetaManagedAgentsListMemoryVersionsResult.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `page` when given.
            ///
            /// - HTTP: `GET /v1/memory_stores/{memory_store_id}/memory_versions?beta=true` (repeated)
            public func list(memoryStoreID: String, memoryID: String? = nil, sessionID: String? = nil, apiKeyID: String? = nil, operation: _AnthropicMemoryStores.BetaManagedAgentsMemoryVersionOperation? = nil, createdAtGte: _AnthropicAgentsShared.BetaTimestamp? = nil, createdAtLte: _AnthropicAgentsShared.BetaTimestamp? = nil, limit: Int? = nil, page: String? = nil, view: _AnthropicMemoryStores.BetaManagedAgentsMemoryView? = nil, options: RequestOptions = .init()) -> PageSequence<_AnthropicMemoryStores.BetaManagedAgentsListMemoryVersionsResult, _AnthropicMemoryStores.BetaManagedAgentsMemoryVersion> {
                PageSequence(startingAt: page, fetchPage: { cursor in
                    try await self.list(memoryStoreID: memoryStoreID, memoryID: memoryID, sessionID: sessionID, apiKeyID: apiKeyID, operation: operation, createdAtGte: createdAtGte, createdAtLte: createdAtLte, limit: limit, page: cursor, view: view, options: options)
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
            public func redact(memoryStoreID: String, memoryVersionID: String, options: RequestOptions = .init()) async throws -> _AnthropicMemoryStores.BetaManagedAgentsMemoryVersion {
                var request = try RequestComponents(method: "POST", pathTemplate: "/v1/memory_stores/{memory_store_id}/memory_versions/{memory_version_id}/redact", parameters: ["memory_store_id": memoryStoreID, "memory_version_id": memoryVersionID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: _AnthropicMemoryStores.BetaManagedAgentsMemoryVersion.self).value
            }
        }
    }
}
