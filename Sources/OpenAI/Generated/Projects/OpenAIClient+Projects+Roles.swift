// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Projects {
    /// The `roles` resource.
    public nonisolated struct Roles: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create project role
        ///
        /// Creates a custom role for a project.
        ///
        /// - HTTP: `POST /projects/{project_id}/roles`
        /// - Operation: `create-project-role`
        /// - Parameters:
        ///   - projectID: The ID of the project to update.
        public func create(projectID: String, _ body: OpenAIAdmin.PublicCreateOrganizationRoleBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.Role {
            var request = try RequestComponents(method: "POST", pathTemplate: "/projects/{project_id}/roles", parameters: ["project_id": projectID], operation: "create-project-role")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.Role.self).value
        }

        /// Retrieve project role
        ///
        /// Retrieves a project role.
        ///
        /// - HTTP: `GET /projects/{project_id}/roles/{role_id}`
        /// - Operation: `retrieve-project-role`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        ///   - roleID: The ID of the role to retrieve.
        public func retrieve(projectID: String, roleID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.Role {
            let request = try RequestComponents(method: "GET", pathTemplate: "/projects/{project_id}/roles/{role_id}", parameters: ["project_id": projectID, "role_id": roleID], operation: "retrieve-project-role")
            return try await core.send(request, options: options, as: OpenAIAdmin.Role.self).value
        }

        /// Update project role
        ///
        /// Updates an existing project role.
        ///
        /// - HTTP: `POST /projects/{project_id}/roles/{role_id}`
        /// - Operation: `update-project-role`
        /// - Parameters:
        ///   - projectID: The ID of the project to update.
        ///   - roleID: The ID of the role to update.
        public func update(projectID: String, roleID: String, _ body: OpenAIAdmin.PublicUpdateOrganizationRoleBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.Role {
            var request = try RequestComponents(method: "POST", pathTemplate: "/projects/{project_id}/roles/{role_id}", parameters: ["project_id": projectID, "role_id": roleID], operation: "update-project-role")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.Role.self).value
        }

        /// List project roles
        ///
        /// Lists the roles configured for a project.
        ///
        /// - HTTP: `GET /projects/{project_id}/roles`
        /// - Operation: `list-project-roles`
        /// - Parameters:
        ///   - projectID: The ID of the project to inspect.
        ///   - limit: A limit on the number of roles to return. Defaults to 1000.
        ///   - after: Cursor for pagination. Provide the value from the previous response's `next` field to continue listing roles.
        ///   - order: Sort order for the returned roles.
        public func list(projectID: String, limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListProjectRolesOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.PublicRoleListResource {
            var request = try RequestComponents(method: "GET", pathTemplate: "/projects/{project_id}/roles", parameters: ["project_id": projectID], operation: "list-project-roles")
            request.query.append("limit", limit)
            request.query.append("after", after)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAdmin.PublicRoleListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /projects/{project_id}/roles` (repeated)
        public func list(projectID: String, limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListProjectRolesOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.PublicRoleListResource, OpenAIAdmin.Role> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(projectID: projectID, limit: limit, after: cursor, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.data.last?.id
            })
        }

        /// Delete project role
        ///
        /// Deletes a custom role from a project.
        ///
        /// - HTTP: `DELETE /projects/{project_id}/roles/{role_id}`
        /// - Operation: `delete-project-role`
        /// - Parameters:
        ///   - projectID: The ID of the project to update.
        ///   - roleID: The ID of the role to delete.
        public func delete(projectID: String, roleID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.RoleDeletedResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/projects/{project_id}/roles/{role_id}", parameters: ["project_id": projectID, "role_id": roleID], operation: "delete-project-role")
            return try await core.send(request, options: options, as: OpenAIAdmin.RoleDeletedResource.self).value
        }
    }
}
