// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.Providers.Google {
    /// The `projects` resource.
    public nonisolated struct Projects: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get a Google Cloud project's encryption keys and storage buckets for Claude on
        /// Google Cloud's Agent Platform, with each region's status.
        ///
        /// Your organization must have proved that it owns the project.
        ///
        /// - HTTP: `GET /v1/organizations/providers/google/projects/{project_number}/data_controls?beta=true`
        /// - Operation: `organization.providers.google.projects.data_controls.retrieve`
        /// - Parameters:
        ///   - projectNumber: The Google Cloud project's number, such as `123456789012`, not its project ID.
        public func dataControls(projectNumber: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaGoogleManagedProjectDataControls {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/providers/google/projects/{project_number}/data_controls", parameters: ["project_number": projectNumber], operation: "organization.providers.google.projects.data_controls.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "google-managed-data-controls-2026-09-01"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaGoogleManagedProjectDataControls.self).value
        }

        /// Turn a control on or off, or change the key or bucket set for a region.
        ///
        /// Controls
        /// and regions that you leave out stay as they are.
        ///
        /// Your organization must have proved that it owns the project. Only one
        /// organization at a time can have controls turned on for a project.
        ///
        /// **Requires a credential that identifies a user or a service account**: an OAuth
        /// access token with the `org:admin` scope, or an organization-scoped API key that
        /// belongs to a user or service account whose organization role can update these
        /// controls. The `admin`, `owner` and `primary_owner` roles can. An Admin API key
        /// gets a `403` error.
        ///
        /// - HTTP: `POST /v1/organizations/providers/google/projects/{project_number}/data_controls?beta=true`
        /// - Operation: `organization.providers.google.projects.data_controls.update`
        /// - Parameters:
        ///   - projectNumber: The Google Cloud project's number, such as `123456789012`, not its project ID.
        public func organizationProvidersGoogleProjectsDataControlsUpdate(projectNumber: String, _ body: AnthropicAdmin.OrganizationProvidersGoogleProjectsDataControlsUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaGoogleManagedProjectDataControls {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/providers/google/projects/{project_number}/data_controls", parameters: ["project_number": projectNumber], operation: "organization.providers.google.projects.data_controls.update")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "google-managed-data-controls-2026-09-01"
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaGoogleManagedProjectDataControls.self).value
        }
    }
}
