// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `plugins` resource.
    public nonisolated struct Plugins: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `installationSettings` operations.
        public var installationSettings: AnthropicClient.Beta.Organizations.Plugins.InstallationSettings { AnthropicClient.Beta.Organizations.Plugins.InstallationSettings(core: core) }

        /// `shares` operations.
        public var shares: AnthropicClient.Beta.Organizations.Plugins.Shares { AnthropicClient.Beta.Organizations.Plugins.Shares(core: core) }

        /// `versions` operations.
        public var versions: AnthropicClient.Beta.Organizations.Plugins.Versions { AnthropicClient.Beta.Organizations.Plugins.Versions(core: core) }

        /// Create an organization-owned Plugin and its first version by uploading the
        /// version's files.
        ///
        /// The upload is `multipart/form-data`: the version's files (`files`, each part
        /// sent as `files[]`), with an optional `marketplace_id` and `release_notes`. The
        /// manifest's `name` becomes the Plugin's `name`, and `display_name`, `description`
        /// and `manifest_version` come from the manifest too.
        ///
        /// `name` may contain lowercase letters (from any alphabet), digits, and hyphens,
        /// up to 64 characters. Uppercase letters, spaces, underscores, and other
        /// punctuation are rejected.
        ///
        /// The `name` must be unique within the marketplace: a name already taken returns a
        /// 409 with `error_code` `plugin_name_taken` and, when a Plugin holds it, that
        /// Plugin's ID in `details.plugin_id`. A Plugin going into the organization's
        /// library marketplace is also refused with a 409 when one of its skills has the
        /// name of an organization skill that this API does not list: `error_code`
        /// `skill_name_taken`, with that name in `details.skill_name`; rename the skill, or
        /// remove the organization skill in claude.ai. A 503 with `error_code`
        /// `registration_pending` means the Plugin and its version were stored (their IDs
        /// are in `details`) but are not yet usable in claude.ai: do not retry the create
        /// (the retry would return `plugin_name_taken`); create a version on the stored
        /// Plugin instead, which completes it.
        ///
        /// For a worked example, see
        /// [Create a plugin](/docs/en/manage-claude/plugins-api#create-a-plugin) in the
        /// Plugins API guide.
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
        /// - HTTP: `POST /v1/organizations/plugins?beta=true`
        /// - Operation: `organization.plugins.create`
        public func create(_ body: AnthropicAdmin.OrganizationPluginsCreateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaPlugin {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/plugins", operation: "organization.plugins.create")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            try request.setMultipartBody(body, extraFields: options.extraBody)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaPlugin.self).value
        }

        /// Retrieve a Plugin by ID.
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
        /// - HTTP: `GET /v1/organizations/plugins/{plugin_id}?beta=true`
        /// - Operation: `organization.plugins.retrieve`
        /// - Parameters:
        ///   - pluginID: ID of the Plugin (prefixed `plugin_`).
        ///   - organizationID: For a `read:org_audit` or `read:compliance_org_data` key created for all of a
        public func retrieve(pluginID: String, organizationID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaPlugin {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/plugins/{plugin_id}", parameters: ["plugin_id": pluginID], operation: "organization.plugins.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            request.query.append("organization_id", organizationID)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaPlugin.self).value
        }

        /// Change which stored version of an organization-owned Plugin is served to
        /// members, for example to roll back to an earlier one. This pins the served
        /// version: later uploads through this API are stored but no longer change what is
        /// served, and pinning cannot currently be undone, here or in claude.ai.
        ///
        /// A version from claude.ai might still change what is served: see
        /// [Versions and the served version](/docs/en/manage-claude/plugins-api#versions-and-the-served-version)
        /// in the Plugins API guide.
        ///
        /// Pass the version as `served_version_id`: an earlier one to roll back, a later
        /// one to start serving a version that was stored without being served, or the one
        /// already served to pin it without changing what is served. No new version is
        /// created.
        ///
        /// When the organization has content scanning enabled, a version whose
        /// `content_scan.status` is `processing` is refused with a 409 (`error_code`
        /// `scan_pending`; retry once the scan finishes). A version whose
        /// `content_scan.status` is `errored`, or whose `content_scan.assessment` is `fail`
        /// or `unknown`, is refused with a 400 (`error_code` `scan_failed`); a `warn` is
        /// accepted. If the scan outcome cannot be read at that moment, the request fails
        /// with a retryable 503 instead. When the Plugin is in the organization's library
        /// marketplace, a version other than the one served is also refused with a 409 when
        /// an organization skill that this API does not list has since taken the name of
        /// one of its skills: `error_code` `skill_name_taken`, with that name in
        /// `details.skill_name`. A member-owned Plugin cannot be updated here (403).
        ///
        /// This endpoint does not write installation settings; they are written at
        /// `/v1/organizations/plugins/{plugin_id}/installation_settings/{target}`.
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
        /// - HTTP: `POST /v1/organizations/plugins/{plugin_id}?beta=true`
        /// - Operation: `organization.plugins.update`
        /// - Parameters:
        ///   - pluginID: ID of the Plugin (prefixed `plugin_`).
        public func update(pluginID: String, _ body: AnthropicAdmin.OrganizationPluginsUpdateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaPlugin {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/plugins/{plugin_id}", parameters: ["plugin_id": pluginID], operation: "organization.plugins.update")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaPlugin.self).value
        }

        /// List the Plugins created under the organization, newest first: those in the
        /// organization's own plugin marketplaces and those in members' personal plugin
        /// marketplaces.
        ///
        /// Plugins in members' personal marketplaces are listed with the same detail as the
        /// organization's own, and their files can be downloaded through the version
        /// archive endpoint. Those downloads can be recorded on the Compliance API activity
        /// feed; the version archive endpoint says when.
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
        /// - HTTP: `GET /v1/organizations/plugins?beta=true`
        /// - Operation: `organization.plugins.list`
        /// - Parameters:
        ///   - createdAtGt: RFC 3339 timestamp bound; combine [gte], [gt], [lte], [lt].
        ///   - createdAtGte: RFC 3339 timestamp bound; combine [gte], [gt], [lte], [lt].
        ///   - createdAtLt: RFC 3339 timestamp bound; combine [gte], [gt], [lte], [lt].
        ///   - createdAtLte: RFC 3339 timestamp bound; combine [gte], [gt], [lte], [lt].
        ///   - limit: Number of items to return per page.
        ///   - marketplaceID: Only Plugins in this plugin marketplace (prefixed `marketplace_`).
        ///   - organizationID: For a `read:org_audit` or `read:compliance_org_data` key created for all of a
        ///   - ownerType: `organization` for Plugins in the organization's plugin marketplaces, `user` for
        ///   - ownerUserID: Only Plugins in this member's personal plugin marketplaces (prefixed `user_`); a
        ///   - page: Optionally set to the `next_page` token from the previous response.
        public func list(createdAtGt: String? = nil, createdAtGte: String? = nil, createdAtLt: String? = nil, createdAtLte: String? = nil, limit: Int? = nil, marketplaceID: String? = nil, organizationID: String? = nil, ownerType: AnthropicAdmin.OrganizationPluginsListOwnerType? = nil, ownerUserID: String? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationPluginsListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/plugins", operation: "organization.plugins.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            request.query.append("created_at[gt]", createdAtGt)
            request.query.append("created_at[gte]", createdAtGte)
            request.query.append("created_at[lt]", createdAtLt)
            request.query.append("created_at[lte]", createdAtLte)
            request.query.append("limit", limit)
            request.query.append("marketplace_id", marketplaceID)
            request.query.append("organization_id", organizationID)
            request.query.append("owner_type", ownerType)
            request.query.append("owner_user_id", ownerUserID)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationPluginsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/plugins?beta=true` (repeated)
        public func list(createdAtGt: String? = nil, createdAtGte: String? = nil, createdAtLt: String? = nil, createdAtLte: String? = nil, limit: Int? = nil, marketplaceID: String? = nil, organizationID: String? = nil, ownerType: AnthropicAdmin.OrganizationPluginsListOwnerType? = nil, ownerUserID: String? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationPluginsListResponse, AnthropicAdmin.BetaPlugin> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(createdAtGt: createdAtGt, createdAtGte: createdAtGte, createdAtLt: createdAtLt, createdAtLte: createdAtLte, limit: limit, marketplaceID: marketplaceID, organizationID: organizationID, ownerType: ownerType, ownerUserID: ownerUserID, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Permanently delete a Plugin and every version it holds, exactly as when an
        /// administrator deletes it in claude.ai. The Plugin may belong to the organization
        /// or to a member, including a member who has since left the organization. Do not
        /// delete a Plugin only because your pipeline did not create it: a member or an
        /// administrator might have added it in claude.ai.
        ///
        /// An organization-owned Plugin's installation settings go with it; a member-owned
        /// Plugin's shares are withdrawn and its owner no longer has it.
        ///
        /// To take an organization-owned Plugin out of use reversibly, set its
        /// organization-wide installation setting to `not_available` instead (and remove or
        /// change any group settings, which override it for their members). Only a Plugin
        /// in a `manual` marketplace can be deleted here; one synchronized from a
        /// repository is removed by removing it from the repository (400).
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
        /// - HTTP: `DELETE /v1/organizations/plugins/{plugin_id}?beta=true`
        /// - Operation: `organization.plugins.delete`
        /// - Parameters:
        ///   - pluginID: ID of the Plugin (prefixed `plugin_`).
        public func delete(pluginID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaDeletedPlugin {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/plugins/{plugin_id}", parameters: ["plugin_id": pluginID], operation: "organization.plugins.delete")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaDeletedPlugin.self).value
        }
    }
}
