// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `pluginMarketplaces` resource.
    public nonisolated struct PluginMarketplaces: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve a plugin marketplace by ID.
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
        /// - HTTP: `GET /v1/organizations/plugin_marketplaces/{marketplace_id}?beta=true`
        /// - Operation: `organization.plugin_marketplaces.retrieve`
        /// - Parameters:
        ///   - marketplaceID: ID of the plugin marketplace (prefixed `marketplace_`).
        ///   - organizationID: For a `read:org_audit` or `read:compliance_org_data` key created for all of a
        public func retrieve(marketplaceID: String, organizationID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaPluginMarketplace {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/plugin_marketplaces/{marketplace_id}", parameters: ["marketplace_id": marketplaceID], operation: "organization.plugin_marketplaces.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            request.query.append("organization_id", organizationID)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaPluginMarketplace.self).value
        }

        /// Set the default installation setting of one of the organization's own plugin
        /// marketplaces. Every Plugin in it without a setting of its own gets this default
        /// as its organization-wide setting, including Plugins added later.
        ///
        /// Pass it as `default_installation_preference`. A member's personal marketplace
        /// cannot be updated here (403).
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
        /// - HTTP: `POST /v1/organizations/plugin_marketplaces/{marketplace_id}?beta=true`
        /// - Operation: `organization.plugin_marketplaces.update`
        /// - Parameters:
        ///   - marketplaceID: ID of the plugin marketplace (prefixed `marketplace_`).
        public func update(marketplaceID: String, _ body: AnthropicAdmin.OrganizationPluginMarketplacesUpdateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaPluginMarketplace {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/plugin_marketplaces/{marketplace_id}", parameters: ["marketplace_id": marketplaceID], operation: "organization.plugin_marketplaces.update")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaPluginMarketplace.self).value
        }

        /// List the plugin marketplaces Plugins live in, newest first: the organization's
        /// own and its members' personal ones.
        ///
        /// Plugin marketplaces are created, connected to a repository and deleted in
        /// claude.ai, not through this API. The organization's library marketplace, the
        /// organization-owned `manual` marketplace that uploads go to when no marketplace
        /// is named, is created the first time something is put in it and is listed from
        /// then on.
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
        /// - HTTP: `GET /v1/organizations/plugin_marketplaces?beta=true`
        /// - Operation: `organization.plugin_marketplaces.list`
        /// - Parameters:
        ///   - limit: Number of items to return per page.
        ///   - organizationID: For a `read:org_audit` or `read:compliance_org_data` key created for all of a
        ///   - ownerType: `organization` for the organization's plugin marketplaces, `user` for members'
        ///   - page: Optionally set to the `next_page` token from the previous response.
        ///   - source: Only plugin marketplaces with this `source`: `manual` for those whose Plugins
        public func list(limit: Int? = nil, organizationID: String? = nil, ownerType: AnthropicAdmin.OrganizationPluginMarketplacesListOwnerType? = nil, page: String? = nil, source: AnthropicAdmin.OrganizationPluginMarketplacesListSource? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationPluginMarketplacesListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/plugin_marketplaces", operation: "organization.plugin_marketplaces.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            request.query.append("limit", limit)
            request.query.append("organization_id", organizationID)
            request.query.append("owner_type", ownerType)
            request.query.append("page", page)
            request.query.append("source", source)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationPluginMarketplacesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/plugin_marketplaces?beta=true` (repeated)
        public func list(limit: Int? = nil, organizationID: String? = nil, ownerType: AnthropicAdmin.OrganizationPluginMarketplacesListOwnerType? = nil, page: String? = nil, source: AnthropicAdmin.OrganizationPluginMarketplacesListSource? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationPluginMarketplacesListResponse, AnthropicAdmin.BetaPluginMarketplace> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, organizationID: organizationID, ownerType: ownerType, page: cursor, source: source, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Check whether a plugin marketplace, uploaded as a `.zip` of the marketplace
        /// directory, would synchronize into claude.ai, without connecting or storing it.
        ///
        /// To check a public GitHub repository instead, use Validate Plugin Marketplace
        /// Repository.
        ///
        /// The report says whether `marketplace.json` is well-formed, which plugins a
        /// synchronization would skip and why, and which plugins would synchronize only in
        /// part, with some files left out. An archive that cannot be read as a marketplace
        /// is reported, not refused: the response is a report with `valid: false`. Plugin
        /// sources outside the marketplace are fetched anonymously from GitHub, so a
        /// private one is reported as not found or as needing a GitHub sign-in; a source on
        /// any other host is not fetched here, and the report notes that it will be checked
        /// when the marketplace actually synchronizes.
        ///
        /// Nothing is recorded on the Compliance API activity feed.
        ///
        /// For a worked example, see
        /// [Validate marketplace content](/docs/en/manage-claude/plugins-api#validate-marketplace-content)
        /// in the Plugins API guide.
        ///
        /// **Accepted credentials:** an Admin API key with the `read:plugins` or
        /// `write:plugins` scope; `read:org_audit` and `read:compliance_org_data` do not
        /// grant it.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
        /// exactly as if the endpoint did not exist. The Plugins API is in beta and is
        /// available to Claude Enterprise organizations only. It is not available to Claude
        /// Platform (Claude Console) organizations, or to organizations with HIPAA
        /// readiness enabled.
        ///
        /// - HTTP: `POST /v1/organizations/plugin_marketplaces/validate_archive?beta=true`
        /// - Operation: `organization.plugin_marketplaces.validate_archive`
        public func validateArchive(_ body: AnthropicAdmin.OrganizationPluginMarketplacesValidateArchiveRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaPluginMarketplaceValidationReport {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/plugin_marketplaces/validate_archive", operation: "organization.plugin_marketplaces.validate_archive")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            try request.setMultipartBody(body, extraFields: options.extraBody)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaPluginMarketplaceValidationReport.self).value
        }

        /// Check whether a plugin marketplace held in a public GitHub repository would
        /// synchronize into claude.ai, without connecting or storing it.
        ///
        /// To check a `.zip` of the marketplace directory instead, use Validate Plugin
        /// Marketplace Archive.
        ///
        /// The report says whether `marketplace.json` is well-formed, which plugins a
        /// synchronization would skip and why, and which plugins would synchronize only in
        /// part, with some files left out. A repository that is missing, private, or has no
        /// such branch or commit is reported, not refused: the response is a report with
        /// `valid: false`. Plugin sources outside the marketplace are fetched anonymously
        /// from GitHub, so a private one is reported as not found or as needing a GitHub
        /// sign-in; a source on any other host is not fetched here, and the report notes
        /// that it will be checked when the marketplace actually synchronizes.
        ///
        /// Nothing is recorded on the Compliance API activity feed.
        ///
        /// For a worked example, see
        /// [Validate marketplace content](/docs/en/manage-claude/plugins-api#validate-marketplace-content)
        /// in the Plugins API guide.
        ///
        /// **Accepted credentials:** an Admin API key with the `read:plugins` or
        /// `write:plugins` scope; `read:org_audit` and `read:compliance_org_data` do not
        /// grant it.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
        /// exactly as if the endpoint did not exist. The Plugins API is in beta and is
        /// available to Claude Enterprise organizations only. It is not available to Claude
        /// Platform (Claude Console) organizations, or to organizations with HIPAA
        /// readiness enabled.
        ///
        /// - HTTP: `POST /v1/organizations/plugin_marketplaces/validate_repository?beta=true`
        /// - Operation: `organization.plugin_marketplaces.validate_repository`
        public func validateRepository(_ body: AnthropicAdmin.OrganizationPluginMarketplacesValidateRepositoryRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaPluginMarketplaceValidationReport {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/plugin_marketplaces/validate_repository", operation: "organization.plugin_marketplaces.validate_repository")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "ce-plugins-2026-09-01"
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaPluginMarketplaceValidationReport.self).value
        }
    }
}
