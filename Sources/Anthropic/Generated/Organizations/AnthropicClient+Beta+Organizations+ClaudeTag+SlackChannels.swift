// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.ClaudeTag {
    /// The `slackChannels` resource.
    public nonisolated struct SlackChannels: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Set a Slack channel up for Claude Tag and return it with its identifier.
        ///
        /// If the
        /// channel is already set up, whether in claude.ai, by Claude's first use in it or
        /// by an earlier request, the existing channel is returned, so the request can be
        /// repeated. `settings`, when sent, is applied as an update applies it. Before a
        /// channel is set up, Claude's Slack app confirms with Slack that the channel is in
        /// the workspace, is not archived and is visible to the app; a channel that fails
        /// the confirmation returns 404. Setting the channel up and applying `settings` are
        /// two steps: when the second is refused, the response is the refusal, the channel
        /// stays set up with every setting unset, and the error's
        /// `details.slack_channel_id` holds the channel's identifier.
        ///
        /// - HTTP: `POST /v1/organizations/claude_tag/slack_channels?beta=true`
        /// - Operation: `organization.claude_tag.slack_channels.create`
        public func create(_ body: AnthropicAdmin.OrganizationClaudeTagSlackChannelsCreateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeTagSlackChannel {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/claude_tag/slack_channels", operation: "organization.claude_tag.slack_channels.create")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "experimental-claude-tag-2026-10-21"
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeTagSlackChannel.self).value
        }

        /// Get one Slack channel and its settings.
        ///
        /// By default `settings` holds what the
        /// channel itself stores: a setting that is null there is not set on the channel
        /// and is inherited. With `include_inherited=true`, `settings` holds what applies
        /// in the channel once the settings levels above it are taken into account, and the
        /// request fails with 503 rather than resolve against a settings level that could
        /// not be read. Either way `sources` names the settings level each value comes
        /// from, so a caller tells the channel's own value from an inherited one by its
        /// source, not by whether it is null.
        ///
        /// - HTTP: `GET /v1/organizations/claude_tag/slack_channels/{id}?beta=true`
        /// - Operation: `organization.claude_tag.slack_channels.retrieve`
        /// - Parameters:
        ///   - id: The channel's identifier, starting with `slch_`.
        ///   - includeInherited: When `true`, `settings` holds what applies in the channel once the settings
        public func retrieve(id: String, includeInherited: Bool? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeTagSlackChannel {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/claude_tag/slack_channels/{id}", parameters: ["id": id], operation: "organization.claude_tag.slack_channels.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "experimental-claude-tag-2026-10-21"
            request.query.append("include_inherited", includeInherited)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeTagSlackChannel.self).value
        }

        /// Change the settings a Slack channel stores.
        ///
        /// The update is partial: a setting
        /// left out is unchanged, and a setting sent as null is cleared, so the channel
        /// inherits it. If any value is refused, no setting in the request is stored. A
        /// group direct message takes no settings and returns 400.
        ///
        /// - HTTP: `POST /v1/organizations/claude_tag/slack_channels/{id}?beta=true`
        /// - Operation: `organization.claude_tag.slack_channels.update`
        /// - Parameters:
        ///   - id: The channel's identifier, starting with `slch_`.
        public func update(id: String, _ body: AnthropicAdmin.OrganizationClaudeTagSlackChannelsUpdateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeTagSlackChannel {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/claude_tag/slack_channels/{id}", parameters: ["id": id], operation: "organization.claude_tag.slack_channels.update")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "experimental-claude-tag-2026-10-21"
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeTagSlackChannel.self).value
        }

        /// List the set-up Slack channels of one Slack workspace, newest first by
        /// `created_at`. A channel that is not set up is not listed: Slack holds the full
        /// list of a workspace's channels. Pass `slack_channel_id` as well to look one
        /// channel up by its Slack identifiers: `data` then holds that channel, or is empty
        /// when it is not set up, and `limit` and `page` are ignored. A workspace that the
        /// organization owns only through a Slack Enterprise Grid returns 404 until it is
        /// set up. With `include_inherited=true` each channel's `settings` holds what
        /// applies in it, and the request fails with 503 rather than resolve against a
        /// settings level that could not be read. A `page` cursor resumes only a request
        /// with the same `include_inherited`.
        ///
        /// - HTTP: `GET /v1/organizations/claude_tag/slack_channels?beta=true`
        /// - Operation: `organization.claude_tag.slack_channels.list`
        /// - Parameters:
        ///   - slackWorkspaceID: The Slack workspace whose channels to list: Slack's identifier for it, as in the
        ///   - includeInherited: When `true`, `settings` holds what applies in each channel once the settings
        ///   - limit: Number of items to return per page, between 1 and 100. Defaults to 20.
        ///   - page: Opaque cursor from a previous response's `next_page`.
        ///   - slackChannelID: Slack's identifier for one channel of that workspace, as in the channel object's
        public func list(slackWorkspaceID: String, includeInherited: Bool? = nil, limit: Int? = nil, page: String? = nil, slackChannelID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationClaudeTagSlackChannelsListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/claude_tag/slack_channels", operation: "organization.claude_tag.slack_channels.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "experimental-claude-tag-2026-10-21"
            request.query.append("slack_workspace_id", slackWorkspaceID)
            request.query.append("include_inherited", includeInherited)
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("slack_channel_id", slackChannelID)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationClaudeTagSlackChannelsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/claude_tag/slack_channels?beta=true` (repeated)
        public func list(slackWorkspaceID: String, includeInherited: Bool? = nil, limit: Int? = nil, page: String? = nil, slackChannelID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationClaudeTagSlackChannelsListResponse, AnthropicAdmin.BetaClaudeTagSlackChannel> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(slackWorkspaceID: slackWorkspaceID, includeInherited: includeInherited, limit: limit, page: cursor, slackChannelID: slackChannelID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Remove a Slack channel from Claude Tag.
        ///
        /// This deletes the channel's stored
        /// settings and its Bundle Targets at once, and then, in the background, the
        /// channel's sessions and their transcripts, its memory, its routines and the
        /// artifacts published from it. None of it can be restored. The channel in Slack
        /// and its messages are unchanged. The request is refused with 400 and
        /// `error.details.error_code` `slack_channel_enabled` while `enabled` resolves to
        /// `true` for the channel, as a read with `include_inherited=true` returns it: set
        /// `enabled` to `false` on the channel first. This guards against removing a
        /// channel in use by mistake; it is not a way to keep Claude out, because the
        /// removal deletes the channel's own `enabled: false` with its other settings,
        /// after which the channel inherits again and Claude's next use of it can set it up
        /// anew with a new identifier. The identifier returns 404 as soon as the request
        /// returns, so a repeated removal returns 404. A group direct message returns 400,
        /// and so does a channel that holds configuration this API does not manage.
        ///
        /// - HTTP: `DELETE /v1/organizations/claude_tag/slack_channels/{id}?beta=true`
        /// - Operation: `organization.claude_tag.slack_channels.delete`
        /// - Parameters:
        ///   - id: The channel's identifier, starting with `slch_`.
        public func delete(id: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeTagDeletedSlackChannel {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/claude_tag/slack_channels/{id}", parameters: ["id": id], operation: "organization.claude_tag.slack_channels.delete")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "experimental-claude-tag-2026-10-21"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeTagDeletedSlackChannel.self).value
        }
    }
}
