// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.Plugins {
    /// The `versions` resource.
    public nonisolated struct Versions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Add a version to an organization-owned Plugin by uploading the new version's
        /// files; it becomes the version served to members unless the Plugin's served
        /// version has been pinned.
        ///
        /// The upload is the same `multipart/form-data` as creating a Plugin: the version's
        /// files (`files`, each part sent as `files[]`) and optional `release_notes`. The
        /// uploaded manifest's `name` must equal the Plugin's `name`. Returns the stored
        /// version; read the Plugin back to see which version it serves.
        ///
        /// Only a Plugin in a `manual` marketplace takes uploads; a Plugin synchronized
        /// from a repository gets its versions from the repository. When the Plugin is in
        /// the organization's library marketplace, a version that adds a skill with the
        /// name of an organization skill that this API does not list is refused with a 409:
        /// `error_code` `skill_name_taken`, with that name in `details.skill_name`. A 503
        /// with `error_code` `registration_pending` means the version was stored but is not
        /// yet usable; a later version create on the Plugin completes it.
        ///
        /// For a worked example, see
        /// [Create a version](/docs/en/manage-claude/plugins-api#create-a-version) in the
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
        /// - HTTP: `POST /v1/organizations/plugins/{plugin_id}/versions?beta=true`
        /// - Operation: `organization.plugins.versions.create`
        /// - Parameters:
        ///   - pluginID: ID of the Plugin (prefixed `plugin_`).
        public func create(pluginID: String, _ body: AnthropicAdmin.OrganizationPluginsVersionsCreateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaPluginVersion {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/plugins/{plugin_id}/versions", parameters: ["plugin_id": pluginID], operation: "organization.plugins.versions.create")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            try request.setMultipartBody(body, extraFields: options.extraBody)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaPluginVersion.self).value
        }

        /// Retrieve one version of a Plugin by its ID, or the Plugin's newest version.
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
        /// - HTTP: `GET /v1/organizations/plugins/{plugin_id}/versions/{version}?beta=true`
        /// - Operation: `organization.plugins.versions.retrieve`
        /// - Parameters:
        ///   - pluginID: ID of the Plugin (prefixed `plugin_`).
        ///   - version: ID of the Plugin Version (prefixed `pluginver_`), or `latest` for the newest
        ///   - organizationID: For a `read:org_audit` or `read:compliance_org_data` key created for all of a
        public func retrieve(pluginID: String, version: String, organizationID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaPluginVersion {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/plugins/{plugin_id}/versions/{version}", parameters: ["plugin_id": pluginID, "version": version], operation: "organization.plugins.versions.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            request.query.append("organization_id", organizationID)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaPluginVersion.self).value
        }

        /// List a Plugin's versions, newest first.
        ///
        /// The first item of the first page is the version the Plugin's `latest_version_id`
        /// refers to.
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
        /// - HTTP: `GET /v1/organizations/plugins/{plugin_id}/versions?beta=true`
        /// - Operation: `organization.plugins.versions.list`
        /// - Parameters:
        ///   - pluginID: ID of the Plugin (prefixed `plugin_`).
        ///   - limit: Number of items to return per page.
        ///   - organizationID: For a `read:org_audit` or `read:compliance_org_data` key created for all of a
        ///   - page: Optionally set to the `next_page` token from the previous response.
        public func list(pluginID: String, limit: Int? = nil, organizationID: String? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationPluginsVersionsListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/plugins/{plugin_id}/versions", parameters: ["plugin_id": pluginID], operation: "organization.plugins.versions.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            request.query.append("limit", limit)
            request.query.append("organization_id", organizationID)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationPluginsVersionsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/plugins/{plugin_id}/versions?beta=true` (repeated)
        public func list(pluginID: String, limit: Int? = nil, organizationID: String? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationPluginsVersionsListResponse, AnthropicAdmin.BetaPluginVersion> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(pluginID: pluginID, limit: limit, organizationID: organizationID, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Download one version's `.zip` archive, exactly as stored.
        ///
        /// Downloads of Plugins
        /// from members' personal plugin marketplaces can be recorded on the Compliance API
        /// activity feed.
        ///
        /// The response body is the archive (`Content-Type: application/zip`), sent as an
        /// attachment whose filename is derived from the Plugin's name; name saved files
        /// from the IDs in the request path, since that filename is not unique.
        ///
        /// **Accepted credentials:** an Admin API key with the `read:plugins` or
        /// `read:org_audit` scope, or a Compliance Access Key with the
        /// `read:compliance_org_data` scope.
        ///
        /// Every read scope above (`read:plugins`, `read:org_audit`, and
        /// `read:compliance_org_data`) can download the files of plugins in members'
        /// personal marketplaces, including files that claude.ai's admin settings do not
        /// show, and a `read:org_audit` or `read:compliance_org_data` key created for all
        /// of your parent organization's linked organizations can do this in any
        /// organization under it that has access to this API, by passing `organization_id`.
        /// The Compliance API activity feed can record such a download as a
        /// `claude_plugin_archive_accessed` event, which identifies the key, the plugin,
        /// the version, and the member. It does so only while activity events are captured
        /// for the plugin's organization, and a record is not guaranteed even then. The
        /// files are served whether or not the download is recorded. Downloads of
        /// organization-owned plugins are not recorded.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
        /// exactly as if the endpoint did not exist. The Plugins API is in beta and is
        /// available to Claude Enterprise organizations only. It is not available to Claude
        /// Platform (Claude Console) organizations, or to organizations with HIPAA
        /// readiness enabled.
        ///
        /// - HTTP: `GET /v1/organizations/plugins/{plugin_id}/versions/{version}/content?beta=true`
        /// - Operation: `organization.plugins.versions.download`
        /// - Parameters:
        ///   - pluginID: ID of the Plugin (prefixed `plugin_`).
        ///   - version: ID of the Plugin Version (prefixed `pluginver_`). `latest` is not accepted here.
        ///   - organizationID: For a `read:org_audit` or `read:compliance_org_data` key created for all of a
        public func content(pluginID: String, version: String, organizationID: String? = nil, options: RequestOptions = .init()) async throws -> Data {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/plugins/{plugin_id}/versions/{version}/content", parameters: ["plugin_id": pluginID, "version": version], operation: "organization.plugins.versions.download")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            request.query.append("organization_id", organizationID)
            request.headers.set("Accept", "application/octet-stream")
            return try await core.sendData(request, options: options).value
        }

        /// Like `content(…)`, but streams the body into the file at `destination` (replaced
        /// if it exists) so that memory stays flat; returns the number of bytes written.
        ///
        /// - HTTP: `GET /v1/organizations/plugins/{plugin_id}/versions/{version}/content`
        @discardableResult
        public func content(pluginID: String, version: String, organizationID: String? = nil, to destination: URL, options: RequestOptions = .init()) async throws -> Int64 {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/plugins/{plugin_id}/versions/{version}/content", parameters: ["plugin_id": pluginID, "version": version], operation: "organization.plugins.versions.download")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            request.query.append("organization_id", organizationID)
            request.headers.set("Accept", "application/octet-stream")
            return try await core.download(request, options: options, to: destination).value
        }
    }
}
