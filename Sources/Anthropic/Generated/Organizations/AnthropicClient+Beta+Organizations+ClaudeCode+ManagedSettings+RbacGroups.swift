// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.ClaudeCode.ManagedSettings {
    /// The `rbacGroups` resource.
    public nonisolated struct RbacGroups: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve an RBAC Group's Claude Code managed settings.
        ///
        /// **Accepted credentials:** an organization-level Admin API key with the
        /// `read:claude_code_managed_settings` scope.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: ce-claude-code-managed-settings-2026-10-06`. A request without
        /// it, or from an organization not enabled for this beta, returns `404`. The Claude
        /// Code Managed Settings API is in beta and is available to Claude Enterprise
        /// organizations only.
        ///
        /// - HTTP: `GET /v1/organizations/claude_code/managed_settings/rbac_groups/{rbac_group_id}?beta=true`
        /// - Operation: `organization.claude_code.managed_settings.rbac_groups.retrieve`
        /// - Parameters:
        ///   - rbacGroupID: The RBAC Group's ID, prefixed `rbac_group_`.
        public func retrieve(rbacGroupID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeCodeRBACGroupManagedSettings {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/claude_code/managed_settings/rbac_groups/{rbac_group_id}", parameters: ["rbac_group_id": rbacGroupID], operation: "organization.claude_code.managed_settings.rbac_groups.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-claude-code-managed-settings-2026-10-06"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeCodeRBACGroupManagedSettings.self).value
        }

        /// Create or replace an RBAC Group's Claude Code managed settings.
        ///
        /// New settings join the end of `rbac_group_order`, and existing settings keep
        /// their place. Until the group is moved up, its members who also belong to an
        /// earlier group keep that group's settings. In `organization` mode a write changes
        /// no member's settings until the organization switches to `rbac_groups` mode. Once
        /// a group has settings, that switch no longer copies the organization settings
        /// into default settings, so members in no RBAC Group in `rbac_group_order` receive
        /// no settings unless you set the default settings before the switch.
        ///
        /// Get the group's ID from the RBAC Groups API. One key can hold `read:rbac_groups`
        /// and `write:claude_code_managed_settings`.
        ///
        /// **Accepted credentials:** an organization-level Admin API key with the
        /// `write:claude_code_managed_settings` scope.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: ce-claude-code-managed-settings-2026-10-06`. A request without
        /// it, or from an organization not enabled for this beta, returns `404`. The Claude
        /// Code Managed Settings API is in beta and is available to Claude Enterprise
        /// organizations only.
        ///
        /// A write that returns `503` may have applied. Retrying it is safe.
        ///
        /// - HTTP: `POST /v1/organizations/claude_code/managed_settings/rbac_groups/{rbac_group_id}?beta=true`
        /// - Operation: `organization.claude_code.managed_settings.rbac_groups.set`
        /// - Parameters:
        ///   - rbacGroupID: The RBAC Group's ID, prefixed `rbac_group_`.
        public func update(rbacGroupID: String, _ body: AnthropicAdmin.OrganizationClaudeCodeManagedSettingsRbacGroupsSetRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeCodeRBACGroupManagedSettings {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/claude_code/managed_settings/rbac_groups/{rbac_group_id}", parameters: ["rbac_group_id": rbacGroupID], operation: "organization.claude_code.managed_settings.rbac_groups.set")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-claude-code-managed-settings-2026-10-06"
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeCodeRBACGroupManagedSettings.self).value
        }

        /// List the RBAC Groups that have Claude Code managed settings, highest precedence
        /// first.
        ///
        /// Each entry gives the group's status and timestamps, not its settings. The list
        /// includes deleted groups that still have settings, and leaves out the default
        /// settings. If the order changes between pages, the request returns `409`: list
        /// again from the first page.
        ///
        /// **Accepted credentials:** an organization-level Admin API key with the
        /// `read:claude_code_managed_settings` scope.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: ce-claude-code-managed-settings-2026-10-06`. A request without
        /// it, or from an organization not enabled for this beta, returns `404`. The Claude
        /// Code Managed Settings API is in beta and is available to Claude Enterprise
        /// organizations only.
        ///
        /// - HTTP: `GET /v1/organizations/claude_code/managed_settings/rbac_groups?beta=true`
        /// - Operation: `organization.claude_code.managed_settings.rbac_groups.list`
        /// - Parameters:
        ///   - limit: Number of items to return per page.
        ///   - page: Optionally set to the `next_page` token from the previous response.
        public func list(limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationClaudeCodeManagedSettingsRbacGroupsListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/claude_code/managed_settings/rbac_groups", operation: "organization.claude_code.managed_settings.rbac_groups.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-claude-code-managed-settings-2026-10-06"
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationClaudeCodeManagedSettingsRbacGroupsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/claude_code/managed_settings/rbac_groups?beta=true` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationClaudeCodeManagedSettingsRbacGroupsListResponse, AnthropicAdmin.BetaClaudeCodeRBACGroupManagedSettingsSummary> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete an RBAC Group's Claude Code managed settings and remove the group from
        /// `rbac_group_order`.
        ///
        /// A group with no settings returns `404` with the error code
        /// `rbac_group_managed_settings_not_found`. That code on a retry of a delete that
        /// returned `503` means the settings are gone.
        ///
        /// **Accepted credentials:** an organization-level Admin API key with the
        /// `write:claude_code_managed_settings` scope.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: ce-claude-code-managed-settings-2026-10-06`. A request without
        /// it, or from an organization not enabled for this beta, returns `404`. The Claude
        /// Code Managed Settings API is in beta and is available to Claude Enterprise
        /// organizations only.
        ///
        /// A write that returns `503` may have applied. Retrying it is safe.
        ///
        /// - HTTP: `DELETE /v1/organizations/claude_code/managed_settings/rbac_groups/{rbac_group_id}?beta=true`
        /// - Operation: `organization.claude_code.managed_settings.rbac_groups.delete`
        /// - Parameters:
        ///   - rbacGroupID: The RBAC Group's ID, prefixed `rbac_group_`.
        public func delete(rbacGroupID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaDeletedClaudeCodeRBACGroupManagedSettings {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/claude_code/managed_settings/rbac_groups/{rbac_group_id}", parameters: ["rbac_group_id": rbacGroupID], operation: "organization.claude_code.managed_settings.rbac_groups.delete")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-claude-code-managed-settings-2026-10-06"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaDeletedClaudeCodeRBACGroupManagedSettings.self).value
        }
    }
}
