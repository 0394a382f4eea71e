// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Projects {
    /// The `serviceTierSettings` resource.
    public nonisolated struct ServiceTierSettings: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve the configured default and enabled service tiers for a project.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/service_tier_settings`
        /// - Operation: `organization.projects.service_tier_settings.retrieve`
        /// - Parameters:
        ///   - projectID: The ID of the project
        public func retrieve(projectID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectServiceTierSettings {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/service_tier_settings", parameters: ["project_id": projectID], operation: "organization.projects.service_tier_settings.retrieve")
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectServiceTierSettings.self).value
        }

        /// Update the default or enabled service tiers atomically.
        ///
        /// Supply at least one
        /// field. Omitted fields keep their current values.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/service_tier_settings`
        /// - Operation: `organization.projects.service_tier_settings.update`
        /// - Parameters:
        ///   - projectID: The ID of the project
        public func update(projectID: String, _ body: OpenAIAdmin.OrganizationProjectsServiceTierSettingsUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectServiceTierSettings {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/service_tier_settings", parameters: ["project_id": projectID], operation: "organization.projects.service_tier_settings.update")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectServiceTierSettings.self).value
        }
    }
}
