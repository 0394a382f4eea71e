// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Projects {
    /// The `modelPermissions` resource.
    public nonisolated struct ModelPermissions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve project model permissions
        ///
        /// Returns model permissions for a project.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/model_permissions`
        /// - Operation: `retrieve-project-model-permissions`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        public func retrieve(projectID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectModelPermissions {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/model_permissions", parameters: ["project_id": projectID], operation: "retrieve-project-model-permissions")
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectModelPermissions.self).value
        }

        /// Modify project model permissions
        ///
        /// Updates model permissions for a project.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/model_permissions`
        /// - Operation: `update-project-model-permissions`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        public func update(projectID: String, _ body: OpenAIAdmin.ProjectModelPermissionsUpdateRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectModelPermissions {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/model_permissions", parameters: ["project_id": projectID], operation: "update-project-model-permissions")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectModelPermissions.self).value
        }

        /// Delete project model permissions
        ///
        /// Deletes model permissions for a project.
        ///
        /// - HTTP: `DELETE /organization/projects/{project_id}/model_permissions`
        /// - Operation: `delete-project-model-permissions`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        public func delete(projectID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectModelPermissionsDeleteResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/projects/{project_id}/model_permissions", parameters: ["project_id": projectID], operation: "delete-project-model-permissions")
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectModelPermissionsDeleteResponse.self).value
        }
    }
}
