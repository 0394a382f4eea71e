// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Projects {
    /// The `spendLimit` resource.
    public nonisolated struct SpendLimit: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve project spend limit
        ///
        /// Get a project's hard spend limit.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/spend_limit`
        /// - Operation: `Getprojectspendlimit`
        /// - Parameters:
        ///   - projectID: The ID of the project whose hard spend limit is being managed.
        public func retrieve(projectID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectSpendLimitResource {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/spend_limit", parameters: ["project_id": projectID], operation: "Getprojectspendlimit")
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectSpendLimitResource.self).value
        }

        /// Update project spend limit
        ///
        /// Create or replace a project's hard spend limit.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/spend_limit`
        /// - Operation: `Updateprojectspendlimit`
        /// - Parameters:
        ///   - projectID: The ID of the project whose hard spend limit is being managed.
        public func update(projectID: String, _ body: OpenAIAdmin.UpdateProjectSpendLimitBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectSpendLimitResource {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/spend_limit", parameters: ["project_id": projectID], operation: "Updateprojectspendlimit")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectSpendLimitResource.self).value
        }

        /// Delete project spend limit
        ///
        /// Delete a project's hard spend limit.
        ///
        /// - HTTP: `DELETE /organization/projects/{project_id}/spend_limit`
        /// - Operation: `Deleteprojectspendlimit`
        /// - Parameters:
        ///   - projectID: The ID of the project whose hard spend limit is being managed.
        public func delete(projectID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectSpendLimitDeletedResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/projects/{project_id}/spend_limit", parameters: ["project_id": projectID], operation: "Deleteprojectspendlimit")
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectSpendLimitDeletedResource.self).value
        }
    }
}
