// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.ClaudeTag.Bundles {
    /// The `targets` resource.
    public nonisolated struct Targets: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Attach a Bundle to a Slack channel or a Slack workspace.
        ///
        /// A Bundle attached to a
        /// workspace can be used in the workspace and in every channel in it. Attaching a
        /// Bundle to a channel or workspace it is already attached to returns the existing
        /// Bundle Target. The channel or workspace must be set up: attaching never sets a
        /// channel up. A group direct message takes no Bundle and returns 400.
        ///
        /// - HTTP: `POST /v1/organizations/claude_tag/bundles/{bundle_id}/targets?beta=true`
        /// - Operation: `organization.claude_tag.bundles.targets.create`
        /// - Parameters:
        ///   - bundleID: The Bundle's identifier, starting with `capp_`.
        public func create(bundleID: String, _ body: AnthropicAdmin.BetaClaudeTagBundleTargetCreateParam, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeTagBundleTarget {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/claude_tag/bundles/{bundle_id}/targets", parameters: ["bundle_id": bundleID], operation: "organization.claude_tag.bundles.targets.create")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "experimental-claude-tag-2026-10-21"
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeTagBundleTarget.self).value
        }

        /// Get one Bundle Target.
        ///
        /// Returns 404 when `target_id` is the identifier of another
        /// Bundle's Bundle Target, or the Bundle Target was detached.
        ///
        /// - HTTP: `GET /v1/organizations/claude_tag/bundles/{bundle_id}/targets/{target_id}?beta=true`
        /// - Operation: `organization.claude_tag.bundles.targets.retrieve`
        /// - Parameters:
        ///   - bundleID: The Bundle's identifier, starting with `capp_`.
        ///   - targetID: The Bundle Target's identifier, starting with `btgt_`. Attach Bundle and List
        public func retrieve(bundleID: String, targetID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeTagBundleTarget {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/claude_tag/bundles/{bundle_id}/targets/{target_id}", parameters: ["bundle_id": bundleID, "target_id": targetID], operation: "organization.claude_tag.bundles.targets.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "experimental-claude-tag-2026-10-21"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeTagBundleTarget.self).value
        }

        /// List the Slack channels and Slack workspaces a Bundle is attached to, newest
        /// first by `created_at`. Only channels and workspaces the organization owns are
        /// listed; a Bundle that is attached to anything else has no Bundle Target for it.
        ///
        /// - HTTP: `GET /v1/organizations/claude_tag/bundles/{bundle_id}/targets?beta=true`
        /// - Operation: `organization.claude_tag.bundles.targets.list`
        /// - Parameters:
        ///   - bundleID: The Bundle's identifier, starting with `capp_`.
        ///   - limit: Number of items to return per page, between 1 and 100. Defaults to 20.
        ///   - page: Opaque cursor from a previous response's `next_page`.
        public func list(bundleID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationClaudeTagBundlesTargetsListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/claude_tag/bundles/{bundle_id}/targets", parameters: ["bundle_id": bundleID], operation: "organization.claude_tag.bundles.targets.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "experimental-claude-tag-2026-10-21"
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationClaudeTagBundlesTargetsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/claude_tag/bundles/{bundle_id}/targets?beta=true` (repeated)
        public func list(bundleID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationClaudeTagBundlesTargetsListResponse, AnthropicAdmin.BetaClaudeTagBundleTarget> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(bundleID: bundleID, limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Detach a Bundle from a Slack channel or a Slack workspace.
        ///
        /// A repeated detach
        /// returns 404.
        ///
        /// - HTTP: `DELETE /v1/organizations/claude_tag/bundles/{bundle_id}/targets/{target_id}?beta=true`
        /// - Operation: `organization.claude_tag.bundles.targets.delete`
        /// - Parameters:
        ///   - bundleID: The Bundle's identifier, starting with `capp_`.
        ///   - targetID: The Bundle Target's identifier, starting with `btgt_`. Attach Bundle and List
        public func delete(bundleID: String, targetID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeTagDeletedBundleTarget {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/claude_tag/bundles/{bundle_id}/targets/{target_id}", parameters: ["bundle_id": bundleID, "target_id": targetID], operation: "organization.claude_tag.bundles.targets.delete")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "experimental-claude-tag-2026-10-21"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeTagDeletedBundleTarget.self).value
        }
    }
}
