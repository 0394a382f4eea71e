// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.Plugins {
    /// The `installationSettings` resource.
    public nonisolated struct InstallationSettings: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Set or change an organization-owned Plugin's installation setting for the whole
        /// organization or for one RBAC Group.
        ///
        /// Writing the value a target already holds of its own changes nothing.
        ///
        /// A member-owned Plugin has shares instead of installation settings, so this path
        /// returns 404 for one.
        ///
        /// Send a Plugin's installation-setting writes one at a time. If several writes for
        /// the same Plugin arrive at the same time, the server handles them one after
        /// another and can answer some of them with `503` instead of applying them. That
        /// `503` carries `x-should-retry: true`, and the write is safe to repeat: wait a
        /// second or two, then send it again.
        ///
        /// **Accepted credentials:** an Admin API key with the `write:plugins` scope.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
        /// exactly as if the endpoint did not exist. The Plugins API is in beta and is
        /// available to Claude Enterprise organizations only. It is not available to Claude
        /// Platform (Claude Console) organizations, or to organizations with HIPAA
        /// readiness enabled.
        ///
        /// - HTTP: `POST /v1/organizations/plugins/{plugin_id}/installation_settings/{target}?beta=true`
        /// - Operation: `organization.plugins.installation_settings.set`
        /// - Parameters:
        ///   - pluginID: ID of the Plugin (prefixed `plugin_`).
        ///   - target: The target whose setting is written: the literal `organization` for the Plugin's
        public func update(pluginID: String, target: String, _ body: AnthropicAdmin.OrganizationPluginsInstallationSettingsSetRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaPluginInstallationSetting {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/plugins/{plugin_id}/installation_settings/{target}", parameters: ["plugin_id": pluginID, "target": target], operation: "organization.plugins.installation_settings.set")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaPluginInstallationSetting.self).value
        }

        /// List an organization-owned Plugin's installation settings, which say which
        /// members it is for, most recently created first.
        ///
        /// The list holds the Plugin's own organization-wide setting (absent while the
        /// Plugin inherits its marketplace's default) and each RBAC Group's own setting. A
        /// member-owned Plugin has shares instead, so this path returns 404 for one.
        ///
        /// **Accepted credentials:** an Admin API key with the `read:plugins` or
        /// `read:org_audit` scope, or a Compliance Access Key with the
        /// `read:compliance_org_data` scope.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
        /// exactly as if the endpoint did not exist. The Plugins API is in beta and is
        /// available to Claude Enterprise organizations only. It is not available to Claude
        /// Platform (Claude Console) organizations, or to organizations with HIPAA
        /// readiness enabled.
        ///
        /// - HTTP: `GET /v1/organizations/plugins/{plugin_id}/installation_settings?beta=true`
        /// - Operation: `organization.plugins.installation_settings.list`
        /// - Parameters:
        ///   - pluginID: ID of the Plugin (prefixed `plugin_`).
        ///   - limit: Number of items to return per page.
        ///   - organizationID: For a `read:org_audit` or `read:compliance_org_data` key created for all of a
        ///   - page: Optionally set to the `next_page` token from the previous response.
        ///   - targetType: Only settings for this kind of target: `organization` (the organization-wide
        public func list(pluginID: String, limit: Int? = nil, organizationID: String? = nil, page: String? = nil, targetType: AnthropicAdmin.OrganizationPluginsInstallationSettingsListTargetType? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationPluginsInstallationSettingsListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/plugins/{plugin_id}/installation_settings", parameters: ["plugin_id": pluginID], operation: "organization.plugins.installation_settings.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            request.query.append("limit", limit)
            request.query.append("organization_id", organizationID)
            request.query.append("page", page)
            request.query.append("target_type", targetType)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationPluginsInstallationSettingsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/plugins/{plugin_id}/installation_settings?beta=true` (repeated)
        public func list(pluginID: String, limit: Int? = nil, organizationID: String? = nil, page: String? = nil, targetType: AnthropicAdmin.OrganizationPluginsInstallationSettingsListTargetType? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationPluginsInstallationSettingsListResponse, AnthropicAdmin.BetaPluginInstallationSetting> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(pluginID: pluginID, limit: limit, organizationID: organizationID, page: cursor, targetType: targetType, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Remove an organization-owned Plugin's own installation setting for the whole
        /// organization or for one RBAC Group.
        ///
        /// Removing the `organization` target returns the Plugin to its marketplace's
        /// default installation setting and leaves the groups' settings in place. Removing
        /// a group's setting makes the group's members fall back to the Plugin's
        /// organization-wide setting or to the settings of their other groups.
        ///
        /// A target that holds no setting of its own returns 404 (a Plugin that already
        /// inherits its marketplace's default holds no `organization` setting), and so does
        /// a member-owned Plugin.
        ///
        /// A removal counts as one of the Plugin's installation-setting writes: send all of
        /// those writes one at a time. If several arrive for the same Plugin at the same
        /// time, the server handles them one after another and can answer some of them with
        /// `503` and `x-should-retry: true` instead of applying them; wait a second or two
        /// and send the removal again. A `404` on the repeat means the setting is already
        /// gone.
        ///
        /// **Accepted credentials:** an Admin API key with the `write:plugins` scope.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
        /// exactly as if the endpoint did not exist. The Plugins API is in beta and is
        /// available to Claude Enterprise organizations only. It is not available to Claude
        /// Platform (Claude Console) organizations, or to organizations with HIPAA
        /// readiness enabled.
        ///
        /// - HTTP: `DELETE /v1/organizations/plugins/{plugin_id}/installation_settings/{target}?beta=true`
        /// - Operation: `organization.plugins.installation_settings.remove`
        /// - Parameters:
        ///   - pluginID: ID of the Plugin (prefixed `plugin_`).
        ///   - target: The target whose own setting is removed: the literal `organization` for the
        public func delete(pluginID: String, target: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaDeletedPluginInstallationSetting {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/plugins/{plugin_id}/installation_settings/{target}", parameters: ["plugin_id": pluginID, "target": target], operation: "organization.plugins.installation_settings.remove")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaDeletedPluginInstallationSetting.self).value
        }
    }
}
