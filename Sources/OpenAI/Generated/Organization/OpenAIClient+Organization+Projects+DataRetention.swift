// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Projects {
    /// The `dataRetention` resource.
    public nonisolated struct DataRetention: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve project data retention
        ///
        /// Retrieves project data retention controls.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/data_retention`
        /// - Operation: `retrieve-project-data-retention`
        /// - Parameters:
        ///   - projectID: The ID of the project to inspect.
        public func retrieve(projectID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectDataRetention {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/data_retention", parameters: ["project_id": projectID], operation: "retrieve-project-data-retention")
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectDataRetention.self).value
        }

        /// Update project data retention
        ///
        /// Updates project data retention controls.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/data_retention`
        /// - Operation: `update-project-data-retention`
        /// - Parameters:
        ///   - projectID: The ID of the project to update.
        public func update(projectID: String, _ body: OpenAIAdmin.UpdateProjectDataRetentionBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectDataRetention {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/data_retention", parameters: ["project_id": projectID], operation: "update-project-data-retention")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectDataRetention.self).value
        }
    }
}
