// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.ClaudeCode.ManagedSettings {
    /// The `configuration` resource.
    public nonisolated struct Configuration: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Change the organization's Claude Code managed settings mode, the RBAC Group
        /// order, or both, in one atomic write.
        ///
        /// To change the order, send `rbac_group_order` with the `rbac_group_order_version`
        /// from the read the change is based on. If the order has changed since that read,
        /// the request returns `409`: read it again and retry. To switch modes only if the
        /// order has not changed, send the current `rbac_group_order` and
        /// `rbac_group_order_version` with the new `mode`.
        ///
        /// A switch to `rbac_groups` mode with no RBAC Group settings and no default
        /// settings copies the organization settings into a new default, in the same write,
        /// so members keep the settings they had. The copy does not follow later changes to
        /// the organization settings. If the organization settings cannot be copied, the
        /// request returns `400` and changes nothing. If they cannot be read, are over 1
        /// MiB or are not valid, setting the default settings first avoids the copy.
        ///
        /// After a switch to `rbac_groups` mode, a member in no listed RBAC Group receives
        /// the default settings, or no settings if no default is set, not the organization
        /// settings.
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
        /// - HTTP: `POST /v1/organizations/claude_code/managed_settings/configuration?beta=true`
        /// - Operation: `organization.claude_code.managed_settings.configuration.update`
        public func create(_ body: AnthropicAdmin.OrganizationClaudeCodeManagedSettingsConfigurationUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeCodeManagedSettingsConfiguration {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/claude_code/managed_settings/configuration", operation: "organization.claude_code.managed_settings.configuration.update")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-claude-code-managed-settings-2026-10-06"
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeCodeManagedSettingsConfiguration.self).value
        }

        /// Retrieve the organization's Claude Code managed settings mode and RBAC Group
        /// order.
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
        /// - HTTP: `GET /v1/organizations/claude_code/managed_settings/configuration?beta=true`
        /// - Operation: `organization.claude_code.managed_settings.configuration.retrieve`
        public func retrieve(options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaClaudeCodeManagedSettingsConfiguration {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/claude_code/managed_settings/configuration", operation: "organization.claude_code.managed_settings.configuration.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-claude-code-managed-settings-2026-10-06"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaClaudeCodeManagedSettingsConfiguration.self).value
        }
    }
}
