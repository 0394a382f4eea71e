// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Projects {
    /// The `hostedToolPermissions` resource.
    public nonisolated struct HostedToolPermissions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve project hosted tool permissions
        ///
        /// Returns hosted tool permissions for a project.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/hosted_tool_permissions`
        /// - Operation: `retrieve-project-hosted-tool-permissions`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        public func retrieve(projectID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectHostedToolPermissions {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/hosted_tool_permissions", parameters: ["project_id": projectID], operation: "retrieve-project-hosted-tool-permissions")
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectHostedToolPermissions.self).value
        }

        /// Modify project hosted tool permissions
        ///
        /// Updates hosted tool permissions for a project.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/hosted_tool_permissions`
        /// - Operation: `update-project-hosted-tool-permissions`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        public func update(projectID: String, _ body: OpenAIAdmin.ProjectHostedToolPermissionsUpdateRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectHostedToolPermissions {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/hosted_tool_permissions", parameters: ["project_id": projectID], operation: "update-project-hosted-tool-permissions")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectHostedToolPermissions.self).value
        }
    }
}
