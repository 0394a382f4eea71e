// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

nonisolated extension AnthropicClient.Beta {
    /// `dreams` operations.
    public var dreams: AnthropicClient.Beta.Dreams { AnthropicClient.Beta.Dreams(core: core) }

    /// The `dreams` resource.
    public nonisolated struct Dreams: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create a Dream
        ///
        /// Starts a job that consolidates a memory store, and optionally session transcripts, into a memory store.
        ///
        /// - HTTP: `POST /v1/dreams?beta=true`
        /// - Operation: `BetaCreateDream`
        /// - Parameters:
        ///   - anthropicWorkspaceID: The workspace to act in (the SDK's `workspace_id`), for keys that reach more than one.
        public func create(_ body: AnthropicAgents.BetaCreateDreamParams, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaDream {
            var request = RequestComponents(method: "POST", path: "/v1/dreams", operation: "BetaCreateDream")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "dreaming-2026-04-21"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaDream.self).value
        }

        /// Get a Dream
        ///
        /// - HTTP: `GET /v1/dreams/{dream_id}?beta=true`
        /// - Operation: `BetaGetDream`
        /// - Parameters:
        ///   - anthropicWorkspaceID: The workspace to act in (the SDK's `workspace_id`), for keys that reach more than one.
        public func retrieve(dreamID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaDream {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/dreams/{dream_id}", parameters: ["dream_id": dreamID], operation: "BetaGetDream")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "dreaming-2026-04-21"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaDream.self).value
        }

        /// List Dreams
        ///
        /// Lists dreams, most recent first, a page at a time.
        ///
        /// - HTTP: `GET /v1/dreams?beta=true`
        /// - Operation: `BetaListDreams`
        /// - Parameters:
        ///   - anthropicWorkspaceID: The workspace to act in (the SDK's `workspace_id`), for keys that reach more than one.
        ///   - limit: Number of items per page.
        ///   - page: Opaque cursor from the `next_page` of a previous response.
        ///   - includeArchived: Include archived dreams.
        ///   - statuses: Only dreams in one of these statuses; repeat the parameter for several.
        ///   - createdAtGt: Only dreams created strictly after this time.
        ///   - createdAtLt: Only dreams created strictly before this time.
        public func list(anthropicWorkspaceID: String? = nil, limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, statuses: [AnthropicAgents.BetaDreamStatus]? = nil, createdAtGt: AnthropicAgents.BetaTimestamp? = nil, createdAtLt: AnthropicAgents.BetaTimestamp? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaDreamListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/dreams", operation: "BetaListDreams")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "dreaming-2026-04-21"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("include_archived", includeArchived)
            request.query.append("statuses[]", statuses, style: .bracketed)
            try request.query.appendDeepObject("created_at[gt]", encoding: createdAtGt)
            try request.query.appendDeepObject("created_at[lt]", encoding: createdAtLt)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaDreamListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/dreams?beta=true` (repeated)
        public func list(anthropicWorkspaceID: String? = nil, limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, statuses: [AnthropicAgents.BetaDreamStatus]? = nil, createdAtGt: AnthropicAgents.BetaTimestamp? = nil, createdAtLt: AnthropicAgents.BetaTimestamp? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.BetaDreamListResponse, AnthropicAgents.BetaDream> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(anthropicWorkspaceID: anthropicWorkspaceID, limit: limit, page: cursor, includeArchived: includeArchived, statuses: statuses, createdAtGt: createdAtGt, createdAtLt: createdAtLt, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Archive a Dream
        ///
        /// - HTTP: `POST /v1/dreams/{dream_id}/archive?beta=true`
        /// - Operation: `BetaArchiveDream`
        /// - Parameters:
        ///   - anthropicWorkspaceID: The workspace to act in (the SDK's `workspace_id`), for keys that reach more than one.
        public func archive(dreamID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaDream {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/dreams/{dream_id}/archive", parameters: ["dream_id": dreamID], operation: "BetaArchiveDream")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "dreaming-2026-04-21"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaDream.self).value
        }

        /// Cancel a Dream
        ///
        /// - HTTP: `POST /v1/dreams/{dream_id}/cancel?beta=true`
        /// - Operation: `BetaCancelDream`
        /// - Parameters:
        ///   - anthropicWorkspaceID: The workspace to act in (the SDK's `workspace_id`), for keys that reach more than one.
        public func cancel(dreamID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaDream {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/dreams/{dream_id}/cancel", parameters: ["dream_id": dreamID], operation: "BetaCancelDream")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "dreaming-2026-04-21"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaDream.self).value
        }
    }
}
