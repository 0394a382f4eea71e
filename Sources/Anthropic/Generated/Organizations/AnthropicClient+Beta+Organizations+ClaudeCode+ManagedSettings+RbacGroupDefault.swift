// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.ClaudeCode.ManagedSettings {
    /// The `rbacGroupDefault` resource.
    public nonisolated struct RbacGroupDefault: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Set or replace the default Claude Code managed settings, or clear them with
        /// `null`.
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
        /// - HTTP: `POST /v1/organizations/claude_code/managed_settings/rbac_group_default?beta=true`
        /// - Operation: `organization.claude_code.managed_settings.rbac_group_default.update`
        public func create(_ body: AnthropicAdmin.OrganizationClaudeCodeManagedSettingsRbacGroupDefaultUpdateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeCodeRBACGroupDefaultManagedSettings {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/claude_code/managed_settings/rbac_group_default", operation: "organization.claude_code.managed_settings.rbac_group_default.update")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-claude-code-managed-settings-2026-10-06"
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeCodeRBACGroupDefaultManagedSettings.self).value
        }

        /// Retrieve the default Claude Code managed settings, which members who belong to
        /// no RBAC Group in `rbac_group_order` receive in `rbac_groups` mode.
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
        /// - HTTP: `GET /v1/organizations/claude_code/managed_settings/rbac_group_default?beta=true`
        /// - Operation: `organization.claude_code.managed_settings.rbac_group_default.retrieve`
        public func retrieve(options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeCodeRBACGroupDefaultManagedSettings {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/claude_code/managed_settings/rbac_group_default", operation: "organization.claude_code.managed_settings.rbac_group_default.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-claude-code-managed-settings-2026-10-06"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeCodeRBACGroupDefaultManagedSettings.self).value
        }
    }
}
