// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.ClaudeTag {
    /// The `bundles` resource.
    public nonisolated struct Bundles: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `targets` operations.
        public var targets: AnthropicClient.Beta.Organizations.ClaudeTag.Bundles.Targets { AnthropicClient.Beta.Organizations.ClaudeTag.Bundles.Targets(core: core) }

        /// Get one Bundle.
        ///
        /// What the Bundle grants (connectors, repositories and
        /// credentials) is never returned.
        ///
        /// - HTTP: `GET /v1/organizations/claude_tag/bundles/{bundle_id}?beta=true`
        /// - Operation: `organization.claude_tag.bundles.retrieve`
        /// - Parameters:
        ///   - bundleID: The Bundle's identifier, starting with `capp_`.
        public func retrieve(bundleID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeTagBundle {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/claude_tag/bundles/{bundle_id}", parameters: ["bundle_id": bundleID], operation: "organization.claude_tag.bundles.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "experimental-claude-tag-2026-10-21"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeTagBundle.self).value
        }

        /// Change a Bundle's instructions.
        ///
        /// The update is partial: a field left out is
        /// unchanged, and `instructions` sent as null or as an empty string clears them.
        /// The later of two updates wins. Sessions that start after the change use the new
        /// instructions; sessions already running keep the ones they started with. Some
        /// Bundles are managed in claude.ai, and an update of one returns 400.
        ///
        /// - HTTP: `POST /v1/organizations/claude_tag/bundles/{bundle_id}?beta=true`
        /// - Operation: `organization.claude_tag.bundles.update`
        /// - Parameters:
        ///   - bundleID: The Bundle's identifier, starting with `capp_`.
        public func update(bundleID: String, _ body: AnthropicAdmin.OrganizationClaudeTagBundlesUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeTagBundle {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/claude_tag/bundles/{bundle_id}", parameters: ["bundle_id": bundleID], operation: "organization.claude_tag.bundles.update")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "experimental-claude-tag-2026-10-21"
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeTagBundle.self).value
        }

        /// List the organization's Bundles, newest first by `created_at`.
        ///
        /// A Bundle that
        /// Claude Tag manages for itself is not listed.
        ///
        /// - HTTP: `GET /v1/organizations/claude_tag/bundles?beta=true`
        /// - Operation: `organization.claude_tag.bundles.list`
        /// - Parameters:
        ///   - limit: Number of items to return per page, between 1 and 100. Defaults to 20.
        ///   - page: Opaque cursor from a previous response's `next_page`.
        public func list(limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationClaudeTagBundlesListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/claude_tag/bundles", operation: "organization.claude_tag.bundles.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "experimental-claude-tag-2026-10-21"
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationClaudeTagBundlesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/claude_tag/bundles?beta=true` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationClaudeTagBundlesListResponse, AnthropicAdmin.BetaClaudeTagBundle> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }
    }
}
