// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.ClaudeTag {
    /// The `slackWorkspaces` resource.
    public nonisolated struct SlackWorkspaces: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get one Slack workspace and its settings.
        ///
        /// By default `settings` holds what the
        /// workspace itself stores: a setting that is null there is not set on the
        /// workspace and is inherited. With `include_inherited=true`, `settings` holds what
        /// applies in the workspace once the organization's Slack defaults are taken into
        /// account, and the request fails with 503 rather than resolve against a settings
        /// level that could not be read. Either way `sources` names the settings level each
        /// value comes from.
        ///
        /// - HTTP: `GET /v1/organizations/claude_tag/slack_workspaces/{id}?beta=true`
        /// - Operation: `organization.claude_tag.slack_workspaces.retrieve`
        /// - Parameters:
        ///   - id: The workspace's identifier, starting with `slws_`.
        ///   - includeInherited: When `true`, `settings` holds what applies in the workspace once the
        public func retrieve(id: String, includeInherited: Bool? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeTagSlackWorkspace {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/claude_tag/slack_workspaces/{id}", parameters: ["id": id], operation: "organization.claude_tag.slack_workspaces.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "experimental-claude-tag-2026-10-21"
            request.query.append("include_inherited", includeInherited)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeTagSlackWorkspace.self).value
        }

        /// Change the settings a Slack workspace stores.
        ///
        /// The update is partial: a setting
        /// left out is unchanged, and a setting sent as null is cleared, so the workspace
        /// inherits it. If any value is refused, no setting in the request is stored.
        ///
        /// - HTTP: `POST /v1/organizations/claude_tag/slack_workspaces/{id}?beta=true`
        /// - Operation: `organization.claude_tag.slack_workspaces.update`
        /// - Parameters:
        ///   - id: The workspace's identifier, starting with `slws_`.
        public func update(id: String, _ body: AnthropicAdmin.OrganizationClaudeTagSlackWorkspacesUpdateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeTagSlackWorkspace {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/claude_tag/slack_workspaces/{id}", parameters: ["id": id], operation: "organization.claude_tag.slack_workspaces.update")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "experimental-claude-tag-2026-10-21"
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeTagSlackWorkspace.self).value
        }

        /// List the set-up Slack workspaces the organization owns, newest first by
        /// `created_at`. Pass `slack_workspace_id` to look one workspace up by its Slack
        /// identifier: `data` then holds that workspace, or is empty when it is not set up.
        /// A workspace of a Slack Enterprise Grid the organization has connected returns
        /// 404 until it is set up. With `include_inherited=true` each workspace's
        /// `settings` holds what applies in it, and the request fails with 503 rather than
        /// resolve against a settings level that could not be read. A `page` cursor resumes
        /// only a request with the same `include_inherited`.
        ///
        /// - HTTP: `GET /v1/organizations/claude_tag/slack_workspaces?beta=true`
        /// - Operation: `organization.claude_tag.slack_workspaces.list`
        /// - Parameters:
        ///   - includeInherited: When `true`, `settings` holds what applies in each workspace once the
        ///   - limit: Number of items to return per page, between 1 and 100. Defaults to 20.
        ///   - page: Opaque cursor from a previous response's `next_page`.
        ///   - slackWorkspaceID: Slack's identifier for one workspace, as in the workspace object's
        public func list(includeInherited: Bool? = nil, limit: Int? = nil, page: String? = nil, slackWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationClaudeTagSlackWorkspacesListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/claude_tag/slack_workspaces", operation: "organization.claude_tag.slack_workspaces.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "experimental-claude-tag-2026-10-21"
            request.query.append("include_inherited", includeInherited)
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("slack_workspace_id", slackWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationClaudeTagSlackWorkspacesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/claude_tag/slack_workspaces?beta=true` (repeated)
        public func list(includeInherited: Bool? = nil, limit: Int? = nil, page: String? = nil, slackWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationClaudeTagSlackWorkspacesListResponse, AnthropicAdmin.BetaClaudeTagSlackWorkspace> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(includeInherited: includeInherited, limit: limit, page: cursor, slackWorkspaceID: slackWorkspaceID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }
    }
}
